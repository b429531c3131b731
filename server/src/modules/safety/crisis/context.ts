// Message-level context the crisis check reads after the rules and before the model: a crisis told
// as past and resolved ("Three years ago I tried to overdose. I've had therapy since and I'm in a
// much better place now", "my friend felt suicidal last month but she is seeing a therapist now",
// "my husband used to beat me but I left him, I'm safe now"). It needs all three: a marker of the
// past, a statement of safety now, and no marker of a risk now ("again", "tonight", "still",
// "this time"): "I tried last week and it didn't work. I'm going to try again" stays a crisis.
import { lexicon, lexiconNamed } from './engine.js';
import type { TokenIndex } from './engine.index.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

const PAST = lexicon(
  'PAST_TIME',
  words(
    [
      'ago|years_ago|months_ago|remember_when|i_remember_when|there_was_a_time|ri|long_ago|last_year|last_month|years_back|some_years_back|months_back|in_the_past|used_to|before_before|once|back_then|at_the_time|as_a_teenager|as_a_teen|in_my_teens|it_took_me|took_me_a_long_time|when_i_was_a_teen|in_my_teenage_years|when_i_was|in_school|in_secondary_school|in_university|that_time|dat_time|since_then|since|then|during_my|back_when|at_that_point|as_kids|as_a_kid|as_a_child|as_children|growing_up|when_we_were',
      // Pidgin: "before" at the end of a clause, "e don tey".
      'before|e_don_tey|don_tey|wey_pass',
      // Yoruba: "seyin" (ago, back), "tele" (before), "ni odun".
      'seyin|ni_seyin|tele|ni_odun|odun_to_koja|osu_to_koja',
      // Hausa: "da suka wuce" (that passed), "a baya" (in the past), "shekarun baya".
      'suka_wuce|da_suka_wuce|a_baya|shekarun_baya|shekaru|a_da',
      // Igbo: "gara aga" (that went), "mgbe gara aga", "afo gara aga".
      'gara_aga|mgbe_gara_aga|afo_gara_aga|na_mbu',
      // Round 4 (#32): "there was a time", "when I small" (Pidgin), "na long time"; Yoruba "nigba kan"
      // (once, at one time), "nigba ti mo wa ni kekere" (when I was small); Hausa "lokacin ina karami"
      // (when I was small), "wani lokaci can baya"; Igbo "mgbe m bu nwata" (when I was a child).
      // Round 6 (#32): a month or a school year named ("in January", "in 300 level", "in JSS3"), a
      // testimony's "last year"; Hausa "bara" / "shekarar bara" (last year), Igbo "afo gara aga".
      'in_january|in_february|in_march|in_april|in_may|in_june|in_july|in_august|in_september|in_october|in_november|in_december|last_january|last_december|last_christmas|in_100_level|in_200_level|in_300_level|in_400_level|in_500_level|in_jss1|in_jss2|in_jss3|in_ss1|in_ss2|in_ss3|in_sss1|in_sss2|in_sss3|in_primary_school|in_secondary|bara|shekarar_bara|a_bara|in_my_final_year|during_covid|during_lockdown|i_bin|i_been|before_before|years_ago|one_time',
      'i_remember_when|remember_when|at_uni|in_uni|at_university|in_university|in_college|at_college|years_clean|months_clean|days_clean|clean_from|free_from|when_my|after_my|after_losing|there_was_a_time|there_were_times|a_time_when|that_time_wey|when_i_small|when_i_dey_small|when_i_was_small|when_i_was_young|when_i_was_younger|na_long_time|long_time_ago|in_my_teens|my_teenage_years|in_my_twenties|in_my_early|a_few_years_back|nigba_kan|nigba_ti_mo_wa_ni_kekere|nigba_ewe_mi|lokacin_ina_karami|lokacin_ina_yaro|wani_lokaci_can_baya|mgbe_m_bu_nwata|mgbe_m_di_obere',
    ].join('|'),
  ),
);

