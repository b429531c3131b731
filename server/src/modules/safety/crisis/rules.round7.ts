// Round 7 of #32: crisis concepts the blind set fresh6 showed missing at first sight, written as
// concepts in the languages they apply to, never as a copy of a line (the tuning lines written for
// them are in corpus/round7.jsonl): a method asked as "how many X will stop the heart" or "would N
// tablets do it", how high a floor or a bridge must be; a letter written and a wait for the house to
// empty; a means used "when my flatmate goes"; an engine running in a closed garage; not trusting
// myself alone with a means; a blade held against my wrist; a bridge reached "when nobody dey"; a
// water that will carry me; a goodbye through what I hand on ("give my cat to X and then do it"), a
// video "to watch after", a row of "last" things, "final night", "e don do. bye", "bury me in the
// village"; a sin God "will understand", heaven reached "early"; slang ("rope", "yeet myself off");
// no future "with me in it", a life insurance as the only way, a poison as the only way out; "because
// I do" after a question about thinking of suicide; a relapse told as "today I did it again"; poison
// put in someone's food; a voice (Hausa) telling me to fall; a sibling cutting herself now; someone
// heard beating a woman next door; hiding while he looks for me (Yoruba); a machete for him when he
// comes (Yoruba). Format: rules.self.ts's table (rules.kinds.ts reads ROUND7_TABLE at `## ROUND7`).
// Local words: author's knowledge, awaiting native-speaker review (lexicon.local.ts's AUTHOR).

/**
 * Read before every other rule (rules.kinds.ts, \`## ROUND7_FIRST\`): a harm I witness is someone
 * else's danger, not my intent ("I can hear him beating her"), whatever rule starts at my "I".
 */
export const ROUND7_FIRST_TABLE = `
SOMEONE_ELSE - C @I|we|i_can|we_can|i_could|we_could ~2 hear|hearing|heard|see|seeing|saw|watch|watched|watching|listening_to ~1 him|her|them|someone|somebody|a_man|the_man|my_dad|my_father|my_mum|my_mother|my_brother|my_uncle|my_stepfather|our_neighbour|our_neighbor|the_neighbour|he|she ~1 hitting|hiting|beating|hurting|strangling|choking|kicking|stabbing|slapping|attacking|dragging|burning|raping
`;

