import { useState, type FormEvent } from 'react';
import { useLazyQuery } from '@apollo/client/react';
import { Search } from 'lucide-react';
import { AdminMemberDocument } from '../../gql/graphql';
import '../../components/toasts';
import { buttonStyle } from '../../components/busy-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminSection } from './admin-section';
import { describeAdminError } from './admin-errors';
import { inputClass, MemberCard } from './member-card';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

/**
 * /admin/members: find a member by email and stop an abusive account (#33). Disabling ends every
 * session and link of the account at once and refuses its sign-in; enabling lets the member back.
 * Both ask to confirm first.
 */
export function MembersSection() {
  const t = useT({ admin });
  useDocumentTitle(t('admin.tabs.members'));
  const [email, setEmail] = useState('');
  const [find, { data, loading, error, called }] = useLazyQuery(AdminMemberDocument, { fetchPolicy: 'network-only' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) void find({ variables: { email: email.trim() } }).catch(() => null);
  };
  const member = data?.adminMember;
  return (
    <AdminSection id="members-heading" title={t('admin.tabs.members')}>
      <form
        role="search"
        aria-label={t('admin.members.search')}
        onSubmit={submit}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="member-email" className="block text-sm font-medium text-slate-800">
            {t('admin.members.email')}
          </label>
          <input
            id="member-email"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={loading} className={`inline-flex items-center gap-2 ${buttonStyle.primary}`}>
          <Search className="h-4 w-4" aria-hidden="true" />
          {t('admin.members.find')}
        </button>
      </form>
      <div className="mt-4">
        {error ? (
          <p role="alert" className="text-slate-800">
            {describeAdminError(error, t).message}
          </p>
        ) : loading ? (
          <p role="status">{t('admin.loading')}</p>
        ) : called && data && !member ? (
          <p role="status" className="text-slate-700">
            {t('admin.members.noMember')}
          </p>
        ) : member ? (
          <MemberCard key={member.id} member={member} />
        ) : null}
      </div>
    </AdminSection>
  );
}