const SAFE_NOW = lexicon(
  'SAFE_NOW',
  words(
    [
      'im_safe|i_am_safe|safe_now|am_safe_now|shes_safe|she_is_safe|hes_safe|he_is_safe|they_are_safe|free_and_safe|im_fine_now|fine_now|okay_now|ok_now|better_now|im_better|much_better|doing_well|doing_better|doing_fine|in_a_better_place|better_place|recovered|recovering|in_recovery|in_treatment|in_therapy|in_counselling|in_counseling|seeing_a_therapist|seeing_a_counsellor|seeing_a_counselor|seeing_a_psychiatrist|got_help|get_help_and|had_therapy|theyve_gone|they_have_gone|i_left_him|left_him|left_her|moved_out',
      // Pidgin.
      'happily_married|happy_now|im_happy_now|life_is_good_now|doing_great|thriving|im_thriving|growth|such_growth|im_healing|ive_healed|i_have_healed|havent_in|i_havent_in|have_not_in|havent_done_it_in|havent_since|clean_for|years_clean|months_clean|ive_stopped|i_have_stopped|took_me_a_long_time_to_stop|ive_been_fine|i_have_been_fine|been_fine_for|fine_for_years|been_okay_for|been_good_for|for_a_decade_now|fine_for_a_decade|dey_safe|i_dey_safe|don_get_help|i_don_get_help|dey_better|i_dey_better|dey_better_now|dey_see_counsellor|dey_see_therapist|don_comot|pack_comot|don_pack_comot|i_dey_fine|i_dey_fine_now|don_dey_fine',
      // Yoruba: "ara mi ti ya" (I am well), "mo ti ri iranlowo" (I got help).
      'ara_mi_ti_ya|ara_re_ti_ya|ri_iranlowo|mo_ri_iranlowo|ara_mi_ya|mo_wa_ni_alafia',
      // Hausa: "ina lafiya" (I am well), "na sami taimako" (I got help), "ta samu lafiya".
      'ina_lafiya|yanzu_ina_lafiya|sami_taimako|samu_taimako|na_sami_taimako|na_samu_taimako|tana_lafiya|yana_lafiya',
      // Igbo: "adi m mma" (I am well), "enwetara m enyemaka" (I got help).
      'adi_m_mma|odi_mma|enwetara_m_enyemaka|enwetara_enyemaka|o_di_mma_ugbu_a',
      // Round 3 (#32): recovery and safety said in other words, in the five languages (English; Pidgin
      // "e don pass", "everything don cool", "I don clean"; Hausa "na samu sauki" I have recovered;
      // Igbo "ahu di m mma" I am well; Yoruba "mo ti gbadun" I have recovered: author's knowledge,
      // awaiting native-speaker review).
      // Round 6 (#32): a testimony ("God restored me", "praise God", Yoruba "ope ni", "Olorun ran mi
      // lowo" God helped me, "mo ti dara" I am well now; Hausa "Allah ya taimake ni" God helped me,
      // "alhamdulillah"; Igbo "Chukwu emeela", "daalu Chukwu"), a life rebuilt (a job, a promotion,
      // married, debt-free, a mother now), a feeling that is gone ("I don't feel like that now") and
      // a hurt forgiven: author's knowledge, awaiting native-speaker review.
      'testimony|testimony_time|testify|testified|i_came_to_testify|praise_god|praise_the_lord|thank_you_jesus|glory_to_god|to_god_be_the_glory|what_a_god|god_restored_me|restored_me|god_did_it|god_do_am|god_don_do_am|god_used|god_sent|god_helped_me|god_help_me_and|god_delivered_me|delivered_me|ope_ni|ope_o|e_ba_mi_dupe|olorun_ran_mi_lowo|oluwa_ran_mi_lowo|mo_ti_dara|mo_ti_dara_bayi|mo_dara_bayi|allah_ya_taimake_ni|alhamdulillah|alhamdu_lillah|chukwu_emeela|daalu_chukwu|chineke_emeela|debt_free|im_debt_free|i_don_pay_everybody|i_don_pay|i_don_settle|don_settle|i_don_get_work|i_got_a_job|got_my_first|my_first_promotion|got_a_promotion|doing_my_masters|im_married|i_am_married|married_with|now_im_doing|life_can_change|life_changed|ive_forgiven|i_have_forgiven|forgiven_her|forgiven_him|ive_forgiven_her|ive_forgiven_him|im_a_mother|im_a_father|a_mother_myself|a_father_myself|dont_feel_like_that|do_not_feel_like_that|dont_feel_that_way|no_longer_feel|dont_feel_like_that_now|i_no_dey_feel_am_again|i_dey_encourage|encourage_people|and_survived|we_survived|e_survive|ya_warke|im_alive_today|still_standing|i_have_my_own_shop|my_own_shop|my_own_business',
      // Round 8 (#32): "glad I'm still here", "therapy really helped", "my life is different now",
      // "now I'm studying to be a counsellor".
      // Round 10 (#32): years of recovery, a second chance, engaged, in final year with good grades,
      // a youth pastor now.
      'years_of_recovery|months_of_recovery|of_recovery|years_sober|sober_for|im_engaged|i_am_engaged|now_im_engaged|im_getting_married|second_chance|a_second_chance|grateful_every_day|grateful_for_a_second|in_final_year|final_year|good_grades|with_good_grades|i_graduated|graduated|im_a_youth_pastor|youth_pastor',
      'glad_im_still_here|glad_i_am_still_here|glad_to_still_be_here|really_helped|therapy_really_helped|life_is_different|my_life_is_different|different_now|things_are_different|studying_to_be|training_to_be|now_im_studying',
      'free_of_it|been_free|free_of|been_free_of|free_from_it|im_a_peer|peer_counsellor|peer_counselor|peer_supporter|im_a_counsellor|im_a_mentor|proud_of_myself|so_proud|im_proud|therapy_helped|helped_a_lot|it_helped|helped_me|i_don_stop|don_stop_am|i_stopped|ive_stopped|i_have_stopped|i_quit|were_okay_now|were_okay|we_are_okay|held_me_up|kept_me_going|pulled_me_through|got_me_through|seeing_a_counsellor_now|life_is_good|life_is_good_now|glad_i_didnt|so_glad_i_didnt|glad_i_did_not|glad_i_survived|glad_im_alive|glad_i_am_alive|grateful_to_be_alive|thankful_to_be_alive|happy_to_be_alive|god_saved_me|god_save_me|god_rescued_me|now_i_have|i_now_have|come_a_long_way|ive_come_a_long_way|how_far_ive_come|how_far_i_have_come|how_far_i_don_come|im_not_there_anymore|not_there_anymore|no_longer_there|no_longer_in_that_place|dey_happy|i_dey_happy|now_i_dey_happy|e_don_change|things_don_change|we_dey_okay|we_dey_fine|we_are_okay_now|we_are_fine_now|im_happy_now|happy_now|a_therapist_and|i_have_a_therapist|inu_mi_dun_bayi|inu_mi_n_dun|olorun_gba_mi|oluwa_gba_mi|ina_farin_ciki_yanzu|ina_farin_ciki|allah_ya_cece_ni|allah_ya_tseratar_da_ni|obi_di_m_uto|obi_di_m_uto_ugbu_a|chineke_zoputara_m|chukwu_zoputara_m|i_help_others|help_others|now_i_help|i_volunteer|volunteer_at|today_im_a|now_im_a|thats_behind_me|its_behind_me|all_behind_me|now_behind_me|is_behind_me|everything_don_better|don_better|since_i_start_therapy|start_therapy|started_therapy|since_therapy|and_safe|now_and_safe|safe_and_well|i_got_help|got_help|on_medication|see_a_therapist|seeing_a_psychologist|in_a_good_place|in_a_better_space|healed|i_have_healed|ive_healed|clean_for|been_clean|ive_been_clean|i_have_been_clean|years_clean|months_clean|dey_okay|i_dey_okay|dey_ok|god_don_help_me|e_don_pass|don_pass|everything_don_cool|don_cool|i_don_clean|don_clean|i_don_heal|don_heal|samu_sauki|na_samu_sauki|na_sami_sauki|sami_sauki|na_warke|ahu_di_m_mma|ahu_di_m_ike|agbakela_m|gbadun|mo_ti_gbadun|ara_mi_ti_da|ti_bori_re',
    ].join('|'),
  ),
);

