import { format } from 'date-fns';
import { messages } from '@mindcheck/common';
import type { TestHistoryQuery } from '../../gql/graphql';

type Expert = TestHistoryQuery['testHistory'][number]['recommendedExperts'][number];

export const historyMessages = {
  empty: messages.noTestHistory,
  noTips: messages.noTips,
} as const;

/**
 * The spec's timestamp 'MMMM dd, yyyy at h:mm a', e.g. 'November 22, 2026 at 3:07 PM'. In date-fns
 * patterns letters are tokens ('a' is AM/PM, 't' a Unix time), so the word is quoted.
 */
export function formatTestTime(iso: string): string {
  return format(new Date(iso), "MMMM dd, yyyy 'at' h:mm a");
}

/** The field page with the expert's name, contact and profile, as the spec's history links carry them. */
export function expertLink(expert: Expert): string {
  const params = new URLSearchParams({
    name: expert.name,
    contact: expert.contact,
    profile: `/experts/detail/${expert.id}`,
  });
  return `/experts/field/${expert.field.toLowerCase()}?${params.toString()}`;
}
