// The kinds of crisis the safety net tells apart (the contract's CrisisKind), and the self-harm
// sub-kinds the detector reports for measuring and for the hazard log.

export const CRISIS_KINDS = ['SELF_HARM', 'HARM_TO_OTHERS', 'IN_DANGER', 'SOMEONE_ELSE'] as const;
export type CrisisKind = (typeof CRISIS_KINDS)[number];

export const SELF_HARM_SUBKINDS = [
  'EXPLICIT_INTENT',
  'PASSIVE_WISH',
  'PLAN_OR_MEANS',
  'SELF_HARM_ACT',
  'GOODBYE',
  'HOPELESSNESS_WITH_INTENT',
  'COMMAND_VOICES',
] as const;
export type SelfHarmSubKind = (typeof SELF_HARM_SUBKINDS)[number];