const RISK_NOW = lexicon(
  'RISK_NOW',
  words(
    'again|but_now|tonight|today|still|this_time|next_time|another_time|next_time_i_see_him|these_days|lately|right_now|anymore|relapse|relapsed|relapsing|back_again|starting_again|come_back|coming_back|came_back|agan|agen|lonii|lale_yi|yau|yanzu_kuma|ozo|taa|abali_a|e_don_start_again|don_start_again',
  ),
);

const NEG = lexiconNamed('NEG').id;

const YEAR = /^(19|20)\d\d$/;
/** An age told ("when I wanted to die at 17"). */
const AGE = /^\d\d?$/;

/** Words that make a following risk marker hypothetical ("if things get bad again", "in case it comes back"). */
const HYPOTHETICAL = lexicon(
  'HYPOTHETICAL',
  words(
    'if|when|whenever|in_case|incase|case|should|before|prevent|to_prevent|avoid|to_avoid|so_that|so_it|warning_signs|signs',
  ),
);
/** "still" about a memory, not a risk now ("it still scares me", "I still think about it"). */
const MEMORY = lexicon(
  'MEMORY',
  words(
    'think|thinks|thinking|remember|get_nervous|nervous|feel_nervous|get_scared|get_anxious|anxious|jumpy|flinch|remembers|scares|scared|haunts|affects|bothers|miss|misses|have_scars|have_the_scars|get_flashbacks|get_nightmares|have_nightmares|have_flashbacks|have_bad_dreams|dream|dream_about|cry|cry_about|feel_sad|hurts_to|pains_me|dey_pain_me|dey_remember|makes_me_sad|upsets|wonder|carry_the',
  ),
);
const RISK_SPAN = 6;
/** What "anymore" is said of when the risk itself is over ("I'm not there anymore"). */
const OVER_NOW = lexicon(
  'OVER_NOW',
  words('there|that_place|in_that_place|like_that|that_way|that_person|that_girl|that_boy|that_man|that_woman'),
);
/** "still" as the normalisation spells it (repeated letters read once). */
const STILL = new Set(['still', 'stil']);
const SAFETY_OPENERS = new Set(['but', 'today', 'now']);

