// Round 8 of #32: crisis concepts the blind set fresh7 showed missing at first sight, written as
// concepts in the languages they apply to, never as a copy of a line (the tuning lines written for
// them are in corpus/round8.jsonl): a burn pressed with a hot tool "again" or "when no one is around";
// hair pulled until it bleeds; cutting "right now" and unable to stop; a relapse told with a blood
// sign; a Hausa "I cut my hand again"; a means "not for" its ordinary use; a means kept in my bag "don't
// worry"; a means that "keeps calling me"; a water or bridge reached now with my phone left behind; a
// means stored "enough to finish me"; which means kills fastest, tablets that can kill without a
// prescription, how deep a named water is; a poison that can't be detected in food (harm to others);
// a box left for my family who "will understand"; thanks for being my friend, "I'm going now"; the
// last time I will talk to anybody; the hereafter as a farewell (Hausa); not living past this month;
// not disturbing anybody for long; "why can't I just die"; wishing to be six feet under; petrol
// poured with a lighter; a driver diverting to a bush road who won't stop; thieves or robbers inside
// (Igbo, Yoruba); hiding while he knocks (Yoruba); a threat "if I leave"; a weapon shown; "help, they
// have entered"; "I will kill my husband" (Hausa); someone hanging from a balcony or a window; a
// sister on a bridge who said bye. Format: rules.self.ts's table (rules.kinds.ts reads ROUND8_TABLE at
// `## ROUND8`). Local words: author's knowledge, awaiting native-speaker review (lexicon.local.ts's
// AUTHOR).

