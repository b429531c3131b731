import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { AdminExpertsDocument, CreateExpertDocument } from '../../gql/graphql';
import toast from '../../components/toasts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExpertForm, emptyExpert } from './expert-form';
import { BackToExperts } from './back-to-experts';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';

/** /admin/experts/new */
export function NewExpert() {
  const t = useT({ admin });
  useDocumentTitle(t('admin.experts.add'));
  const navigate = useNavigate();
  const [create] = useMutation(CreateExpertDocument, { refetchQueries: [AdminExpertsDocument] });
  return (
    <section aria-labelledby="new-expert-heading" className="space-y-4">
      <BackToExperts />
      <h2 id="new-expert-heading" className="text-xl font-semibold text-slate-900">
        {t('admin.experts.add')}
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <ExpertForm
          initial={emptyExpert}
          submitLabel={t('admin.experts.add')}
          onSubmit={async (input) => {
            const { data } = await create({ variables: { input } });
            toast.success(t('admin.expertForm.created'));
            if (data) await navigate(`/admin/experts/${encodeURIComponent(data.createExpert.id)}`);
          }}
        />
      </div>
    </section>
  );
}
