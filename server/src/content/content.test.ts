// The static content keeps the spec's constants and stays self-consistent.
import { ConfigError } from '../config.js';
import {
  ANSWER_OPTIONS,
  CONDITIONS,
  CONDITION_INFO,
  DEFAULT_CRISIS_RESOURCES,
  EXPERTS,
  MAX_SCORE,
  QUESTIONS,
  QUESTIONS_PER_TEST,
  SPECIALIZATIONS,
  TIPS,
  conditionFromSlug,
  expertsFor,
  findExpert,
  loadCrisisResources,
} from './index.js';

describe('content', () => {
  it('has the five conditions with their slugs, titles, field names and windows', () => {
    expect(CONDITIONS.map((c) => CONDITION_INFO[c].slug)).toEqual([
      'depression',
      'anxiety',
      'schizophrenia',
      'substance_abuse',
      'dementia',
    ]);
    expect(CONDITIONS.map((c) => CONDITION_INFO[c].title)).toEqual([
      'Depression Assessment',
      'Anxiety Disorder Assessment',
      'Schizophrenia Assessment',
      'Substance Abuse Assessment',
      'Dementia Assessment',
    ]);
    expect(CONDITIONS.map((c) => CONDITION_INFO[c].fieldName)).toEqual([
      'Depression',
      'Anxiety Disorders',
      'Schizophrenia',
      'Substance Abuse',
      'Dementia',
    ]);
    expect(CONDITIONS.map((c) => CONDITION_INFO[c].timeWindow)).toEqual([
      'over the last two weeks',
      'over the last two weeks',
      'over the last month',
      'over the last year',
      'over the last six months',
    ]);
    expect(conditionFromSlug('substance_abuse')).toBe('SUBSTANCE_ABUSE');
    expect(conditionFromSlug('SUBSTANCE_ABUSE')).toBeUndefined();
    expect(conditionFromSlug('unknown')).toBeUndefined();
  });

  it('has the four answers scored 0 to 3 and a maximum of 30', () => {
    expect(ANSWER_OPTIONS).toEqual([
      { label: 'Not at all', score: 0 },
      { label: 'Several days', score: 1 },
      { label: 'More than half the days', score: 2 },
      { label: 'Nearly every day', score: 3 },
    ]);
    expect(MAX_SCORE).toBe(30);
    expect(MAX_SCORE).toBe(QUESTIONS_PER_TEST * Math.max(...ANSWER_OPTIONS.map((o) => o.score)));
  });

  it.each(CONDITIONS)('%s: ten distinct questions, each asking how often over the window', (condition) => {
    const questions = QUESTIONS[condition];
    expect(questions).toHaveLength(10);
    expect(new Set(questions.map((q) => q.id)).size).toBe(10);
    expect(new Set(questions.map((q) => q.text)).size).toBe(10);
    const window = CONDITION_INFO[condition].timeWindow;
    for (const q of questions) {
      expect(q.text.toLowerCase().startsWith(`${window}, how often have you `)).toBe(true);
      expect(q.text.endsWith('?')).toBe(true);
    }
  });

  it('marks exactly one depression item, on self-harm, as a crisis item', () => {
    const crisis = QUESTIONS.DEPRESSION.filter((q) => q.crisis);
    expect(crisis).toHaveLength(1);
    expect(crisis[0].text).toMatch(/better off dead|harming yourself/);
  });

  it('does not reuse the wording of the PHQ-9 or GAD-7 items', () => {
    const licensed = [
      'little interest or pleasure in doing things',
      'feeling down, depressed, or hopeless',
      'trouble falling or staying asleep',
      'feeling tired or having little energy',
      'poor appetite or overeating',
      'not being able to stop or control worrying',
      'worrying too much about different things',
      'trouble relaxing',
      'being so restless that it is hard to sit still',
      'becoming easily annoyed or irritable',
      'feeling afraid, as if something awful might happen',
    ];
    const all = CONDITIONS.flatMap((c) => QUESTIONS[c].map((q) => q.text.toLowerCase()));
    for (const phrase of licensed) for (const text of all) expect(text).not.toContain(phrase);
  });

  it.each(CONDITIONS)('%s: five tips and six experts', (condition) => {
    expect(TIPS[condition]).toHaveLength(5);
    expect(EXPERTS[condition]).toHaveLength(6);
    expect(expertsFor(condition).every((e) => e.field === condition)).toBe(true);
  });

  it('gives every expert a unique URL-safe id, an example.com contact and a local avatar', () => {
    const all = CONDITIONS.flatMap((c) => EXPERTS[c]);
    expect(new Set(all.map((e) => e.id)).size).toBe(30);
    for (const expert of all) {
      expect(expert.id).toMatch(/^[a-z0-9-]+$/);
      expect(expert.contact).toMatch(/^[a-z0-9.]+@example\.com$/);
      expect(SPECIALIZATIONS).toContain(expert.specialization);
      expect(expert.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
      expect(decodeURIComponent(expert.avatarUrl!.slice('data:image/svg+xml,'.length))).not.toMatch(
        /https?:\/\/(?!www\.w3\.org\/2000\/svg)/,
      );
      expect(findExpert(expert.id)).toBe(expert);
    }
    expect(findExpert('nobody')).toBeUndefined();
    expect(findExpert('__proto__')).toBeUndefined();
  });

  describe('crisis resources', () => {
    it('defaults to the emergency number 112 and findahelpline.com', () => {
      expect(loadCrisisResources(undefined)).toBe(DEFAULT_CRISIS_RESOURCES);
      expect(DEFAULT_CRISIS_RESOURCES.map((r) => r.contact)).toEqual(['112', 'findahelpline.com']);
    });

    it('reads CRISIS_RESOURCES', () => {
      const json = JSON.stringify([
        { name: 'Local line', contact: '0800 000 000', url: 'https://help.example.com' },
        { name: 'Text us', contact: 'Text HELLO' },
      ]);
      expect(loadCrisisResources(json)).toEqual([
        { name: 'Local line', contact: '0800 000 000', url: 'https://help.example.com' },
        { name: 'Text us', contact: 'Text HELLO', url: null },
      ]);
    });

    it.each([
      ['not JSON', '{'],
      ['an empty list', '[]'],
      ['an entry without a contact', '[{"name":"x"}]'],
      ['a blank name', '[{"name":"  ","contact":"1"}]'],
      ['a javascript: URL', '[{"name":"x","contact":"1","url":"javascript:alert(1)"}]'],
    ])('refuses %s with a ConfigError naming the variable', (_label, json) => {
      expect(() => loadCrisisResources(json)).toThrow(ConfigError);
      try {
        loadCrisisResources(json);
      } catch (error) {
        expect((error as ConfigError).problems.every((p) => p.startsWith('CRISIS_RESOURCES'))).toBe(true);
      }
    });
  });
});
