// The built-in provider for when no AI service is configured: honest, deterministic text built
// from the member's result (evaluations) or from a few topics (chat), in the member's language
// (#36; the `assistant` catalogue). It says what it is.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@mindcheck/common';
import { serverI18n, type Translate } from '../i18n/index.js';
import type { AiProvider, ChatRequest, EvaluationRequest } from './ai-provider.js';

/** The band's paragraph by the label the facts give (SEVERITY_LABELS, or a neutral scale's). */
const BAND_KEYS: Record<string, string> = {
  minimal: 'band.minimal',
  mild: 'band.mild',
  moderate: 'band.moderate',
  'moderately severe': 'band.moderatelySevere',
  severe: 'band.severe',
  // The spec's own schizophrenia and dementia scales (common/src/severity.ts): by what was reported.
  'few symptoms reported': 'neutral.few',
  'some symptoms reported': 'neutral.some',
  'many symptoms reported': 'neutral.many',
};

/** The assistant's topics: the words that pick one, and its points (`assistant:chat.<topic>.1` to `.3`). */
const TOPICS: { words: RegExp; topic: string }[] = [
  { words: /\b(sleep|insomnia|tired|rest)\b/i, topic: 'sleep' },
  { words: /\b(anx\w*|panic|worr\w*|stress\w*|nervous)\b/i, topic: 'anxiety' },
  { words: /\b(sad|depress\w*|down|low|hopeless|empty)\b/i, topic: 'low' },
  { words: /\b(alcohol|drink\w*|drug\w*|smok\w*|substance|craving\w*)\b/i, topic: 'substances' },
  { words: /\b(memory|forget\w*|confus\w*|dementia)\b/i, topic: 'memory' },
];

/**
 * The offline words (`assistant` catalogue) in the member's language (#36), each paragraph whole:
 * in English while any entry of it awaits review there, as are the names it carries (a test's title,
 * a band: the `app` catalogue's, the screens' own).
 */
function say(locale: string | undefined, keys: readonly string[]): { t: Translate; english: boolean } {
  const i18n = serverI18n();
  const lang: Locale =
    isLocale(locale) && keys.every((key) => !i18n.awaitingReview(locale, key)) ? locale : DEFAULT_LOCALE;
  return { t: i18n.t(lang), english: lang === DEFAULT_LOCALE };
}

export class OfflineProvider implements AiProvider {
  readonly kind = 'offline' as const;

  async evaluate({ facts }: EvaluationRequest): Promise<string> {
    const band = facts.severityLabel.toLowerCase();
    const tips = facts.tips.slice(0, 2);
    const words = (key: string) => `assistant:evaluation.${key}`;
    // The total, with the test's and the band's names in the same language as its sentence.
    const title = facts.condition && `app:assessments.${facts.condition.toLowerCase()}`;
    const bandName = facts.bandKey && `app:ui.band.${facts.bandKey}`;
    const total = words(facts.neutralBands ? 'totalNeutral' : 'total');
    const first = say(facts.locale, title && bandName ? [total, title, bandName] : [total]);
    const values = first.english
      ? { title: facts.conditionTitle, band }
      : { title: first.t(title!), band: first.t(bandName!) };
    // Not a validated instrument: what was reported, never a grade (H11). Crisis-level answers matter
    // more than a low total: never tell that member all is well; on the spec's own scales the crisis
    // flag (a high total) always gets the way to urgent help.
    const guidance = facts.neutralBands
      ? facts.needsCrisisSupport
        ? 'neutral.many'
        : (BAND_KEYS[band] ?? 'neutral.some')
      : facts.needsCrisisSupport && band !== 'severe'
        ? 'crisis'
        : (BAND_KEYS[band] ?? 'band.moderate');
    const paragraphs = [
      first.t(total, { score: facts.score, max: facts.maxScore, ...values }),
      say(facts.locale, [words(guidance)]).t(words(guidance)),
    ];
    // The spec's tips are English: their paragraph is English, whole.
    if (tips.length)
      paragraphs.push(`Two things that may help: ${tips.map((t) => lowerFirst(stripPeriod(t))).join('; and ')}.`);
    paragraphs.push(say(facts.locale, [words('writtenBy')]).t(words('writtenBy')));
    return paragraphs.join('\n\n');
  }

  async *chatStream({ message, locale }: ChatRequest): AsyncIterable<string> {
    const topic = TOPICS.find((t) => t.words.test(message))?.topic ?? 'general';
    const keys = ['intro', `${topic}.1`, `${topic}.2`, `${topic}.3`, 'outro'].map((key) => `assistant:chat.${key}`);
    const { t } = say(locale, keys);
    const reply = [t(keys[0]), ...keys.slice(1, 4).map((key, i) => `${i + 1}. ${t(key)}`), t(keys[4])].join('\n');
    // Streamed word by word, as a live model would, so that the client's streaming path is exercised.
    for (const piece of reply.match(/\S+\s*/g) ?? []) {
      yield piece;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function stripPeriod(text: string): string {
  return text.replace(/[.!]\s*$/, '');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
