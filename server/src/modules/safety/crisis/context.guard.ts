// Round 5 of #32: what no "safe context" may hide. A safe rule (rules.ts, rules.concepts.safe.ts,
// rules.round4.safe.ts) sets aside words that only look like a crisis: a means word in a pest job, a
// death in a film, a burn of the salon, an idiom. Round 4's context rules reach a few words around
// their match, and on two blind sets they hid crises main caught: "cutting herself right now behind
// the locked bathroom door" (a bathroom/door word), "I have counted the pills, it should be enough"
// (a count of a pharmacist's), "kill myself tonight, no be play" (a play of a theatre). The rule of
// the engine, not of a line: a safe context may set aside a hit whose evidence is a means word or an
// idiom alone; it never sets aside, in or a few words around its match, a first-person act, intent
// or farewell, a danger to someone now, or a command voice (PROTECTED); and no safe rule at all,
// idiom or context, applies beside an oath of seriousness ("wallahi ba wasa nake ba", "I'm not
// joking", "no be play", "I mean it"): an oath raises, it never turns an intent into a joke. Local
// words: author's knowledge, awaiting native-speaker review (lexicon.local.ts's AUTHOR).
import { compileRule, lexicon } from './engine.js';
import type { TokenIndex } from './engine.index.js';
import { findMatches } from './engine.match.js';
import './rules.js';
import './rules.round5.js';
import './rules.round6.js';

const words = (s: string) => s.replaceAll('_', ' ').split('|');

/** An oath of seriousness (English, Pidgin, Hausa, Yoruba, Igbo). */
const SERIOUS = lexicon(
  'SERIOUS',
  words(
    'not_joking|im_not_joking|but_for_real|but_for_real_though|jokes_aside|joke_aside|but_seriously|for_real_though|nah_for_real|fr_fr|no_cap|i_am_not_joking|no_be_joke|no_be_play|this_one_no_be_play|i_no_dey_play|i_no_dey_joke|i_mean_it|i_mean_am|im_serious|i_am_serious|dead_serious|im_dead_serious|for_real_for_real|no_joke|this_is_not_a_joke|its_not_a_joke|not_a_joke|ba_wasa|ba_wasa_nake_ba|ba_wasa_nake|wallahi_ba_wasa|wallahi_tallahi|wallahi|walahi|wlh|tallahi|mi_o_se_awada|kii_se_awada|ki_i_se_awada|o_bughi_egwuregwu|abughi_egwu|o_bughi_njakiri|m_na_ekwu_eziokwu',
  ),
).id;

/** A pursuit one is "serious about" (round 10): no oath then. */
const PURSUIT = new Set(
  'faith|religion|god|church|mosque|prayer|studies|school|education|career|business|work|job|exams|health|fitness|diet|relationship|future|music|football|training|savings|money'.split(
    '|',
  ),
);

/** Verbs of a self-harm act, said with oneself as the object. */
const ACT_V =
  'cut|cuts|cutting|cutted|slash|slashing|slashed|burn|burns|burning|burned|burnt|scratch|scratches|scratching|scratched|pull|pulls|pulling|pulled|pluck|plucking|plucked|punish|punishing|punished|hurt|hurting|harm|harming|harmed|starve|starving|starved|bite|biting|hit|hitting|bang|banging|stab|stabbing|stabbed|kona|konawa|yanka|yanke|jo|ge|gun|bee|gbe|sure|kpo|merua|egbu';
const REFLEXIVE =
  'myself|my_self|meself|mysef|msef|herself|himself|themselves|themself|hersef|himsef|imsef|my_body|kaina|kanta|kansa|jikina|ara_mi|ara_re|ara_e|onwe_m|onwe_ya|ahu_m';
