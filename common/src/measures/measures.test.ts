// The validated instruments (#34) against their published forms, and the change rules against
// hand-worked examples (NHS Talking Therapies: PHQ-9 reliable change 6, cut-off 10; GAD-7 4 and 8).
import { GAD7, MEASURE_OPTIONS, PFIZER_SOURCE_LINE, PHQ9 } from './instruments.js';
import { MEASURE_CHANGE_WORDS, isClinical, measureChange, measureSeverity } from './change.js';

describe('wording, word for word as the published Pfizer forms print it', () => {
  it('PHQ-9: instruction, nine items, scale and source line', () => {
    expect(PHQ9.timeframe).toBe(
      'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
    );
    expect(PHQ9.questions.map((q) => q.text)).toEqual([
      'Little interest or pleasure in doing things',
      'Feeling down, depressed, or hopeless',
      'Trouble falling or staying asleep, or sleeping too much',
      'Feeling tired or having little energy',
      'Poor appetite or overeating',
      'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
      'Trouble concentrating on things, such as reading the newspaper or watching television',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
      'Thoughts that you would be better off dead or of hurting yourself in some way',
    ]);
    expect(PHQ9.source).toContain(
      'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    );
    expect(PHQ9.source).toContain('J Gen Intern Med 2001;16(9):606-613');
    expect(PHQ9.crisisQuestionId).toBe('phq9-9');
    expect(PHQ9.language).toBe('en');
  });

  it('GAD-7: instruction, seven items and source line', () => {
    expect(GAD7.timeframe).toBe('Over the last 2 weeks, how often have you been bothered by the following problems?');
    expect(GAD7.questions.map((q) => q.text)).toEqual([
      'Feeling nervous, anxious, or on edge',
      'Not being able to stop or control worrying',
      'Worrying too much about different things',
      'Trouble relaxing',
      'Being so restless that it is hard to sit still',
      'Becoming easily annoyed or irritable',
      'Feeling afraid, as if something awful might happen',
    ]);
    expect(GAD7.source).toContain(PFIZER_SOURCE_LINE);
    expect(GAD7.source).toContain('Arch Intern Med 2006;166(10):1092-1097');
    expect(GAD7.crisisQuestionId).toBeNull();
  });

  it('both: Not at all 0, Several days 1, More than half the days 2, Nearly every day 3', () => {
    for (const def of [PHQ9, GAD7])
      expect(def.options.map((o) => [o.label, o.score])).toEqual([
        ['Not at all', 0],
        ['Several days', 1],
        ['More than half the days', 2],
        ['Nearly every day', 3],
      ]);
    expect(MEASURE_OPTIONS).toHaveLength(4);
    expect([PHQ9.maxScore, GAD7.maxScore]).toEqual([27, 21]);
    expect([PHQ9.loinc.panel, GAD7.loinc.panel]).toEqual(['44249-1', '69737-5']);
  });
});

describe('bands from the published cut-offs', () => {
  it.each([
    [0, 'MINIMAL'],
    [4, 'MINIMAL'],
    [5, 'MILD'],
    [9, 'MILD'],
    [10, 'MODERATE'],
    [14, 'MODERATE'],
    [15, 'MODERATELY_SEVERE'],
    [19, 'MODERATELY_SEVERE'],
    [20, 'SEVERE'],
    [27, 'SEVERE'],
  ])('PHQ-9 %i is %s', (score, band) => expect(measureSeverity('PHQ9', score)).toBe(band));

  it.each([
    [0, 'MINIMAL'],
    [4, 'MINIMAL'],
    [5, 'MILD'],
    [9, 'MILD'],
    [10, 'MODERATE'],
    [14, 'MODERATE'],
    [15, 'SEVERE'],
    [21, 'SEVERE'],
  ])('GAD-7 %i is %s', (score, band) => expect(measureSeverity('GAD7', score)).toBe(band));

  it('refuses a total outside the scale', () => {
    expect(() => measureSeverity('PHQ9', 28)).toThrow(RangeError);
    expect(() => measureSeverity('GAD7', 22)).toThrow(RangeError);
    expect(() => measureSeverity('GAD7', -1)).toThrow(RangeError);
  });

  it('counts the cut-off itself as clinical: PHQ-9 10, GAD-7 8', () => {
    expect([isClinical('PHQ9', 9), isClinical('PHQ9', 10)]).toEqual([false, true]);
    expect([isClinical('GAD7', 7), isClinical('GAD7', 8)]).toEqual([false, true]);
  });
});

describe('reliable change, hand-worked', () => {
  it.each([
    // [instrument, previous, now, change, why]
    ['PHQ9', null, 14, 'BASELINE', 'the first result'],
    ['PHQ9', 20, 14, 'IMPROVED', 'down 6 (exactly the threshold), still at/above 10'],
    ['PHQ9', 20, 15, 'NO_RELIABLE_CHANGE', 'down 5, one short of the threshold'],
    ['PHQ9', 15, 9, 'RECOVERED', 'down 6, from 15 (clinical) to 9 (below 10)'],
    ['PHQ9', 16, 10, 'IMPROVED', 'down 6 but ends exactly at the cut-off 10: still clinical'],
    ['PHQ9', 10, 4, 'RECOVERED', 'starts exactly at the cut-off, ends below it'],
    ['PHQ9', 9, 3, 'IMPROVED', 'down 6 from below the cut-off: improvement, not recovery (NHS TT)'],
    ['PHQ9', 12, 12, 'NO_RELIABLE_CHANGE', 'no change'],
    ['PHQ9', 8, 13, 'NO_RELIABLE_CHANGE', 'up 5, crossing the cut-off but not reliably'],
    ['PHQ9', 8, 14, 'DETERIORATED', 'up 6 (exactly the threshold)'],
    ['GAD7', null, 3, 'BASELINE', 'the first result'],
    ['GAD7', 12, 8, 'IMPROVED', 'down 4 (exactly the threshold), ends exactly at the cut-off 8'],
    ['GAD7', 12, 7, 'RECOVERED', 'down 5, from 12 to below 8'],
    ['GAD7', 8, 4, 'RECOVERED', 'starts exactly at the cut-off, down 4'],
    ['GAD7', 7, 3, 'IMPROVED', 'down 4 from below the cut-off'],
    ['GAD7', 10, 7, 'NO_RELIABLE_CHANGE', 'down 3, below the cut-off but not reliably'],
    ['GAD7', 5, 9, 'DETERIORATED', 'up 4'],
    ['GAD7', 5, 8, 'NO_RELIABLE_CHANGE', 'up 3'],
  ] as const)('%s %p -> %p is %s (%s)', (instrument, previous, now, change) => {
    expect(measureChange(instrument, previous, now)).toBe(change);
  });

  it('says each change in plain words, a worsening with the advice to talk to an expert, never "cured"', () => {
    expect(MEASURE_CHANGE_WORDS.IMPROVED.label).toBe('a reliable improvement');
    expect(MEASURE_CHANGE_WORDS.NO_RELIABLE_CHANGE.label).toBe('no reliable change yet');
    expect(MEASURE_CHANGE_WORDS.DETERIORATED.label).toBe('a reliable worsening — consider talking to an expert');
    for (const words of Object.values(MEASURE_CHANGE_WORDS)) {
      expect(`${words.label} ${words.meaning}`).not.toMatch(/cure/i);
      expect(words.meaning.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
    }
  });
});
