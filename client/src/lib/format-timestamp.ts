import { format } from 'date-fns';

/**
 * The spec's timestamp 'MMMM dd, yyyy at h:mm a' (section 2's history), e.g. 'November 22, 2026 at
 * 3:07 PM', used wherever a page shows when something happened. In date-fns patterns letters are
 * tokens ('a' is AM/PM, 't' a Unix time), so the word is quoted.
 */
export function formatTimestamp(iso: string): string {
  return format(new Date(iso), "MMMM dd, yyyy 'at' h:mm a");
}