/** A reflexive act told as over ("she used to cut herself"): the past rules weigh it with a relapse. */
const USED_TO = lexicon('USED_TO', words('used_to|use_to|in_the_past|once|back_then|as_a_teenager')).id;
/** What makes a reflexive burn or cut an accident after all ("burned myself by mistake"). */
const ACCIDENT = lexicon(
  'ACCIDENT',
  words(
    'by_mistake|mistakenly|accidentally|by_accident|accident|na_mistake|slipped|i_slipped|didnt_mean|did_not_mean|opening_a_tin|opening_a_can|opening_the_tin|opening_the_can|opening_a_bottle|opening_a_box|opening_a_parcel|opening_a_package|silly_me|clumsy_me|in_the_foot|in_the_feet|piece_of_glass|broken_glass|broken_cup|broken_plate|broken_bottle|rusty_nail|on_a_nail|while_cooking|when_cooking|while_slicing|when_slicing|while_shaving|when_shaving|was_shaving|i_was_shaving|dey_shave|as_i_dey_shave|while_ironing|when_ironing|while_cleaning|when_cleaning',
  ),
).id;

/** An accident said in words (not the objects of ACCIDENT: "with a broken bottle" is an act). */
const ACCIDENT_ONLY = lexicon(
  'ACCIDENT_ONLY',
  words(
    'by_mistake|mistakenly|accidentally|by_accident|accident|na_mistake|slipped|i_slipped|didnt_mean|did_not_mean|while_cooking|when_cooking|while_slicing|when_slicing|while_shaving|when_shaving|was_shaving|while_ironing|when_ironing|while_cleaning|when_cleaning|i_fell|fell|tripped|while_working|at_work|while_peeling|when_peeling|peeling|while_chopping|chopping|slicing|while_cutting|cutting_onions|while_making|plaster|put_plaster|while_sharpening|while_opening|opening_a|opening_the|while_washing|washing_the',
  ),
).id;

/**
 * First-person intent and farewells, a danger now, a command voice: [rule, always]. A rule marked
 * always is protected from every safe rule it overlaps (an idiom's joke marker too: "I'll be dead by
 * Friday haha"); the others from the context rules, over their match and a few words around it.
 */
