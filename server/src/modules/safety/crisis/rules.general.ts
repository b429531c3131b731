// Rules for concepts the blind corpus (fresh.jsonl) showed missing, written as concepts in every
// language at once, never as a copy of one of its lines (format: rules.self.ts; rules.kinds.ts
// reads them where its table says `## GENERAL`). Local words: "author's knowledge, awaiting
// native-speaker review" (lexicon.local.ts's AUTHOR) unless a source is named.
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

lexicon('GOD', words('god|lord|jesus|allah|olorun|oluwa|eledumare|chineke|chukwu|chiukwu|ubangiji|ubangijin'));
// "take me" (away, to Him): English, Yoruba "mu mi lo", Hausa "dauke ni", Igbo "were m".
lexicon(
  'TAKE_ME',
  words(
    'take_me|takes_me|took_me|to_take_me|should_take_me|would_take_me|will_take_me|carry_me|call_me_home|mu_mi_lo|mu_mi|ya_dauke_ni|dauke_ni|dauki_raina|ya_dauki_raina|were_m|were_m_puo|kpoo_m',
  ),
);
// Everyone at peace or at rest when I am no longer here (Hausa "idan ba na nan", Yoruba "ti mi o ba
// si mo", Igbo "ma m nwuo", "ma m anoghi").
lexicon(
  'WITHOUT_ME_LOCAL',
  words(
    'idan_ba_na_nan|in_ba_na_nan|idan_ba_ni|idan_na_mutu|in_na_mutu|ti_mi_o_ba_si_mo|ti_mi_o_ba_si|mi_o_ba_si_mo|ti_mo_ba_ku|ma_m_nwuo|ma_m_nwua|ma_m_anoghi|mgbe_m_nwuru|ma_m_pua',
  ),
);
lexicon(
  'AT_PEACE',
  words(
    'huta|zai_huta|za_su_huta|samu_salama|ni_alafia|a_ni_alafia|ni_isinmi|sinmi|enwe_udo|ga_enwe_udo|udo|zuru_ike|ga_ezu_ike|rest|have_peace|be_at_peace|be_happy|be_free',
  ),
);
// Someone being beaten now, said impersonally (Hausa "ana dukan", Yoruba "won n lu", Igbo "a na-eti").
lexicon('BEATEN_NOW_LOCAL', words('ana_dukan|ana_duka|ana_dukansa|ana_dukanta|won_n_lu|won_lu|a_na_eti|ana_eti'));
lexicon(
  'CHILD_OR_PERSON',
  words('wani|wata|yaro|yarinya|karamin|omo|omode|omo_kekere|nwa|nwata|nwatakiri|otu|mace|obinrin|nwanyi|iyawo|matar'),
);
// A farewell message (Hausa "sakon ban kwana", Yoruba "idagbere", Igbo "ozi ka o di").
lexicon(
  'FAREWELL_LOCAL',
  words('sakon_ban_kwana|ban_kwana|idagbere|oro_idagbere|ozi_ka_o_di|ka_o_di|ozi_nkwado_ikpeazu|sako_na_karshe'),
);
// A man following me (Yoruba "n tele mi", Hausa "yana bi na", Igbo "na-eso m").
lexicon('FOLLOWING_ME_LOCAL', words('n_tele_mi|ntele_mi|tele_mi|yana_bi_na|yana_bina|yana_bin_ni|na_eso_m|eso_m'));
lexicon('A_MAN', words('a_man|some_man|one_man|one_guy|a_guy|okunrin_kan|okunrin|wani_mutum|wani|otu_nwoke|nwoke'));
lexicon(
  'LETHAL_QUESTION',
  words('how_many|how_much|which_one|nawa|melo|meloo|ole|ole_ka|ego_ole|wo_ni|wane|wace|kedu_nke'),
);
lexicon('KILL_ANY', words('kill|kills|kashe|ke_kashe|pa|le_pa|igbu|gbuo|egbu|kpai|die|ku|mutu|nwuo'));
lexicon('FOOD_DRINK', words('food|drink|tea|soup|ounje|oúnje|abinci|abin_sha|nri|ofe|mmanya|obe'));
lexicon('WEAPON_LOCAL', words('machete|cutlass|knife|adda|ada|obe|wuka|mma|axe|gun|bindiga|ibon|egbe'));

