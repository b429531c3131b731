import { useState } from 'react';
import { TechnicalDetails } from './technical-details';
import { useQuery } from '@apollo/client/react';
import { ProfileDocument, type ProfileQuery } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { profile } from 'app-en:profile';
import { useT } from '../../lib/i18n/locale';
import { ProfileEditForm } from './profile-edit-form';
import { DeleteAccount } from './delete-account';
import { PrivacyChoices } from './privacy-choices';
import { ReminderSettings } from './reminder-settings';
import { PhoneVerification } from './phone-verification';
import { DisplaySettings } from '../../components/display-settings';
import { ChangePassword } from './change-password';
import { ChangeEmail } from './change-email';
import { ActiveSessions } from './active-sessions';
import { buttonStyle } from '../../components/busy-button';
import { PicturesGate } from '../../components/pictures-gate';
import { MemberAvatar } from './member-avatar';

type Member = NonNullable<ProfileQuery['me']>;

function fullName(member: Member): string {
  return member.displayName || [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}

function initials(member: Member): string {
  const source = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.displayName || member.email;
  const parts = source.split(/[\s@.]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[1][0] : '')).toUpperCase() || '?';
}

/** /profile (spec section 2): avatar, name, email, age, disabilities, phone number and user id; editing, export, erasure. */
export default function ProfilePage() {
  const t = useT({ profile });
  useDocumentTitle(t('profile.title'));
  const { data, loading, error } = useQuery(ProfileDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const member = data?.me;

  if (loading && !member) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('profile.title')}</h1>
        <p role="status" className="mt-6 text-slate-600">
          {t('profile.loading')}
        </p>
      </div>
    );
  }

  if (!member || (error && !member)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('profile.title')}</h1>
        <p className="mt-6 text-slate-700">{t('profile.noUser')}</p>
      </div>
    );
  }

  const details: [string, string][] = [
    [t('profile.email'), member.email],
    [t('profile.age'), member.age != null ? String(member.age) : t('profile.notProvided')],
    [t('profile.disabilities'), member.disabilities || t('profile.notProvided')],
    [t('profile.phoneNumber'), member.phoneNumber || t('profile.notProvided')],
  ];

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('profile.title')}</h1>

      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex items-center gap-4">
          <MemberAvatar photoUrl={member.photoURL} initials={initials(member)} />
          <div className="min-w-0">
            <h2 className="truncate text-2xl font-semibold text-slate-900">{fullName(member)}</h2>
            <p className="truncate text-slate-600">{member.email}</p>
          </div>
        </div>
        {member.photoURL && <PicturesGate className="mt-3" />}

        {editing ? (
          <div className="mt-8">
            <ProfileEditForm member={member} onDone={() => setEditing(false)} />
          </div>
        ) : (
          <>
            <dl className="mt-8 grid gap-x-6 gap-y-5 sm:grid-cols-2">
              {details.map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-sm font-medium text-slate-600">{term}</dt>
                  <dd className="mt-1 break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
            <PhoneVerification phoneNumber={member.phoneNumber} phoneVerified={member.phoneVerified} />
            <TechnicalDetails userId={member.id} />
            <div className="mt-8 flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => setEditing(true)}
                className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                {t('profile.edit')}
              </button>
              <a href="/account/export" download className={buttonStyle.secondary}>
                {t('profile.download.all')}
              </a>
              <a href="/account/export.csv" download className={buttonStyle.secondary}>
                {t('profile.download.csv')}
              </a>
              <a href="/account/measures.fhir.json" download className={buttonStyle.secondary}>
                {t('profile.download.fhir')}
              </a>
            </div>
          </>
        )}
      </div>

      <div className="mt-8 space-y-6">
        <ChangeEmail email={member.email} hasPassword={member.hasPassword} />
        {member.hasPassword && <ChangePassword />}
        <ActiveSessions />
      </div>

      <div className="mt-8">
        <PrivacyChoices />
        <ReminderSettings phoneVerified={member.phoneVerified} />
      </div>

      <div className="mt-8">
        <DisplaySettings />
      </div>

      <div className="mt-8">
        <DeleteAccount hasPassword={member.hasPassword} />
      </div>
    </div>
  );
}
