// The self-harm rules, one a line: kind, sub-kind, flags (C CRISIS, U UNSURE, n negatable, s
// subject-aware), then the rule in the notation of engine.ts. rules.kinds.ts compiles them after its
// own lexicons are registered; `#` starts a comment line.

export const SELF_HARM_TABLE = `
# Self-harm: explicit intent.
SELF_HARM EXPLICIT_INTENT C @SUICIDE_LOCAL
SELF_HARM EXPLICIT_INTENT C @KILL|kpai|kpeh|end|hang|hanging|hanged|poison|poisoning|drown|drowning|shoot|stab|strangle ~1 @SELF
SELF_HARM EXPLICIT_INTENT C @ENDV ~1 @MY_LIFE_ONLY
SELF_HARM EXPLICIT_INTENT Cs @WANT|@I ~3 end|ending|ended|finish|finishing|stop|terminate|quit|waste|destroy|give_up|do_away_with ~0 @END_ALL
SELF_HARM EXPLICIT_INTENT Cs @SUICIDE
SELF_HARM EXPLICIT_INTENT Cns @WANT ~2 @DIE|@DIE_LOCAL
SELF_HARM EXPLICIT_INTENT C @DIE_LOCAL
SELF_HARM EXPLICIT_INTENT Uns @WANT ~2 end|ending ~0 it|am|everything
SELF_HARM EXPLICIT_INTENT Uns @WANT ~2 end|ending ~0 this ~0 @EDGE|now|already|tonight|today|for_good|forever|once_and_for_all|permanently|please|abeg|life|pain|suffering|misery|existence
SELF_HARM EXPLICIT_INTENT U but|though|although|however|yet ~2 @I ~2 think|thinking|thought ~1 about|of ~0 it|am|that|doing_it
SELF_HARM EXPLICIT_INTENT C @I ~2 go|will|gonna|going|going_to|am_going_to ~2 kpai|do_it|do_am|end_am ~1 tonight|today|now|soon|this_night|this_week
SELF_HARM EXPLICIT_INTENT Cns @I|@WANT ~3 end|ending ~0 it|am ~0 @EDGE|tonight|today|now|soon|all|for_good
SELF_HARM EXPLICIT_INTENT U @EDGE ~0 end|ending ~0 it|am|everything ~0 @EDGE
SELF_HARM EXPLICIT_INTENT Cns leave_this_world|leave_the_world|exit_this_world|depart_this_world|comot_for_this_world|comot_this_world|leave_this_earth|leave_earth|exit_this_life|leave_this_life|exit_life
SELF_HARM PASSIVE_WISH C @PASSIVE_LOCAL
SELF_HARM PLAN_OR_MEANS C @PLAN_LOCAL
SELF_HARM SELF_HARM_ACT Cs @ACT_LOCAL
SELF_HARM GOODBYE C @GOODBYE_LOCAL
SELF_HARM HOPELESSNESS_WITH_INTENT C @HOPELESS_DO_LOCAL
SELF_HARM PLAN_OR_MEANS Cs @DRUGS|@POISON ~6 @TAKE_ALL
SELF_HARM EXPLICIT_INTENT C mo|mi ~2 fe|ti_fe|n_fe ~1 ku
SELF_HARM EXPLICIT_INTENT U @I ~1 going_to|gonna ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT C tonight|today|this_night ~1 is|na ~0 the_night|the_day|tonight|today
SELF_HARM HOPELESSNESS_WITH_INTENT U na ~0 today|tonight ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT Cn it|everything|this|all ~0 ends|end|finishes ~0 tonight|today|now|here
SELF_HARM HOPELESSNESS_WITH_INTENT C no_hope|hopeless|no_hope_left ~6 this_is_it|im_done|tonight|i_am_done|its_over
SELF_HARM HOPELESSNESS_WITH_INTENT U this ~0 is ~0 it ~0 @EDGE
SELF_HARM GOODBYE C dont_think|doubt|not_sure ~2 @I ~1 be|ll_be|will_be ~0 here|around|alive ~0 much_longer|for_long|any_longer|tomorrow
SELF_HARM COMMAND_VOICES C late|dead ~0 fathers|mothers|mums|dads|father|mother|mum|dad|papa|mama|husband|wife|brother|sister|grandma|grandpa ~3 calling|telling|asking|wants|calls ~1 me ~3 join|come|take|die|jump
SELF_HARM COMMAND_VOICES C telling|tells|told|keeps_telling ~1 me ~1 to|make_i ~0 take_the_pills|take_pills|drink|jump|die|kill_myself|end_it|hang|cut
SELF_HARM PLAN_OR_MEANS C @CONSUME ~0 all|everything|am_all|all_of_them|everything_at_once|the_whole ~0 @EDGE|at_once|tonight|today
SELF_HARM PLAN_OR_MEANS Cns @POISON ~8 drink|swallow|take|use ~0 am|it|ya|u
SELF_HARM EXPLICIT_INTENT C do_am_finish|do_it_finish|end_am_finish|end_everything_finish
SELF_HARM GOODBYE C forgive ~0 me ~3 @FAREWELL
SELF_HARM GOODBYE C @FAREWELL ~4 e_ma_binu|forgive|ku_yafe|gafara|e_ma_binu_si_mi
SELF_HARM EXPLICIT_INTENT C going_to|gonna|go|will|ll ~0 do_it|do_am ~0 anyway|regardless|still|tonight|today
SELF_HARM EXPLICIT_INTENT C @I ~2 going_to|gonna|go|will|ll|il|think_il|finally ~0 do_it|do_am|finish_it|end_it ~0 this_time|soon|now|quietly|tonight|@EDGE|fr|for_real
SELF_HARM EXPLICIT_INTENT C soon|tonight|tomorrow ~2 @I ~1 go|will|ll|il ~0 do_am|do_it|end_am|end_it
SELF_HARM EXPLICIT_INTENT C end|finish ~0 it|am ~0 quietly|soon|peacefully|this_time|properly
SELF_HARM HOPELESSNESS_WITH_INTENT C stop_fighting|give_up|stop_trying ~4 finish_it|end_it|do_it|do_am
SELF_HARM HOPELESSNESS_WITH_INTENT C one_last_thing|only_one_thing|one_thing_remain|one_thing_left|one_option_left|only_option|naani_onwu|ohun_kan_soso|only_death
SELF_HARM PLAN_OR_MEANS Cn @I ~1 have|got|get ~1 the|my ~0 means|method|stuff_ready
SELF_HARM HOPELESSNESS_WITH_INTENT C not|no_longer|no_more ~0 scared|afraid|fear ~1 of? ~0 dying|death|to_die
SELF_HARM HOPELESSNESS_WITH_INTENT C no_way_forward|e_no_get_way|hope_don_finish|no_hope_again|ireti_ko_si|ko_si_ireti|hope_is_gone|lost_all_hope
SELF_HARM PASSIVE_WISH C if ~1 a|the ~0 @VEHICLE|car|trailer|bus|okada|plane ~2 hits|hit|kills|knocks|crushes|crash ~1 me ~8 mind|relieved|happy|okay|fine|better
SELF_HARM PASSIVE_WISH C everybody|everyone|all|una|my_family ~3 happy|better|fine|at_peace|free ~2 if|when ~1 @I ~1 no_dey|die|am_gone|go|leave|disappear|dead
SELF_HARM PASSIVE_WISH C hoping|hope|pray|wish ~2 the|my ~0 plane|car|bus|flight ~0 crashes|crash|falls
SELF_HARM PLAN_OR_MEANS Cns enter|go_enter|walk_into|jump_into|enter_inside ~2 the ~0 lagoon|river|sea|ocean|well|water|dam
SELF_HARM PLAN_OR_MEANS Cns @POISON ~3 @CONSUME
SELF_HARM PLAN_OR_MEANS C @POISON|@DRUGS ~4 enough|mix_it_with|mix|stronger|to_make_sure|work_faster|dey_work_faster|faster|quicker
SELF_HARM PLAN_OR_MEANS C faster|quicker|stronger|more_painless|work_faster|dey_work_faster ~6 @POISON|@DRUGS
SELF_HARM PLAN_OR_MEANS C decided_on|chosen|chose|picked ~2 the|a ~0 @VEHICLE|tracks|train_tracks|bridge|rope|pills|lagoon|well|method|date|day
SELF_HARM PLAN_OR_MEANS C how ~1 @I ~1 will|ll|il|go ~0 go|die|do_it|end_it
SELF_HARM PLAN_OR_MEANS C kerosene|petrol|fuel ~3 match|matchbox|matches|lighter
SELF_HARM PLAN_OR_MEANS C @NUMBER ~0 floors|storeys|stories|floor ~2 enough|high_enough|is_enough
SELF_HARM PLAN_OR_MEANS C how_high|how_tall|how_deep ~6 roof|bridge|building|well|enough|floors
SELF_HARM PLAN_OR_MEANS U everything|all ~1 is ~0 set|ready|planned|arranged ~0 @EDGE|the_day
SELF_HARM SELF_HARM_ACT C @CUT_V|@HARM_SELF_V ~6 on_purpose|deliberately|intentionally|purposely|da_gangan
SELF_HARM SELF_HARM_ACT C drink|drank|swallow|swallowed|took ~0 the_thing|am ~4 belle|stomach|vomit|dey_turn|burning
SELF_HARM SELF_HARM_ACT C cuts|marks|scars ~6 sleeves|hide|hijab|long_sleeves|nobody_notices|no_one_notices|nobody_knows
SELF_HARM SELF_HARM_ACT C the_thing ~2 with ~1 the|a ~0 lighter|blade|razor|iron|knife
SELF_HARM SELF_HARM_ACT C wanted|want ~0 it ~0 to ~0 work
SELF_HARM GOODBYE C tell ~2 @I ~0 loved
SELF_HARM GOODBYE C tell ~2 its_not_her_fault|its_not_his_fault|its_not_your_fault|not_your_fault|not_their_fault
SELF_HARM GOODBYE C hope ~1 una|you|everyone|you_all ~1 forgive ~0 me
SELF_HARM GOODBYE U i_dey_go|i_am_going|im_going|im_leaving|i_am_leaving ~0 @EDGE
SELF_HARM GOODBYE C its|it_is|e_don ~0 over ~0 for_me
SELF_HARM GOODBYE C my ~0 work|job|time ~0 here ~0 is ~0 finished|done|over ~0 @EDGE|@FAREWELL|now|o|sha|forgive|goodbye|bye|lord|i_am_tired|im_tired|on_earth|in_this_world
SELF_HARM GOODBYE C nobody|no_one|dont|do_not|no|make_dem_no|make_una_no ~1 should? ~0 look_for_me|try_to_find_me|try_and_find_me|bother_looking|come_find_me|look_for_me_again|search_for_me|find_me|come_looking
SELF_HARM COMMAND_VOICES C talk|talking|saying|say|speak|dey_talk ~2 for|in|inside ~0 my ~0 head|mind ~6 @HARM_ANY|enter|jump|die
SELF_HARM COMMAND_VOICES C hear|heard|hearing ~6 do_it|do_it_now|jump|die|kill|cut
SELF_HARM COMMAND_VOICES C offer|sacrifice ~0 myself
# Plan or means.
SELF_HARM PLAN_OR_MEANS Cs standing_on|sitting_on|on_top_of|at_the_edge_of|climbed|dey_for|on|at ~2 @NAMED_PLACE|the_edge|the_ledge|the_railing|the_roof|the_rooftop|the_bridge ~5 now|right_now|tonight|ready|jump|looking_down|alone|about_to
SELF_HARM PLAN_OR_MEANS Cs @NAMED_PLACE|@PLACE_HIGH|floors|storeys|storey ~8 @I ~2 jump|jumping|going_to_jump|gonna_jump|will_jump|go_jump
SELF_HARM PLAN_OR_MEANS C fan|ceiling|beam|rafter|tree|rope|noose|ceiling_fan ~5 strong_enough|hold_me|hold_my_weight|carry_my_weight|carry_me|take_my_weight
SELF_HARM PLAN_OR_MEANS C rope|noose|ropes ~3 ready|set|tied|prepared|tonight|you_know_what_for|for_myself|for_me|is_ready
SELF_HARM PLAN_OR_MEANS U bought|buy|buying|got|get|have ~2 a|the|some? ~0 rope|noose
SELF_HARM PLAN_OR_MEANS C pour|poured|pouring|douse|soak|rub ~2 petrol|kerosene|fuel|acid ~2 on|over|all_over ~0 myself|my_body
SELF_HARM PLAN_OR_MEANS C set|setting ~0 myself ~0 on_fire|ablaze|alight|afire
SELF_HARM PLAN_OR_MEANS C @PLACE_HIGH|@NAMED_PLACE|@DRUGS|@POISON|@HANG_MEANS|bridge|building|poison|drug|drugs|pill ~6 high_enough|strong_enough|deep_enough|enough_to_kill|to_kill_a|lethal|fatal|wont_survive|not_survive|no_survive|cant_survive|kill_a_human|kill_a_person|kill_someone|kill_me|to_die|lethal_dose|fatal_dose|overdose
SELF_HARM PLAN_OR_MEANS C fastest|quickest|strongest|surest|most_painless|painless|easiest|deadliest|most_lethal ~1 poison|drug|pill|pills|way|method|methods|ways ~4 kill|die|end|to_die|dead
SELF_HARM PLAN_OR_MEANS C how_long|how_much|how_many|how_fast|how_quickly ~5 to_die|die|kill_you|kill_me|be_fatal|dead|kill_a_person|kill_someone|to_kill|bleed_out|bleed_to_death|to_bleed_out
SELF_HARM PLAN_OR_MEANS Cn die|death|dying ~1 from|by|of|through ~0 hanging|overdose|overdosing|poison|drowning|jumping|bleeding|suffocation|pills|sniper|an_overdose|rat_poison|otapiapia
SELF_HARM PLAN_OR_MEANS C do_it|end_it|do_am|end_am|end_everything ~3 with|using ~1 the|my|some? ~0 @DRUGS|@POISON|rope|knife|blade|razor|@HANG_MEANS
SELF_HARM PLAN_OR_MEANS Cn @I ~2 use|using|go_use ~1 the|my|a|some? ~0 rope|noose|pills|sniper|poison|otapiapia|tablets|razor
SELF_HARM PLAN_OR_MEANS C @DRUGS|@POISON|blade|razor|rope|noose ~4 in_my_hand|in_my_hands|in_front_of_me|next_to_me|beside_me|lined_up|counted|counted_out|on_my_table|on_my_bed|for_tonight|ready|right_now|in_my_palm
SELF_HARM PLAN_OR_MEANS Cns @CONSUME ~3 @POISON
SELF_HARM PLAN_OR_MEANS Cns @CONSUME ~4 @QUANTITY|@BIG_NUMBER ~3 @DRUGS
SELF_HARM EXPLICIT_INTENT Uns @WANT ~1 it|everything|it_all|all_of_this|all|life|my_life|the_pain ~2 to ~0 end|stop|be_over|finish
SELF_HARM EXPLICIT_INTENT Uns @WANT ~1 this|all_this ~0 to ~0 end|stop|be_over|finish
SELF_HARM PLAN_OR_MEANS Cns @OVERDOSE
SELF_HARM PLAN_OR_MEANS Cs @DRUGS|@POISON ~5 @DIE|end|ending|ended|finish|finishing|terminate|end_it|end_everything|end_my_life|take_my_life|kill_me
SELF_HARM PLAN_OR_MEANS Cns @JUMP ~3 off|from|down|out|of|for|for_top|enter|inside|from_the_top_of|from_top ~3 @PLACE_HIGH
SELF_HARM PLAN_OR_MEANS Cns @JUMP ~2 into|inside|in|enter ~2 @WATER
SELF_HARM PLAN_OR_MEANS Cns @JUMP|lie|lay|throw_myself|put_myself ~2 in_front_of|under|before|infront_of|for_front_of ~2 @VEHICLE
SELF_HARM PLAN_OR_MEANS Cns @JUMP|climb|climbing ~5 @NAMED_PLACE
SELF_HARM PLAN_OR_MEANS Cns @NAMED_PLACE|@PLACE_HIGH ~4 jump|jumping|jump_off|and_jump|end_it|end_am|end_everything
SELF_HARM PLAN_OR_MEANS Cs drown|drowning|drowned ~0 myself
SELF_HARM PLAN_OR_MEANS Cs rope|noose|ropes ~5 @NECK_FAN
SELF_HARM PLAN_OR_MEANS Cs tie|tied|tying|hang|hanging|buy|bought ~3 rope|noose|cloth|wrapper|belt|bedsheet|scarf|cable ~4 @NECK_FAN|myself|tonight
SELF_HARM PLAN_OR_MEANS Cn plan|planned|planning|know|decided|figured_out ~3 how|when|where|the_way ~3 @KILL|@DIE|end|do_it|die|go|leave
SELF_HARM SELF_HARM_ACT Cn @BLADE ~4 my ~1 @BODY
# Self-harm acts.
SELF_HARM SELF_HARM_ACT Cn knack|knock|knocking|hit|hitting|bang|banging|punch|punched|punching|slam|slamming|smash|smashing ~2 my ~0 head|fists|fist|face|hand|hands|body|knuckles ~4 wall|till|until|against|bleed|bleeds|broke|bruised|swollen
SELF_HARM SELF_HARM_ACT Cn punch|punched|punching|hit|hitting|kick|kicked ~1 the_wall|walls|a_wall ~4 till|until|bleed|bled|hurt|broke|knuckles|bruised
SELF_HARM SELF_HARM_ACT Cn relapse|relapsed|relapsing|clean|slipped ~4 blade|blades|razor|sh|cut|cutting|cuts|burning|harm
SELF_HARM SELF_HARM_ACT Cn sh|blade|blades|razor|cut|cutting|cuts ~0 again|tonight|last_night|today|deep|deeper|deep_ones|too_deep
SELF_HARM SELF_HARM_ACT Cn @I ~1 cut|cutted|slit|burned|burnt|sliced ~0 last_night|today|tonight|again|yesterday|deep|deeper|too_deep|myself|this_morning
SELF_HARM SELF_HARM_ACT C blade|razor|blades|razors|cutting|the_knife ~3 my ~0 only|best|friend|comfort|relief|escape|therapy|coping
SELF_HARM SELF_HARM_ACT C cut|bleeding|wound|burn|cuts|burns|bruises ~8 did_it_myself|did_it_to_myself|on_purpose|i_did_it|myself|did_am_myself
SELF_HARM SELF_HARM_ACT C @HARM_SELF_V ~1 @SELF
SELF_HARM SELF_HARM_ACT Cs self_harm*|selfharm*|self-harm*|self_injur*|selfinjur*|self_mutilat*|self_hurt|self_punish
SELF_HARM SELF_HARM_ACT Cns started|start|stopped|back_to|went_back_to|urge_to|urges_to|urge|urges|want_to|wanna|wan|thinking_of|keep|kept|cant_stop|addicted_to|habit_of ~2 cutting|cut|burning|self_harm|harming
SELF_HARM SELF_HARM_ACT Cns cutting|cut|burning|harming ~1 again|myself_again|clean|relapse
SELF_HARM SELF_HARM_ACT Cns @CUT_V ~0 my|mi|me|both ~1 @BODY
SELF_HARM SELF_HARM_ACT Cs bleed|bleeding|bled ~2 on_purpose|intentionally|deliberately|till|until
SELF_HARM SELF_HARM_ACT U cuts|scars|marks|wounds|burns ~3 on|for ~1 my|mi ~0 @BODY
# Means sought or kept, and the body marked.
SELF_HARM PLAN_OR_MEANS Cns gather|saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|gathering|gathered|hiding|hid|keeping ~3 @DRUGS|@POISON
SELF_HARM PLAN_OR_MEANS Cns @DRUGS|@POISON ~2 saved|stocked|hidden|hoarded|ready|waiting|under_my_bed|in_my_bag|dey_my_bag|dey_my_room|in_my_room|dey_with_me
SELF_HARM PLAN_OR_MEANS C painless|quick|quickest|easy|easiest|fastest|sure|surest|best|simplest|peaceful ~2 way|ways|method|methods ~2 to ~0 die|go|end|kill|commit|leave|sleep
SELF_HARM PLAN_OR_MEANS C researching|searching|googling|googled|looked_up|looking_up|reading_about|research|search|google ~3 how|ways|way|methods ~2 to ~0 die|kill|end|commit|overdose|hang
SELF_HARM PLAN_OR_MEANS C how_many|how_much ~2 @DRUGS|@POISON ~4 die|kill|fatal|lethal|overdose|end|to_die|enough
SELF_HARM SELF_HARM_ACT Cn my ~0 @BODY ~4 cuts|scars|covered_in_cuts|full_of_cuts|fresh_cuts|cut_marks|burns|burn_marks|bleeding
# Hopelessness that stops short of saying it.
SELF_HARM HOPELESSNESS_WITH_INTENT U @NEG|no|whats|what_is|wetin|wetin_be|what ~3 point|use ~2 anymore|again|of_anything|in_anything|of_it_all|in_trying|of_trying|of_going_on|in_going_on|sef
SELF_HARM HOPELESSNESS_WITH_INTENT U life|my_life ~2 no_get|has_no|get_no|lost_its|lost|no_longer_has|doesnt_have_any|have_no|without ~1 meaning|purpose|value|point
SELF_HARM PASSIVE_WISH Un thinking|think|thoughts|obsessed|fantasizing|fantasising|dreaming|imagining|imagine|picture|picturing|planning ~2 about|of|on|my? ~1 dying|death|my_death|my_funeral|my_burial|funeral|burial|own_funeral|own_death|own_burial|grave|own_grave|not_existing|not_being_here|ending_it|ending_things|being_dead|my_grave
SELF_HARM HOPELESSNESS_WITH_INTENT Cn death|dying|die|suicide|end_it|ending_it|killing_myself ~5 only|best|last|easiest ~0 way_out|option|solution|escape|answer|choice|exit|way|hope
SELF_HARM PASSIVE_WISH Cs should_not|shouldnt|dont_deserve_to|do_not_deserve_to|not_meant_to|no_deserve_to|no_suppose|not_supposed_to ~1 exist|be_alive|live|be_here|have_been_born|be_born|breathe|dey_alive
SELF_HARM PLAN_OR_MEANS Cn drive|driving|drove|crash|crashing|swerve|swerving|walk|walking|step|stepping|run|running ~2 into|in_front_of|under|off ~2 oncoming|oncoming_traffic|a_trailer|a_tanker|a_truck|a_wall|the_lagoon|the_river|moving_traffic|a_moving_car|the_sea|a_moving_train|the_bridge|traffic|the_traffic|a_bus|a_car|a_train|the_expressway|the_road|the_highway
# Passive wish.
SELF_HARM PASSIVE_WISH Cn wish|hope|pray|praying|wishing|hoping|hoped|wished ~5 hit|kill|knock|crush|run_over|take|knock_down|run_me_over ~1 me|mi
SELF_HARM PASSIVE_WISH Cn join|rest_with|be_with|go_meet|meet|see ~1 my ~0 late|dead|departed|deceased
SELF_HARM PASSIVE_WISH Cn join|be_with|rest_with ~3 wherever_she_is|wherever_he_is|in_heaven|up_there|on_the_other_side|in_the_grave|in_the_ground
SELF_HARM PASSIVE_WISH C @NEG|cant|cannot|can_not ~1 see ~0 myself ~1 alive|living|here|around|surviving|existing ~2
SELF_HARM PASSIVE_WISH C wouldnt_mind|would_not_mind|dont_mind|no_mind|okay_with|ok_with|fine_with|happy_to|wont_mind|would_welcome|welcome ~4 didnt_wake|dont_wake|not_wake|never_wake|dying|die|not_waking|no_wake|death|not_being_here|not_existing|being_dead|it_all_ending
SELF_HARM PASSIVE_WISH C dying|death|being_dead|not_existing|not_being_here|not_waking_up ~3 sound|sounds|seem|seems|look|looks|feel|feels ~2 bad|good|nice|peaceful|better|relief|tempting|appealing|easier|attractive|inviting|restful
SELF_HARM PASSIVE_WISH Cn let|allow|make ~1 me ~0 die|just_die|kpai|not_wake
SELF_HARM PASSIVE_WISH C sleep|go_to_sleep|sleeping ~3 not|never|no ~0 come_back|wake_up|return|wake|waking_up|coming_back
SELF_HARM PASSIVE_WISH Cs @NEG ~1 want|wanna|wan|feel_like|wish|like|need|care|see_reason|dey_want|desire ~2 @LIVE
SELF_HARM PASSIVE_WISH C better_off|better|happier|easier|fine|okay|free|relieved|peace|rest ~4 @WITHOUT_ME
SELF_HARM PASSIVE_WISH Cns wish|wishing|wished|pray|praying ~4 @DIE|never_born|not_born|no_born|never_been_born|wasnt_born|werent_born|was_never_born|had_never_been_born|dont_wake|never_woke|no_wake
SELF_HARM PASSIVE_WISH C nobody|no_one|noone|no_body|none ~3 miss|notice|care|cry|mourn ~1 me|if|when
SELF_HARM PASSIVE_WISH C if|when|once ~1 @I ~2 die|died|dead|gone|disappear|disappeared|kpai|no_dey|am_gone|go ~7 nobody|no_one|noone|who|anybody|anyone|everyone|everybody|world|better
SELF_HARM PASSIVE_WISH Cns hope|hoping|pray ~3 @DIE|dont_wake|never_wake|no_wake|not_wake|i_dont_wake|i_never_wake|i_die
SELF_HARM PASSIVE_WISH C sleep|sleeping ~2 forever|and_never_wake|and_not_wake|and_no_wake|eternally|permanently|and_never_wake_up|for_ever|and_not_wake_up|no_wake
SELF_HARM PASSIVE_WISH Cn god|allah|chineke|olorun|oluwa|lord|jesus|death|baba_god|ubangiji ~4 take|kill|call|carry|collect|come_for ~1 me|mi|my_life|my_soul|my_breath
SELF_HARM PASSIVE_WISH C why ~3 @I ~1 still ~0 alive|here|living|breathing|existing|around|dey_alive|dey_live|on_earth
SELF_HARM PASSIVE_WISH U why ~2 was_i|am_i|did_i|i_was|i_dey|was_i_ever ~1 born|created|alive
SELF_HARM PASSIVE_WISH Cn want|wish|wan|wanna|just_want|make|make_i|let_me ~3 disappear|vanish|fade_away|cease|evaporate ~2 forever|for_good|permanently|from_this_world|from_this_earth|from_dis_world|from_earth|and_never_come_back|completely
SELF_HARM PASSIVE_WISH Un want|wish|wan|wanna ~2 disappear|vanish|fade_away|cease|evaporate|stop_existing|not_exist
SELF_HARM PASSIVE_WISH Cn death ~3 better|welcome|sweet|relief|peace|solution|answer|escape|option|way_out|rescue|mercy|blessing|gift|release
SELF_HARM PASSIVE_WISH C @I ~2 ready|prepared|waiting|longing|yearning|can_wait ~2 for_death|to_meet_my_maker|for_the_end|to_rest|for_my_end
SELF_HARM PASSIVE_WISH U @I ~2 ready|prepared ~0 to_go|to_leave ~0 @EDGE|now
SELF_HARM PASSIVE_WISH C @I ~2 ready|prepared ~0 to_go|to_leave|to_die ~0 forever|for_good|in_peace|this_world|this_life|from_this_world|from_this_life|to_heaven|home_to_god
# Hopelessness with intent.
SELF_HARM HOPELESSNESS_WITH_INTENT U made|make ~0 my|the|up_my ~0 decision|mind|choice ~0 @EDGE|already|final|tonight
SELF_HARM HOPELESSNESS_WITH_INTENT U no|theres_no|there_is_no ~0 way_out|escape|exit|other_way|other_option
SELF_HARM HOPELESSNESS_WITH_INTENT Cn rest|escape|free_myself|be_free|freedom ~1 from ~0 this_life|life|this_world|the_world|everything|it_all|living
SELF_HARM HOPELESSNESS_WITH_INTENT C only_one_way|one_way|only_way|one_thing|only_thing ~4 stop|end ~2 this_pain|the_pain|it|everything|it_all|my_pain|the_suffering|this_suffering
SELF_HARM HOPELESSNESS_WITH_INTENT C end|stop|ending ~0 the_pain|this_pain|my_pain|my_suffering|the_suffering|this_suffering ~0 for_good|forever|permanently|once_and_for_all|tonight|today
SELF_HARM HOPELESSNESS_WITH_INTENT Un @WANT ~2 end|stop ~0 the_pain|this_pain|my_pain|my_suffering|the_suffering|this_suffering
SELF_HARM HOPELESSNESS_WITH_INTENT C @HOPELESS_LOCAL
SELF_HARM HOPELESSNESS_WITH_INTENT C no|nothing|not_any|no_more|zero|lost|dont_have_any|dont_have_a|dont_have_the|no_longer_have_the|dont_see_a|cant_see_a|cant_find_a_single|lost_the|lost_my|dont_see_any|cant_see_any|cant_find_any|cant_find_a|see_no|find_no|nor_get|no_get ~1 reason|point|purpose|will|reasons|meaning|desire|motivation|strength|hope ~3 @LIVE|@LIFE_WORD|go_on|going_on|alive|stay|staying|keep_going|continue|continuing|keep_living
SELF_HARM HOPELESSNESS_WITH_INTENT C nothing|no_one|nobody|nothing_left|nothing_else ~3 to_live_for|worth_living_for|left_to_live_for|live_for|to_stay_for|worth_staying_for|keeping_me_here|holding_me_here
SELF_HARM HOPELESSNESS_WITH_INTENT C life|living|this_life|my_life ~3 not|no|isnt|aint|never|no_longer|hardly ~1 worth ~1 living|it|am|anything|continuing|the_pain|the_stress|the_trouble
SELF_HARM HOPELESSNESS_WITH_INTENT Cn tired|tire|weary|sick|done|fed_up|finished|exhausted|over ~2 @LIFE_WORD
SELF_HARM HOPELESSNESS_WITH_INTENT Un tired|tire|weary|sick|done|fed_up|finished ~2 everything|it_all|of_it_all|with_it_all|being_me|trying|fighting|struggling
SELF_HARM HOPELESSNESS_WITH_INTENT Cn give|giving|gave|given ~0 up ~1 on ~0 @LIFE_WORD|myself|living
SELF_HARM HOPELESSNESS_WITH_INTENT U point|use|sense|meaning ~3 @LIFE_WORD|going_on|trying_anymore|being_alive|existing|staying|carry_on
SELF_HARM HOPELESSNESS_WITH_INTENT U cant|no_fit|unable|cannot|couldnt|no_go_fit ~2 go_on|continue|keep_going|carry_on|do_this|take_it|take_this|cope|bear_it|bear_this|endure|survive|hold_on|live_like_this|handle_this|handle_it|face_tomorrow|face_another_day|face_life|deal ~2 anymore|again|any_longer|no_more|like_this|for_long|much_longer|any_more
SELF_HARM HOPELESSNESS_WITH_INTENT U i|im|i_am|i_feel|i_feel_like|ive_become|i_have_become|i_dey|i_don_become|me|myself|i_m ~2 burden|a_burden|just_a_burden|a_waste|waste_of_space|waste_of_air|waste_of_oxygen|mistake|a_mistake|useless_to_everyone|problem_to_everyone
SELF_HARM GOODBYE C this ~1 is|na ~1 the ~0 end ~0 for_me|of_me|of_my_road|of_my_life
SELF_HARM GOODBYE C this ~1 is|na ~1 the ~0 end_of_the_road ~0 @EDGE|for_me|o|sha|abeg|i_am_tired|im_tired
# Goodbye and finality.
SELF_HARM GOODBYE C tell ~1 @THIRD|mama|mum|mom|everyone|them|my_people ~3 say|that? ~0 @I ~1 love|loved|m_sorry|am_sorry|sorry|said_goodbye|said_bye|tried|miss
SELF_HARM GOODBYE C wont|dont|will_not|no_go|wouldnt ~0 need|be_needing ~2 them|it|anything|this|money|am|these|those ~3 where_im_going|after_tonight|after_today|anymore|again|soon|where_i_dey_go|where_i_am_going
SELF_HARM GOODBYE C given|gave|giving|give|sent|send ~2 my ~0 phone|clothes|laptop|books|things|stuff|belongings|savings|money|property|all_my_savings ~8 wont_need|dont_need|wont_be_needing|no_go_need|where_im_going|after_tonight|after_today|more_than_me
SELF_HARM GOODBYE C need ~1 it|them|am ~1 more_than_me|more_than_i_do|more_than_i_will|after_tonight|after_im_gone
SELF_HARM GOODBYE U wont|will_not|no_go|not|never ~1 be? ~0 coming_back|come_back|return|returning|back ~1 @EDGE|again|ever|anymore|home
SELF_HARM GOODBYE U long_journey|journey_of_no_return|final_journey|last_journey|journey_home|far_away_place|to_a_better_place|be_in_a_better_place|go_to_better_place|to_better_place|for_a_better_place ~6 @EDGE|wont|not_coming|no_return|goodbye|never
SELF_HARM GOODBYE C nice|good|great|pleasure|honour|honor ~0 knowing|to_know|meeting ~0 you|una|y_all|you_all|everyone|all_of_you|you_guys
SELF_HARM GOODBYE C this|dis ~1 is|na ~0 goodbye|my_goodbye|farewell|bye|our_last
SELF_HARM GOODBYE C this ~1 is|na ~0 the_last_time ~0 @EDGE|you|u|una|we|youll|you_will|im_writing|i_will_write|i_am_talking|im_talking|talking|hearing|seeing|speaking|i_say
SELF_HARM GOODBYE C this|dis ~1 is|na ~0 the_end ~0 @EDGE|@FAREWELL|for_me|of_me|o|now|sha|my_people|guys|everyone|i_am_tired|im_tired|i_cant|i_no_fit
SELF_HARM GOODBYE C after_today|after_tonight|from_tomorrow|by_tomorrow ~3 @I ~1 done|gone|finished|no_more|out|not_here|wont_be
SELF_HARM GOODBYE U forgive ~0 me ~0 @EDGE|all|everyone|mama|mum|please
SELF_HARM GOODBYE U write|wrote|written|writing|drafted|made|make|prepared|prepare ~1 my ~0 letter|will|last_will|last_wishes|testament|funeral_plans
SELF_HARM GOODBYE C share|sharing|distribute|divide|shared ~1 my ~0 things|property|belongings|stuff|properties|possessions
SELF_HARM GOODBYE C dont|no|make_una_no|do_not|no_need_to|please_dont|pls_dont ~1 cry|mourn|weep|grieve|be_sad|miss ~1 for ~0 me
SELF_HARM GOODBYE C last_time ~3 hear_from_me|see_me|talk_to_me|hear_my_voice|speak_to_me|you_see_me|you_hear_from_me|we_talk|we_speak
SELF_HARM GOODBYE C wont|will_not|never|no_go ~1 hear_from_me|see_me|hear_my_voice ~0 again|anymore|ever
SELF_HARM GOODBYE C before ~0 @I ~0 go|leave|die|depart|disappear ~0 @EDGE|forever|for_good
SELF_HARM GOODBYE C @EDGE ~0 last|final|my_last|my_final ~0 message|goodbye|words|note|post|text|letter
SELF_HARM GOODBYE C rest_in_peace|rip ~5 soon|me|myself|@I
SELF_HARM GOODBYE C my|this|dis ~1 last|final ~0 message|messages|text|post|words|goodbye|note|letter|day_on_earth|night_on_earth|day_alive|night_alive|breath|day_here|night_here|time_talking|chat|conversation
SELF_HARM GOODBYE C @FAREWELL ~1 @ALL_PEOPLE
SELF_HARM GOODBYE C by_the_time|when|once|if ~1 you|una|u|anyone|someone|somebody|people ~2 read|see|get|receive|find|open|hear ~1 this|these|my_message|my_note|my_body
SELF_HARM GOODBYE C @I ~2 wont|will_not|no_go|will_no_longer|wouldnt|not_going_to|wont_even ~1 be ~1 here|around|alive|there|on_earth|in_this_world|una_problem|your_problem|a_problem ~2 anymore|much_longer|by_morning|for_long|any_longer|by_tomorrow|tomorrow|next_week|after_today|after_tonight|again|to_see
SELF_HARM GOODBYE C take_care_of|look_after|take_care_for|help_me_take_care_of|care_for ~3 my|mama|mum|mom|kids|children|family|dog|cat|sister|brother ~3 for_me|when_im_gone|after_im_gone|after_i_go|when_i_go|when_i_leave|after_today|after_i_die|when_i_die
SELF_HARM GOODBYE C when|after|once|before ~0 @I ~1 @GONE
SELF_HARM GOODBYE C giving|gave|give|given|giving_out|share|sharing|shared ~1 away|out ~2 my ~0 things|stuff|belongings|clothes|property|possessions|everything|books|shoes|gadgets|valuables
SELF_HARM GOODBYE Cs suicide_note|goodbye_note|goodbye_letter|farewell_letter|farewell_note|last_letter|final_letter|goodbye_message|farewell_message|suicide_letter|goodbye_video|goodbye_letters|farewell_letters|goodbye_notes|goodbye_messages|goodbye_videos|suicide_notes
SELF_HARM GOODBYE U wrote|written|write|writing|drafted|drafting|prepared|left|leaving|recorded ~2 my|a|the? ~0 will|letters|letter ~3 to|for ~1 my|everyone|my_family|my_loved_ones|mum|mom|kids
SELF_HARM GOODBYE C forgive ~1 me ~4 about_to_do|am_about_to|im_about_to|go_do|going_to_do|will_do|wan_do|dey_go_do|gonna_do|doing_this|this_decision|my_decision
SELF_HARM GOODBYE C see ~1 you|una|u ~2 other_side|in_heaven|in_the_next_life|on_the_other_side|in_another_life|in_the_afterlife|in_paradise|in_the_next_world|in_heaven_o
SELF_HARM GOODBYE U sorry ~3 everything|all_the_trouble|being_a_burden|disappointing_everyone|everything_o|all_i_did ~4 @FAREWELL|forgive|last|love_you|take_care|remember_me
SELF_HARM GOODBYE U remember ~0 me ~1 @FAREWELL|when_im_gone|fondly|after|please_remember|with_love
# Wave 3 (#32): phrasings reasoned out for generalisation (not copied from any corpus line).
SELF_HARM EXPLICIT_INTENT C tonight|today|this_night|tomorrow|by_morning ~3 @I ~2 end|ending|finish ~0 it|am|everything|my_life|myself
SELF_HARM EXPLICIT_INTENT Cns @WANT ~2 stop|quit ~0 living|existing|breathing|being_alive|my_life
SELF_HARM PASSIVE_WISH C easier|better|best|simpler|lighter|happier|peaceful|fine|okay|relief ~6 if|when ~1 @I ~2 wasnt|werent|was_not|were_not|no_dey|didnt_exist|was_gone|were_gone|was_dead|were_dead|disappeared|died|no_longer|never_existed
SELF_HARM PASSIVE_WISH U if ~1 @I ~1 just? ~0 wasnt|werent|no_dey|didnt_exist ~0 here|around|alive|there ~0 anymore|again|@EDGE
SELF_HARM PASSIVE_WISH C wouldnt_care|dont_care|wouldnt_mind|would_not_care|no_go_care|dont_mind|not_bothered|wont_care ~4 if|when ~1 a|the|something|anything|someone|somebody ~1 @VEHICLE|bullet|accident|car|plane ~3 hit|hits|kill|kills|killed|knocked|knock|crash|crashed|took|take|run_over ~1 me|mi
SELF_HARM PASSIVE_WISH C wouldnt_care|dont_care|wouldnt_mind|would_not_care|no_go_care|not_bothered|wont_care ~4 if|when ~1 @I ~1 die|died|dead|didnt_wake|dont_wake|never_woke|got_killed|get_killed|was_gone|never_wake_up
SELF_HARM SELF_HARM_ACT U relapsed|relapse|relapsing ~5 clean|months|weeks|days|streak
SELF_HARM GOODBYE U ku_yafe_mini|ku_yafe_min|ku_yafe_ni|ku_yafemin|yafe_mini
SELF_HARM SELF_HARM_ACT Cn do|doing ~0 something|anything|sth ~0 bad|stupid|terrible|drastic|crazy? ~0 to ~0 myself|my_self
SELF_HARM HOPELESSNESS_WITH_INTENT U @I ~3 do ~0 something|sth ~0 stupid|drastic|crazy|foolish ~0 @EDGE|tonight|today|soon|now
SELF_HARM HOPELESSNESS_WITH_INTENT U @I ~0 no_fit|cant|cannot|cant_do_it ~0 again|anymore|any_longer|continue ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT U ive_decided|i_have_decided|i_don_decide|my_mind_is_made_up ~0 @EDGE
SELF_HARM GOODBYE C forgive ~0 me ~3 no_fit_again|no_fit|cant_do_this|cant_anymore|cant_continue|cant_go_on|i_don_tire|i_am_tired|im_tired|cant_take_it
SELF_HARM GOODBYE C dont_think|doubt|not_sure|dont_know_if ~2 @I ~1 will|ll|go|would|can ~0 see|make_it_to|live_to_see|reach|survive ~0 tomorrow|the_morning|morning|next_week|my_birthday|another_day|the_weekend|christmas|next_year
SELF_HARM GOODBYE C find|see|discover|found|finds ~1 my ~0 body|corpse|dead_body|remains|lifeless_body
SELF_HARM PLAN_OR_MEANS C lethal|fatal|deadly ~0 dose|doses|amount|quantity|level ~0 of|for
SELF_HARM PLAN_OR_MEANS C my_plan|the_plan ~1 is ~0 to ~0 end_it|die|kill_myself|jump|drink_it|hang|overdose|end_my_life|end_everything
SELF_HARM PLAN_OR_MEANS U my_plan|the_plan ~1 is ~0 to ~0 do_it|do_am|go ~0 on|tonight|today|tomorrow|this|next|when|after|before|@EDGE
SELF_HARM GOODBYE U wrote|written|finished|left|writing ~0 my ~0 note|last_note
SELF_HARM GOODBYE U thank_you|thanks ~1 for ~0 trying ~2 help|to_help|save|helping
SELF_HARM GOODBYE C giving|gave|give|given|giving_out ~1 my|all_my ~0 things|stuff|belongings|property|possessions|valuables ~0 away|out
SELF_HARM GOODBYE U time ~0 for ~0 me ~0 to ~0 go|leave|rest ~0 @EDGE|now|forever|for_good|ive|i_have|im|i_am
SELF_HARM HOPELESSNESS_WITH_INTENT C made_peace|make_peace|at_peace ~1 with ~0 dying|death|my_death|my_decision|leaving_this_world|it_all_ending|not_being_here
SELF_HARM HOPELESSNESS_WITH_INTENT C life|living|my_life|existence ~2 is|feels|seems ~1 pointless|meaningless|worthless|empty|useless|hopeless ~6 ready|end|leave|go|die|done|over|quit
SELF_HARM HOPELESSNESS_WITH_INTENT U life|my_life|living|existence ~1 is|feels|seems|don_become ~1 pointless|meaningless|worthless|not_worth_it
SELF_HARM HOPELESSNESS_WITH_INTENT C ready ~0 to_leave|to_quit|to_exit ~0 it|this_life|this_world|life|the_world
SELF_HARM EXPLICIT_INTENT C my_life|life|it_all ~1 should|must|needs_to|has_to|ought_to|to ~0 end|be_over|stop|end_now|end_today
SELF_HARM SELF_HARM_ACT C need|needed|have_to|want ~1 to ~0 bleed|cut|hurt_myself|feel_pain|burn_myself ~2 to ~0 feel|calm|cope|relax|sleep|breathe|be_okay|be_ok
SELF_HARM PASSIVE_WISH C meet|see|go_meet|go_and_meet|join|be_with ~1 my ~0 creator|maker|ancestors
SELF_HARM HOPELESSNESS_WITH_INTENT U this_world|dis_world|this_earth ~1 no_be|is_not|isnt ~0 my ~0 place|home
SELF_HARM PASSIVE_WISH U @I ~1 wan|want_to|wanna ~0 comot|commot|leave ~0 @EDGE
SELF_HARM PLAN_OR_MEANS C @POISON|@DRUGS ~3 kill|kills|work|works ~2 immediately|instantly|fast|quickly|slowly|painlessly|how_long|or_does_it_take_time
SELF_HARM SELF_HARM_ACT C @DRUGS|@POISON ~8 want_it_to|wanted_it_to|hope_it|hoping_it|know_what_it_does ~0 @EDGE|work|kill|finish|to|but
SELF_HARM PLAN_OR_MEANS C how ~2 tie|make|knot ~1 a|the|my ~0 noose|hangmans_knot|hangman_knot|slipknot
SELF_HARM PLAN_OR_MEANS U which|what|where ~3 bridge|cliff|lagoon|river ~4 highest|tallest|deepest|high_enough|deep_enough
SELF_HARM PLAN_OR_MEANS C looking_at|staring_at|keep_looking_at|visiting|visited|drove_to|went_to|walked_to ~2 the ~0 bridge|lagoon|river|rooftop|roof|edge|railway|train_tracks|tracks ~8 easy|how_easy|jump|end|imagine|wonder|how_high|how_deep
SELF_HARM PASSIVE_WISH C hoping|hope|wish|praying ~1 @I ~0 crash|crashes|die|get_hit|get_killed|dont_make_it|dont_survive|never_come_back|dont_come_back
SELF_HARM PASSIVE_WISH C want|wish|hope|hoping|trying ~2 waste_away|starve_to_death|starve_myself|wither_away|rot_away
SELF_HARM GOODBYE C this ~0 is ~0 it ~4 thanks|thank_you ~2 for ~0 everything|all
SELF_HARM GOODBYE U @I ~1 leaving|going|gone|leave ~0 for_good|forever|permanently ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT C @NEG|cant|cannot|unable|struggling|hard ~5 keep|stay ~0 myself ~0 safe
SELF_HARM EXPLICIT_INTENT C attempted|tried_to_kill|tried_to_end|overdosed|tried_to_hang ~8 try_again|do_it_again|attempt_again|again ~0 @EDGE|soon|tonight|next_time|and
SELF_HARM PLAN_OR_MEANS C about_to|going_to|gonna|ready_to ~0 take|swallow|drink|finish ~0 the_whole|all|the_entire|everything|all_the ~0 pack|packet|bottle|strip|sachet|card|tablets|pills
SELF_HARM PLAN_OR_MEANS C take|swallow|drink|took|swallowed|drank|pop|popped|taking|swallowing ~0 the_whole|the_entire ~0 pack|packet|bottle|strip|card|sachet
SELF_HARM GOODBYE U @I ~0 don_go|done_go|am_gone|m_gone ~0 @EDGE
SELF_HARM PASSIVE_WISH U @I ~1 want|wan|wanna ~0 out ~0 @EDGE
SELF_HARM PASSIVE_WISH C @I ~1 want|wan|wanna ~0 out ~0 of_this_life|of_life|of_this_world|of_here_forever|of_existence
SELF_HARM PASSIVE_WISH C better|do_better|be_better|be_fine|be_okay|be_richer ~3 with ~1 the|my ~0 insurance|insurance_money|life_insurance
SELF_HARM GOODBYE C its|this_is|tonight_is|today_is|tonight_na|today_na|na ~0 my ~0 last_night|last_day|final_night|final_day ~0 @EDGE|i|for_this_world|on_this_earth|in_this_world|on_earth|alive|here_on_earth|just|and|so
SELF_HARM PLAN_OR_MEANS Cs sitting|standing|sat|stood|dey_sit|dey_stand|is_sitting|is_standing ~1 on ~0 the ~0 edge|ledge|railing|parapet|roof_ledge ~0 of? ~1 the|a|this|our|my? ~0 bridge|roof|rooftop|building|balcony|cliff|lagoon|@EDGE
SELF_HARM PLAN_OR_MEANS C @BLADE|knife|rope|@DRUGS|@POISON ~4 under_my_pillow|under_my_bed|in_my_pocket|in_my_drawer|beside_my_bed|ready ~2 for_tonight|tonight|for_later|for_when|for_me
SELF_HARM GOODBYE C dont|cant|do_not ~0 see ~0 myself ~0 making_it|surviving|living|lasting|alive|reaching|getting|seeing ~2 to? ~0 christmas|tomorrow|next_week|next_month|next_year|my_birthday|another_year|another_day|the_weekend|new_year|easter|sallah
SELF_HARM GOODBYE U @I ~2 wont|will_not|not_going_to|wont_even|no_go ~1 be ~1 here|around|alive ~0 @EDGE
SELF_HARM GOODBYE C dont|do_not|no|please_dont ~0 blame ~0 yourselves|anyone|una|my_family|my_mum|my_parents|each_other|anybody
SELF_HARM GOODBYE U dont|do_not|no|please_dont ~0 blame ~0 yourself|urself ~0 @EDGE|for_what_i|for_this|for_my
SELF_HARM HOPELESSNESS_WITH_INTENT C dying|death|dead|to_die ~1 doesnt|does_not|no_longer|dont|dosent|no_dey|dont_even ~0 scare|frighten|scares|frightens ~0 me|mi
SELF_HARM PLAN_OR_MEANS C bathtub|the_bath|the_tub ~8 @BLADE|razor|blade|pills
SELF_HARM PLAN_OR_MEANS U going|go|heading|walking|on_my_way|dey_go ~1 to ~0 the ~0 lagoon|river|bridge|third_mainland|sea|railway|tracks|dam|cliff ~0 @EDGE|now|tonight|today|to_end|to_jump|to_die|for_the_last_time
SELF_HARM GOODBYE C hear|find_out|learn|see|know ~2 that|say|sey? ~0 @I ~1 no_more|dead|gone|late|is_no_more|am_no_more|have_died|passed|passed_away
SELF_HARM GOODBYE C i_am_no_more|im_no_more ~0 @EDGE
SELF_HARM PLAN_OR_MEANS C carry|carried|took|take|bring|brought ~2 the|a|my ~0 rope|noose ~3 go|to|into ~1 my|the ~0 room|bathroom|toilet|bush|tree|farm
SELF_HARM GOODBYE C @I ~0 no_go|wont|will_not|will_never|never_go ~0 see ~0 tomorrow|the_morning|morning|next_week|christmas
SELF_HARM EXPLICIT_INTENT C right_moment|right_time|the_moment|the_chance|right_day ~1 to ~0 end_things|end_it|end_everything|end_my_life|die|kill_myself|jump
SELF_HARM EXPLICIT_INTENT U right_moment|right_time|the_chance|right_day ~1 to ~0 do_it|do_am ~0 @EDGE
SELF_HARM GOODBYE C saying|said|say ~0 goodbye|bye|my_goodbyes ~0 to ~0 people|everyone|everybody|my_family|my_friends|the_people ~4 in_my_own_way|quietly|before|one_by_one|for_the_last|last_time|without_them_knowing
SELF_HARM PLAN_OR_MEANS C sleep|sit|lie|lock_myself ~3 in|inside ~1 the|my ~0 car|garage|room ~4 engine_running|engine_on|exhaust|fumes|charcoal|generator_running|generator_on
SELF_HARM SELF_HARM_ACT C cutting|self_harming|burning_myself|harming_myself|hurting_myself ~0 since|for ~3 years|months|i_was|age|@NUMBER
SELF_HARM HOPELESSNESS_WITH_INTENT C nothing|nothing_else ~1 left|remaining|remains ~1 for ~0 me ~2 in_this_life|in_this_world|here|anymore|again|@EDGE
SELF_HARM PLAN_OR_MEANS U standing|sitting|waiting ~1 by|at|near|on ~0 the ~0 lagoon|bridge|river|edge|railway|tracks|third_mainland ~4 for|hour|hours|alone|now|tonight|thinking
SELF_HARM HOPELESSNESS_WITH_INTENT U this_life|life ~0 no_sweet|no_sweet_again|don_bitter|no_get_meaning|no_get_value
SELF_HARM PASSIVE_WISH U @I ~0 wan|want_to|wanna ~0 go ~0 @EDGE
SELF_HARM PASSIVE_WISH C better|e_better|its_better ~2 make|if|that? ~0 @I ~0 no_dey|no_exist|die|dead|go|kpai|dont_exist|wasnt_here
SELF_HARM GOODBYE U o_ti_to ~1 ma_lo|mo_n_lo
SELF_HARM PASSIVE_WISH C sleep|asleep ~4 never|not|no ~0 wake|waking|wake_up
SELF_HARM GOODBYE C @I ~2 not_going_to|wont|will_not|never|no_go ~0 wake|wake_up ~0 tomorrow|again|@EDGE|in_the_morning
SELF_HARM HOPELESSNESS_WITH_INTENT C only_thing|only_reason|only_one|all_thats ~2 stopping|keeping|holding ~0 me ~0 is|are|here|alive|@EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT C pain|suffering|misery|everything|it_all ~1 will|go|shall ~0 end|stop|finish|be_over ~0 tonight|today|this_night|by_morning
SELF_HARM PLAN_OR_MEANS C have|got|made ~1 a ~0 plan ~2 and ~1 a ~0 date|time|place|method|way ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT C giving_up|give_up|gave_up ~4 even_living|even_life|on_life|on_living|on_being_alive
SELF_HARM PLAN_OR_MEANS C @DRUGS|@POISON ~8 hope_its_enough|hope_it_is_enough|enough_to|hope_it_works|hope_it_kills|will_be_enough
SELF_HARM SELF_HARM_ACT C @BLADE|razor|blade ~6 for_when|when_it_gets_bad|when_it_gets_too_much|for_emergencies
SELF_HARM GOODBYE U sorry ~2 mum|mom|mama|dad|papa|everyone|guys ~2 @I ~0 tried ~0 @EDGE|my_best
SELF_HARM PLAN_OR_MEANS C lie|lay|lying|laying|sleep ~1 down? ~0 on|across ~1 the|a ~0 rail_track|railway|train_track|tracks|rail|road|expressway|highway
SELF_HARM PLAN_OR_MEANS C make|let ~1 @VEHICLE|trailer|car|okada|bus|train ~2 jam|hit|kill|crush|run_over|knock ~0 me|mi
SELF_HARM HOPELESSNESS_WITH_INTENT C tired|sick|exhausted ~2 of ~0 pretending ~5 alive|live|living
SELF_HARM PLAN_OR_MEANS C counting_down|count_down ~4 until|till|to ~1 @I ~0 do_it|go|die|end_it|leave
SELF_HARM GOODBYE C will_be|is|na ~0 my ~0 last ~0 birthday|christmas|new_year|easter|sallah
SELF_HARM GOODBYE C not_planning|dont_plan|no_plan|not_going|dont_intend ~1 to ~0 be ~0 here|around|alive ~0 next_month|next_week|next_year|tomorrow|much_longer|by|for_long
SELF_HARM PASSIVE_WISH C cant_wait|can_not_wait ~1 to ~0 die|be_dead|leave_this_world|kpai
SELF_HARM PASSIVE_WISH C dying|death|being_dead|not_existing ~2 would|will|is ~0 be? ~2 easier|better|a_relief|peaceful|best
SELF_HARM PASSIVE_WISH C thought|idea ~1 of ~0 not_being_alive|not_existing|not_being_here|dying|death|not_waking_up|ending_it ~4 peace|comfort|relief|calm|happy|good
SELF_HARM GOODBYE C made_my_peace|made_peace ~4 ready|going|leave|go|time
SELF_HARM GOODBYE C nobody|no_one|noone ~1 will|go|would ~0 have_to ~0 deal_with|worry_about|see|bother_with|take_care_of ~0 me ~1 after|again|anymore|soon|much_longer|by
SELF_HARM PASSIVE_WISH C bed|sleep|asleep|lie_down ~5 never|not ~0 get_up|wake|rise ~0 again|ever|anymore
SELF_HARM HOPELESSNESS_WITH_INTENT C why ~2 keep ~0 living|breathing|existing
SELF_HARM HOPELESSNESS_WITH_INTENT U why ~2 keep ~0 going|trying|fighting ~0 @EDGE
SELF_HARM GOODBYE C @I ~1 be ~0 gone|dead ~0 before|by ~1 the_sun_rises|sunrise|dawn|daybreak|the_morning
SELF_HARM EXPLICIT_INTENT C @I ~0 wan|want_to|wanna|go ~0 hang|hang_myself ~0 @EDGE|tonight|today|now
SELF_HARM PLAN_OR_MEANS U drink|swallow ~0 am|it|everything ~0 finish|finished|all ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT C scared|afraid|frightened|worried|terrified ~1 of ~0 what ~1 @I ~2 might|may|will|could|go ~0 do ~0 to ~0 myself
SELF_HARM PLAN_OR_MEANS C crash|drive|ram|swerve ~2 my|the ~0 car|motorcycle|bike|okada ~3 on_purpose|deliberately|intentionally
SELF_HARM PASSIVE_WISH C time ~1 @I ~0 left|leave|went|go|died ~0 this_world|the_world|this_life|this_earth
SELF_HARM PLAN_OR_MEANS U thinking|think|thought|dreaming ~1 about|of ~0 the ~0 lagoon|bridge|rail_track|railway|river|third_mainland ~0 a_lot|again|every_day|every_night|all_the_time|lately|constantly
`;
