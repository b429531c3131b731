// Round 6 of #32: crisis concepts the blind sets fresh4 and fresh5 showed missing at first sight,
// written as concepts in the languages they apply to, never as a copy of a line (the tuning lines
// written for them are in corpus/round6.jsonl): a means in my hand or before me now; a jump or a
// river named with a day; a method asked about (how many bottles before the heart stops, how fast
// it works); a goodbye said short ("done. bye", "ttyl never", "signing off permanently"), or through
// what I leave behind (my passwords, my will, my dog fed "after today", my children "as your own");
// hopelessness with a deadline or "checking out"; a passive wish through a crash or an illness I
// "wouldn't fight", and disappointment at waking up; a weapon with a list of names or brought to
// school; poison already in someone's food; "next it's him"; a threat that someone "won't see"
// Sunday; a mob that will burn a thief; someone banging on the door, trying to open it now; a driver
// who locked the doors and goes the wrong way; an attacker still here; bandits in our village now;
// someone else vomiting and confused after drinking something. Format: rules.self.ts's table
// (rules.kinds.ts reads ROUND6_TABLE at `## ROUND6`). Local words: author's knowledge, awaiting
// native-speaker review (lexicon.local.ts's AUTHOR).
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** A means one can hold: a rope, a gun, a blade, pills, a poison (five languages). */
lexicon(
  'MEANS_HELD',
  words(
    'rope|the_rope|noose|gun|the_gun|pistol|my_dads_gun|blade|the_blade|razor|razor_blade|knife|pills|the_pills|tablets|the_tablets|bottle|the_bottle|poison|sniper|otapiapia|gramoxone|bleach|hypo|kerosene|insecticide|codeine|tramadol|okun|igiya|eriri|ogwu|nsi|guba|bindiga|reza|abe|egbe|oogun|majele',
  ),
);
/** In my hand, before me, with me now (five languages: Yoruba "lowo mi", Hausa "a hannuna", Igbo "n'aka m"). */
lexicon(
  'HELD_NOW',
  words(
    'in_my_hand|in_my_hands|in_my_lap|on_my_lap|next_to_me|beside_me|in_front_of_me|dey_my_front|for_my_front|dey_my_hand|for_my_hand|with_me_now|here_with_me|im_holding_it|holding_it|sitting_with_it|im_sitting_with_it|staring_at_it|keep_staring_at_it|looking_at_it|its_loaded|is_loaded|loaded|lowo_mi|wa_lowo_mi|ti_wa_lowo_mi|niwaju_mi|hannuna|a_hannuna|tana_hannuna|yana_hannuna|a_gabana|n_aka_m|naka_m|di_n_aka_m|n_ihu_m',
  ),
);
/** A river or a water by name (the Niger at Onitsha, the Benue), beside WATER. */
lexicon(
  'RIVER_NAMED',
  words(
    'niger|the_niger|benue|the_benue|onitsha_bridge|niger_bridge|the_river|river|lagoon|the_lagoon|sea|the_sea|ocean|atlantic|kogi_bridge|makurdi_bridge|jebba_bridge|marina|odo|kogin|osimiri|mmiri',
  ),
);
/** Symptoms of someone poisoned now. */
lexicon(
  'POISONED_NOW',
  words(
    'vomiting|dey_vomit|throwing_up|foaming|confused|drowsy|wont_wake|cant_wake|not_waking|unconscious|not_breathing|fitting|convulsing|shaking|coughing|coughing_blood|turning_blue|collapsed|fainted|sleepy|struggling_to_breathe|cant_breathe',
  ),
);

