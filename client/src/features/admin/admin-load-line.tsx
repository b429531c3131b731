import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

/** The line a console list shows until its data comes: loading, or `failed` (that it could not be loaded). */
export function AdminLoadLine({
  loading,
  error,
  failed,
  className = 'mt-4 text-slate-600',
}: {
  loading: boolean;
  error: unknown;
  /** The whole sentence, e.g. t('admin.loadFailed.experts'). */
  failed: string;
  className?: string;
}) {
  const t = useT({ admin });
  return (
    <p role={error ? 'alert' : 'status'} className={className}>
      {error ? failed : loading ? t('admin.loading') : null}
    </p>
  );
}
