// The PDF summary's words (issue #36): English exactly as the summary wrote it before languages, Pidgin
// from the catalogues, and a line whose words await review in a language written whole in English.
import { MEASURE_CHANGE_WORDS, MOOD_LABELS } from '@mindcheck/common';
import { NOT_A_DIAGNOSIS } from './report.service.js';
import { exportWords, summaryWords } from './report.words.js';
import type { MeasureResultView } from '../measures/measures.service.js';

const AT = new Date('2026-08-10T12:00:00Z');
const RECORD = {
  condition: 'SCHIZOPHRENIA',
  title: 'Schizophrenia Assessment',
  createdAt: AT,
  score: 12,
  maxScore: 30,
  severity: 'MODERATE' as const,
};
const MEASURE = {
  instrument: 'PHQ9',
  score: 11,
  maxScore: 27,
  severity: 'MODERATE',
  change: 'IMPROVED',
  createdAt: AT,
} as MeasureResultView;

describe('the summary in English', () => {
  const en = summaryWords('en');

  it("writes every line as it did before languages (the spec's and #25's words)", () => {
    expect([en.title, en.subject, en.results, en.answers, en.evaluation, en.moods, en.help]).toEqual([
      'MindCheck summary',
      'Self-assessment results',
      'Results',
      'Answers',
      'Evaluation',
      'Mood check-ins',
      'If you need help now',
    ]);
    expect(en.name('Ada Obi')).toBe('Name: Ada Obi');
    expect(en.date(AT)).toBe('Date of this summary: 10 Aug 2026');
    expect(en.notADiagnosis).toBe(NOT_A_DIAGNOSIS);
    expect(en.noHistory).toBe('No test history available.');
    expect(en.testTitle(RECORD)).toBe('Schizophrenia Assessment');
    expect(en.result(RECORD)).toBe('Date: 10 Aug 2026    Score: 12 of 30    Band: Some symptoms reported');
    expect(en.result({ ...RECORD, condition: 'DEPRESSION' })).toBe(
      'Date: 10 Aug 2026    Score: 12 of 30    Band: moderate',
    );
    expect(en.measures).toBe('Validated measures (PHQ-9, GAD-7)');
    expect(en.measure(MEASURE)).toBe(
      `10 Aug 2026: PHQ-9 (Patient Health Questionnaire): 11 of 27 (moderate; clinical cut-off 10) - ${MEASURE_CHANGE_WORDS.IMPROVED.label}`,
    );
    for (const mood of [1, 2, 3, 4, 5])
      expect(en.mood({ createdAt: AT, mood, tags: [] })).toBe(`10 Aug 2026: ${mood} of 5 (${MOOD_LABELS[mood].word})`);
    expect(en.mood({ createdAt: AT, mood: 2, tags: ['sleep', 'work'], note: 'Tired' })).toBe(
      '10 Aug 2026: 2 of 5 (Low)  [sleep, work] - Tired',
    );
    expect(en.helpLine('Emergency services (police, fire, ambulance)')).toBe(
      'Emergency services (police, fire, ambulance)',
    );
  });

  it('is what a member with no language, or one we do not speak, reads', () => {
    expect(summaryWords(null)).toEqual(expect.objectContaining({ reader: 'en', lang: 'en', title: en.title }));
    expect(summaryWords('fr').result(RECORD)).toBe(en.result(RECORD));
  });
});

describe('the summary in Pidgin', () => {
  const pcm = summaryWords('pcm');

  it("says each line in Pidgin, with the screens' names for the test, band, change, mood and tags", () => {
    expect(pcm.lang).toBe('pcm');
    expect(pcm.title).toBe('Your MindCheck summary');
    expect(pcm.testTitle(RECORD)).toBe('Schizophrenia test');
    expect(pcm.result(RECORD)).toMatch(/^Day: 10 \S+ 2026 {4}Score: 12 of 30 {4}Where e fall: You talk some signs$/u);
    expect(pcm.measure(MEASURE)).toMatch(
      /^10 \S+ 2026: PHQ-9 \(Patient Health Questionnaire\): 11 of 27 \(Middle range; di mark wey doctors dey use na 10\) - better wey we fit trust$/u,
    );
    expect(pcm.mood({ createdAt: AT, mood: 5, tags: ['family'], note: 'Sunday' })).toMatch(
      /^10 \S+ 2026: 5 of 5 \(E sweet well well\) {2}\[Family\] - Sunday$/u,
    );
    expect(pcm.helpLine('Emergency services (police, fire, ambulance)')).toBe(
      'Emergency people (police, fire service, ambulance)',
    );
    expect(pcm.helpLine('Lagos line')).toBe('Lagos line');
  });
});

describe('a line whose words await review', () => {
  it('is English whole, its date too, while the lines the language has are in it', () => {
    const yo = summaryWords('yo');
    expect(yo.title).toBe('Àkópọ̀ MindCheck');
    // Yoruba has the result line's words awaiting review: the line and its date are English.
    expect(yo.result(RECORD)).toBe(summaryWords('en').result(RECORD));
    expect(yo.mood({ createdAt: AT, mood: 3, tags: [] })).toBe('10 Aug 2026: 3 of 5 (Okay)');
    // Igbo has no title yet: the document says English is its language.
    expect(summaryWords('ig').lang).toBe('en');
    expect(summaryWords('ig').title).toBe('MindCheck summary');
  });
});

describe('the CSV download', () => {
  const SCORE = { condition: 'DEPRESSION', title: 'Depression Assessment', createdAt: AT, score: 12, maxScore: 30 };
  const MOOD = { createdAt: AT, mood: 2, tags: ['sleep', 'work'], note: 'Tired' };

  it('keeps its English columns and rows as before', () => {
    const en = exportWords('en');
    expect(en.header()).toEqual(['type', 'date', 'assessment', 'score', 'max_score', 'mood', 'note', 'tags']);
    expect(en.score(SCORE)).toEqual(['score', '2026-08-10T12:00:00.000Z', 'Depression Assessment', 12, 30, '', '', '']);
    expect(en.mood(MOOD)).toEqual(['mood', '2026-08-10T12:00:00.000Z', '', '', '', 2, 'Tired', 'sleep work']);
  });

  it('writes a row whose words await review in a language in English, whole', () => {
    const yo = exportWords('yo');
    expect(yo.header()).toEqual(exportWords('en').header());
    expect(yo.score(SCORE)).toEqual(exportWords('en').score(SCORE));
    expect(exportWords('pcm').score(SCORE).slice(0, 3)).toEqual([
      'test score',
      '2026-08-10T12:00:00.000Z',
      'Depression test',
    ]);
  });
});
