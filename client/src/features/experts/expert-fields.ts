import type { Condition, Specialization } from '../../gql/graphql';

export interface ExpertField {
  condition: Condition;
  /** The route's field: /experts/field/{slug}. */
  slug: string;
  /** The field's name (spec section 2), in English: a route may name the field by it. */
  name: string;
  /** The field's name in the catalogue (section experts). */
  nameKey: string;
}

/** The five fields, in the spec's order. */
export const expertFields: readonly ExpertField[] = [
  { condition: 'DEPRESSION', slug: 'depression', name: 'Depression', nameKey: 'experts.field.depression' },
  { condition: 'ANXIETY', slug: 'anxiety', name: 'Anxiety Disorders', nameKey: 'experts.field.anxiety' },
  {
    condition: 'SCHIZOPHRENIA',
    slug: 'schizophrenia',
    name: 'Schizophrenia',
    nameKey: 'experts.field.schizophrenia',
  },
  {
    condition: 'SUBSTANCE_ABUSE',
    slug: 'substance_abuse',
    name: 'Substance Abuse',
    nameKey: 'experts.field.substanceAbuse',
  },
  { condition: 'DEMENTIA', slug: 'dementia', name: 'Dementia', nameKey: 'experts.field.dementia' },
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

/** Each specialization's key in the catalogue (section experts). */
export const specializationKeys: Record<Specialization, string> = {
  CLINICAL_PSYCHOLOGIST: 'experts.specialization.clinicalPsychologist',
  PSYCHIATRIST: 'experts.specialization.psychiatrist',
  THERAPIST: 'experts.specialization.therapist',
};