// Another person, in the five languages (kin and friends: English and Pidgin "my padi", Yoruba
// "aburo mi", Hausa "kanwata", Igbo "nwanne m").
lexicon(
  'SOMEONE',
  words(
    'my_padi|my_paddy|my_guy|my_babe|my_bestie|my_roommate|my_flatmate|my_neighbour|my_neighbor|my_cousin|my_sis|my_bro|ore_mi|aburo_mi|egbon_mi|omo_mi|iyawo_mi|oko_mi|ore|aburo|egbon|kanwata|kanina|yayata|yayana|abokina|kawata|dan_uwana|yar_uwata|nwanne_m|nwanne_m_nwanyi|nwanne_m_nwoke|enyi_m|nwa_m|di_m|nwunye_m',
  ),
);

export const GENERAL_TABLE = `
# A passive wish: God, take me.
SELF_HARM PASSIVE_WISH C @GOD ~3 @TAKE_ME
SELF_HARM PASSIVE_WISH U pray|praying|wish|hope|ina_fata|fata|mo_fe|achoro_m ~3 sleep|barci|sun ~0 and|in|ki|ma? ~1 not|never|kada|kar|ma|agaghi ~1 wake|farka|ji|eteta
SELF_HARM PASSIVE_WISH U if|ti|idan|ma ~1 @I|mo|na|m ~1 died|die|dead|ku|mutu|nwuo|dont_wake_up|didnt_wake_up ~5 wouldnt_mind|would_not_mind|dont_mind|not_mind|no_mind|it_is_well|relief|okay|fine|no_go_vex|wont_mind
SELF_HARM PASSIVE_WISH U if|when ~1 motor|car|bus|trailer|okada|keke|train|danfo ~2 jam|hit|knock|kill|crush ~1 me|mi ~6 no_go|wont|wouldnt|will_not|no_fit ~1 vex|mind|complain|care
SELF_HARM PASSIVE_WISH U wish|wished ~1 i|it ~0 was|were|had_been ~0 the_one|me ~4 died|die|dead|killed|instead
SELF_HARM PASSIVE_WISH C everybody|everyone|all|kowa|gbogbo|gbogbo_eeyan|gbogbo_eniyan|onye_obula|onye_o_bula|mmadu_niile|una|my_family ~4 @AT_PEACE ~4 @WITHOUT_ME_LOCAL|if_i_leave|if_i_comot|if_i_go|when_i_go|if_im_not_here|if_i_wasnt_here
SELF_HARM PASSIVE_WISH C @WITHOUT_ME_LOCAL ~4 @AT_PEACE
# Promising nothing ("I can't promise I won't"): the negation belongs to the promise.
SELF_HARM EXPLICIT_INTENT C cant|cannot|no_fit|not|can_not|enweghi_m_ike ~1 promise|guarantee|swear|ikwe_nkwa|seleri ~3 wont|will_not|no_go|not|agaghi ~2 do|hurt|harm|kill|try|do_something|emeru ~3 myself|to_myself|onwe_m|ara_mi|kaina|anything|something
HARM_TO_OTHERS - C cant|cannot|no_fit|not|can_not ~1 promise|guarantee|swear ~3 wont|will_not|no_go|not ~1 hurt|harm|kill|stab|beat|touch|do_something_to|attack ~1 @TARGET|my_wife|my_husband|my_child|my_baby|my_son|my_daughter|my_mother|my_father|my_brother|my_sister|my_ex|my_boss
# "Do myself something" (Pidgin), negated when said with "no".
SELF_HARM EXPLICIT_INTENT Cn go|wan|fit|will|gonna|might ~0 do ~0 myself|to_myself ~0 something|anything|somtin|sometin
# Trying again after an attempt that failed.
SELF_HARM EXPLICIT_INTENT U tried|try|try_am|attempted|attempt ~8 didnt_work|did_not_work|e_no_work|no_work|failed|fail ~10 this_time|again|next_time|go_work|will_work
# A day set, everything prepared (Pidgin, Hausa, Yoruba).
SELF_HARM PLAN_OR_MEANS U i_don_plan_am|don_plan_am|plan_am_finish|na_shirya_komai|shirya_komai|mo_ti_pese_gbogbo|mo_ti_seto_gbogbo|ahazirila_m_ihe_niile|ahaziela_m
# Worn out for good (Pidgin): asked, not assumed.
SELF_HARM HOPELESSNESS_WITH_INTENT U don_tire_finish|tire_finish|i_don_tire_for_life|don_tire_for_this_life
# How much of a drug or poison kills a person.
SELF_HARM PLAN_OR_MEANS C @DRUGS|@POISON ~4 @LETHAL_QUESTION ~7 @KILL_ANY
SELF_HARM PLAN_OR_MEANS C @LETHAL_QUESTION ~2 @DRUGS|@POISON ~5 @KILL_ANY
# Entrusting a parent or a child to others, in Yoruba, Hausa and Igbo (asked, not assumed).
SELF_HARM GOODBYE U toju|e_toju|ba_mi_toju|kula_da|ku_kula_da|lekota|lekotanu ~1 iya_mi|baba_mi|omo_mi|mahaifiyata|mahaifina|yarana|nne_m|nna_m|umu_m ~2 fun_mi|maka_m|mi|@EDGE
# A threat with no verb of killing: he won't see tomorrow.
HARM_TO_OTHERS - C he|she|they|hes|shes|@THIRD ~1 wont|will_not|no_go|not_going_to|isnt_going_to ~0 live_to_see|see_tomorrow|see_another_day|see_next_week|live_past|survive|make_it_to|reach_tomorrow|see_the_end
HARM_TO_OTHERS - C ba_zai_ga_gobe|ba_za_ta_ga_gobe|ba_za_su_ga_gobe|ko_ni_ri_ola|ko_ni_ri_ola_mo|won_o_ni_ri_ola|o_gaghi_ahu_echi|ha_agaghi_ahu_echi|agaghi_ahu_echi|ko_ni_ju_ale_yi_lo
HARM_TO_OTHERS - C make_sure|so|so_that ~1 he|she|they|e ~0 doesnt|dont|does_not|will_not|wont|no_go ~0 survive|live|wake_up|make_it
HARM_TO_OTHERS - C @FOOD_DRINK ~4 make|so|ki|ka|so_that|to_make ~2 e|he|she|they|o|ya|ta|enikan|person|am ~1 die|ku|mutu|nwuo|kpai
HARM_TO_OTHERS - C @POISON ~6 @FOOD_DRINK ~4 ki|ka|so|make ~2 o|e|he|she|ya|ta ~1 ku|die|mutu|nwuo|kpai
# Someone else right now.
SOMEONE_ELSE - C @BEATEN_NOW_LOCAL ~2 @CHILD_OR_PERSON
SOMEONE_ELSE - C @THIRD|@SOMEONE ~6 @FAREWELL_LOCAL
SOMEONE_ELSE - C @THIRD|@SOMEONE ~1 don_hang|has_hanged|hanged|hung|don_hang_himself|don_hang_herself
SOMEONE_ELSE - C @THIRD|@SOMEONE ~8 shaking_on_the_floor|shaking_on_the_ground|dey_shake_for_ground|shake_for_ground|shaking_on_the_ground|foaming|dey_foam|foaming_at_the_mouth|convulsing|jerking
# Being followed, and a weapon made ready.
IN_DANGER - C @A_MAN ~3 @FOLLOWING_ME_LOCAL
IN_DANGER - C @THIRD|husband|he|she|my_husband|my_wife|oko_mi|mijina ~4 sharpening|sharpened|sharpen|dey_sharpen|n_pon|pon|yana_wasa ~2 @WEAPON_LOCAL
`;
