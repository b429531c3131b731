import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { UserCheck, UserX } from 'lucide-react';
import { DISABLE_REASON_MAX_LENGTH } from '@mindcheck/common';
import { AuditLogDocument, SetAccountDisabledDocument, type AdminMemberFieldsFragment } from '../../gql/graphql';
import toast from '../../components/toasts';
import { buttonStyle } from '../../components/busy-button';
import { AuditLog } from './audit-log';
import { describeAdminError } from './admin-errors';
import { IconButton } from '../../components/icon-button';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-700';

export function MemberCard({ member }: { member: AdminMemberFieldsFragment }) {
  const t = useT({ admin });
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [setDisabled, { loading: busy }] = useMutation(SetAccountDisabledDocument, {
    refetchQueries: [{ query: AuditLogDocument, variables: { targetId: member.id } }],
  });
  const disable = !member.disabled;

  const apply = async () => {
    setProblem(null);
    try {
      await setDisabled({
        variables: { userId: member.id, disabled: disable, reason: disable && reason.trim() ? reason : null },
      });
      toast.success(disable ? t('admin.members.disabledDone') : t('admin.members.enabledDone'));
      setConfirming(false);
      setReason('');
    } catch (failure) {
      setProblem(describeAdminError(failure, t).message);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="member-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="member-heading" className="text-lg font-semibold text-slate-900">
            {member.name ?? member.email}
          </h3>
          <span className="text-sm font-semibold text-slate-700">
            {member.disabled ? t('admin.members.disabled') : t('admin.members.active')}
          </span>
        </div>
        <p className="text-sm text-slate-600">
          {member.email} · {member.role}
          {member.emailVerified ? '' : ` · ${t('admin.members.emailNotConfirmed')}`}
        </p>
        {member.disabled && member.disabledReason && (
          <p className="mt-2 text-sm text-slate-800">{t('admin.members.reason', { reason: member.disabledReason })}</p>
        )}
        {problem && (
          <p role="alert" className="mt-3 text-sm text-red-800">
            {problem}
          </p>
        )}
        {confirming ? (
          <div
            role="group"
            aria-label={disable ? t('admin.members.confirmDisable') : t('admin.members.confirmEnable')}
            className="mt-4 space-y-3 rounded-lg bg-amber-50 p-4"
          >
            <p className="text-sm font-medium text-slate-900">
              {disable
                ? t('admin.members.disableQuestion', { email: member.email })
                : t('admin.members.enableQuestion', { email: member.email })}
            </p>
            {disable && (
              <div>
                <label htmlFor="disable-reason" className="block text-sm font-medium text-slate-800">
                  {t('admin.members.reasonLabel')}
                </label>
                <input
                  id="disable-reason"
                  value={reason}
                  maxLength={DISABLE_REASON_MAX_LENGTH}
                  onChange={(event) => setReason(event.target.value)}
                  className={inputClass}
                />
              </div>
            )}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                disabled={busy}
                onClick={() => void apply()}
                className={disable ? buttonStyle.dangerSolid : buttonStyle.primary}
              >
                {disable ? t('admin.members.yesDisable') : t('admin.members.yesEnable')}
              </button>
              <button type="button" onClick={() => setConfirming(false)} className={buttonStyle.secondary}>
                {disable ? t('admin.members.keepActive') : t('admin.members.keepDisabled')}
              </button>
            </div>
          </div>
        ) : (
          <IconButton icon={disable ? UserX : UserCheck} onClick={() => setConfirming(true)} className="mt-4">
            {disable ? t('admin.members.disable') : t('admin.members.enable')}
          </IconButton>
        )}
      </section>
      <AuditLog targetId={member.id} />
    </div>
  );
}
