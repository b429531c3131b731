// The Stanley-Brown safety plan's steps plus reasons for living, in the order a member works
// through them in a hard moment. Their titles and hints are in the app catalogue
// (safetyPlan.steps.<key>: title, name, hint).
export const SAFETY_PLAN_STEPS = [
  {
    key: 'warningSigns',
    kind: 'text',
  },
  {
    key: 'copingStrategies',
    kind: 'text',
  },
  {
    key: 'distractions',
    kind: 'text',
  },
  {
    key: 'peopleToAsk',
    kind: 'contacts',
  },
  {
    key: 'professionals',
    kind: 'contacts',
  },
  {
    key: 'safeEnvironment',
    kind: 'text',
  },
  {
    key: 'reasonsForLiving',
    kind: 'text',
  },
] as const;

export type SafetyPlanStep = (typeof SAFETY_PLAN_STEPS)[number];
export { SAFETY_PHONE_MAX_CHARS, SAFETY_PLAN_MAX_CHARS, SAFETY_PLAN_MAX_ENTRIES } from '@mindcheck/common';
