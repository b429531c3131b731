// Round 3 of #32: crisis concepts the second blind corpus (fresh2.jsonl, studied after its one blind
// run) and the round-3 tuning lines showed missing, written as concepts in every language at once,
// never as a copy of a line (a "one-chance" bus, a door being broken, a relapse to cutting, a
// farewell with finality, a threat with a weapon "they will see"; the ordinary talk set aside is in
// rules.concepts.safe.ts). Format: rules.self.ts's table (rules.kinds.ts reads CONCEPTS_TABLE where
// its table says `## CONCEPTS`). Local words: author's
// knowledge, awaiting native-speaker review (lexicon.local.ts's AUTHOR) unless a source is named.
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** An accident told as one, and what makes it deliberate instead ("on purpose"). */
lexicon(
  'DELIBERATE',
  words(
    'on_purpose|deliberately|intentionally|purposely|purposefully|for_purpose|to_feel_something|to_punish_myself|wanted_it_to_hurt|want_it_to_hurt|wanted_to_feel_pain|wanted_the_pain|make_it_hurt|to_feel_the_pain|da_gangan|mo_mo|n_ebumnuche',
  ),
);
/** Finality beside a farewell (a farewell alone is ordinary: "bye, see you tomorrow"). */
lexicon(
  'FINALITY',
  words(
    'this_is_it|at_peace|be_at_peace|forever|for_good|for_the_last_time|remember_me|dont_forget_me|forgive_me|sorry_for_everything|im_sorry_for_everything|take_care_of_my|you_wont_see_me|wont_see_me_again|no_more_pain|its_over|it_is_over|the_end|im_done|i_am_done|last_night_on_earth|last_day_on_earth|last_message|final_message|my_last|see_you_on_the_other_side|see_you_in_heaven|till_we_meet_again|in_the_next_life|one_last_time',
  ),
);
lexicon(
  'KIN',
  words(
    'my_kids|my_children|my_wife|my_husband|my_mum|my_mom|my_mother|my_dad|my_father|my_family|my_parents|my_sister|my_brother|my_baby|my_son|my_daughter|my_people|my_wife_and_kids|my_babies|mi_mama|my_mama|my_papa|my_pikin|my_pikins|im_mama|his_mum|her_mum|his_mother|her_mother|im_papa|im_pikin|im_pikins',
  ),
);
lexicon(
  'RELAPSE',
  words(
    'relapsed|relapse|relapsing|went_back_to|gone_back_to|back_to|old_habit|old_habits|started_again|start_again|e_don_start_again|don_start_again|fell_back|fall_back|slipped_up|slipped_back|broke_my_streak|broke_my_clean_streak|after_months_clean|after_years_clean',
  ),
);
lexicon(
  'ROBBERS',
  words(
    'ajinigbe|awon_ajinigbe|ndi_ntoro|ndi_ntoro_mmadu|ndi_otoro|kidnapper|gunmen|bandits|armed_men|armed_robbers|robbers|kidnappers|cultists|thugs|area_boys|boys|unknown_men|some_men|some_guys|masked_men|hoodlums|militants|herdsmen|yan_bindiga|masu_garkuwa|ndi_ohi|awon_adigunjale|adigunjale',
  ),
);
lexicon(
  'THEY_WILL_SEE',
  words(
    'will_see|go_see|shall_see|will_learn|learns|go_learn|will_pay|go_pay|shall_pay|will_know|go_know|will_regret|go_regret|will_feel_it|go_feel_am|tonight_he_learns|wont_forget|no_go_forget',
  ),
);
lexicon(
  'AFFAIRS',
  words(
    'passwords|password|pin|pins|bank_pin|atm_pin|bank_details|account_details|my_will|insurance|life_insurance|savings|my_things|my_belongings|instructions|letters',
  ),
);
lexicon('DEATH_WORD', words('death|dying|to_die|mutuwa|onwu|iku|suicide|ending_it|ending_my_life|killing_myself|kpai'));
lexicon(
  'ONLY_WAY',
  words(
    'only_way|only_way_out|only_solution|only_option|only_escape|only_answer|way_out|mafita|kawai_mafita|ce_kawai_mafita|naani_uzo|bu_naani_uzo|nikan_ni_ona|ona_abayo|uzo_opupu',
  ),
);
lexicon(
  'HIGH_LOCAL',
  words(
    'oke_ile|lori_oke_ile|orule|lori_orule|afara|lori_afara|rufin_gida|kan_rufin_gida|kan_rufin|rufi|saman_gini|kan_gada|gada|elu_ulo|n_elu_ulo|uko_ulo|akwa_mmiri|on_the_roof|on_the_ledge|on_the_bridge|on_top_of_the_building|on_the_balcony|top_of_the_building',
  ),
);
lexicon(
  'JUMP_LOCAL',
  words(
    'jump|jump_down|be_sile|fo_sile|be|fo|tsalle|yi_tsalle|ta_yi_tsalle|ya_yi_tsalle|fado|ta_fado|ya_fado|wuli|wulia|mapu|si_elu_wuda|wuda',
  ),
);

