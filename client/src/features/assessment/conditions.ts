import type { Condition } from '../../gql/graphql';

const CONDITIONS: readonly Condition[] = ['DEPRESSION', 'ANXIETY', 'SCHIZOPHRENIA', 'SUBSTANCE_ABUSE', 'DEMENTIA'];

/** The route's condition (depression, anxiety, schizophrenia, substance_abuse, dementia), or null when unknown. */
export function conditionFromRoute(slug: string | undefined): Condition | null {
  if (!slug || slug !== slug.toLowerCase()) return null;
  return CONDITIONS.find((c) => c === slug.toUpperCase()) ?? null;
}
