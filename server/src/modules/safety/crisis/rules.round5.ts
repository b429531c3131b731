// Round 5 of #32: crisis concepts the blind sets of round 4 showed missing, or left to the learned
// model alone (whose weights round 4's ordinary look-alikes pulled down): a self-harm act told as a
// habit ("until it bleeds", "again" with a household object, Hausa "na kona kaina", Yoruba "jo ara
// mi"); affairs settled and "I'm ready"; "I'll be dead by Friday"; pills bought from several
// chemists "small small", counted as enough; on my way to someone with a weapon; an Igbo threat to
// kill the man who raped me; a passive wish through an illness ("hoping the fever takes me"); the
// highest roof one can get onto. Written as concepts in the languages they apply to, never as a
// copy of a line. Format: rules.self.ts's table (rules.kinds.ts reads ROUND5_TABLE at `## ROUND5`).
// Local words: author's knowledge, awaiting native-speaker review (lexicon.local.ts's AUTHOR).
import { lexicon } from './engine.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** An illness or a crash that could "take" me. */
lexicon(
  'ILLNESS',
  words(
    'fever|this_fever|the_fever|malaria|this_malaria|typhoid|this_typhoid|sickness|this_sickness|illness|this_illness|cancer|this_cancer|disease|the_disease|infection|covid|this_cough|cough|ulcer|hypertension|the_plane|plane|the_bus|bus|the_car|car|accident|an_accident|a_crash|crash|bullet|stray_bullet|armed_robbers|robbers|bandits|kidnappers|thunder|lightning|flood|ibà|iba|zazzabi|zazzabin|cuta|ciwon|oria|ahu_oku|iba_ojo',
  ),
);
/** A day or a time by which. */
lexicon(
  'BY_DAY',
  words(
    'monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|next_week|the_weekend|weekend|month_end|end_of_the_month|end_of_the_week|end_of_the_year|christmas|new_year|my_birthday|morning|monde|tiuzde|wenezde|tozde|fraide|satode|sonde|lahadi|litinin|talata|laraba|alhamis|juma|jumaa|asabar|gobe|ola|echi|aiku|aje|isegun|ojoru|ojobo|eti|abameta',
  ),
);

