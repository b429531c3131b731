// Round 9 of #32: crisis concepts the blind set fresh8 showed missing at first sight (studied in two
// halves, A then B), written as concepts in the languages they apply to, never as a copy of a line
// (the tuning lines written for them are in corpus/round9*.jsonl): armed and lying in wait for a
// person (English, Pidgin, Hausa, Yoruba, Igbo); "I'm ending it" with a time; done with this world;
// "prepare my burial"; "you will hear my name on the news"; "see you all never"; death I would
// welcome; "if I died, would anyone notice"; how a method feels (does hanging hurt); which pills or
// poison "will kill you"; staring at a means; a means swallowed told in Pidgin or Hausa; the barcode
// arm; a blade that "helps me calm down"; a burn or cut "I wanted to hurt"; a cut in secret at night
// behind a locked door. Format: rules.self.ts's table (rules.kinds.ts reads ROUND9_TABLE at
// `## ROUND9`). Local words: author's knowledge, awaiting native-speaker review (lexicon.local.ts's
// AUTHOR).

export const ROUND9_TABLE = `
# Harm to others: armed and lying in wait (a weapon kept on me, waiting for him).
HARM_TO_OTHERS - C @WEAPON|broken_bottle|iron_rod|wuka|adda|bindiga|obe|ada|ibon|mma|egbe ~6 in|inside|under|for ~1 my ~0 pocket|bag|shirt|waist|jacket|hand|trouser|trousers|back ~8 waiting|dey_wait|wait|waiting_for|lying_in_wait|ready_for ~3 him|her|that|am|them|dem|the|for|@EDGE
HARM_TO_OTHERS - C waiting|dey_wait|waiting_for|wait_for|lying_in_wait|wait ~4 him|her|them|dem|am|that|the|for ~4 with ~1 a|my|the|one? ~0 @WEAPON|broken_bottle|iron_rod
HARM_TO_OTHERS - C ina_da|na_dauki|ina_rike|na_boye|mo_mu|mo_ti_mu|mo_gbe|eji_m|ejiri_m|ejidere_m|e_nwere_m ~0 wuka|adda|bindiga|sanda|obe|ada|ibon|igi|mma|egbe|osisi ~6 ina_jiransa|ina_jiran|ina_jiranta|ina_jiransu|ina_jira|mo_n_duro_de|mo_n_reti|mo_n_duro|ana_m_eche|ana_m_echere|m_na_eche
# Explicit intent: "I'm ending it" with a time; done with this world.
SELF_HARM EXPLICIT_INTENT U im_ending_it|i_am_ending_it|im_ending_everything|im_ending_things|i_dey_end_am|im_ending_it_all|ill_end_it|i_will_end_it|im_going_to_end_it|im_gonna_end_it|i_go_end_am ~0 before|by|tonight|today|tomorrow|soon|this|on|after|@BY_DAY
SELF_HARM EXPLICIT_INTENT C i_don_finish|im_done|i_am_done|im_finished|i_have_finished|i_don_do|i_don_tire|im_through|i_am_through ~1 with ~0 this_world|the_world|dis_world|this_earth|life|this_life|living|earth
# Goodbyes: prepare my burial; you will hear my name on the news; see you all never.
SELF_HARM GOODBYE C prepare|plan|arrange|make_una_prepare|start_preparing|get_ready|start_planning|una_fit_prepare|begin_prepare ~1 for? ~0 my ~0 burial|funeral|grave|coffin|casket|wake|obituary|send_off
SELF_HARM GOODBYE U hear|see|read ~1 my_name|about_me|of_me|my_story|my_body ~2 on|for|in ~1 the? ~0 news|radio|tv|television|papers|newspaper|blog|instablog|twitter|social_media
SELF_HARM GOODBYE C see|se ~0 yal|you_all|you|u|una|everyone|everybody|yall|you_guys ~0 never|no_more
# Passive wishes: death I would welcome; if I died, would anyone notice.
SELF_HARM PASSIVE_WISH U if_i_die|if_i_died|if_i_dey_die|if_death_comes|if_death_come|if_i_no_wake|if_i_dont_wake_up|if_i_go ~12 id_welcome_it|i_would_welcome_it|i_will_welcome_it|i_go_welcome_am|welcome_it|i_wont_mind|i_wouldnt_mind|i_no_go_mind|i_no_mind|fine_by_me|so_be_it|better_for_me|i_would_be_glad|id_be_glad|id_be_grateful|i_go_happy
SELF_HARM PASSIVE_WISH U if ~1 i ~0 die|died|disappeared|was_gone|dont_wake_up|didnt_wake_up|vanished|no_wake ~3 would|will|go|wil ~1 anyone|anybody|people|una|somebody|you|nobody|my_family ~1 even? ~0 notice|care|miss|cry|come|know|mourn|remember
# A method asked: how it feels; which pills or poison "will kill you".
SELF_HARM PLAN_OR_MEANS U does|do|will|would|is|how_much_does|how_long_does|how_long_will|e_go ~0 hanging|drowning|overdosing|an_overdose|overdose|jumping|bleeding_out|slitting_wrists|poisoning|hanging_yourself|drowning_yourself ~1 hurt|painful|pain|take_long|quick|fast|hurt_much|take|pain_person
SELF_HARM PLAN_OR_MEANS U which|what|wetin ~1 pills|tablets|drugs|drug|medicine|medicines|meds|poison|chemical|chemicals|tablet ~10 will|would|can|go|fit|that_will|that_can|that_would|wey_fit|wey_go ~0 kill ~0 you|me|a_person|someone|somebody|person|quickly|fast|@EDGE
# Staring at a means; a means swallowed (Pidgin, Hausa).
SELF_HARM PLAN_OR_MEANS U keep|kep|i_keep|i_dey|been|cant_stop|keeps ~0 looking|staring|loking|look|stare|lookin ~0 at? ~1 the|my|that|this? ~0 @POISON|@DRUGS|rope|pills|tablets|blade|razor|knife|bridge|lagoon|gun|sniper|otapiapia
SELF_HARM PLAN_OR_MEANS C na_sha|nasha|na_hadiye|na_hadiye_da|na_sha_da ~0 magani|maganin|kwayoyi|kwaya|guba|fiya_fiya|gubar|maganin_bera|maganin_kwari ~3 da_yawa|mai_yawa|duka|yanzu|gaba_daya|dayawa
SELF_HARM PLAN_OR_MEANS U i_don ~0 swallow|swalow|drink|chop|take|tak ~1 the|d|all_the|al_the|all? ~0 pill|pills|tablet|tablets|drugs|medicine|sniper|poison ~0 dem|finish|all|everything
# Acts: the barcode arm; a blade that calms me; a burn or cut I wanted to hurt; a cut in secret at night.
SELF_HARM SELF_HARM_ACT C arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin|hand|stomach ~3 barcode|barcodes|like_a_barcode|zebra|tiger_stripes|railroad|railway_tracks|train_tracks
SELF_HARM SELF_HARM_ACT C razor|blade|blades|the_blade|the_razor|cutting|cutting_myself|burning_myself|hurting_myself|the_cuts|self_harm|selfharm|cutting_my_arm|cutting_my_skin ~1 helps|help|is_helping|calms|calm|relieves|numbs|dey_help|dey_calm|is_the_only_thing|na_im_dey_help ~1 me ~2 calm|cope|relax|feel|sleep|breathe|down|@EDGE
SELF_HARM SELF_HARM_ACT C @CUT_V|@HARM_SELF_V|burnt|burned|scratched|hit ~1 my|myself ~0 @BODY? ~8 wanted_it_to_hurt|want_it_to_hurt|wanted_to_feel_pain|to_feel_pain|wanted_the_pain|make_it_hurt|to_punish_myself|punish_myself|i_deserve_it|i_deserved_it|to_feel_the_pain|just_to_feel
SELF_HARM SELF_HARM_ACT C lock|locked|lock_door|lock_the_door|at_night|for_night|every_night|secretly|in_secret|when_everyone_sleeps|when_everybody_sleep ~6 cut|cuts|burn|burns|scratch|dey_cut|dey_burn|slash ~0 my ~0 @BODY
# Round 9, half B: a weapon hidden on me with a threat; a method's pain asked; a means bought "for me";
# a means beside "I don't know what I'll do"; "will I die" after my own dose; a birthday I wish not to
# reach; a thing I hope "gets me tonight"; a bare relapse.
HARM_TO_OTHERS - C hide|hid|hidden|keep|kept|carry|carrying|i_don_hide|don_hide|put ~2 @WEAPON|dagger ~4 for|in|inside|under ~1 my ~0 cloth|clothes|bag|pocket|shirt|waist|trouser|trousers|room|car ~12 go_see|will_see|go_know|will_know|go_regret|will_regret|wont_escape|no_go_escape|today_na_today|na_today|waiting|ready|dey_wait|go_pay|will_pay
SELF_HARM PLAN_OR_MEANS U @POISON|@DRUGS|hanging|drowning|overdose|jumping|rat_poison|sniper ~4 hurt|painful|painless|pain ~3 or ~2 fast|quick|quickly|long|instant
SELF_HARM PLAN_OR_MEANS U @CONSUME|bougt|bought|buy|got|i_don_buy ~4 @POISON|@DRUGS|rope|ropes|blade|blades|razor|pills|tablets|sniper ~10 its_for_me|it_is_for_me|na_for_me|e_be_for_me|its_for_myself|na_me_get_am
SELF_HARM PLAN_OR_MEANS U @POISON|@DRUGS|rope|blade|razor|knife|pills|sniper|tablets ~12 i_no_know_wetin_i_go_do|i_dont_know_what_i_fit_do|i_dont_know_what_ill_do|i_dont_know_what_i_will_do|i_might_do_something|i_fit_do_something|i_no_know_wetin_i_fit_do|i_dont_know_what_i_might_do
SELF_HARM PLAN_OR_MEANS C if ~1 i ~0 drink|take|swallow|mix|chop|drank|took ~4 @POISON|@DRUGS|pills|tablets ~6 will_i_die|would_i_die|i_go_die|will_it_kill_me|would_it_kill_me|e_go_kill_me|how_long|will_i_survive|before_they
SELF_HARM PASSIVE_WISH U wish|hope|pray|prayer ~6 not|never|no ~1 have|see|reach|live_to_see|make_it_to|celebrate ~0 another|next|the_next|one_more ~0 one|birthday|year|christmas
SELF_HARM PASSIVE_WISH U i_hope|i_wish|i_pray|hope|wish ~4 gets|takes|kills|finishes|carries|hits|knocks ~0 me ~0 tonight|today|this_time|already|@EDGE|honestly|in_my_sleep
SELF_HARM SELF_HARM_ACT U @EDGE ~0 i|i_just|ive|i_don|i_have ~0 relapsed|relapse ~0 @EDGE|again|today|tonight|last_night
`;