/** A risk now said in earnest: not hypothetical, not a memory, not "but now" or "today" followed by safety. */
/** The day an urge came ("today I felt like slapping him, but I walked away"): no risk before the urge is held back. */
const URGE_DAY = new Set(['today', 'yau', 'taa', 'lonii']);

function riskNow(index: TokenIndex, heldBackAt = -1): boolean {
  for (const start of index.startsOf(RISK_NOW.id) ?? []) {
    if (index.isBlank(start)) continue;
    // Round 7: the day an urge came, told before it was held back, is when it came, not a risk now.
    if (start < heldBackAt && URGE_DAY.has(index.tokens[start] ?? '')) continue;
    if (index.startsWithin([HYPOTHETICAL.id], Math.max(0, start - 4), start - 1)) continue;
    const next = start + 1;
    if (STILL.has(index.tokens[start] ?? '') && index.startsWithin([MEMORY.id], next, next + 1)) continue;
    // Round 8: "I'm still here" is the safety itself, not a risk now.
    if (STILL.has(index.tokens[start] ?? '') && index.tokens[next] === 'here') continue;
    // "but now" or "today" followed by safety ("but now God don help me, I dey okay", "today I'm a
    // nurse and I help others").
    if (SAFETY_OPENERS.has(index.tokens[start] ?? '') && index.startsWithin([SAFE_NOW.id], next, start + RISK_SPAN))
      continue;
    // "I'm not there anymore", "not like that anymore": the risk is what is over.
    // "three years clean today": a day marked at the end of the message, after safety.
    if (
      index.tokens[start] === 'today' &&
      start === index.tokens.length - 2 &&
      index.startsWithin([SAFE_NOW.id], Math.max(0, start - 6), start - 1)
    )
      continue;
    // "last year at this time": a date, not "this time".
    if (index.tokens[start] === 'this' && index.tokens[start - 1] === 'at') continue;
    if (index.tokens[start] === 'anymore' && index.startsWithin([OVER_NOW.id], Math.max(0, start - 3), start - 1))
      continue;
    return true;
  }
  return false;
}

