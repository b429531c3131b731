import { containsCrisisLanguage, normalizeForCrisisCheck } from './crisis-language.js';

describe('crisis language', () => {
  // Each phrase on the list, as a member might write it.
  it.each([
    'I have been thinking about suicide',
    'I feel suicidal tonight',
    'i want to kill myself',
    'Sometimes I think about killing myself.',
    'I just want to end my life',
    "I'm going to end it all",
    'I want to take my own life',
    'I want to die',
    'i wanna die',
    'I wish I was dead',
    "I wish I'd never been born",
    'everyone would be better off without me',
    "I'd be better off dead",
    'There is no reason to live anymore',
    'there is no point in living',
    "I don't want to live anymore",
    'I dont want to be alive',
    "I can't go on like this",
    'I cannot do this anymore',
    'I thought about hanging myself',
    'I want to jump off a bridge',
    'I might step in front of a train',
    'I took an overdose last year',
    'I want to take all my pills',
    'I want to slit my wrists',
    'I wrote a suicide note',
    'I self-harm when I am upset',
    'I have been self harming',
    'I keep hurting myself',
    'I want to cut myself',
    'I burn myself sometimes',
    'I have been starving myself',
    'I want to unalive myself',
    'I WANT TO DIE!!!',
    'I want to killmyself',
    'I don’t want to live', // curly apostrophe
  ])('recognises "%s"', (text) => {
    expect(containsCrisisLanguage(text)).toBe(true);
  });

  it.each([
    'How can I sleep better?',
    'I feel anxious before exams',
    'My phone is about to die',
    'This diet is killing me',
    'I ran 5 kms today',
    'What helps with low mood in winter?',
    'I jumped off the couch when the cat came in',
    'I had a dream about dying my hair',
    'Can you give me tips on self-care?',
  ])('does not treat "%s" as crisis language', (text) => {
    expect(containsCrisisLanguage(text)).toBe(false);
  });

  it('normalizes case, apostrophes and punctuation', () => {
    expect(normalizeForCrisisCheck('  I DON’T—want…  to LIVE!! ')).toBe("i don't want to live");
  });
});
