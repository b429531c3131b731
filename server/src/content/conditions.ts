// The five conditions: one list for routes, storage, titles, the experts pages and the questions'
// time windows. GraphQL uses the enum values (DEPRESSION ...), storage and routes use the slugs.
export const CONDITIONS = ['DEPRESSION', 'ANXIETY', 'SCHIZOPHRENIA', 'SUBSTANCE_ABUSE', 'DEMENTIA'] as const;
export type Condition = (typeof CONDITIONS)[number];

export type ConditionSlug = 'depression' | 'anxiety' | 'schizophrenia' | 'substance_abuse' | 'dementia';

export interface ConditionInfo {
  condition: Condition;
  /** Route and storage value (spec: depression, anxiety, schizophrenia, substance_abuse, dementia). */
  slug: ConditionSlug;
  /** The assessment's title, as on the home cards. */
  title: string;
  /** The field's name on the experts pages. */
  fieldName: string;
  /** The window every question asks about, e.g. "over the last two weeks". */
  timeWindow: string;
}

/** In menu order. */
export const CONDITION_INFO: Readonly<Record<Condition, ConditionInfo>> = {
  DEPRESSION: {
    condition: 'DEPRESSION',
    slug: 'depression',
    title: 'Depression Assessment',
    fieldName: 'Depression',
    timeWindow: 'over the last two weeks',
  },
  ANXIETY: {
    condition: 'ANXIETY',
    slug: 'anxiety',
    title: 'Anxiety Disorder Assessment',
    fieldName: 'Anxiety Disorders',
    timeWindow: 'over the last two weeks',
  },
  SCHIZOPHRENIA: {
    condition: 'SCHIZOPHRENIA',
    slug: 'schizophrenia',
    title: 'Schizophrenia Assessment',
    fieldName: 'Schizophrenia',
    timeWindow: 'over the last month',
  },
  SUBSTANCE_ABUSE: {
    condition: 'SUBSTANCE_ABUSE',
    slug: 'substance_abuse',
    title: 'Substance Abuse Assessment',
    fieldName: 'Substance Abuse',
    timeWindow: 'over the last year',
  },
  DEMENTIA: {
    condition: 'DEMENTIA',
    slug: 'dementia',
    title: 'Dementia Assessment',
    fieldName: 'Dementia',
    timeWindow: 'over the last six months',
  },
};

export function conditionInfo(condition: Condition): ConditionInfo {
  return CONDITION_INFO[condition];
}

export function conditionFromSlug(slug: string): Condition | undefined {
  return CONDITIONS.find((c) => CONDITION_INFO[c].slug === slug);
}
