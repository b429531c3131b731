import { useState } from 'react';
import { useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Eye, EyeOff } from 'lucide-react';
import {
  AdminExpertsDocument,
  AuditLogDocument,
  SetExpertActiveDocument,
  UpdateExpertDocument,
} from '../../gql/graphql';
import toast from '../../components/toasts';
import { NotFoundPage } from '../../components/not-found-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExpertForm } from './expert-form';
import { InviteExpertForm } from './invite-form';
import { AuditLog } from './audit-log';
import { describeAdminError } from './admin-errors';
import { buttonStyle } from '../../components/busy-button';
import { IconButton } from '../../components/icon-button';
import { AdminLoadLine } from './admin-load-line';
import { BackToExperts } from './back-to-experts';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

/** /admin/experts/:id: edit, deactivate or reactivate, invite the account, and the audit log. */
export function EditExpert() {
  const t = useT({ admin });
  const { id = '' } = useParams();
  // The cached list may predate this expert (just added): the server's answer decides.
  const { data, loading, error } = useQuery(AdminExpertsDocument, { fetchPolicy: 'cache-and-network' });
  const expert = data?.adminExperts.find((e) => e.id === id);
  useDocumentTitle(expert ? t('admin.editExpert.titleNamed', { name: expert.name }) : t('admin.editExpert.title'));
  const refetchLog = [{ query: AuditLogDocument, variables: { targetId: id } }];
  const [update] = useMutation(UpdateExpertDocument, { refetchQueries: refetchLog });
  const [setActive] = useMutation(SetExpertActiveDocument, { refetchQueries: refetchLog });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!expert && (!data || loading)) {
    return <AdminLoadLine loading error={error} failed={t('admin.loadFailed.expert')} className="text-slate-600" />;
  }
  if (!expert) return <NotFoundPage />;

  const toggle = async () => {
    setBusy(true);
    try {
      await setActive({ variables: { id: expert.id, active: !expert.active } });
      toast.success(expert.active ? t('admin.editExpert.deactivated') : t('admin.editExpert.reactivated'));
      setConfirming(false);
    } catch (failure) {
      toast.error(describeAdminError(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="edit-expert-heading" className="space-y-6">
      <BackToExperts />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-expert-heading" className="text-xl font-semibold text-slate-900">
          {expert.name}
        </h2>
        <span className="text-sm font-semibold text-slate-700">
          {expert.active ? t('admin.experts.active') : t('admin.experts.inactive')}
        </span>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <ExpertForm
          key={expert.id}
          initial={{ ...expert, expertise: expert.expertise ?? '' }}
          submitLabel={t('admin.editExpert.save')}
          onSubmit={async (input) => {
            await update({ variables: { id: expert.id, input } });
            toast.success(t('admin.editExpert.saved'));
          }}
        />
      </div>
      <section aria-labelledby="listing-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="listing-heading" className="text-lg font-semibold text-slate-900">
          {t('admin.editExpert.listing')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {expert.active ? t('admin.editExpert.activeText') : t('admin.editExpert.inactiveText')}
        </p>
        {confirming ? (
          <div
            className="mt-4 flex flex-wrap items-center gap-3"
            role="group"
            aria-label={t('admin.editExpert.confirm')}
          >
            <p className="w-full text-sm font-medium text-slate-900">
              {t('admin.editExpert.question', { name: expert.name })}
            </p>
            <button
              type="button"
              disabled={busy}
              onClick={() => void toggle()}
              className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
            >
              {t('admin.editExpert.yes')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={buttonStyle.secondary}>
              {t('admin.editExpert.keep')}
            </button>
          </div>
        ) : (
          <IconButton
            icon={expert.active ? EyeOff : Eye}
            disabled={busy}
            onClick={() => (expert.active ? setConfirming(true) : void toggle())}
          >
            {expert.active ? t('admin.editExpert.deactivate') : t('admin.editExpert.reactivate')}
          </IconButton>
        )}
      </section>
      <InviteExpertForm expertId={expert.id} />
      <AuditLog targetId={expert.id} />
    </section>
  );
}
