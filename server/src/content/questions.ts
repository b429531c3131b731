// Ten questions per condition, written for MindCheck in our own words (validated screening
// instruments carry licences of their own; none of their items is copied here). Every question asks
// how often something happened over the condition's time window, and every question has the same
// four answers. Items that call for the crisis resources when answered above 0 are marked `crisis`.
import { CONDITION_INFO, type Condition } from './conditions.js';

export interface AnswerOption {
  label: string;
  score: number;
}

/** The four answers, in order (spec section 9). */
export const ANSWER_OPTIONS: readonly AnswerOption[] = [
  { label: 'Not at all', score: 0 },
  { label: 'Several days', score: 1 },
  { label: 'More than half the days', score: 2 },
  { label: 'Nearly every day', score: 3 },
];

export const QUESTIONS_PER_TEST = 10;

/**
 * The wording of the five tests (issue #36): MindCheck's own English. A test is offered in another
 * language only with a recorded source for that wording; none is recorded, so every language reads
 * these English questions (with a line saying why) and every result records 'en'.
 */
export const QUESTIONS_WORDING = {
  language: 'en',
  source: "MindCheck's own questions, in English, as the product spec words them.",
} as const;
// The top score (30) is shared with the client's chart; content.test.ts checks it is QUESTIONS_PER_TEST * 3.
export { MAX_SCORE } from '@mindcheck/common';

export interface QuestionDefinition {
  id: string;
  text: string;
  /** An answer above 0 brings the crisis resources, whatever the total. */
  crisis: boolean;
}

// What each question asks about, completing "... how often have you ...?".
const STEMS: Record<Condition, Array<string | { stem: string; crisis: true }>> = {
  DEPRESSION: [
    'found it hard to enjoy things that usually give you pleasure',
    'felt low, empty or without hope for the future',
    'slept much less or much more than is usual for you',
    'felt drained of energy, even after rest',
    'noticed your appetite change, eating far less or far more than usual',
    'been hard on yourself, feeling worthless or that you have let people down',
    'struggled to keep your mind on everyday things such as reading, work or a conversation',
    'pulled away from friends, family or activities you would normally take part in',
    'felt slowed down, or so unsettled that you could not keep still',
    { stem: 'had thoughts that you would be better off dead, or of harming yourself', crisis: true },
  ],
  ANXIETY: [
    'felt tense, jumpy or keyed up',
    'found your worries hard to switch off once they started',
    'worried about many different parts of your life at once',
    'found it hard to unwind, even when you had the time to',
    'felt so restless that sitting still was difficult',
    'snapped at people or felt irritated more easily than usual',
    'had a sense of dread, as if something bad were about to happen',
    'noticed a racing heart, shaky hands, sweating or a tight chest when nothing physical explained it',
    'stayed away from places or situations because they might make you anxious',
    'lain awake because of worrying thoughts',
  ],
  SCHIZOPHRENIA: [
    'heard voices or sounds that other people around you did not hear',
    'seen things that other people could not see',
    'felt that others were watching you, talking about you or planning to harm you',
    'felt that messages in the news, on TV or online were meant especially for you',
    'felt that your thoughts were being put into, taken out of or controlled by something outside you',
    'found your thoughts so muddled that others had trouble following what you said',
    'held beliefs that the people close to you found very hard to share or understand',
    'felt flat, with little emotion about things that would normally move you',
    'found it hard to get started on everyday tasks such as washing, cooking or going out',
    'kept away from other people because contact felt confusing or unsafe',
  ],
  SUBSTANCE_ABUSE: [
    'used alcohol or drugs in larger amounts, or for longer, than you meant to',
    'wanted or tried to cut down and found you could not',
    'had strong urges or cravings to drink or use',
    'missed work, study or home duties because of drinking or using, or recovering from it',
    'kept drinking or using even though it caused arguments or problems with people close to you',
    'given up hobbies, sport or time with others because of drinking or using',
    'drunk or used in situations where it was risky, such as before driving',
    'needed more than before to get the same effect',
    'felt shaky, sick, sweaty or restless when the effect wore off',
    'spent a large part of the day getting, using or getting over alcohol or drugs',
  ],
  DEMENTIA: [
    'forgotten recent conversations or events that you would normally remember',
    'put things down and been unable to find them, or found them in unusual places',
    'lost your way in a place that you know well',
    'struggled to find the right word or to follow a conversation',
    'had trouble with familiar tasks such as cooking a meal, paying a bill or using your phone',
    'been unsure of the day, the date or the time of year',
    'asked the same question or told the same story more than once in a short time',
    'found it hard to plan, make decisions or solve everyday problems',
    'had other people mention that you seemed more forgetful or confused than before',
    'noticed changes in your mood or personality, such as becoming more suspicious, withdrawn or easily upset',
  ],
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function build(condition: Condition): QuestionDefinition[] {
  const { slug, timeWindow } = CONDITION_INFO[condition];
  return STEMS[condition].map((entry, index) => {
    const { stem, crisis } = typeof entry === 'string' ? { stem: entry, crisis: false } : entry;
    return { id: `${slug}-q${index + 1}`, text: `${capitalize(timeWindow)}, how often have you ${stem}?`, crisis };
  });
}

export const QUESTIONS: Readonly<Record<Condition, readonly QuestionDefinition[]>> = {
  DEPRESSION: build('DEPRESSION'),
  ANXIETY: build('ANXIETY'),
  SCHIZOPHRENIA: build('SCHIZOPHRENIA'),
  SUBSTANCE_ABUSE: build('SUBSTANCE_ABUSE'),
  DEMENTIA: build('DEMENTIA'),
};

export function questionsFor(condition: Condition): readonly QuestionDefinition[] {
  return QUESTIONS[condition];
}
