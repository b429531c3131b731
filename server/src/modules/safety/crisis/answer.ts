// The member's answer to the ask-when-unsure question ("It sounds like things are really hard. Are
// you thinking about ending your life?"), in English, Pidgin, Yoruba, Hausa and Igbo. Crisis
// language in the answer is a yes whatever else it says; otherwise the first words decide.
import { lexicon, lexiconNamed } from './engine.js';
import { TokenIndex } from './engine.index.js';
import { crisisTokens } from './normalize.js';
import { assessCrisis } from './detector.js';

/** How a member answered "Are you thinking about ending your life?": yes, no, or not clear. */
export type CrisisQuestionAnswer = 'YES' | 'NO' | 'UNCLEAR';

const words = (s: string) => s.replaceAll('_', ' ').split('|');
const YES = lexicon(
  'ANSWER_YES',
  words(
    'yes|yeah|yea|yep|yup|ya|yah|yh|y|ok_yes|sure|i_am|i_do|i_have|i_think_so|kind_of|kinda|sort_of|sometimes|maybe_yes|a_bit|a_little|i_dey|i_dey_think_am|i_dey_think|e_no_far|true|truly|honestly_yes|probably|often|every_day|always|i_guess_so|perhaps|somehow|small|small_small|na_so|i_won|i_wan|yes_please|definitely|absolutely|of_course|correct|right|exactly|thats_right|i_have_been|i_was|lately|been_thinking|constantly',
  ),
);
const NO = lexicon(
  'ANSWER_NO',
  words(
    'no|nope|nah|nay|n|not_really|not_at_all|never|im_safe|i_am_safe|im_fine|i_am_fine|im_ok|im_okay|i_am_okay|i_am_ok|im_good|i_am_good|i_dey_fine|i_dey_ok|i_dey_okay|safe|fine|i_no|i_no_dey|i_dont_think_so|dont_think_so|i_wasnt|i_wont|i_would_never|no_way|god_forbid|no_o|noo|not_at_all|not_now|nothing_like_that|no_be_like_that|no_be_so|mba|mba_o|rara|rara_o|ko_si|aa|a_a|ba_haka_ba|ba_zan_ba|thank_god_no|thankfully_no|not_anymore|not_today',
  ),
);
const YES_LOCAL = lexiconNamed('YES_LOCAL').id;
const NO_LOCAL = lexiconNamed('NO_LOCAL').id;
const YES_SHORT = lexiconNamed('YES_SHORT').id;
const ANSWER_WINDOW = 3;

function opensWith(index: TokenIndex, lexes: readonly number[]): boolean {
  for (let i = 0; i < Math.min(ANSWER_WINDOW, index.tokens.length); i += 1) {
    if (lexes.some((lex) => index.has(lex, i))) return true;
    if (
      ![
        'oh',
        'well',
        'um',
        'erm',
        'hmm',
        'uhm',
        'ah',
        'honestly',
        'to',
        'be',
        'tbh',
        'sincerely',
        'abeg',
        'o',
        'ehn',
        'ehen',
      ].includes(index.tokens[i] ?? '')
    )
      return false;
  }
  return false;
}

/**
 * The member's answer to the ask-when-unsure question, in any of the app's languages ("yes",
 * "I dey think am", "no, I'm safe", "bẹẹni", "eh", "ee"...). A reply that is itself crisis language
 * is YES whatever else it says.
 */
export function readCrisisQuestionAnswer(text: string): CrisisQuestionAnswer {
  if (assessCrisis(text).level === 'CRISIS') return 'YES';
  const index = new TokenIndex(crisisTokens(text.slice(0, 200)));
  if (opensWith(index, [NO.id, NO_LOCAL])) return 'NO';
  if (opensWith(index, [YES.id, YES_LOCAL])) return 'YES';
  if (index.tokens.length <= 2 && index.has(YES_SHORT, 0)) return 'YES';
  return 'UNCLEAR';
}
