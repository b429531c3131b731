// The Stanley-Brown safety plan's steps plus reasons for living, in the order a member works
// through them in a hard moment.
export const SAFETY_PLAN_STEPS = [
  {
    key: 'warningSigns',
    kind: 'text',
    title: '1. My warning signs',
    hint: 'Thoughts, feelings or situations that tell me a crisis may be coming.',
  },
  {
    key: 'copingStrategies',
    kind: 'text',
    title: '2. Things I can do on my own',
    hint: 'Ways to take my mind off things without contacting anyone.',
  },
  {
    key: 'distractions',
    kind: 'text',
    title: '3. People and places that take my mind off things',
    hint: 'Friends, family or places where I feel a bit better.',
  },
  {
    key: 'peopleToAsk',
    kind: 'contacts',
    title: '4. People I can ask for help',
    hint: 'Someone I trust to call or message.',
  },
  {
    key: 'professionals',
    kind: 'contacts',
    title: '5. Professionals and services',
    hint: 'A doctor, counsellor, clinic or helpline.',
  },
  {
    key: 'safeEnvironment',
    kind: 'text',
    title: '6. Making my surroundings safe',
    hint: 'Keeping away from things I could use to hurt myself.',
  },
  {
    key: 'reasonsForLiving',
    kind: 'text',
    title: 'My reasons for living',
    hint: 'People, hopes and things that matter to me.',
  },
] as const;

export type SafetyPlanStep = (typeof SAFETY_PLAN_STEPS)[number];
export { SAFETY_PHONE_MAX_CHARS, SAFETY_PLAN_MAX_CHARS, SAFETY_PLAN_MAX_ENTRIES } from '@mindcheck/common';
