import type { ReactNode } from 'react';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/**
 * What stands in for a query's data until it comes: a status line while it loads (or `pending`,
 * e.g. a skeleton), and once the query failed without data, that `what` could not be loaded.
 */
export function LoadStatus({
  loading,
  error,
  loadingText,
  pending,
  what,
  className = 'mt-6',
}: {
  loading: boolean;
  error: unknown;
  loadingText?: string;
  pending?: ReactNode;
  /** What was asked for, in the failure line ("your history"). */
  what: string;
  className?: string;
}) {
  const t = useT({ ui });
  if (loading || !error)
    return (
      pending ?? (
        <p role="status" className={`${className} text-slate-600`}>
          {loadingText}
        </p>
      )
    );
  return (
    <p role="alert" className={`${className} text-slate-700`}>
      {t('ui.loadFailed', { what })}
    </p>
  );
}
