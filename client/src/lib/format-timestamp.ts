import { formatMoment } from './format-day';

/**
 * The spec's timestamp 'MMMM dd, yyyy at h:mm a' (section 2's history), e.g. 'November 22, 2026 at
 * 3:07 PM', used wherever a page shows when something happened (format-day's formatMoment).
 */
export function formatTimestamp(iso: string): string {
  return formatMoment(new Date(iso));
}