export const ROUND7_TABLE = `
# A method asked: how many will stop the heart; would N tablets do it; how high a floor must be.
SELF_HARM PLAN_OR_MEANS U how_many|how_much|how_many_of|nawa|kwaya_nawa|ole_melo|ego_ole ~4 @DRUGS|@POISON|tablets|pills|kwaya|kwayoyi|magani ~4 will|would|go|fit|to|za_ta|zai|za_su ~1 stop_the_heart|stop_my_heart|stop_a_heart|kill|kashe|do_it|be_enough|finish_me|end_it
SELF_HARM PLAN_OR_MEANS U kwaya|kwayoyi|magani ~1 nawa ~3 za_ta|zai|za_su|ke ~0 kashe
SELF_HARM PLAN_OR_MEANS U would|will|can|could|does|do ~2 tablets|pills|@DRUGS|@POISON ~3 do_it|do_the_job|be_enough|kill_me|kill_a_person|finish_it
SELF_HARM PLAN_OR_MEANS U what|which|how_many|how_high ~0 floor|floors|storey|bridge|building|height ~8 jump|fall|drop ~4 die|for_sure|to_die|not_survive|kill
SELF_HARM PLAN_OR_MEANS U which|wetin|what ~0 bridge|building ~4 high|highest|tallest|deep|deepest ~3 pass|pas|well|pass_all|pass_the_rest|@EDGE
# A letter written and a wait for the house to empty; a means used when the others are gone.
SELF_HARM PLAN_OR_MEANS U ive|i_have|i|i_don|just ~1 written|wrote|write|finished_writing ~1 the|my|all_the ~0 letters|notes|goodbye_letters|letter ~10 wait|waiting|ready|travel|leave|gone|tonight
SELF_HARM PLAN_OR_MEANS C when|once|as_soon_as|after|immediately ~2 my|the ~0 flatmate|roommate|parents|mum|mom|dad|family|husband|wife|everyone|everybody|people ~3 goes|go|travel|travels|leave|leaves|sleeps|sleep|asleep|is_asleep|comot|gone ~8 ill|i_will|i_go|im_going_to|gonna|im_gonna ~2 use|open|turn_on|take|drink|swallow|do_it|do_am|jump ~2 the? ~0 gas|gas_cylinder|cylinder|pills|tablets|rope|knife|@POISON|@DRUGS|it|am
SELF_HARM PLAN_OR_MEANS C @I|ill|i_will|i_go|im_going_to|gonna|im_gonna ~2 use|open|turn_on|take|drink|swallow|do_it|do_am|jump ~3 gas|gas_cylinder|cylinder|pills|tablets|rope|knife|@POISON|@DRUGS|it|am ~3 when|once|as_soon_as|after|immediately ~2 my|the ~0 flatmate|roommate|parents|mum|mom|dad|family|husband|wife|everyone|everybody|people ~3 goes|go|travel|travels|leave|leaves|sleeps|sleep|asleep|is_asleep|comot|gone|travelled
SELF_HARM PLAN_OR_MEANS C engine|the_engine|generator|charcoal|gas ~1 running|on|burning ~6 closed|locked|shut|sealed ~0 garage|room|car|windows|door
SELF_HARM PLAN_OR_MEANS C in|inside ~1 the|my ~0 car|garage ~2 with ~1 the ~0 engine ~0 running|on
# Not trusting myself alone with a means; a blade held against my wrist.
SELF_HARM PLAN_OR_MEANS C dont|do_not|cant|cannot|no ~0 trust ~0 myself|meself ~3 alone|with|around|near|tonight|right_now ~4 knife|knives|pills|tablets|rope|blade|blades|razor|gun|@POISON|@DRUGS|tonight|now|alone
SELF_HARM SELF_HARM_ACT C holding|hold|pressing|press|put|putting|keep_holding ~1 it|the_knife|the_blade|blade|knife|razor|the_razor|glass ~1 against|to|on|into ~1 my ~0 wrist|wrists|throat|neck|skin|arm|arms|veins
SELF_HARM SELF_HARM_ACT U scratched|scraped|slashed|carved|scratch|slash|carve ~1 my ~0 hand|hands|arm|arms|wrist|wrists|skin|thigh|thighs|leg|legs|stomach ~2 with ~1 the|a ~0 broken_bottle|broken_glass|glass|blade|razor|compass|pin|needle|bottle
SELF_HARM SELF_HARM_ACT C cut|cutting|dey_cut|cut_myself|self_harm|harm_myself|burn_myself ~12 did_it_again|do_am_again|i_do_am_again|relapsed|i_relapsed|started_again|i_went_back|happened_again|today_i_did
# A bridge reached when nobody is there; a water that carries me away.
SELF_HARM PLAN_OR_MEANS C to|for|reach ~1 the ~0 bridge|lagoon|river|roof|rooftop|rail|third_mainland|@RIVER_NAMED ~6 when_nobody|nobody_dey|when_nobody_dey|no_one_around|nobody_go_see|no_one_will_see|before_anyone|when_its_empty|when_no_one|nobody_will_see
SELF_HARM PLAN_OR_MEANS C disappear|vanish|sink|walk|waka ~1 into|inside|under|enter ~1 the? ~0 @RIVER_NAMED|@WATER
SELF_HARM PLAN_OR_MEANS C let|make|allow ~1 the ~0 water|river|waves|sea|current|lagoon|ocean ~1 carry|take|swallow|wash ~0 me
# A goodbye through what I hand on, a video for after, a row of last things, a last night.
SELF_HARM GOODBYE C give|giving|gift|hand|dash ~0 my ~3 to ~3 and_then|then ~2 do_it|do_am|end_it|end_am|be_gone|kms
SELF_HARM GOODBYE U my_password|my_passwords|my_pin|my_atm_pin|my_bank_details|my_login|my_logins ~12 give|gave|pass ~1 my ~0 phone|laptop|things|clothes|stuff|cat|dog|property|car
SELF_HARM GOODBYE U video|message|letter|note|voice_note|recording ~6 to ~0 watch|read|see|hear|listen_to|play ~0 after|afterwards ~0 @EDGE|im_ready|i_am_ready|i_don_ready
SELF_HARM GOODBYE C last|final ~0 selfie|sunset|message|photo|post|picture|meal|song|prayer|sunrise|walk ~6 last|final ~0 selfie|sunset|message|photo|post|picture|meal|song|prayer|sunrise|walk
SELF_HARM GOODBYE C last|final ~0 sunrise|sunset|meal|breakfast|dinner|song|walk|prayer|night|day|message|photo ~1 i_go_see|ill_see|il_see|i_will_see|i_will_ever_see|ill_ever_see|il_ever_see|i_go_ever_see|ill_ever_have|i_will_ever_have|i_go_chop|you_will_get|youll_get|ill_ever_send|i_will_ever_send
SELF_HARM GOODBYE U @EDGE ~0 final_night|my_final_night|last_night_alive|my_last_night|final_day|my_final_day ~0 @EDGE
SELF_HARM GOODBYE C @EDGE ~0 e_don_do|e_do|enough|thats_it|that_is_it|its_enough|o_to|o_ti_to|ya_isa|o_zuola ~0 bye|goodbye|good_bye|odabo|o_dabo|sai_an_jima|ka_odi ~0 @EDGE
SELF_HARM GOODBYE C make_una|please|abeg|just|e_jowo|biko|don_allah ~0 bury_me
SELF_HARM GOODBYE C e_sin_mi|e_sinku_mi|ku_binne_ni|unu_lie_m ~3 si|a|n ~1 egbe|gefen|kusa|akuku|ilu|garin|obodo|village ~6 o_to_ge|o_to|ya_isa|o_zuola|i_don_tire|i_tire|@EDGE
SELF_HARM GOODBYE U bury_me ~2 for|in|at|beside|next_to ~2 village|my_village|home|compound|my_fathers_compound
# A sin God will understand; heaven reached early; slang.
SELF_HARM EXPLICIT_INTENT C @SUICIDE|it|this|what_im_about_to_do|what_i_will_do ~2 is|na ~0 a? ~0 sin ~4 but ~2 god|allah|chineke|olorun|chukwu|jesus|the_lord ~2 will_understand|go_understand|understands|will_forgive|go_forgive|forgives|will_forgive_me
SELF_HARM EXPLICIT_INTENT C heaven|paradise|aljanna|orun|eluigwe|the_other_side ~14 going_there|go_there|i_go_go_there|im_going|heading_there|i_dey_go ~1 early|soon|tonight|today|before_my_time|ahead_of_time|now
SELF_HARM EXPLICIT_INTENT C yeet|yet|launch|fling|chuck|toss|throw ~0 myself|meself ~1 of|out_of|from|into ~2 the? ~0 @PLACE_HIGH|floor|flor|ioth|tenth|balcony|window|bridge|roof|building|rail|train
SELF_HARM EXPLICIT_INTENT C about_to|bout_to|gonna|finna|going_to|im_going_to|i_will|il|wanna|want_to|tryna|abt_to ~0 rope|kms|unalive ~0 @EDGE|myself|tonight|today|fr|ngl|lol|now
SELF_HARM EXPLICIT_INTENT C na_die|na_death|death|only_death ~0 remain|dey_remain|remains|remain_for ~1 for_me|for_me_now|me
SELF_HARM EXPLICIT_INTENT C going|go|im_going|i_dey_go|heading ~1 home|back ~1 to ~0 the_lord|god|jesus|my_maker|my_creator|heaven|allah|olorun|chukwu ~2 early|soon|tonight|today|now|before_my_time
# Probe b: "remember me" after a Yoruba goodbye; dead before the results come out; an exit planned
# and nothing more said; grateful if a car hit me.
SELF_HARM GOODBYE C o_dabo|odabo|dabo|o_dabo_o ~3 e_maa_ranti_mi|e_ma_ranti_mi|ema_ranti_mi|ranti_mi
SELF_HARM EXPLICIT_INTENT C ill_be_dead|il_be_dead|i_will_be_dead|ill_be_gone|il_be_gone|i_will_be_gone|i_go_don_die|i_go_don_go ~1 before|by_the_time ~4 come_out|comes_out|results|arrive|arrives|wake_up|wakes_up|get_home|gets_home|returns|come_back|comes_back|finds_out|find_out
SELF_HARM PLAN_OR_MEANS U planing|planning|plan|planned ~0 my ~0 exit|departure|way_out|final_exit ~1 @EDGE|now|tonight|soon|@BY_DAY|looks_good|is_set|is_ready
SELF_HARM PASSIVE_WISH C if|when ~4 hit|hits|knocks|kills|crushes|runs_over|knocked ~0 me ~8 grateful|thankful|glad|relieved|a_blessing|happy|at_peace
# No future with me in it; the insurance as the only way; a poison as the only way out.
SELF_HARM HOPELESSNESS_WITH_INTENT C no|not|cant_see|dont_see|never ~0 a? ~0 version|future|tomorrow|picture|world ~6 with_me_in_it|that_has_me_in_it|that_includes_me|where_im_alive|where_i_exist|with_me_alive
SELF_HARM HOPELESSNESS_WITH_INTENT C life_insurance|insurance_money|my_insurance|insurance|my_pension ~6 only_way|only_option|will_pay|pays_out|go_pay|take_care_of|be_ok|be_okay|be_fine|only_hope
SELF_HARM HOPELESSNESS_WITH_INTENT C only|na_only|just ~1 @POISON|death|die|rope|sniper|suicide ~2 fit|can|will|go ~0 solve|end|fix|settle ~2 this|my|am|it|everything|the_matter
SELF_HARM HOPELESSNESS_WITH_INTENT U not_making_it|wont_make_it|aint_making_it|not_gonna_make_it|no_go_reach|not_going_to_make_it|wont_be_here|no_go_dey ~1 to|till|until|past|for ~1 2026|2027|2028|christmas|next_year|my_birthday|new_year|the_new_year|easter|sallah|december|the_end_of_the_year|end_of_the_year
# Asked as a question, then owned: "because I do".
SELF_HARM PASSIVE_WISH U think|thinking|thoughts|thought ~2 about|of ~1 kiling|killing|kil|kill|ending|suicide|dying ~1 yourself|your_life|it? ~12 because_i_do|cos_i_do|cause_i_do|coz_i_do|i_do_too|i_also_do|because_i_dey|as_i_dey_do|because_i_am|i_do_every_day|like_i_do
SELF_HARM PASSIVE_WISH U id|i_would|i_will|i_go ~0 rather|prefer ~1 be_dead|to_be_dead|be_in_my_grave ~0 than
SELF_HARM PASSIVE_WISH C achoghi_m|achoro_m|acho_ghi_m|a_choghi_m ~0 iteta|ibi_ndu|idi_ndu|ibi|idi ~0 echi|ozo|@EDGE
# Harm to others: poison put in someone's food; a machete for him when he comes (Yoruba).
HARM_TO_OTHERS - C @I|gonna|ill|il|i_will|i_go|im_going_to|wan|i_wan|make_i|im_gonna ~2 put|pour|mix|add ~1 rat|the? ~0 @POISON|sniper|rat_poison ~1 in|inside|into ~3 fod|food|drink|tea|soup|meal|pap|water|garri|stew|plate ~3 and_watch|and_see|@EDGE|for_her|for_him|tonight|when
HARM_TO_OTHERS - C maa|ma|mo_maa|mo_ma|emi_maa|ma_a ~0 fi ~0 ada|obe|ibon|igi ~0 sa|gun|yin|na|lu ~0 a|e|won|o|oun
# Someone else now: a sibling cutting herself; a woman beaten next door; a voice telling me to fall (Hausa).
SOMEONE_ELSE - C my_sister|my_brother|my_friend|my_son|my_daughter|my_cousin|my_roommate|she|he|aburo_mi|egbon_mi ~2 dey_cut|is_cutting|cutting|n_ge|dey_burn|is_burning ~0 her|his|herself|himself|ara_re|ara ~0 hand|arm|wrist|wrists|self|body|@EDGE|in|inside|for|ninu
SOMEONE_ELSE - C hear|hearing|heard ~3 him|her|them|someone|somebody|a_man|the_man ~0 hitting|hiting|beating|hurting|strangling|choking|kicking ~0 her|him|them|someone|a_woman|his_wife|the_woman
SELF_HARM COMMAND_VOICES C murya|muryar|muryoyi|muryoyin ~2 ta_ce|sun_ce|tana_ce|suna_ce|na_ce|tace ~1 in|na|ni ~0 fado|fadi|kashe|sha|yanke|mutu|yi_tsalle|fada
IN_DANGER - C mo_sa_pamo|mo_fara_pamo|mo_sapamo|mo_sa_pamo_si|mo_farapamo ~8 n_wa_mi|o_n_wa_mi|won_n_wa_mi|n_wa_wa
`;