/** Safety now after `from`, said without a negation just before it ("I'm not safe now" is not). */
function safeNow(index: TokenIndex, from: number, to = Infinity): boolean {
  for (const start of index.startsOf(SAFE_NOW.id) ?? []) {
    if (index.isBlank(start) || start <= from || start > to) continue;
    if (!index.has(NEG, start - 1) && !index.has(NEG, start - 2)) return true;
  }
  return false;
}

/** How far before a crisis its past is told, and after it ("I tried to end it in 2019"). */
const PAST_REACH = 20;
const PAST_AFTER = 8;
/** How far after a crisis its safety now is told (a testimony runs a few sentences). */
const SAFE_REACH = 45;

const HELD_BACK = lexicon(
  'HELD_BACK',
  words(
    'but_i_didnt|but_i_did_not|but_i_walked_away|i_walked_away_and_prayed|but_i_no_do_am|but_i_no_do|i_stopped_myself|but_i_held_back|i_walked_away|i_just_walked_away|i_just_went_out|i_went_out|so_i_left|i_calmed_down|but_i_controlled_myself|i_controlled_myself|i_comot_for_there',
  ),
);

/** An urge to hurt someone told as held back ("I wanted to slap him, but I didn't, I went out"). */
export function heldBack(index: TokenIndex, start = 0, end = index.tokens.length): boolean {
  // Round 6: said beside the urge (within a few sentences after it), not anywhere in a long message.
  const to = Math.min(index.tokens.length, end + SAFE_REACH) - 1;
  const at = (index.startsOf(HELD_BACK.id) ?? []).find((p) => p >= Math.max(0, start) && p <= to);
  return at !== undefined && !riskNow(index, at);
}

/**
 * A crisis told as past and over: safety now said after the crisis words (which end at `from`),
 * a marker of the past, and no sign of a risk now.
 */
export function pastAndResolved(
  index: TokenIndex,
  from: number,
  start = from,
  sentenceStarts: readonly number[] = [],
): boolean {
  // A crisis named as a past event ("since my suicide attempt in 2019") may have its safety said
  // before it ("I've come a long way since my suicide attempt").
  const anchored = index.startsWithin([PAST_ANCHOR.id], Math.max(0, start - 3), start - 1);
  // Round 6: with a crisis found, its past and the safety now are read around it, not anywhere in
  // the message: a testimony earlier in a long message never sets aside a crisis told later on.
  const found = start > 0;
  // The past is told in the crisis's sentence or the one before it; after it, only in its own.
  const before = sentenceStarts.filter((s) => s <= start);
  const nextStart = sentenceStarts.find((s) => s > from) ?? index.tokens.length;
  const pastFrom = found ? Math.max(0, start - PAST_REACH, before[before.length - 2] ?? 0) : 0;
  const pastTo = found ? Math.min(index.tokens.length, from + 1 + PAST_AFTER, nextStart) : index.tokens.length;
  return (
    safeNow(index, anchored ? Math.max(-1, start - SAFE_REACH) : from, found ? from + SAFE_REACH : Infinity) &&
    (index.startsWithin([PAST.id], pastFrom, pastTo - 1) ||
      index.tokens.some(
        (t, i) => i >= pastFrom && i < pastTo && (YEAR.test(t) || (t === 'at' && AGE.test(index.tokens[i + 1] ?? ''))),
      )) &&
    !riskNow(index)
  );
}

/** A crisis word told as a past event of the writer's ("since my attempt", "after my overdose"). */
const PAST_ANCHOR = lexicon(
  'PAST_ANCHOR',
  words(
    'since_my|after_my|since_the|survived_my|survived_an|survivor_of|survived_a|recovered_from_my|healed_from_my|since_that',
  ),
);
