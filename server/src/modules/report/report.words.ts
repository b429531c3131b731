// The PDF summary's words in the member's language (issue #36): its headings and sentences from the
// `documents` catalogue, the names it shares with the screens (a test's title, a band, a mood, a
// change) from the client's `app` catalogue, so that the summary says them as the pages do. English is
// the code's text to the letter, as before. Each line is written whole in one language: the member's
// when every word of it is translated there, else English (a line never mixes the two), with its date
// in the same language (English keeps the en-GB '10 Aug 2026'; another language is named by CLDR).
import {
  bandKey,
  DEFAULT_LOCALE,
  hasNeutralBands,
  HELP_LINE_NAMES,
  INSTRUMENT_DEFINITIONS,
  isLocale,
  MEASURE_CHANGE_WORDS,
  MOOD_LABELS,
  MOOD_TAGS,
  severityLabel,
  type Locale,
  type MeasureChange,
  type SeverityBand,
} from '@mindcheck/common';
import { serverI18n } from '../../i18n/index.js';
import { SEVERITY_LABELS } from '../assessment/assessment.scoring.js';
import type { MeasureResultView } from '../measures/measures.service.js';

const MOOD_KEYS: Readonly<Record<number, string>> = {
  1: 'veryLow',
  2: 'low',
  3: 'okay',
  4: 'good',
  5: 'veryGood',
};
const CHANGE_KEYS: Readonly<Record<MeasureChange, string>> = {
  BASELINE: 'baseline',
  RECOVERED: 'recovered',
  IMPROVED: 'improved',
  NO_RELIABLE_CHANGE: 'none',
  DETERIORATED: 'deteriorated',
};
const LINE_KEYS = new Map<string, string>(Object.entries(HELP_LINE_NAMES).map(([key, name]) => [name, key]));

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** '10 Aug 2026' in English (the summary's format since #25), the language's own short month otherwise; UTC. */
function formatDate(date: Date, locale: Locale): string {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === DEFAULT_LOCALE ? 'en-GB' : locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** A result of the spec's tests as the summary lists it. */
export interface SummaryRecord {
  condition: string;
  title: string;
  createdAt: Date;
  score: number;
  maxScore: number;
  severity: SeverityBand;
}

/** A mood check-in as the summary lists it. */
export interface SummaryMood {
  createdAt: Date;
  mood: number;
  tags: readonly string[];
  note?: string | null;
}

export type SummaryWords = ReturnType<typeof summaryWords>;

/** Every word of the summary for a reader of `locale` (anything not one of ours reads as English). */
export function summaryWords(locale: string | null | undefined) {
  const reader: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const i18n = serverI18n();
  /** The language of a line made of these catalogue entries: the reader's if none awaits review there. */
  const languageOf = (keys: readonly string[]): Locale =>
    reader !== DEFAULT_LOCALE && keys.every((key) => !i18n.awaitingReview(reader, key)) ? reader : DEFAULT_LOCALE;
  const say = (key: string, values?: Record<string, unknown>) => i18n.t(languageOf([key]))(key, values);
  const summary = (key: string) => `documents:summary.${key}`;

  return {
    /** The reader's language (any line may still be English, whole). */
    reader,
    /** The document's language, for the PDF's /Lang: the reader's unless its title is English. */
    lang: languageOf([summary('title')]),
    title: say(summary('title')),
    subject: say(summary('subject')),
    name: (name: string) => say(summary('name'), { name }),
    date: (date: Date) => {
      const lang = languageOf([summary('date')]);
      return i18n.t(lang)(summary('date'), { date: formatDate(date, lang) });
    },
    notADiagnosis: say('app:ui.notADiagnosis'),
    results: say(summary('results')),
    noHistory: say('errors:noTestHistory'),
    /** The test's title: the record's (the spec's English), or the language's name for it. */
    testTitle: (record: SummaryRecord) => {
      const key = `app:assessments.${record.condition.toLowerCase()}`;
      return languageOf([key]) === DEFAULT_LOCALE ? record.title : i18n.t(reader)(key);
    },
    result: (record: SummaryRecord) => {
      const neutral = hasNeutralBands(record.condition);
      const bandName = `app:ui.band.${bandKey(record.condition, record.severity)}`;
      const lang = languageOf([summary('result'), bandName]);
      const band =
        lang !== DEFAULT_LOCALE
          ? i18n.t(lang)(bandName)
          : neutral
            ? severityLabel(record.condition, record.severity)
            : SEVERITY_LABELS[record.severity];
      return i18n.t(lang)(summary('result'), {
        date: formatDate(record.createdAt, lang),
        score: record.score,
        max: record.maxScore,
        band,
      });
    },
    answers: say(summary('answers')),
    evaluation: say(summary('evaluation')),
    measures: say(summary('measures')),
    measure: (r: MeasureResultView) => {
      const def = INSTRUMENT_DEFINITIONS[r.instrument];
      // The PHQ-9's and GAD-7's bands are clinical ones.
      const bandName = `app:ui.band.${bandKey(r.instrument, r.severity)}`;
      const changeKey = `app:measures.change.${CHANGE_KEYS[r.change]}.label`;
      const lang = languageOf([summary('measure'), bandName, changeKey]);
      const english = lang === DEFAULT_LOCALE;
      return i18n.t(lang)(summary('measure'), {
        date: formatDate(r.createdAt, lang),
        title: def.title,
        score: r.score,
        max: r.maxScore,
        band: english ? SEVERITY_LABELS[r.severity] : i18n.t(lang)(bandName),
        cutoff: def.clinicalCutoff,
        change: english ? MEASURE_CHANGE_WORDS[r.change].label : i18n.t(lang)(changeKey),
      });
    },
    moods: say(summary('moods')),
    /** '10 Aug 2026: 4 of 5 (Good)  [exercise] - A calm walk': tags and the note as the member wrote them in English. */
    mood: (entry: SummaryMood) => {
      // Moods are 1 to 5 and tags MOOD_TAGS (the service's rules): anything else stays English.
      const known = MOOD_KEYS[entry.mood] && entry.tags.every((tag) => (MOOD_TAGS as readonly string[]).includes(tag));
      const wordKey = `app:dashboard.mood.${MOOD_KEYS[entry.mood]}`;
      const tagKeys = entry.tags.map((tag) => `app:dashboard.mood.tag.${tag}`);
      const lang = known ? languageOf([summary('mood'), wordKey, ...tagKeys]) : DEFAULT_LOCALE;
      const t = i18n.t(lang);
      const english = lang === DEFAULT_LOCALE;
      const tags = entry.tags.length ? `  [${(english ? entry.tags : tagKeys.map((k) => t(k))).join(', ')}]` : '';
      const note = entry.note ? ` - ${entry.note}` : '';
      const word = english ? (MOOD_LABELS[entry.mood]?.word ?? '') : t(wordKey);
      return `${t(summary('mood'), { date: formatDate(entry.createdAt, lang), mood: entry.mood, word })}${tags}${note}`;
    },
    help: say(summary('help')),
    /** A help line's name in the reader's language when MindCheck ships it; the directory's otherwise. */
    helpLine: (name: string) => {
      const key = LINE_KEYS.get(name);
      return key ? say(`crisis:lines.${key}`) : name;
    },
  };
}

/** A test's score as the CSV download lists it. */
export interface ExportScore {
  condition: string;
  /** The spec's English title (CONDITION_INFO). */
  title: string;
  createdAt: Date;
  score: number;
  maxScore: number;
}

/**
 * The CSV download's words for a reader of `locale` (#36): its column names, and each row's words (the
 * kind of row, the test's name, the tags) in the reader's language when the row has them all there,
 * else the row in English, as the download always wrote it (machine-like names: `max_score`).
 */
export function exportWords(locale: string | null | undefined) {
  const reader: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const i18n = serverI18n();
  const languageOf = (keys: readonly string[]): Locale =>
    reader !== DEFAULT_LOCALE && keys.every((key) => !i18n.awaitingReview(reader, key)) ? reader : DEFAULT_LOCALE;
  const COLUMNS = ['type', 'date', 'assessment', 'score', 'maxScore', 'mood', 'note', 'tags'];
  const columnKeys = COLUMNS.map((column) => `documents:export.columns.${column}`);
  return {
    header: (): string[] => {
      const t = i18n.t(languageOf(columnKeys));
      return columnKeys.map((key) => t(key));
    },
    score: (s: ExportScore): (string | number)[] => {
      const titleKey = `app:assessments.${s.condition.toLowerCase()}`;
      const lang = languageOf(['documents:export.score', titleKey]);
      const t = i18n.t(lang);
      const title = lang === DEFAULT_LOCALE ? s.title : t(titleKey);
      return [t('documents:export.score'), s.createdAt.toISOString(), title, s.score, s.maxScore, '', '', ''];
    },
    mood: (m: SummaryMood): (string | number)[] => {
      const known = m.tags.every((tag) => (MOOD_TAGS as readonly string[]).includes(tag));
      const tagKeys = m.tags.map((tag) => `app:dashboard.mood.tag.${tag}`);
      const lang = known ? languageOf(['documents:export.mood', ...tagKeys]) : DEFAULT_LOCALE;
      const t = i18n.t(lang);
      const tags = lang === DEFAULT_LOCALE ? m.tags.join(' ') : tagKeys.map((key) => t(key)).join(', ');
      return [t('documents:export.mood'), m.createdAt.toISOString(), '', '', '', m.mood, m.note ?? '', tags];
    },
  };
}