export const ROUND8_TABLE = `
# Acts: a burn with a hot tool told as a habit; hair pulled until it bleeds; cutting now; a relapse.
SELF_HARM SELF_HARM_ACT C burn|burning|burned|burnt|pressing|pressed|press ~0 my ~0 skin|hand|hands|arm|arms|thigh|thighs|wrist|wrists|leg|legs|stomach|body ~3 with ~1 the|a|an|hot? ~0 iron|hot_iron|lighter|cigarette|candle|spoon|hot_spoon|hot_knife|knife ~4 again|when_no_one|when_nobody|nobody_know|nobody_knows|no_one_knows|on_purpose|every_night|when_nobody_dey|when_im_alone|when_i_am_alone
SELF_HARM SELF_HARM_ACT C pulled|pull|pulling|plucked|pluck|plucking ~1 out? ~0 my ~0 hair|eyelashes|lashes|skin|nails ~4 until|till|til ~2 bled|bleeds|bleed|bleeding|it_bled|raw|e_bleed
SELF_HARM SELF_HARM_ACT C im|i_am|i_dey|i ~0 cutting|dey_cut ~0 right_now|now|rn|again ~4 cant_stop|cannot_stop|no_fit_stop|can_not_stop|blood|bleeding|help
SELF_HARM SELF_HARM_ACT U blood ~1 again ~3 couldnt_help_it|could_not_help_it|cant_help_it|couldnt_stop|i_relapsed|i_did_it|did_it_again
SELF_HARM SELF_HARM_ACT C na|naa ~0 sake|kara ~0 yanka|yanke|kona|cuta ~0 hannuna|hannu|jikina|cinyata|kaina|kafata
# Means: not for their use; in my bag, don't worry; calling me; a water reached now, my phone left.
SELF_HARM PLAN_OR_MEANS U @DRUGS|@POISON|rope|blade|razor|pills|tablets ~2 not_for|no_be_for|isnt_for|is_not_for ~1 the|my? ~0 cough|rats|cockroaches|pain|headache|cold|malaria|decorations|clothes|kitchen|toilet|work|pests
SELF_HARM PLAN_OR_MEANS U the|my ~0 rope|pills|tablets|blade|razor|poison|@POISON|@DRUGS ~1 is|dey|are ~0 in|inside ~1 my ~0 bag|pocket|room|hand|car|drawer ~6 dont_worry|no_worry|its_fine|for_later|for_tonight|ready|e_dey_ready
SELF_HARM PLAN_OR_MEANS U @POISON|@DRUGS|rope|blade|razor|pills|tablets ~6 keeps_calling|keep_calling|is_calling|dey_call|calling|calls|keeps_whispering ~0 me|my_name|mi
SELF_HARM PLAN_OR_MEANS C i_dey_go|im_going|i_am_going|going|heading|on_my_way|i_dey_waka ~1 to? ~0 the? ~0 lagoon|bridge|river|third_mainland|@RIVER_NAMED ~1 now|rn|tonight ~6 drop|dropped|left|leave|leaving|keep ~1 my ~0 phone|wallet|id|things|bag|keys|shoes|ring
SELF_HARM PLAN_OR_MEANS C @DRUGS|@POISON|pills|tablets ~8 reach|enough|don_reach|is_enough ~2 to? ~0 finish_me|kill_me|end_me|do_it|do_am|end_am|finish_am
# A method asked: which kills fastest; tablets that can kill without a prescription; how deep a water is.
SELF_HARM PLAN_OR_MEANS U which|wetin ~1 one|tablets|pills|drug|drugs|poison ~6 kill|dey_kill|can_kill|that_can_kill ~1 quick|fast|quicker|faster|quickest|fastest|pass|quick_pass ~3 @POISON|@DRUGS
SELF_HARM PLAN_OR_MEANS U which|what ~0 tablets|pills|drugs|medicine|drug ~8 without_prescription|without_a_prescription|over_the_counter|no_prescription ~4 can_kill|that_can_kill|will_kill|that_will_kill|kill
SELF_HARM PLAN_OR_MEANS U how_deep|how_high|how_tall ~2 the? ~0 lagoon|river|bridge|@RIVER_NAMED|third_mainland ~2 near|at|for|by|in|@EDGE
HARM_TO_OTHERS - U what|which|wetin ~0 poison|poisons|@POISON|drug|drugs ~4 hard_to_detect|cant_be_detected|undetectable|no_go_show|wont_show|tasteless|no_taste|not_detectable|wont_be_detected ~4 food|drink|tea|autopsy|test|@EDGE
# Goodbyes: a box for my family who will understand; thanks, I'm going now; the last time I talk.
SELF_HARM GOODBYE C left|leaving|put|packed|kept ~1 everything|all_my_things|my_things|my_stuff|all_my_stuff ~6 for ~1 my ~0 sister|brother|mum|mother|mom|family|kids|children|friend|wife|husband|parents ~6 will_understand|shell_understand|hell_understand|theyll_understand|go_understand|understand
SELF_HARM GOODBYE U thank_you|thanks|tank_you ~1 for ~0 being|everything ~3 my? ~0 friend|there|everything ~6 im_going_now|i_have_to_go_now|i_dey_go_now|this_is_it|its_time|im_leaving_now|i_go_now|im_going|goodbye
SELF_HARM GOODBYE C last_time ~4 i_go|ill|i_will|ill_ever|i_go_ever|i_will_ever|you_will ~0 talk|see|speak|text|hear ~1 to|from? ~0 anybody|anyone|una|you_all|everyone|any_of_you|me
SELF_HARM GOODBYE U sai_lahira|sai_a_lahira|mu_hadu_a_lahira|mu_hadu_lahira
# Passive: not living past this month; not disturbing anybody for long; why can't I just die; six feet under.
SELF_HARM EXPLICIT_INTENT C im_not_going_to|im_not_gonna|i_wont|i_will_not|i_no_go|i_am_not_going_to|i_dont_think_ill ~0 live|survive ~1 past|beyond|through|to_see|till|until|reach ~1 this_month|this_week|the_month|the_week|tomorrow|christmas|next_week|next_month|@BY_DAY|the_year|this_year|the_end_of_the_month
SELF_HARM PASSIVE_WISH U wont|will_not|no_go|i_no_go|i_wont ~0 be_disturbing|disturb|be_a_burden|trouble|be_troubling|be_bothering|bother ~1 anybody|anyone|una|you|people|nobody|you_all ~2 for_long|much_longer|any_longer|for_much_longer
SELF_HARM PASSIVE_WISH U why ~0 i_no_fit|i_cant|cant_i|i_no|cant ~1 just ~0 die|sleep_and_no_wake|disappear|drop_dead ~1 like_that|@EDGE|and_rest|quietly|already
SELF_HARM PASSIVE_WISH C wish|want|wan|rather|hope|better ~3 @NUMBER|six ~0 feet|ft ~0 under
# In danger: petrol and a lighter; a driver who won't stop; thieves inside; hiding while he knocks.
IN_DANGER - C husband|wife|boyfriend|he|she|they|my_dad|my_father|my_uncle|dem|e ~2 poured|pour|pouring|splashed|is_pouring|dey_pour ~1 petrol|kerosene|fuel|acid ~8 lighter|matches|match|burn_me|burn_us|burn_the_house|set_fire|set_me_on_fire|light_me
IN_DANGER - C okada|keke|driver|taxi|uber|bolt|cab|bus|danfo|the_man|the_guy ~4 diverted|diverting|turned|took|taking|changed_route|branched|branch ~4 bush|bush_road|unknown|wrong|strange|another|off_road|lonely ~6 wont_stop|refused_to_stop|not_stopping|no_gree_stop|refuse_to_stop|locked|cant_get_out|no_wan_stop|wont_let_me
IN_DANGER - C ndi_ohi|ndi_oshi|ohi|oshi|ndi_omekome ~1 abatala|abanyela|abatago|batara|abaala|bata
IN_DANGER - C adigunjale|awon_adigunjale|olosa|awon_olosa|ajinigbe|awon_ajinigbe|ole|awon_ole ~2 ti_wole|wole|ti_wo_ile|wo_ile|ti_de|wa_ninu_ile|ti_wo
IN_DANGER - U mo_wa|mo_sa_pamo|mo_ti_ti ~2 ninu|labe|inu ~3 ile_igbonse|yara|ibusun|kolofin|baluwe ~6 o_n_kan|won_n_kan|n_kan|o_n_wa_mi|won_n_wa_mi|o_n_lu|won_n_lu
IN_DANGER - C if ~1 i|you ~0 leave|leave_am|leave_him|leave_her|comot|report|tell|break_up|dont_come_back|dont_return ~4 e_go|he_will|he_go|hell|she_will|she_go|go|he_would|he_said_he_will ~0 kill|kil|finish|end ~0 me
IN_DANGER - C e|he|she|dem|they ~0 pulled|point|pointed|brought_out ~0 me? ~1 a? ~0 gun|knife|cutlass|machete|@WEAPON
IN_DANGER - U e|he|she|dem|they ~0 show|showed|bring|brought ~0 me ~1 a? ~0 gun|knife|cutlass|machete|@WEAPON
IN_DANGER - C help|abeg_help|help_me|please_help|help_o|abeg ~3 e_don_enter|dem_don_enter|they_don_enter|they_have_entered|theyre_in|he_is_in|hes_inside|they_are_inside|theyre_inside|he_has_entered|dem_don_enter_house
HARM_TO_OTHERS - C zan|zan_iya|sai_na|zan_je_in ~0 kashe ~0 mijina|matata|mahaifina|yayana|dan_uwana|makwabcina|kishiyata|maigidana
# Someone else: hanging from a balcony or a window; a sister on a bridge who said bye.
SOMEONE_ELSE - C pikin|child|boy|girl|classmate|friend|sister|brother|man|woman|baby|son|daughter|neighbour|neighbor|roommate|she|he|somebody|someone|cousin ~2 hanging|hanging_on|hanging_from|climbing|dey_hang|dangling ~2 on|for|from|over|off|at|outside ~1 the|a|our|my? ~0 balcony|railing|rail|ledge|edge|window|bridge|roof|rooftop|parapet ~8 jump|fall|fit_fall|wants_to_jump|shouting|screaming|slip|wan_jump
SOMEONE_ELSE - C my_sister|my_brother|my_friend|my_son|my_daughter|my_cousin|my_wife|my_husband|my_mum|my_dad|my_roommate|she|he ~2 on|at|for ~1 the ~0 bridge|roof|rooftop|lagoon|third_mainland|@RIVER_NAMED|balcony ~12 said_bye|said_goodbye|sent_goodbye|not_picking|no_dey_pick|wont_answer|not_answering|switched_off|said_sorry|wants_to_jump|texted_bye|say_bye
`;