const PROTECTED: readonly [string, boolean, ('farewell' | 'act')?][] = [
  // An act on oneself (or on herself now: a sibling behind a door).
  [`${ACT_V} ~1 ${REFLEXIVE}`, false],
  [
    '@VOICE ~4 @COMMAND ~1 me|mi|m|ni|make_i ~6 @HARM_ANY|@KILL_STRONG|pour|hot_water|boiling_water|the_baby|my_baby|my_child|my_pikin|jump|die',
    true,
  ],
  // Round 6: "don't look for me" (five languages), "close my eyes and be gone", a joke taken back
  // ("jk... unless?"), a goodbye "for real this time": no idiom or joke marker sets them aside.
  [
    'o_dabo|odabo|bye|goodbye|good_bye|sai_wata_rana|ka_o_di ~3 e_ma_wa_mi|ema_wa_mi|dont_look_for_me|do_not_look_for_me|make_una_no_find_me|no_look_for_me|kar_ku_neme_ni|kada_ku_neme_ni|unu_achola_m|achola_m',
    true,
  ],
  [
    'hits|hit|knocks|kills|crushes|runs_over ~0 me ~8 wont_even_mind|wont_mind|wouldnt_mind|id_be_relieved|be_relieved|i_no_go_mind|would_be_a_relief|be_a_relief',
    true,
  ],
  [
    'rather ~0 die|be_dead|dead ~0 than ~1 go_back|return|going_back|see_him|see_her|face_him|live_with|marry|stay_with',
    true,
  ],
  [
    '@VOICE ~2 dey_tell|tell|telling|tells|told|say|says|keep_saying ~10 make_i|i_should|i_must ~0 kill|stab|hurt|poison|beat|burn',
    true,
  ],
  // Round 7 (rules.round7.ts): someone heard beating a woman now; a sibling cutting herself now; a
  // cut "because my head was too loud"; poison for a person's food; the insurance as the only way;
  // "na die remain for me"; a sin God "will understand"; "to die for sure".
  [
    'hear|hearing|heard ~3 him|her|them|someone|somebody|a_man|the_man ~0 hitting|hiting|beating|hurting|strangling|choking|kicking ~0 her|him|them|someone|a_woman|his_wife',
    true,
  ],
  [
    'my_sister|my_brother|my_friend|my_son|my_daughter|she|he ~2 dey_cut|is_cutting|cutting ~0 her|his|herself|himself ~0 hand|arm|wrist|wrists|@EDGE',
    true,
  ],
  [
    `${ACT_V} ~1 my ~0 @BODY ~6 because|cos|so_i_could|to_stop|to_quiet|to_feel ~2 my_head|the_voices|my_mind|the_pain|something|numb|too_loud`,
    true,
  ],
  [
    '@I|gonna|il|i_will|i_go|im_going_to|i_wan|make_i ~3 put|pour|mix|add ~3 @POISON ~1 in|inside|into ~0 my|his|her|their ~0 co|co_wifes|wifes|husbands|sisters|brothers|rivals|bosss ~2 fod|food|drink|tea|soup|meal|stew',
    true,
  ],
  ['life_insurance|insurance_money|my_insurance ~6 only_way|only_option|will_pay|be_ok|be_okay|be_fine', true],
  ['na_die|na_death|only_death ~0 remain|dey_remain ~1 for_me', true],
  [
    'sin ~4 but ~2 god|allah|chineke|olorun|chukwu|jesus|the_lord ~2 will_understand|go_understand|understands|will_forgive|go_forgive',
    true,
  ],
  ['to ~0 die ~0 for_sure', true],
  [
    'put|pour|mix|add ~3 @POISON ~3 in|inside|into ~2 the|his|her|my|their ~0 pot|food|fod|soup|stew|drink|tea ~4 see_who|and_see|and_watch|for_him|for_her',
    true,
  ],
  // A means in my hand or before me now (rules.round6.ts).
  ['@MEANS_HELD ~5 @HELD_NOW', false],
  ['close_my_eyes ~4 be_gone|never_open|never_wake|not_wake|disappear', true],
  ['jk|just_kidding|joking|kidding ~2 unless|or_am_i|or_not|maybe_not|not_really', true],
  ['bye|goodbye|good_bye ~1 for_real_this_time|for_real|forever|for_good|permanently', true],
  // Until it bleeds; when I hate myself.
  [
    'until|till|til|untill|tilll ~1 it|e|blood|i ~1 bleeds|bled|bleed|bleeding|dey_bleed|comes_out|come_out|dey_comot',
    false,
  ],
  [
    'when_i_hate_myself|hate_myself|i_hate_myself|punish_myself|to_feel_something|on_purpose|deliberately|intentionally',
    false,
  ],
  // A self-harm told as my habit ("na so I dey do", "every time").
  [
    '@I|i_don|i_dey|i_use|use ~4 @CUT_V|@HARM_SELF_V|burn|burned|burnt ~2 my|mi ~0 @BODY ~3 every_time|everytime|each_time|whenever|na_so_i_dey_do|when_e_too_much|when_the_thing_too_much',
    true,
  ],
  // Intent; a death set for a day.
  [
    'want_to_die|wanna_die|wan_die|i_want_to_die|i_wan_die|ready_to_die|wish_i_was_dead|wish_i_were_dead|kill_myself|end_my_life|end_it_all|take_my_life|take_my_own_life|ina_so_in_mutu|so_in_mutu|zan_kashe_kaina|mo_fe_ku|mo_fe_pa_ara_mi|ma_pa_ara_mi|acho_m_inwu|achoro_m_inwu|m_ga_egbu_onwe_m',
    false,
  ],
  ['be|don ~0 dead|gone|in_my_grave ~1 by|before ~1 @BY_DAY', true],
  // Farewells, an apology for not being strong, not coming back.
  [
    'goodbye|good_bye|bye_everyone|bye_all|farewell|forgive_me|sorry_for_everything|not_coming_back|wont_come_back|wont_be_coming_back|will_not_come_back|never_coming_back|no_go_come_back|i_no_go_come_back|not_be_coming_back|ba_zan_dawo|ba_zan_dawo_ba|mi_o_ni_pada|agaghi_m_alota',
    false,
    'farewell',
  ],
  [
    'sorry ~2 i|im|i_am ~0 couldnt|could_not|wasnt|was_not|cant|cannot|no_fit ~1 be|stay ~0 stronger|strong|strong_enough',
    true,
  ],
  // My own store of pills, counted or bought from several chemists "small small".
  [
    '@I|i_don|ive|i_have ~2 counted|count|counting|counted_out|collected|collecting|gathered|hoarded ~3 @DRUGS|them',
    false,
  ],
  ['counted|count|counting|counted_out|collected|collecting|gathered|hoarded ~2 my|all_my|my_own ~1 @DRUGS', false],
  ['small_small|bit_by_bit|nobody_suspects|nobody_will_suspect|no_one_will_suspect|nobody_go_suspect', false],
  // Round 10: kept out of sight ("so nobody will see"), not kept apart for safety ("so nobody confuses it").
  [
    'so_nobody|so_no_one|so_noone ~1 will|would|go|can|fit|wont|would_not? ~0 know|knows|see|sees|suspect|suspects|stop|stops|notice|notices|find|finds|hear|hears|check|catch|disturb|ask|miss|come|interrupt',
    false,
  ],
  // Round 8: my own intent set for a time ("I'm going to kill myself on Sunday lmao", "overdose
  // after my shift tonight"); shame, then the intent ("I no fit show face again, I go kill myself").
  [
    'im_going_to|i_am_going_to|gonna|im_gonna|ill|i_will|i_go|i_wan|planning_to ~1 kill_myself|end_my_life|end_it_all|take_my_life|overdose|od ~3 @BY_DAY|after|before|on|this|tonight|today',
    true,
  ],
  [
    'cant|cannot|no_fit|i_no_fit|i_cant ~0 show ~1 face|my_face ~10 kill_myself|end_my_life|die|end_it|end_am|hang_myself|drink_sniper',
    true,
  ],
  // Round 8 (rules.round8.ts): petrol poured with a lighter near; a weapon shown to me; a threat
  // "if I leave"; "I will kill my husband" (Hausa); a burn pressed with a hot tool as a habit; a means
  // that keeps calling me or is enough to finish me; someone hanging from a balcony now.
  [
    'poured|pour|pouring|splashed|is_pouring|dey_pour ~1 petrol|kerosene|fuel|acid ~8 lighter|matches|match|burn_me|burn_us|set_fire',
    true,
  ],
  ['e|he|she|dem|they ~0 pulled|point|pointed|brought_out ~0 me? ~1 a? ~0 gun|knife|cutlass|machete', true],
  [
    'if ~1 i|you ~0 leave|leave_am|leave_him|leave_her|comot|report|tell|break_up ~4 e_go|he_will|he_go|hell|she_will|she_go|he_would ~0 kill|kil|finish ~0 me',
    true,
  ],
  ['zan|zan_iya|sai_na ~0 kashe ~0 mijina|matata|mahaifina|yayana|kishiyata|maigidana', true],
  [
    'burn|burning|burned|burnt|pressing|pressed ~0 my ~0 skin|hand|hands|arm|arms|thigh|thighs|wrist|wrists ~3 with ~1 the|a|hot? ~0 iron|hot_iron|lighter|cigarette|candle|spoon ~4 again|when_no_one|when_nobody|nobody_know|nobody_knows|every_night',
    true,
  ],
  [
    '@POISON|@DRUGS|rope|blade|razor|pills|tablets ~8 keeps_calling|keep_calling|is_calling|dey_call|calling|reach_to_finish_me|enough_to_finish_me|don_reach ~2 me|finish_me',
    true,
  ],
  [
    'which|what ~0 tablets|pills|drugs ~8 without_prescription|without_a_prescription|over_the_counter ~4 can_kill|that_can_kill|will_kill',
    true,
  ],
  [
    'hanging|dangling ~2 on|from|over ~1 the ~0 balcony|railing|ledge|window|rail ~8 jump|fall|shouting|screaming',
    true,
  ],
  // Round 9 (rules.round9.ts): a threat reported ("they said they will ... kill me"); "if I died,
  // would anyone notice"; staring at a means; a self-harm tool named ("with a broken bottle"); a cut
  // in secret at night; a blade that calms me.
  ['said|say|threatened|swore|vowed ~3 they|dem ~0 will|go|wan|would|gonna ~5 kill|kil ~0 me|us', true],
  ['threatened|swore|vowed|dey_threaten ~3 he|she|e ~0 will|go|wan|would|gonna|to ~5 kill|kil ~0 me|us', true],
  ['if ~1 i ~0 die|died ~4 would|will ~1 anyone|anybody|people|una|somebody ~1 even? ~0 notice|care|miss', true],
  [
    'keep|kep|i_keep|cant_stop|keeps ~0 looking|staring|loking|stare ~0 at ~1 the|my|that|this? ~0 @POISON|@DRUGS|rope|pills|tablets|blade|razor|knife|sniper',
    true,
  ],
  [
    `${ACT_V} ~1 my|myself ~0 @BODY? ~2 with ~1 a|the|my|an ~0 hot? ~0 broken_bottle|bottle|blade|razor|razor_blade|glass|compass|pin|needle|knife|lighter|cigarette|hot_comb|comb|spoon|fork|scissors|hot_knife|iron`,
    true,
    'act',
  ],
  [`lock|locked|lock_door|at_night|for_night|every_night|secretly|in_secret ~6 ${ACT_V} ~0 my ~0 @BODY`, true],
  [
    'razor|blade|blades|cutting|cutting_myself|burning_myself|hurting_myself|the_cuts ~1 helps|help|calms|relieves|numbs|dey_help|dey_calm ~1 me',
    true,
  ],
  [
    'im_ending_it|i_am_ending_it|im_ending_everything|im_ending_things|i_dey_end_am|im_ending_it_all ~0 before|by|tonight|today|tomorrow|this|soon|@BY_DAY',
    true,
  ],
  [
    'hear|see|read ~1 my_name|about_me|of_me ~2 on|for|in ~1 the? ~0 news|radio|tv|television|papers|newspaper|blog',
    true,
  ],
  [
    'if_i_die|if_i_died|if_death_comes|if_i_no_wake|if_i_dont_wake_up ~12 id_welcome_it|i_would_welcome_it|i_will_welcome_it|i_go_welcome_am|welcome_it|i_wont_mind|i_wouldnt_mind|i_no_go_mind',
    true,
  ],
  [
    'which|what|wetin ~0 pills|tablets|drugs|medicine|medicines|meds|poison|chemical|chemicals ~10 will|would|can|go|fit|that_will|that_can|that_would|wey_fit|wey_go ~0 kill ~0 you|me|a_person|someone|somebody|person|quickly|fast',
    true,
  ],
  ['@I ~1 leaving|going|gone|leave ~0 for_good|forever|permanently ~0 @EDGE', true],
  [
    'if ~1 i ~0 drink|take|swallow|mix|chop|drank|took ~4 @POISON|@DRUGS|pills|tablets ~6 will_i_die|would_i_die|i_go_die|will_it_kill_me|e_go_kill_me|will_i_survive',
    true,
  ],
  [
    '@POISON|@DRUGS|rope|blade|razor|knife|pills|sniper|tablets ~12 i_no_know_wetin_i_go_do|i_dont_know_what_i_fit_do|i_dont_know_what_ill_do|i_dont_know_what_i_will_do|i_might_do_something|i_fit_do_something',
    true,
  ],
  // Round 10 (rules.round10.ts): a hot tool or a cigarette used to burn my own body; a burn "to feel".
  [
    'used|use|took|take|i_dey_use|i_don_use ~2 hot_iron|iron|lighter|cigarette|candle|hot_spoon|hot_knife|hot_metal ~1 to|take|dey? ~0 burn|press ~0 my|mi ~0 @BODY|body|skin',
    true,
  ],
  ['make_i_feel|make_i_fit_feel|so_i_can_feel|so_i_could_feel|just_to_feel', false],
  // On my way to someone with a weapon.
  [
    'driving|going|heading|coming|on_my_way|dey_go|dey_come|im_going ~4 house|place|address|office|side|shop|compound|gida|ile|ulo ~6 @WEAPON|bat|baseball_bat|cricket_bat|club|pipe',
    true,
  ],
];
const COMPILED = PROTECTED.map(([source, always, mark]) => ({
  slots: compileRule(source),
  always,
  farewell: mark === 'farewell',
  act: mark === 'act',
}));
const REFLEXIVE_ACT = COMPILED[0];

