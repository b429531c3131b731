import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { ExpertSlotsDocument } from '../../gql/graphql';
import { dayKey } from '../../lib/appointment-time';
import type { Slot } from './slot-picker-parts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** One page of days: expertSlots answers at most 31 days at once; the server books up to 60 days ahead. */
export const SLOT_PAGE_DAYS = 30;

/** The expert's free times on one page of days (`page` 0 from now), grouped by day in `zone`. */
export function useFreeDays(expertId: string, zone: string) {
  // The window's start is fixed when the picker opens: variables that moved with every render would refetch forever.
  const [openedAt] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [page, setPage] = useState(0);
  const from = new Date(openedAt + page * SLOT_PAGE_DAYS * DAY_MS).toISOString();
  const to = new Date(openedAt + (page + 1) * SLOT_PAGE_DAYS * DAY_MS).toISOString();
  const { data, loading, error, refetch } = useQuery(ExpertSlotsDocument, {
    variables: { expertId, from, to },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of data?.expertSlots ?? []) {
      const key = dayKey(slot.start, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()].map(([key, slots]) => ({ key, slots }));
  }, [data, zone]);

  return { page, setPage, from, to, days, data, loading, error, refetch };
}