export const ROUND6_TABLE = `
# A means in my hand, before me, with me now (ask; with a locked door, alone or loaded: a crisis).
SELF_HARM PLAN_OR_MEANS U @MEANS_HELD ~5 @HELD_NOW
SELF_HARM PLAN_OR_MEANS U @HELD_NOW ~3 @MEANS_HELD
SELF_HARM PLAN_OR_MEANS C got|have|ive_got|i_have|holding|i_dey_hold ~3 @MEANS_HELD ~3 and ~3 a_locked_door|locked_door|the_door_locked|the_door_is_locked|door_is_locked|locked_the_door|locked_myself_in|nobody_home|no_one_home|im_alone|alone
SELF_HARM PLAN_OR_MEANS C gun|pistol|the_gun ~3 its_loaded|is_loaded|loaded ~6 sitting_with_it|im_sitting_with_it|holding_it|in_my_hand|in_my_mouth|to_my_head
# A jump or a river named with a day, or "bridge. tonight."
SELF_HARM PLAN_OR_MEANS C @I|i_go|ill|i_will|im_going_to|gonna|i_wan|make_i ~1 jump|throw_myself|drown_myself|drown ~3 inside|into|in|enter|from|off? ~1 the? ~0 @RIVER_NAMED|@VEHICLE|moving_trailer|moving_car|onitsha_bridge
SELF_HARM PLAN_OR_MEANS C i_go|ill|i_will|im_going_to|make_i ~0 enter|waka_enter|walk_into ~1 river|the_river|lagoon|the_lagoon|sea|the_sea|water|the_niger|niger ~3 for|at|from|on ~2 bridge|onitsha_bridge|niger_bridge|carter_bridge
SELF_HARM PLAN_OR_MEANS C @EDGE ~0 bridge|the_bridge|river|the_river|lagoon|pills|rope|sniper|roof|the_roof|train|rail_track ~0 tonight|today|tomorrow|now ~0 @EDGE
SELF_HARM PLAN_OR_MEANS U @WATER|@PLACE_HIGH|@RIVER_NAMED|rope|branch|beam|it ~3 is|dey|looks|seems ~0 deep|high|tall|strong ~0 enough ~0 @EDGE|i_checked|ive_checked|i_have_checked|i_made_sure|for_me|to_do_it|i_tested|ive_tested
SELF_HARM PLAN_OR_MEANS U @I|ive|i_have|i_don ~1 checked|measured|made_sure|tested|check ~6 deep|high|tall|strong ~0 enough
SELF_HARM PLAN_OR_MEANS U looking_up|searching|googling|researching|checking|checked|search ~3 height|heights|how_high|how_tall|how_deep|depth ~3 of? ~1 buildings|building|bridge|bridges|river|lagoon|the_lagoon|floors|rooftops
# A method asked: how many bottles before the heart stops; how fast a poison works.
SELF_HARM PLAN_OR_MEANS C how_many|how_much ~3 @DRUGS|@POISON|codeine|bottles|tablets|pills ~4 before|until|till|to_make|to ~3 heart_stops|your_heart_stops|my_heart_stops|heart_stop|stop_breathing|never_wake|die|dead|kill_me|kill_you
SELF_HARM PLAN_OR_MEANS U is_it_true|does|how_fast|how_quickly|how_long ~2 @POISON|sniper|otapiapia|gramoxone ~2 works|work|kills|kill|takes ~1 in|within|fast|quickly|minutes|hours
# A goodbye said short, or through what I leave behind.
SELF_HARM GOODBYE C bye|goodbye|good_bye|byee ~1 for_real_this_time|for_real|this_time|forever|for_good|permanently|for_the_last_time
SELF_HARM GOODBYE C @EDGE ~0 done|its_done|im_done|its_over ~0 bye|goodbye|good_bye ~0 @EDGE
SELF_HARM GOODBYE C ttyl|talk_to_you_later|see_you ~0 never
SELF_HARM GOODBYE C signing_off|logging_off|checking_out|clocking_out ~2 permanently|for_good|forever|for_the_last_time
SELF_HARM GOODBYE U my_will|my_password|my_passwords|my_pin|my_atm_pin|my_bank_details|my_login|my_logins ~10 sorry|in_case_anyone_needs|when_im_gone|after_im_gone|once_im_gone|after_today|after_tonight|needs_my_stuff|my_stuff_after|my_things_after
SELF_HARM GOODBYE C please|abeg|biko|pls|just ~1 feed|take_care_of|look_after|walk|mind ~2 my ~0 dog|cat|pet|fish|children|kids|pikin|son|daughter ~2 after_today|after_tonight|when_im_gone|once_im_gone|from_now_on|forever|for_me_always
SELF_HARM GOODBYE C take|raise|look_after|care_for|train ~2 my_children|my_kids|my_pikin|my_son|my_daughter|my_baby|them ~1 as_your_own|as_yours|like_your_own|like_your_own_children
SELF_HARM GOODBYE U tell ~4 tried|did ~0 her_best|his_best|my_best|their_best
SELF_HARM GOODBYE C by_this_time_tomorrow|by_tomorrow|by_morning|by_next_week|this_time_tomorrow ~3 i|ill|i_will ~1 be|go_be ~1 a_memory|memory|gone|history|no_more|late|dead|in_heaven
SELF_HARM GOODBYE C sorry|i_sorry|forgive_me ~1 for ~1 all|all_the|the ~0 wahala|trouble|problems|pain|stress|burden|hurt ~6 goodbye|bye|good_bye|@FAREWELL
SELF_HARM GOODBYE C o_dabo|odabo|sai_wata_rana|ka_odi|ka_o_di|goodbye|bye ~4 e_ma_wa_mi|ema_wa_mi|e_ma_wa_mi_mo|dont_look_for_me|do_not_look_for_me|make_una_no_find_me|kar_ku_neme_ni|unu_achola_m|achola_m
SELF_HARM GOODBYE C by_then|by_midnight|by_morning|by_the_time_you_read ~2 it_will_be_done|itll_be_done|ill_be_gone|i_will_be_gone|it_go_don_finish|i_go_don_go|ill_be_dead|i_will_be_dead
SELF_HARM GOODBYE U post|message|letter|note|video ~3 that_explains_everything|explains_everything|explaining_everything|to_be_read_after|for_after
SELF_HARM GOODBYE U @I ~1 wont_need|will_not_need|no_go_need ~1 any_of_it|any_of_them|it_anymore|them_anymore|anything_anymore|my_things|them_where_im_going
SELF_HARM GOODBYE U who_gets|who_will_get|who_should_get|who_go_collect ~1 my ~0 things|stuff|laptop|phone|clothes|belongings|property
# Hopelessness with a deadline or "checking out"; everyone better off if I'm not here, I'll go (Hausa).
SELF_HARM HOPELESSNESS_WITH_INTENT C no_hope|hopeless|nothing_left|no_reason|nothing_matters|whats_the_point|no_point|give_up|ive_given_up ~12 my_final|my_last|this_is_my_final|this_is_my_last ~0 week|day|days|night|weekend|month
SELF_HARM HOPELESSNESS_WITH_INTENT C no_hope|hopeless|nothing_left|nothing_matters|whats_the_point|no_point|no_reason|hope_don_finish ~10 im_checking_out|checking_out ~0 @EDGE|now|tonight|today|for_good|permanently
SELF_HARM HOPELESSNESS_WITH_INTENT C no_hope|hopeless|nothing_left|nothing_matters|whats_the_point|no_point|no_reason ~10 im_going_to_do_it|going_to_do_it|gonna_do_it|ill_do_it|i_go_do_am|doing_it_tonight|do_it_after
SELF_HARM HOPELESSNESS_WITH_INTENT C out_of_reasons|run_out_of_reasons|no_reasons_left|no_more_reasons ~10 stop|end|go|do_it|leave ~4 @BY_DAY|this_week|tonight|soon|nothing_can_change
SELF_HARM HOPELESSNESS_WITH_INTENT C fi_jin_dadi|fi_farin_ciki|zai_fi_kyau ~3 idan|in ~0 ba_na|bana|ba_ni ~1 nan|duniya ~6 zan_tafi|zan_mutu|zan_kashe|na_tafi
SELF_HARM HOPELESSNESS_WITH_INTENT U @EDGE ~0 ba_zan_iya_ba_kuma|ba_zan_iya_kuma|bazan_iya_ba_kuma|no_more|i_cant_anymore|i_no_fit_again|mi_o_le_mo|enweghi_m_ike_ozo ~0 @EDGE
# A passive wish: fine if the plane crashed, wouldn't fight an illness, disappointed to wake.
SELF_HARM PASSIVE_WISH C id_be_fine|i_would_be_fine|i_wouldnt_mind|i_would_not_mind|i_wouldnt_care|id_be_okay|i_no_go_mind|id_be_relieved|i_would_be_relieved ~2 if ~3 @ILLNESS|died|i_died|crashed|crash|went_down|i_didnt_wake|i_never_woke|i_no_wake
SELF_HARM PASSIVE_WISH C if ~2 i ~0 got_sick|fell_sick|died|got_hit|crashed|was_hit ~6 wouldnt_fight_it|wouldnt_fight|would_not_fight|wouldnt_mind|wouldnt_care|be_relieved|be_okay_with_it|let_it_happen|let_it
SELF_HARM PASSIVE_WISH C @EDGE|if|when ~4 hits|hit|knocks|kills|crushes|runs_over ~0 me ~8 wont_even_mind|wont_mind|wouldnt_mind|would_not_mind|id_be_relieved|be_relieved|i_no_go_mind|would_be_a_relief|be_a_relief|fine_with_it
SELF_HARM PASSIVE_WISH C disappointed|sad|upset|annoyed|angry|gutted ~2 that? ~1 i ~0 woke_up|wake_up|still_woke|am_still_alive|survived|still_here|made_it ~0 @EDGE|again|this_morning|today|alive|every_morning|at_all
SELF_HARM PASSIVE_WISH C disappointed|sad|upset|gutted ~3 it|we|the_plane|the_bus|the_car ~0 didnt|did_not ~0 go_down|crash|hit|kill_me|finish_me
SELF_HARM PASSIVE_WISH C wish|want|wan ~3 close_my_eyes|sleep ~3 be_gone|never_open|never_wake|not_wake|disappear|just_be_gone
SELF_HARM PASSIVE_WISH C dont_wanna|dont_want_to|do_not_want_to|no_wan ~1 b|be ~0 here ~1 anymore|and_e_more|any_more
# A self-harm act: a hot iron on my skin; banging my head on the wall until it bleeds (Yoruba "lu ori mi mo ogiri").
SELF_HARM SELF_HARM_ACT C iron|hot_iron|spoon|lighter|cigarette|hot_spoon|hot_knife|knife|blade|razor ~4 on|to|against|into ~1 my ~0 @BODY ~4 till|until ~2 blisters|blister|blistered|burns|burned|burnt|bleeds|bled|marks|scars|it_hurts
SELF_HARM SELF_HARM_ACT C bang|banging|hit|hitting|smash|smashing|knock|knocking|lu|n_lu ~2 my|mi ~0 head|ori|ori_mi|kai|kaina|isi|isi_m ~4 against|on|into|mo ~1 the? ~0 wall|ogiri|bango|mgbidi|floor ~6 until|till|titi|ti_o_fi ~3 bleeds|bleeding|seje|n_seje|jini|obara|eje
# A voice that tells me to kill someone close (a command voice, however many words between).
SELF_HARM COMMAND_VOICES C @VOICE ~2 dey_tell|tell|telling|tells|told|say|says|keep_saying ~10 make_i|to|i_should|i_must ~0 kill|stab|hurt|poison|beat|burn ~0 am|him|her|them|dem|my_wife|my_husband|my_baby|my_child|my_mother|my_father
# A bleach, a poison kept and stared at, to drink tonight (ask).
SELF_HARM PLAN_OR_MEANS U tonight|today|now|@BY_DAY ~2 ill|i_will|i_go|im_going_to|gonna|i_wan ~0 drink|swallow ~0 it|am|them|all_of_them|all_of_it
# Round 6, second pass (probing new phrasings of the same concepts): a note or letters left; things
# labelled for who gets what; affairs "in order"; a spot chosen with a day; a blade "sharp enough
# now"; knowing where the gun's key is kept; pills gathered for a week (Hausa "na tara kwayoyi");
# "end my story tonight".
SELF_HARM GOODBYE U left|wrote|written|leaving|ive_left|ive_written ~2 a|my|the ~0 note|letter|letters|goodbye_note ~6 for ~1 mum|my_mum|my_mom|mom|mama|my_mother|my_family|each_of_you|you_all|everyone|my_kids|my_children|my_wife|my_husband|dad|my_dad
SELF_HARM GOODBYE U who_gets_what|who_get_what|labelled_for|labeled_for|labelled_with_names|with_their_names_on
SELF_HARM GOODBYE C paid|settled|cleared|returned|repaid|sorted ~12 everything_is_in_order|in_order_now|all_in_order|everything_is_settled|all_sorted_now|everything_is_sorted|nothing_left_to_do|my_affairs_are_in_order
SELF_HARM PLAN_OR_MEANS U chosen|picked|found|decided_on|selected ~2 the|a|my ~0 spot|place|bridge|building|tree|location|branch ~8 @BY_DAY|tonight|morning|tomorrow_morning|by_the_lagoon|by_the_river
SELF_HARM PLAN_OR_MEANS U knife|blade|razor|the_knife|the_blade|the_razor ~2 is|dey ~0 sharp ~0 enough
SELF_HARM PLAN_OR_MEANS U know|found|i_know|i_found ~1 where ~4 keeps|hides|kept|hid ~4 key|keys|gun|pistol|rifle|pills|tablets|poison ~3 gun|pistol|rifle|safe|cabinet?
SELF_HARM PLAN_OR_MEANS C na_tara|ina_tara|tara|na_ajiye|ina_ajiye|mo_ti_ko|mo_n_ko|achikotala_m|m_na_achikota ~1 kwayoyi|kwayoyin|magani|oogun|ogwu|tramadol|codeine
SELF_HARM EXPLICIT_INTENT C end|ending|finish|close ~1 my ~0 story|chapter|journey|time_here|time_on_earth|race|book ~2 tonight|today|soon|@BY_DAY|now|this_week
# Round 6, third pass: arrangements "if anything happens to me"; accounts deleted, "it's time";
# "remember me as I was"; "after today you won't see me again" (Yoruba, Hausa); a fall or a height
# asked "enough" or "to not survive"; a drug mix that "stops the heart"; can a poison kill a person
# (Yoruba "le pa eeyan", Hausa, Igbo); on a bridge or a roof now with the water "calling me".
SELF_HARM GOODBYE U if_anything_happens_to_me|in_case_anything_happens_to_me|if_something_happens_to_me|if_anything_happen_to_me|if_i_no_dey ~12 my ~0 savings|money|password|passwords|pin|will|documents|account|accounts|kids|children|papers|land|property
SELF_HARM GOODBYE U deleted|deleting|closed|deactivated ~3 all_my|my|all ~0 accounts|social_media|social_media_accounts|instagram|facebook|twitter|tiktok|whatsapp ~6 its_time|it_is_time|time_to_go|for_good|goodbye|forever ~0 @EDGE|now|to_go
SELF_HARM GOODBYE C remember_me ~0 as_i_was|as_i_used_to_be|the_way_i_was|fondly|kindly|for_the_good_times|before_all_this|like_this|well
SELF_HARM GOODBYE C e_o_ni_ri_mi_mo|eyin_o_ni_ri_mi_mo|e_ko_ni_ri_mi_mo|o_ni_ri_mi_mo_lehin|ba_za_ku_sake_ganina|ba_za_ku_kara_ganina|ba_za_ku_ganni_ba|unu_agaghi_ahu_m_ozo|you_wont_see_me_again|you_will_not_see_me_again|una_no_go_see_me_again
SELF_HARM PLAN_OR_MEANS C fall|jump|drop|falling|jumping ~1 from ~1 the? ~0 @NUMBER|second|third|fourth|fifth|sixth|seventh|eighth|tenth|top ~1 floor|storey|story|building ~4 enough|kill|fatal|survive|die|deadly
SELF_HARM PLAN_OR_MEANS C height|how_high|how_far|how_deep|how_many_floors|which_floor ~8 dont_survive|do_not_survive|not_survive|wont_survive|to_die|be_fatal|is_fatal|kill_you|to_kill|never_wake
SELF_HARM PLAN_OR_MEANS U @DRUGS|@POISON|alcohol ~6 stop_your_heart|stop_my_heart|heart_stop|stops_your_heart|stop_breathing|stop_your_breathing|kill_you|kill_me|be_fatal|lethal|you_die|make_you_die|kill_a_person
SELF_HARM PLAN_OR_MEANS U @POISON|@DRUGS|oogun|oogun_eku|ogwu|magani|maganin_bera ~4 le_pa_eeyan|le_pa_eniyan|le_pa_mi|lee_pa_eeyan|zai_iya_kashe_mutum|zai_kashe_mutum|iya_kashe_mutum|nwere_ike_igbu_mmadu|ga_egbu_mmadu|enwere_ike_igbu
SELF_HARM PLAN_OR_MEANS C @PLACE_HIGH|@WATER|@RIVER_NAMED|afara|odo|omi|gada|ruwa|akwa_mmiri|mmiri ~8 dey_call_me|is_calling_me|calling_me|calling_my_name|looking_down|looking_at_the_water|staring_at_the_water|staring_down|omi_n_pe_mi|n_pe_mi|yana_kirana|tana_kirana|na_akpo_m|na_akpọ_m
SELF_HARM PLAN_OR_MEANS U ina_saman|ina_kan|mo_wa|ano_m|a_no_m|i_dey|im|i_am|im_standing|standing ~2 lori|ori|saman|kan|n_elu|nelu|elu|on|on_top_of|top_of|the_edge_of|edge_of ~1 the? ~0 afara|oke_ile|orule|gada|bene|akwa_mmiri|elu_ulo|bridge|roof|rooftop|ledge|edge ~4 yanzu|bayi|ugbu_a|now|right_now|rn
# Round 6, fourth pass: "off myself" (slang).
SELF_HARM EXPLICIT_INTENT C @I|im_going_to|gonna|ill|i_will|wanna|want_to|going_to|finna ~2 off ~0 myself
# Harm to others: a weapon with a list; brought to school; poison already in someone's food; next it's him.
HARM_TO_OTHERS - C @WEAPON|gun ~4 and ~1 a_list|list|my_list ~1 of? ~0 names|people|targets
HARM_TO_OTHERS - C @WEAPON ~10 theyll_all_pay|they_will_all_pay|theyll_pay|they_will_pay|make_them_pay|they_go_pay|dem_go_pay|pay_for_what
HARM_TO_OTHERS - C bringing|bring|im_bringing|im_taking|taking|carry|carrying|i_go_carry ~3 my|my_uncles|my_dads|my_fathers|a|the? ~0 gun|pistol|@WEAPON ~4 to? ~0 school|assembly|class|church|mosque|office|work|the_party|their_house|his_house|her_house
HARM_TO_OTHERS - C poison|the_poison|@POISON ~3 is|dey ~1 already|inside|in ~2 the|her|his|their ~0 sugar|tea|food|drink|soup|water|tin|cup|pot|flask|sugar_tin|stew
HARM_TO_OTHERS - C @POISON|@KILL|@WEAPON|poisoned|killed ~12 next_its_him|next_is_him|next_na_him|next_it_will_be_him|next_its_her|next_it_will_be_her|hes_next|shes_next|youre_next|you_are_next|he_is_next|she_is_next
HARM_TO_OTHERS - C dose|how_much|how_many|amount ~6 would_kill|will_kill|to_kill|that_kills|that_would_kill ~6 my_husband|my_wife|my_brother|my_sister|my_father|my_mother|him|her|my_boss|non_diabetic
HARM_TO_OTHERS - C @TARGET|he|she|him|her|them ~6 wont_see|will_not_see|no_go_see|ko_ni_ri|ba_zai_ga|ba_zai_kai|agaghi_ahu|agaghi_ahu_anya ~1 ojo|@BY_DAY|tomorrow|next_week|another_day|the_morning|sunday
HARM_TO_OTHERS - C revenge|my_revenge ~10 bought|got|ready|@BY_DAY|his_house|her_house|ski_mask|mask|gun|knife|machete
HARM_TO_OTHERS - C ma|maa|mo_ma|mo_maa|ma_a|mo_fe ~0 sun ~0 ile|ile_re|ile_e|soobu|moto
HARM_TO_OTHERS - C za_mu|zan|zamu|mu ~0 kone|kona|ƙone ~0 shi|ta|su|gidansa|gidanta|gidan
# In danger now: banging on the door, trying to open it; a driver who locked the doors and goes the wrong way; an attacker still here.
IN_DANGER - C banging|knocking|kicking|pounding|breaking|hitting ~2 on? ~1 the|my|our ~0 door|gate|window ~6 scared|afraid|terrified|help|please|rn|right_now|now|hiding
IN_DANGER - C someone|somebody|sumi|sumone|a_man|some_one|some_men|they ~2 trying|tryin|is_trying|are_trying|dey_try ~1 to ~0 open|break|force|enter|unlock ~2 my|our|the ~0 door|window|gate|room
IN_DANGER - C locked|locked_the_doors|doors_are_locked|doors_locked|child_lock|locked_me_in ~12 wrong_way|wrong_direction|not_going_where|not_going_to_where|another_direction|different_direction|strange_place|the_bush|wont_stop|refused_to_stop|not_answering_me
IN_DANGER - C driver|taxi|uber|bolt|cab|keke|okada|danfo ~10 wrong_way|wrong_direction|not_going_where|not_going_to_where|different_direction|refused_to_stop|wont_stop ~10 locked|doors|scared|help
IN_DANGER - C assaulted|raped|attacked|drugged|molested|beaten ~12 still_here|is_still_here|still_outside|still_around|still_in_the_house|hiding_in|in_the_bathroom|locked_myself
IN_DANGER - C @AGENT|hes|he_is|shes|she_is|he|she ~4 waving|pointing|swinging|brandishing|raised|raising ~2 a|the|one? ~1 broken_bottle|bottle|@WEAPON|machete|cutlass|plank|stick|iron_rod|rod ~2 at|over|for ~0 me|us|my
IN_DANGER - C said|says|threatened|promised|told_me ~3 next_time ~4 it_will_be|itll_be|e_go_be|it_go_be|he_will|she_will ~1 my ~0 face|neck|head|eyes|life|throat
IN_DANGER - C bandits|yan_bindiga|yan_fashi|masu_garkuwa|gunmen|kidnappers|robbers|cultists|herdsmen|unknown_gunmen ~3 sun_shiga|shiga|entered|have_entered|don_enter|are_in|invaded|are_attacking|attacked|dey_attack ~2 kauyenmu|garinmu|our_village|our_town|our_area|our_community|the_village|ilu_wa|abule_wa|obodo_anyi|our_compound
# Someone else poisoned now: they drank it and are vomiting and confused.
SOMEONE_ELSE - C vomiting|dey_vomit|throwing_up|foaming|coughing|shaking ~3 and ~1 confused|unconscious|not_breathing|fitting|convulsing|drowsy|wont_wake|cant_wake|collapsed|turning_blue|cant_breathe|weak
SOMEONE_ELSE - C @THIRD ~4 took|swallowed|drank|finished ~2 her|his|their|the ~0 whole ~0 prescription|bottle|pack|packet|supply
SOMEONE_ELSE - C posted|post|shared|sent|put ~6 photo_of_pills|picture_of_pills|pic_of_pills|photo_of_a_rope|picture_of_a_rope|photo_of_a_noose|photo_of_a_razor|photo_of_a_blade
SOMEONE_ELSE - C status|whatsapp|story|timeline|posted|wrote|ko_si_status ~8 goodbye|dabo|o_dabo|bye ~10 switched_off|pa_foonu|pa_foonu_re|off_her_phone|off_his_phone|phone_is_off|not_picking|not_answering
`;