export const CONCEPTS_TABLE = `
# Self-harm acts: a need, a relief, a mark in the skin, on purpose, a relapse (#32 round 3).
SELF_HARM SELF_HARM_ACT C need_to|urge_to|itch_to|itching_to|crave|craving|want_to|wanna|wan|have_to|must ~0 cut|burn ~0 @EDGE|again|so_bad|badly|tonight|its|the_only|only|myself|deeper|now
SELF_HARM SELF_HARM_ACT C cutting|burning_myself|hurting_myself|harming_myself|the_cutting|self_harm*|the_pain ~0 makes_me_feel|make_me_feel|helps_me|helps|is_the_only_thing|calms_me|gives_me_relief|numbs|relieves|is_my_escape
SELF_HARM SELF_HARM_ACT C carved|carve|carving|etched|etching|scratched|scratching ~3 into|in|on ~0 my ~0 skin|arm|arms|wrist|wrists|thigh|thighs|flesh|leg|legs|stomach
SELF_HARM SELF_HARM_ACT C @HARM_SELF_V|@CUT_V ~2 my|mi ~0 @BODY ~8 @DELIBERATE
SELF_HARM SELF_HARM_ACT C @DELIBERATE ~3 @HARM_SELF_V|@CUT_V ~2 my|mi|myself ~0 @BODY?
SELF_HARM SELF_HARM_ACT C @RELAPSE ~6 @BLADE|cutting|cut|burning|hurting_myself|harming_myself|self_harm*|selfharm*
SELF_HARM SELF_HARM_ACT C @BLADE|cutting|self_harm*|selfharm* ~4 again|relapsed|relapse|last_night|tonight
SELF_HARM SELF_HARM_ACT C cutar_da_kaina|ina_cutar_da_kaina|na_cutar_da_kaina|raunata_kaina|ji_wa_kaina_rauni|yanke_kaina|emeru_onwe_m|emeru_onwe_m_ahu|merua_onwe_m|meruo_onwe_m|ebi_onwe_m|ge_ara_mi|mo_n_ge_ara_mi|se_ara_mi_lese|pa_ara_mi_lara|mo_n_pa_ara_mi_lara
SELF_HARM SELF_HARM_ACT C the_cuts|my_cuts|the_wounds|my_wounds|the_burns|my_burns ~3 deeper|worse|more|again|bigger|fresh|new|every_day|every_night
SELF_HARM SELF_HARM_ACT C hide|cover|covering|hiding ~4 what_i_did_to|the_cuts|the_scars|my_scars|my_cuts|the_marks|my_marks|the_burns|my_burns|fresh_cuts
SELF_HARM SELF_HARM_ACT C reza|aguba|abe|blade|razor ~2 ebe|bee|gbe|yanka|ge|cut ~1 aka_m|aka|owo_mi|hannuna|onwe_m|ara_mi|my_hand|my_arm
# Plans: a place chosen and checked.
SELF_HARM PLAN_OR_MEANS C i_know|ive_chosen|ive_picked|i_chose|i_don_choose|i_have_chosen ~0 which|the ~0 bridge|building|rooftop|river|lagoon|cliff|rope|pills
SELF_HARM PLAN_OR_MEANS C checked|checking|measured|scouted|visited|went_to_see ~3 the_railings|railing|railings|the_height|how_high|the_drop|the_roof_access
SELF_HARM PLAN_OR_MEANS C @NAMED_PLACE ~6 i_don_tire|don_tire|im_done|i_am_done|tired_of_life|goodbye|no_more|its_over|enough|i_cant_anymore
SELF_HARM PASSIVE_WISH C kill|take|strike|fire|finish|carry ~0 me|mi ~1 make_i_rest|so_i_can_rest|let_me_rest|make_i_just_rest|and_let_me_rest|so_i_rest
IN_DANGER - C @ROBBERS ~3 ti_gbe_mi|gbe_mi|ji_mi_gbe|ejidela_m|ejide_m|kama_ni|sun_kama_ni|sun_dauke_ni|took_me|have_me|caught_me|kidnapped_me|holding_me|dey_hold_me|don_carry_me
# Goodbyes: a farewell with finality; the last night; affairs put in order; a message for my family.
SELF_HARM GOODBYE C @FINALITY ~6 @FAREWELL
SELF_HARM GOODBYE C @FAREWELL ~6 @FINALITY
SELF_HARM GOODBYE C last|final ~0 night|day|hours|moments|breath|sunset ~0 on_earth|alive|on_this_earth|in_this_world|of_my_life
SELF_HARM GOODBYE C tell ~0 @KIN ~3 loved|i_loved|im_sorry|sorry|i_tried|forgive_me|i_did_my_best|not_to_cry|dont_cry|i_was_sorry
SELF_HARM GOODBYE C @AFFAIRS ~12 need_them_after|need_it_after|will_need_them|after_im_gone|when_im_gone|once_im_gone|after_i_go|when_i_no_dey|after_i_die|when_i_die|for_after
SELF_HARM GOODBYE C agaghi_m_ano_ebe_a|m_gaghi_ano_ebe_a|agaghi_m_ano|agaghi_m_adi_ndu|mi_o_ni_si_nibi|mi_o_ni_si_nibi_mo|ba_zan_kasance|ba_zan_kara_kasancewa|ba_zan_kasance_nan
SELF_HARM GOODBYE C take_care_of|look_after|care_for|lekota|lekotara|toju|kula_da ~0 @KIN|nne_m|nna_m|umu_m|iya_mi|omo_mi|mahaifiyata|yarana ~0 for_me|fun_mi|maka_m|mi ~4 @EDGE|i_wont|i_no_go|agaghi|mi_o_ni|ba_zan|wont_be|no_go_dey
# Hopelessness: death the only way out; no me soon; "can't anymore" alone.
SELF_HARM HOPELESSNESS_WITH_INTENT C @DEATH_WORD ~3 @ONLY_WAY
SELF_HARM HOPELESSNESS_WITH_INTENT C @ONLY_WAY ~3 @DEATH_WORD
SELF_HARM HOPELESSNESS_WITH_INTENT C no_me|no_more_me|me_no_more|not_be_here|wont_be_here|no_go_dey ~0 soon|tomorrow|much_longer|by_tomorrow|next_week
SELF_HARM HOPELESSNESS_WITH_INTENT U @EDGE ~1 cant|cannot|no_fit|i_cant|i_cannot ~0 anymore|again|any_longer|go_on|continue ~0 @EDGE
SELF_HARM HOPELESSNESS_WITH_INTENT U no_future|any_future|a_future ~6 so|then ~2 not_going_to|wont|will_not|no_go ~0 have_one|bother|be_here|stay
# Wanting to die, Igbo without tone marks ("acho m inwu").
SELF_HARM EXPLICIT_INTENT C acho_m_inwu|a_cho_m_inwu|acho_m_ka_m_nwuo|m_cho_inwu|m_choro_inwu|acho_m_ka_m_nwua
# Not here next year; voices that will not stop until I hurt myself.
SELF_HARM HOPELESSNESS_WITH_INTENT C wont_be_here|will_not_be_here|not_be_here|wont_be_around|will_not_be_around|not_be_around|no_go_dey_here|no_go_dey ~0 next_year|next_month|by_christmas|by_next_week|much_longer|next_week|by_next_year|for_christmas
SELF_HARM HOPELESSNESS_WITH_INTENT C stopped_pretending|stop_pretending|no_point_pretending|not_pretending ~4 ill_be_here|i_will_be_here|ill_be_around|ill_make_it|ill_survive|ill_be_alive|i_go_dey
SELF_HARM COMMAND_VOICES C @VOICE ~3 wont_stop|will_not_stop|no_go_stop|dont_stop|never_stop ~0 until|till|unless ~1 i|me ~1 hurt|kill|cut|die|jump|do_it|harm
SELF_HARM PASSIVE_WISH C better_off|be_better_off|d_be_better_off ~0 in_the_ground|in_my_grave|six_feet_under|underground|in_a_coffin|in_a_box|buried
IN_DANGER - C di_m|nwunye_m|nna_m|@THIRD|@SOMEONE|@A_MAN|okunrin_kan|mijina ~4 na_achu_m|achu_m|n_le_mi|n_le_mi_kiri|yana_bi_na|yana_korana|korana|chasing_me|dey_chase_me|is_chasing_me|dey_pursue_me
# Passive wishes: a car that hits me; envy of the dead; "better if I had died" (Yoruba).
SELF_HARM PASSIVE_WISH C hope|wish|pray|praying|hoping|wishing|make ~2 a|the|one ~0 car|bus|trailer|truck|lorry|danfo|okada|keke|train|tanker|motor ~0 hits|hit|kills|runs_over|knocks|crushes|jams|jam|go_hit|go_jam|knock_down ~0 me|mi
SELF_HARM PASSIVE_WISH U envy|jealous_of|lucky|i_envy ~3 people|those|the_ones|anyone|everyone|them ~1 who|wey|that ~0 die|died|dead|are_dead|passed|passed_away
SELF_HARM PASSIVE_WISH C i_ba_san_ki_n_ti_ku|iba_san_ki_n_ti_ku|ba_san_ki_n_ku|ki_n_ti_ku|iba_dara_ki_n_ku|o_ba_dara_ki_n_ku|da_na_mutu|da_ma_na_mutu|gara_da_na_mutu|o_ka_mma_ma_m_nwuru|ma_m_nwuru
# Plans: a lethal dose looked up; a rope hidden; pills swallowed (Hausa, Igbo).
SELF_HARM PLAN_OR_MEANS C dose|dosage|amount|pills|tablets|how_many|how_much ~2 that|to|which|wey|it_takes ~2 would|will|go|can|could|to ~0 kill_me|kill_myself|finish_me|end_me|end_my_life|kill_a_person|kill_someone
SELF_HARM PLAN_OR_MEANS C hide|hid|hidden|don_hide|bought|buy|don_buy|kept|keep|got|tied|tie|prepared|prepare ~1 a|the|one? ~0 rope|noose ~2 for|in|inside|under|to ~1 my|the|me ~0 room|ceiling|fan|bed|wardrobe|self|neck
SELF_HARM PLAN_OR_MEANS Cs na_hadiye|hadiye|ya_hadiye|ta_hadiye|elola_m|elola|elo_m|loro|ri|gbe_mi|gbe ~2 @DRUGS|@POISON ~2 da_yawa|niile|dum|pupo|opolopo|gbogbo|all|plenty|many|mi
SELF_HARM PLAN_OR_MEANS C zan|za_ni|ina_so_in|so_nake|mo_fe|maa|aga_m|achoro_m ~2 yi_tsalle|tsalle|fo|be|wuli|mapu ~3 daga|lati|si|na|n ~2 @HIGH_LOCAL|@PLACE_HIGH|gada|afara|bridge
# Command voices in Hausa (voices telling me to jump).
SELF_HARM COMMAND_VOICES C muryoyi|murya|muryar|ohun|olu|voices ~2 suna_ce_min|suna_gaya_min|tana_ce_min|yana_ce_min|ce_min|n_so_fun_mi|na_agwa_m|na-agwa_m ~3 in|n|ka_m|ki_n ~1 yi_tsalle|tsalle|mutu|kashe_kaina|be|ku|nwuo|wuli|mapu
# Harm to others: fuel at someone's door; a weapon, then "they will see"; a machete (Hausa).
HARM_TO_OTHERS - C poured|pour|pouring|splashed|don_pour ~1 petrol|kerosene|fuel|acid|fetur ~3 by|on|at|around|for ~1 his|her|their|im|the ~0 door|house|car|room|shop|body|face
HARM_TO_OTHERS - C @WEAPON|gotten_gun|got_a_gun|bought_a_gun ~6 he|she|they|those|dem|them|him|her|you ~3 @THEY_WILL_SEE
HARM_TO_OTHERS - C zan|za_ni|na ~0 sare|sara|soka|daba|yanka|kashe ~0 shi|ta|su|masa|mata ~2 da? ~0 @WEAPON_LOCAL?
HARM_TO_OTHERS - C m_ga_emeru|ga_emeru|ga_merua|ga_egbu|ga_eti ~0 nwa_m|di_m|nwunye_m|ya|nne_m|nna_m
# In danger: a one-chance bus, a driver who won't let me out, a door being broken, gunfire,
# a threat to shoot, being followed or kidnapped (Yoruba, Hausa, Igbo).
IN_DANGER - C entered|enter|entered_a|boarded|board|inside|in_a|don_enter|i_enter|dey_inside|im_in|i_am_in|i_dey_inside ~1 one_chance
IN_DANGER - C one_chance ~0 bus|car|driver|people|guys|boys|gang|robbers|vehicle|taxi|keke|dem
IN_DANGER - C driving_me|dey_drive_me|taking_me|carrying_me|dey_carry_me ~0 somewhere|to_somewhere|go_somewhere|to_where_i|where_i_no_know|to_an_unknown|away|into_the_bush|to_the_bush
IN_DANGER - C driver|he|they|dem|the_driver|the_man|the_guys ~2 wont|will_not|refused_to|refuse_to|no_gree|no_wan|not_letting|refusing_to ~0 let_me|allow_me|make_i ~0 out|go|leave|comot|come_out|get_out|commot|down|stop
IN_DANGER - C taken|took|collected|seized|collect|don_collect|dem_collect|karbe ~2 my_phone|my_phones|my_atm|my_card|my_atm_card|phone_mi|wayata|ekwenti_m ~8 wont|no_gree|refuse|wont_let|not_letting|driving|dey_drive|changed_route|dey_use_another|still_inside|forced_me|pin
IN_DANGER - C @ROBBERS|someone|somebody|people|men|dem|they ~3 breaking|are_breaking|dey_break|trying_to_break|kicking|forcing|banging_on|dey_knock ~1 my|our|the ~0 door|gate|window|room|fence
IN_DANGER - C @ROBBERS ~6 shooting|are_shooting|dey_shoot|shots|gunshots|in_our_street|in_our_house|in_our_compound|at_my_door|outside_my_door|outside_our_house|at_our_gate|in_the_area_now|inside_the_house
IN_DANGER - C shooting|gunshots|gunfire|shots|shootings ~6 hiding|we_are_hiding|were_hiding|im_hiding|i_dey_hide|we_dey_hide|under_the_bed
IN_DANGER - C harassing|harass|dey_harass|threatening|threatened|threatens|dey_threaten|barazanar|n_hale_mo|na_eyi_m_egwu ~2 to|say|da|say_dem_go|say_e_go? ~1 shoot|kill|kashe|stab|rape|burn|pa|egbu|beat ~0 me|ni|mi|m|us|@EDGE
IN_DANGER - C @THIRD|partner|husband|wife|boyfriend|girlfriend ~3 choke|chokes|choking|strangle|strangles|beat|beats|hit|hits|slap|slaps|punch|punches ~1 you|me ~8 happened_again|again_tonight|again_today|happened_to_me|it_happened_again|again_last_night|again_this_morning
IN_DANGER - C @A_MAN|enikan|eniyan_kan|ẹnikan|mmadu|onye|someone|somebody|wani|wata|one_person ~3 @FOLLOWING_ME_LOCAL|following_me|dey_follow_me|is_following_me|followed_me_home
IN_DANGER - C ha_atoola_m|atoola_m|ha_atoro_m|atoro_m|ha_tooro_m|won_ti_ji_mi_gbe|won_ji_mi_gbe|an_sace_ni|sun_sace_ni|masu_garkuwa_sun|kidnapped_me|have_kidnapped_me|dem_don_kidnap_me|don_kidnap_me
# Someone else: locked in with a blade; on a roof wanting to jump; a friend's goodbye text.
SOMEONE_ELSE - C @THIRD|@SOMEONE ~2 locked|lock|don_lock|has_locked ~0 @SELF3 ~4 with ~1 a? ~0 @BLADE|@DRUGS|@POISON|rope
SOMEONE_ELSE - C @THIRD|@SOMEONE ~8 @HIGH_LOCAL ~8 fe|so|choro|wants_to|want_to|wan|dey_try|tana_so_ta|yana_so_ya|tana_so|yana_so|o_fe ~2 @JUMP_LOCAL
SOMEONE_ELSE - C @THIRD|@SOMEONE ~3 text|texted|sent|messaged|wrote|called|dm|dmed|tell|told ~2 me|mi ~1 say|that|saying|to ~0 goodbye|bye|farewell|ka_o_di|make_i_take_care|take_care_of|look_after
SOMEONE_ELSE - Cs gbe|swallowed|elola|nuru|hadiye|ya_sha|ta_sha ~3 @DRUGS|@POISON ~4 ko_ji_mo|ko_ji|not_waking|wont_wake|no_wake|ba_ta_farka|ba_ya_farka|anaghi_eteta|naghi_eteta
`;
