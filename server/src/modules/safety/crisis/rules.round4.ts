// Round 4 of #32: crisis concepts the third blind set (fresh3.jsonl, studied in two halves after its
// blind runs) showed missing, written as concepts in every language at once, never as a copy of a
// line: a count of pills taken and how the body feels after; a bare "I cut" with nothing cut; a
// fantasy of not waking; belongings given away with a farewell; a threat sent (a coffin, a bullet); a
// gun loaded; things thrown at me; a cutting of girls planned; a punishment that burns; shots next
// door; a child choked or struck to stop its crying; "finish him" with boys or a weapon. The ordinary
// talk set aside in round 4 is in rules.round4.safe.ts. Format: rules.self.ts's table
// (rules.kinds.ts reads ROUND4_TABLE where its table says `## ROUND4`). Local words: author's
// knowledge, awaiting native-speaker review (lexicon.local.ts's AUTHOR) unless a source is named.
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** How the body feels after too many pills or a poison. */
lexicon(
  'AFTER_TAKING',
  words(
    'of_them|all_of_them|the_whole|whole_pack|whole_strip|whole_bottle|feeling_funny|feel_funny|dey_feel_somehow|feeling_dizzy|feel_dizzy|dizzy|cant_feel|vomiting|throwing_up|dey_vomit|heart_racing|heart_is_racing|heart_dey_beat_fast|sleepy|drowsy|cant_stand|cant_keep_my_eyes|eyes_are_heavy|everything_is_spinning|spinning|numb|going_dark|cant_breathe|foaming|stomach_is_burning|my_stomach_dey_burn|jiri|ori_mi_n_yi|kai_na_yana_juyawa|isi_na_agba_m_gburugburu',
  ),
);
/** A threat sent: a coffin, a bullet, a grave. */
lexicon(
  'THREAT_SIGN',
  words(
    'coffin|casket|bullet|bullets|grave|a_grave|shroud|funeral_poster|obituary|death_threat|my_obituary|posta_kabari|akwati_gawa|ozu',
  ),
);
/** What is given away as a farewell. */
lexicon(
  'BELONGINGS',
  words(
    'clothes|things|belongings|property|properties|phone|books|shoes|stuff|possessions|jewellery|jewelry|gold|savings|my_room|laptop|bike|car|kayana|kayan_sawa|aso_mi|eru_mi|ihe_m|uwe_m',
  ),
);
lexicon(
  'GIVE_AWAY',
  words(
    'distributed|distribute|gave_away|given_away|giving_away|give_away|shared_out|share_out|dashed|dash|don_share|don_dash|i_don_give|shared_my|gave_my|given_my|raba|na_raba|mo_ti_pin|pin|ekesaala_m|ekesara_m|ekenyela_m',
  ),
);

