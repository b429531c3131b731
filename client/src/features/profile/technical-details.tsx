import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';

/**
 * The member's user id (spec section 2: the profile shows it) behind a native disclosure: a long
 * hex string is not one of the facts a member reads (issue #39, item 12), but support may ask for it.
 */
export function TechnicalDetails({ userId }: { userId: string }) {
  const t = useT({ profile });
  return (
    <details className="mt-6 text-sm text-slate-700">
      <summary className="cursor-pointer py-1 font-medium text-slate-800">{t('profile.technical.title')}</summary>
      <dl className="mt-2">
        <dt className="font-medium text-slate-600">{t('profile.technical.userId')}</dt>
        <dd className="mt-1 font-mono break-all text-slate-900">{userId}</dd>
      </dl>
    </details>
  );
}
