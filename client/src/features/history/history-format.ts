import type { TestHistoryQuery } from '../../gql/graphql';

type Expert = TestHistoryQuery['testHistory'][number]['recommendedExperts'][number];

/** The field page with the expert's name, contact and profile, as the spec's history links carry them. */
export function expertLink(expert: Expert): string {
  const params = new URLSearchParams({
    name: expert.name,
    contact: expert.contact,
    profile: `/experts/detail/${expert.id}`,
  });
  return `/experts/field/${expert.field.toLowerCase()}?${params.toString()}`;
}