export const ROUND5_TABLE = `
# A self-harm act told as a habit: until it bleeds; when I hate myself; again, with a thing of the house.
SELF_HARM SELF_HARM_ACT C @CUT_V|@HARM_SELF_V|scratch|scratching|scratched|pull|pulling|pulled|pluck|plucking|pick|picking|bite|biting ~4 my|mi ~0 @BODY|hair|scalp|skin|nails|face|lips ~4 until|till|til|untill ~1 it|e|blood|i ~1 bleeds|bled|bleed|bleeding|dey_bleed|comes_out|dey_comot|come_out
SELF_HARM SELF_HARM_ACT C when_i_hate_myself|i_hate_myself|hate_myself|punish_myself ~6 @CUT_V|@HARM_SELF_V|scratch|scratching|pull|pulling|pluck|plucking|bite|biting|bang|banging|hit|hitting ~3 my|mi|myself ~0 @BODY|hair|scalp|skin|head|face?
SELF_HARM SELF_HARM_ACT C @I|i_don|i_dey|i_go|i_use|use ~4 @CUT_V|@HARM_SELF_V|burn|burned|burnt ~2 my|mi ~0 @BODY ~2 again|every_time|everytime|each_time|na_so_i_dey_do|when_e_too_much|when_the_thing_too_much
SELF_HARM SELF_HARM_ACT C na|zan|nakan|ina ~0 kona|konawa|yanka|yanke|soka|raunata|ji_wa ~0 kaina|jikina
SELF_HARM SELF_HARM_ACT C mo|mo_ti|mo_maa|mo_n ~3 jo|ge|gun|sa|ba_je ~0 ara_mi|owo_mi|apa_mi|itan_mi
SELF_HARM SELF_HARM_ACT C m|a_m|m_na|m_ji ~2 gbuo|gburu|mee|merua|kpoo|bee|ghara ~0 onwe_m|aka_m|ahu_m
# Affairs settled, and ready.
SELF_HARM GOODBYE C paid|paid_back|settled|cleared|repaid|returned|pay_back|don_pay|don_clear ~4 my|all_my|all|every|everybody|everyone|all_the ~1 debts|debt|loans|money|room|things|accounts|bills|wetin_i_owe|i_owe ~14 im_ready|i_am_ready|i_dey_ready|dey_ready|ready_to_go|ready_now|its_time|its_done|all_set|nothing_left
SELF_HARM GOODBYE C fed|feed|left|gave|dropped|handed ~4 the|my|our ~0 cat|dog|pet|fish|key|keys|children|kids|pikin ~14 not_coming_back|wont_come_back|wont_be_coming_back|never_coming_back|no_go_come_back|not_be_coming_back|wont_be_back|ba_zan_dawo|agaghi_m_alota
SELF_HARM GOODBYE C sorry ~2 i|im|i_am ~0 couldnt|could_not|wasnt|was_not|cant|cannot|no_fit ~1 be|stay ~0 stronger|strong|strong_enough|better|enough ~8 goodbye|bye|good_bye|farewell|@FAREWELL|@FINALITY
# I'll be dead by Friday (with a smiley, "anyway" or a "haha": no joke).
SELF_HARM EXPLICIT_INTENT C @I|ill|i_will|i_go|i_should|i_would|ill_probably|i_will_probably ~1 be|don ~0 dead|gone|late|in_my_grave|six_feet_under ~1 by|before|on|come|latest ~1 @BY_DAY
# Pills bought from several chemists, small small, so nobody suspects; counted as enough.
SELF_HARM PLAN_OR_MEANS C bought|buy|buying|collected|collecting|gathered|gathering|don_buy|got ~4 @DRUGS|@POISON ~8 different|several|many|two|three|four|five|various|separate|each ~0 chemists|chemist|pharmacies|pharmacy|shops|stores|patent_medicine|medicine_stores
SELF_HARM PLAN_OR_MEANS C @DRUGS|@POISON ~10 small_small|bit_by_bit|little_by_little|so_nobody|so_no_one|nobody_suspects|nobody_will_suspect|no_one_will_suspect|nobody_go_suspect|so_they_wont_suspect|so_dem_no_go_know
SELF_HARM PLAN_OR_MEANS C counted|count|counting|counted_out ~3 my|all_my|the|them|all_the|all ~1 @DRUGS? ~8 enough|e_go_reach|go_reach|will_do|should_do|should_be_enough|will_be_enough|it_will_be_enough|will_do_it|go_do_am
# On my way to someone with a weapon.
HARM_TO_OTHERS - C @I|im|i_dey|i_am ~2 driving|going|heading|coming|on_my_way|dey_go|dey_come|dey_drive ~4 his|her|their|him|them|am|dem|that|the ~0 house|place|address|office|side|shop|compound|street ~6 with ~1 a|my|the|one ~0 @WEAPON|bat|baseball_bat|club|pipe|iron
# Igbo: I will kill the man who raped me (egbu: kill; dinara m n'ike: raped me).
HARM_TO_OTHERS - C m_ga|aga_m|a_ga_m|m_ga_egbu|m_ga-egbu ~1 egbu|gbuo|gbue ~4 onye|nwoke|nwanyi|ya|ha|onye_ahu|nwoke_ahu
# A passive wish through an illness or a crash.
SELF_HARM PASSIVE_WISH C hope|hoping|wish|wishing|pray|praying|hopefully|maybe|i_dey_pray|i_dey_hope ~4 @ILLNESS ~3 takes_me|take_me|kills_me|kill_me|finishes_me|finish_me|carries_me|carry_me|ends_me|gets_me|takes_me_away|don_finish_me|go_carry_me
# A date set, and the day named as the day (ask).
SELF_HARM PLAN_OR_MEANS U set|picked|chosen|fixed|decided ~2 the|a|my|on_the ~0 date|day ~4 @BY_DAY ~1 is|na ~1 the_day|the_date|it
# The highest roof or bridge one can get onto.
SELF_HARM PLAN_OR_MEANS U highest|tallest|high|highest_point ~2 roof|rooftop|building|bridge|tower|floor|place ~6 get_onto|get_on|get_up|get_to|climb|access|reach|go_up|enter|fit_climb|fit_reach|fit_enter|can_climb|i_can
`;