interface Span {
  start: number;
  end: number;
  always: boolean;
  farewell: boolean;
}

/** The protected spans of the message, found once (only when a safe rule matched). */
export class Guard {
  private spans: Span[] | null = null;

  constructor(private readonly index: TokenIndex) {}

  private all(): Span[] {
    if (this.spans) return this.spans;
    const spans: Span[] = [];
    for (const rule of COMPILED) {
      for (const [start, end] of findMatches(this.index, rule.slots)) {
        // "Burned myself by mistake": an accident is no act (the safe rule may still judge it).
        if (rule === REFLEXIVE_ACT && this.toldAsAccidentOrPast(start, end)) continue;
        // Round 9: a tool named ("with the knife") is no act when told as an accident ("while cooking").
        if (rule.act && this.index.startsWithin([ACCIDENT_ONLY], Math.max(0, start - 4), end + 6)) continue;
        spans.push({ start, end, always: rule.always, farewell: rule.farewell });
      }
    }
    this.spans = spans;
    return spans;
  }

  private toldAsAccidentOrPast(start: number, end: number): boolean {
    return (
      this.index.startsWithin([ACCIDENT], Math.max(0, start - 4), end + 6) ||
      this.index.startsWithin([USED_TO], Math.max(0, start - 3), start - 1)
    );
  }

