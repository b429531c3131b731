import { QUESTIONS } from '../../content/index.js';
import { buildEvaluationPrompt, toPlainEvaluation } from './assessment.prompt.js';
import { answersRule, scoreAnswers, severityOf } from './assessment.scoring.js';

describe('severityOf', () => {
  it.each([
    [0, 'MINIMAL'],
    [5, 'MINIMAL'],
    [6, 'MILD'],
    [11, 'MILD'],
    [12, 'MODERATE'],
    [17, 'MODERATE'],
    [18, 'MODERATELY_SEVERE'],
    [23, 'MODERATELY_SEVERE'],
    [24, 'SEVERE'],
    [30, 'SEVERE'],
  ])('%i is %s', (score, band) => expect(severityOf(score)).toBe(band));

  it.each([-1, 31, 2.5, NaN])('refuses %p', (score) => expect(() => severityOf(score)).toThrow(RangeError));
});

describe('scoreAnswers', () => {
  const all = (label: string) => QUESTIONS.ANXIETY.map((q) => ({ questionId: q.id, selectedAnswer: label }));

  it('totals the scores in question order', () => {
    const result = scoreAnswers('ANXIETY', all('More than half the days').reverse());
    expect(result).toMatchObject({ score: 20, severity: 'MODERATELY_SEVERE', needsCrisisSupport: false });
    expect(result!.answers.map((a) => a.questionId)).toEqual(QUESTIONS.ANXIETY.map((q) => q.id));
  });

  it('refuses anything but one valid answer per question, with the spec text', () => {
    const refusal = (condition: 'ANXIETY' | 'DEPRESSION', answers: unknown) =>
      answersRule(condition).safeParse(answers).error?.issues[0].message;
    expect(answersRule('ANXIETY').safeParse(all('Not at all')).success).toBe(true);
    for (const [condition, answers] of [
      ['ANXIETY', all('Often')],
      ['ANXIETY', all('Not at all').slice(1)],
      ['DEPRESSION', all('Not at all')],
      ['ANXIETY', [...all('Not at all').slice(1), all('Not at all')[1]]],
      ['ANXIETY', [...all('Not at all').slice(0, 9), { questionId: 'toString', selectedAnswer: 'Not at all' }]],
    ] as const)
      expect(refusal(condition, answers)).toBe('Please answer all questions.');
  });

  it('will not score answers that skipped the rule', () => {
    expect(() => scoreAnswers('ANXIETY', all('Often'))).toThrow(RangeError);
  });

  it('flags crisis support for the self-harm item above 0', () => {
    const answers = QUESTIONS.DEPRESSION.map((q) => ({
      questionId: q.id,
      selectedAnswer: q.crisis ? 'Nearly every day' : 'Not at all',
    }));
    expect(scoreAnswers('DEPRESSION', answers)).toMatchObject({
      score: 3,
      severity: 'MINIMAL',
      needsCrisisSupport: true,
    });
  });
});

describe('the evaluation prompt', () => {
  it('asks for a short, concise plain-text evaluation of the condition given the score out of 30', () => {
    const prompt = buildEvaluationPrompt({
      condition: 'DEMENTIA',
      score: 9,
      severity: 'MILD',
      needsCrisisSupport: false,
    });
    expect(prompt).toContain('9 out of 30');
    expect(prompt).toContain('dementia assessment');
    expect(prompt).toContain('over the last six months');
    expect(prompt).toContain('short, concise evaluation');
    expect(prompt).toContain('plain text');
    expect(prompt).not.toMatch(/emergency/);
  });

  it('strips markdown marks and caps the length', () => {
    expect(toPlainEvaluation('# Title\n**Bold** and `code`\n\n\n\n* item\n- other')).toBe(
      'Title\nBold and code\n\nitem\nother',
    );
    const long = toPlainEvaluation('word '.repeat(2000), 100);
    expect(long.length).toBeLessThanOrEqual(101);
    expect(long.endsWith('…')).toBe(true);
  });
});
