import type { Condition, Specialization } from '../../gql/graphql';

export interface ExpertField {
  condition: Condition;
  /** The route's field: /experts/field/{slug}. */
  slug: string;
  /** The field's name (spec section 2). */
  name: string;
}

/** The five fields, in the spec's order. */
export const expertFields: readonly ExpertField[] = [
  { condition: 'DEPRESSION', slug: 'depression', name: 'Depression' },
  { condition: 'ANXIETY', slug: 'anxiety', name: 'Anxiety Disorders' },
  { condition: 'SCHIZOPHRENIA', slug: 'schizophrenia', name: 'Schizophrenia' },
  { condition: 'SUBSTANCE_ABUSE', slug: 'substance_abuse', name: 'Substance Abuse' },
  { condition: 'DEMENTIA', slug: 'dementia', name: 'Dementia' },
];

const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * The field a route segment names: its slug, in any case, with '-' or ' ' for '_', or its name
 * ('anxiety-disorders'), so that a hand-typed address finds the page too.
 */
export function fieldFromSlug(slug: string | undefined): ExpertField | null {
  if (slug === undefined) return null;
  const key = normalise(slug);
  return expertFields.find((f) => f.slug === key || normalise(f.name) === key) ?? null;
}

export function fieldOfCondition(condition: Condition): ExpertField {
  return expertFields.find((f) => f.condition === condition)!;
}

export const specializationLabels: Record<Specialization, string> = {
  CLINICAL_PSYCHOLOGIST: 'Clinical Psychologist',
  PSYCHIATRIST: 'Psychiatrist',
  THERAPIST: 'Therapist',
};

export const expertMessages = {
  notFound: 'Expert not found.',
  defaultExpertise: 'Expertise in various mental health issues.',
} as const;