  /**
   * A protected span overlapping [from, to): any for a context rule (`context`), else only the
   * always-protected ones. A farewell rule (`weighsFarewell`: "relocating, goodbye everyone") weighs
   * a farewell's finality itself (its unless-words), so a farewell alone does not stop it.
   */
  protects(from: number, to: number, context: boolean, weighsFarewell = false): boolean {
    return this.all().some(
      (s) => (context || s.always) && !(weighsFarewell && s.farewell) && s.start < to && s.end > from,
    );
  }

  /** Anywhere in the message. */
  anywhere(): boolean {
    return this.all().length > 0;
  }

  /** An oath of seriousness in [from, to). */
  sworn(from: number, to: number): boolean {
    const end = Math.min(to, this.index.tokens.length);
    // Round 10: "serious about my faith" (a commitment to a pursuit) is no oath.
    return (this.index.startsOf(SERIOUS) ?? []).some((s) => s >= Math.max(0, from) && s < end && !this.committedTo(s));
  }

  private committedTo(start: number): boolean {
    const { tokens } = this.index;
    for (let at = start + 1; at <= start + 3; at += 1) {
      if (tokens[at] === 'about') return PURSUIT.has(tokens[at + (tokens[at + 1] === 'my' ? 2 : 1)] ?? '');
    }
    return false;
  }
}