export const ROUND4_TABLE = `
# Pills taken, counted, and the body after; a bare "I cut" with nothing cut.
SELF_HARM SELF_HARM_ACT C @I|ive|i_have|i_just|just|i_don|don ~1 took|taken|take|swallowed|swallow|drank|drunk|drink|popped|chop ~5 @DRUGS|@POISON ~6 @AFTER_TAKING
SELF_HARM SELF_HARM_ACT C @EDGE|i|ive|i_just|i_have ~1 cut|cutted|burned|burnt|burn ~0 @EDGE|again|tonight|today|last_night|this_time
SELF_HARM SELF_HARM_ACT C i|ive|i_only|i_just|only ~1 cut|cutted|burned|burnt ~0 a_little|a_bit|small|small_small|deep|deeper|myself_a_little ~0 @EDGE|tonight|today|again|last_night|this_time|but|only
# Passive wishes: a fantasy or a daydream of not waking, of being dead (Hausa "kada in tashi").
SELF_HARM PASSIVE_WISH C fantasise|fantasize|fantasising|fantasizing|fantasies|fantasy|daydream|daydreaming|dream|dreaming|think|thinking ~1 about|of ~0 not_waking|not_waking_up|never_waking|never_waking_up|not_being_alive|being_dead|my_death|my_funeral|dying|my_own_funeral|disappearing_forever
SELF_HARM PASSIVE_WISH C kwanta|barci|sleep|asleep|sun ~3 kada_in_tashi|kar_in_tashi|kada_na_tashi|ba_zan_tashi|and_not_wake|and_never_wake|mi_o_ji|ki_n_ma_ji|ghara_iteta|agaghi_m_eteta
# Hopelessness: death the only escape, wider; worthless, then "ending it".
SELF_HARM HOPELESSNESS_WITH_INTENT C only|the_only ~0 escape|way_out|way|solution|answer|option|exit|relief ~4 is|na|be ~1 death|dying|to_die|suicide|ending_it|ending_my_life|the_grave
SELF_HARM HOPELESSNESS_WITH_INTENT C hopeless|useless|worthless|a_failure|failure|pointless|no_hope|nothing|burden|tired|done|finished ~4 ending_it|end_it|ending_it_all|ending_everything|ending_this|ending_am|end_am ~0 @EDGE|tonight|now|today|soon
SELF_HARM HOPELESSNESS_WITH_INTENT C tonight|today|this_night|soon ~1 i ~0 stop|stop_being|end|finish ~0 being|existing|living|it|one|breathing|@EDGE
# Goodbyes: belongings given away with a word of farewell or remembering; a will and "sorry for
# the mess"; accounts deleted as a last place to say bye; Hausa "ku kula min da 'ya'yana".
SELF_HARM GOODBYE C @GIVE_AWAY ~3 my|all_my|mi|dem ~0 @BELONGINGS ~10 @FINALITY|remember_me|remember|wont_need|no_longer_need|dont_need_them|where_im_going|after_im_gone|bye|goodbye|@FAREWELL
SELF_HARM GOODBYE C my_will|the_will|a_note|my_note|my_letter|the_letter ~8 sorry_for_the_mess|sorry_for_everything|forgive_me|remember_me|dont_cry|dont_be_sad|its_not_your_fault|not_your_fault
SELF_HARM GOODBYE C deleted|deactivated|closed|deleting|deactivating ~3 my ~0 socials|accounts|account|facebook|instagram|twitter|whatsapp|social_media|pages|tiktok ~10 only_place|the_only_place|last_place|last_time|last_message|final|forever|for_good|for_the_last_time
SELF_HARM GOODBYE C ku_kula_min_da|kula_min_da|ku_kula_da|ku_lura_da ~0 yayana|ya_yana|iyalina|yarana|mahaifiyata|mahaifina|yan_uwana
SELF_HARM GOODBYE C help_me|abeg|please|biko|e_jowo|don_allah ~2 take_care_of|look_after|toju|lekota|kula_da ~0 @KIN|my_pikin|my_pikin_dem|my_pikins|omo_mi|umu_m|yayana ~0 @EDGE|for_me
# In danger: a gun loaded nearby; things thrown at me; a threat sent; a cutting of girls planned;
# a punishment that burns; a gunman where we hide; area boys chasing me.
IN_DANGER - C hear|heard|hearing|see|saw|seeing ~3 loading|load|cocking|cock|cleaning ~2 the|a|his|her|their ~0 gun|rifle|pistol|ibon|bindiga|egbe
IN_DANGER - C @AGENT|he|she|they|hes|shes|theyre ~3 throwing|threw|throws|dey_throw|hurling|smashing ~3 stuff|things|plates|chairs|bottles|pots|everything|stones|objects|it ~1 at ~0 me|us|mi
IN_DANGER - C sent|send|sending|dropped|drop|left|kept|don_send ~2 me|us|mi ~4 @THREAT_SIGN
IN_DANGER - C @THREAT_SIGN ~6 at_my_door|at_our_door|at_my_gate|on_my_car|in_my_house|with_my_name|my_name|to_my_phone|my_address
IN_DANGER - C circumcise|circumcised|circumcising|cut|fgm|mutilate ~0 me|my_daughter|my_girl|my_baby|my_sister|us|her ~6 @EDGE|next_week|tomorrow|soon|i_dont_want|dont_want|against|forcing|want_to|wants_to|planning|ready
IN_DANGER - C @AGENT|they|my_aunty|my_family|my_parents|my_mother|my_father|my_grandmother|my_grandma ~3 will|go|gonna|going_to|wan|want_to|wants_to|plan_to|planning_to|say_dem_go|dem_go ~1 circumcise|mutilate ~0 me|my_daughter|my_girl|my_baby|my_sister|us|her
IN_DANGER - C want|wants|planning|plan|forcing|force|ready|going|gonna ~2 to ~0 circumcise|circumcised|mutilate|cut ~0 me|my_daughter|my_girl|my_baby|my_sister|us|her
IN_DANGER - C @AGENT|step_mother|stepmother|step_father|stepfather|my_aunty|my_aunt|my_uncle|madam|oga|my_madam|my_oga|guardian|my_guardian ~3 puts|put|rubs|rubbed|poured|pours|pouring|burns|burned|burnt|iron|ironed|pressed ~1 pepper|hot_water|hot_iron|iron|acid|hot_oil|boiling_water|candle_wax|fire ~3 in|on|into ~1 my|mi ~0 private|private_part|private_parts|eyes|eye|body|skin|back|hand|hands|legs|face|mouth
IN_DANGER - C gunman|gunmen|shooter|attacker|attackers|@ROBBERS ~10 hiding|we_are_hiding|were_hiding|im_hiding|i_am_hiding|i_dey_hide|we_dey_hide|hide|under_the|in_the_toilet|in_the_bathroom|in_the_closet|in_the_wardrobe|locked_ourselves|locked_myself
IN_DANGER - C @ROBBERS|@AGENT ~2 dey_pursue|pursue|pursuing|chasing|dey_chase|chased|following|dey_follow|running_after ~0 me|us|mi ~6 run|ran|hide|hiding|enter|entered|shop|help|now
IN_DANGER - C going_crazy|gone_crazy|dey_craze|lost_it|losing_it|is_violent|violent|raging ~10 we_are_in|were_in|im_in|i_am_in|hiding|in_the_closet|in_the_wardrobe|in_the_toilet|locked_ourselves|locked_myself|under_the_bed
# Someone else: shots or beating next door; a friend's keepsake with his death named.
SOMEONE_ELSE - C next_door|neighbour|neighbours|neighbor|neighbors|the_couple|upstairs|downstairs|our_compound|the_compound|for_next_door ~10 gunshot|gunshots|a_gunshot|shots_fired|heard_a_shot|heard_shots|screaming_for_help|shouting_for_help|dey_shout|she_dey_shout|screaming|crying_for_help|dey_cry
SOMEONE_ELSE - C dem|they|he|someone|people|men ~1 dey_beat|beating|are_beating|is_beating|beat ~0 that|the|one|a|this ~0 woman|man|girl|boy|pikin|child|baby|lady|wife ~6 next_door|for_next_door|she_dey_shout|dey_shout|shouting|screaming|crying|unconscious
SOMEONE_ELSE - C @THIRD|@SOMEONE|a_guy|a_girl|a_friend|my_classmate|a_classmate ~4 said|says|told_me|texted|wrote ~2 he|she|hell|shell|theyll|he_will|she_will|e_go ~1 kill|end|hang|poison|drown|jump ~1 himself|herself|themselves|imsef|his_life|her_life|off
# Harm to others: "finish him", "end him" with boys, a weapon or a pull-up; a child choked or struck
# to stop the crying (Pidgin, Hausa).
HARM_TO_OTHERS - C going|go|gonna|finna|will|ill|wan|going_to|im_going|pull_up|pulling_up|coming ~6 finish|end|waste|off|deal_with|take_out ~0 him|her|them|am|dem|that_guy|that_man|that_woman
HARM_TO_OTHERS - C @WEAPON|strap|boys|some_boys|my_boys|the_boys|cousins_strap|gun|piece ~8 finish|end|waste|off|take_out ~0 him|her|them|am|dem
HARM_TO_OTHERS - C hold|squeeze|press|choke|grip|shake ~2 am|him|her|the_baby|the_pikin|the_child|my_baby|my_child ~1 neck|throat|mouth|nose ~3 till|until|so ~2 quiet|stop|stops|e_quiet|he_stops|she_stops|stop_crying|e_stop
HARM_TO_OTHERS - C hit|bang|throw|smash|slam|buga|jefa|dash ~1 my|the|this ~0 baby|child|pikin|son|daughter|jaririna|jaririn|yarona|dana|yata|nwa_m|omo_mi ~3 against_the_wall|on_the_wall|a_bango|da_bango|on_the_floor|a_kasa|against|to_the_wall
HARM_TO_OTHERS - C ina_jin_kamar_in|ina_so_in|zan|in ~1 buga|jefa|shake|make ~1 jaririna|yarona|dana|yata|jaririn
# Pest talk that is no cover: "told them it's for cockroaches, but it's for me"; "not for rats".
SELF_HARM PLAN_OR_MEANS C @POISON ~6 not_for|no_be_for|isnt_for|is_not_for|its_not_for|o_bughi_maka|obughi_maka|bughi_maka|kii_se_fun|ki_i_se_fun|ba_don ~1 @PEST|rats|the_rats|cockroaches|roaches|mice|insects|the_farm
SELF_HARM PLAN_OR_MEANS C @PEST ~3 but|na ~2 its|it_is|e_be|is|na? ~0 for_me|for_myself|really_for_me|meant_for_me
# Round 4, half B of fresh3: counterfactual wishes ("if the robber had shot me I'd be free"); a
# time and a place written down; a body part struck on purpose; goodbyes said and "ready";
# poison put in someone's food; a family's threat over a marriage or who I love; surrounded; a
# driver who locks the doors; a child taken; Yoruba, Hausa and Igbo pills swallowed, rope, machete.
SELF_HARM SELF_HARM_ACT C @CUT_V|cut|cutting|self_harm*|selfharm*|burning ~12 i_did_it_again|did_it_again|i_did_am_again|did_am_again|i_relapsed|relapsed_last_night|i_did_it_last_night
SELF_HARM EXPLICIT_INTENT C gone|dead|died|late|passed|passed_away|killed|in_heaven|no_more ~12 want_to_join|wan_join|wanna_join|join_them|join_him|join_her|be_with_them|be_with_him|be_with_her|follow_them|follow_him|follow_her
SELF_HARM EXPLICIT_INTENT C want_to_join|wan_join|wanna_join|go_join ~0 my_late|my_dead|them_in_heaven|him_in_heaven|her_in_heaven|them_in_the_grave|my_family_in_heaven
SELF_HARM PASSIVE_WISH C wish|wished ~4 had|would_have ~1 just? ~0 crushed|killed|shot|run_over|finished|taken|hit ~0 me
SELF_HARM PASSIVE_WISH C if ~5 had ~1 shot|killed|crushed|hit|run_over|finished|taken ~0 me ~6 free|at_peace|resting|rest|better_off|gone|over|no_more
SELF_HARM PLAN_OR_MEANS C written|wrote|picked|chosen|chose|set|fixed ~2 the_time|the_date|the_day|a_date|a_time|the_hour ~10 @PLACE|@HANG_MEANS|@DRUGS|@POISON|bridge
SELF_HARM SELF_HARM_ACT C slammed|slam|smashed|banged|punched|hit|burned|burnt|scratched|bit|bite ~2 my|mi ~0 @BODY ~6 @DELIBERATE
SELF_HARM GOODBYE C @GIVE_AWAY|sold|cancelled|canceled|closed ~3 my ~0 @BELONGINGS|membership|subscription|car|accounts ~12 said_my_goodbyes|my_goodbyes|ready_now|im_ready|its_time|remember_me
SELF_HARM GOODBYE C said_my_goodbyes|said_goodbye_to_everyone|said_goodbye_to_everybody|said_all_my_goodbyes ~6 ready|ready_now|its_time|tonight|done|im_done
HARM_TO_OTHERS - C @POISON ~10 put|pour|mix|add|putting|pouring|mixing|adding ~3 in|inside|into ~3 food|drink|tea|soup|meal|pap|ofe|obe|abinci|nri|water|cup
HARM_TO_OTHERS - C ma_pa|maa_pa|mo_ma_pa|mo_maa_pa|mo_fe_pa|ma_pa_a|maa_pa_a ~0 aladugbo|aladugbo_mi|oko_mi|iyawo_mi|omo_naa|okunrin_yen|obinrin_yen|won|baba_mi|iya_mi|@EDGE
HARM_TO_OTHERS - C pon|mo_ti_pon|ti_pon|sharpened|sharpen|sharpening ~2 ada|obe|my_cutlass|my_machete|my_knife|the_cutlass|the_machete|cutlass|machete|knife ~8 @KILL|@KILL_STRONG|ma_pa|maa_pa|pa|finish|deal_with
IN_DANGER - C @HOME_BOSS|my_father|my_mother|my_parents|my_family|my_uncle|my_brothers|they|he|she ~3 will|theyll|hell|shell|go|would|say|said ~2 kill|disown|burn|beat ~1 me ~3 if|when|once ~4 marry|gay|lesbian|convert|pregnant|leave|report|refuse|dont_marry|find_out|finds_out
IN_DANGER - C @AGENT|men|a_group_of_men|group_of_men|boys|guys|bandits|@ROBBERS ~3 surrounded|surround|cornered|circled|have_surrounded|blocked ~0 me|us|our_village|our_house|our_car|the_car|our_area
IN_DANGER - C driver|he|they|the_driver ~4 locked|lock ~2 the_doors|the_door|the_car|doors ~8 driving|taking_me|going|dey_drive ~3 somewhere|where_i|i_dont_know|unknown|off_route|another_route|the_bush
SOMEONE_ELSE - C missing|been_missing|disappeared ~8 took_her|took_him|carried_her|carried_him|abducted|took_them|kidnapped_her|kidnapped_him
SOMEONE_ELSE - C @THIRD|@SOMEONE|ore_mi|egbon_mi|aburo_mi|omo_mi|aburo|egbon|abokina|kawata|enyi_m|nwanne_m ~1 ti_mu|ti_gbe|mu|gbe|ya_sha|ta_sha|anuola|nuru ~0 @POISON|@DRUGS
SELF_HARM PLAN_OR_MEANS C mo_fe|mo_ma|mo_maa|maa|mo_ti_pinnu ~1 pokun_so|pokun|so_ara_mi_korokoro|fi_okun_so|so_okun
SELF_HARM SELF_HARM_ACT C mo_ti_mu|mo_ti_gbe|mo_ti_lo|mo_mu|mo_gbe ~1 gbogbo|opolopo ~0 oogun|ogun|tabulet|egbogi|ogun_oorun
SELF_HARM SELF_HARM_ACT C anuola_m|anuola|anuru_m|elola_m|m_nuru|m_anuola ~1 ogwu|ogwu_ura|mkpuru_ogwu ~1 niile|dum|ha_niile
SELF_HARM PLAN_OR_MEANS C @POISON ~6 ba_don ~1 @PEST|beraye|bera|kwari|kyankyaso ~3 don_ni|domin_ni|na_kaina|don_kaina
SELF_HARM GOODBYE C biko|please|abeg|e_jowo|don_allah ~1 lekotara_m|lekota_m|lekotara|lekota|toju|kula_min_da ~0 umu_m|nne_m|nna_m|omo_mi|yarana|yayana|@KIN ~0 @EDGE|for_me
`;
