import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { AdminExpertsDocument, CreateExpertDocument } from '../../gql/graphql';
import toast from '../../components/toasts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExpertForm, emptyExpert } from './expert-form';
import { adminMessages } from './admin-labels';
import { BackToExperts } from './back-to-experts';

/** /admin/experts/new */
export function NewExpert() {
  useDocumentTitle('Add expert');
  const navigate = useNavigate();
  const [create] = useMutation(CreateExpertDocument, { refetchQueries: [AdminExpertsDocument] });
  return (
    <section aria-labelledby="new-expert-heading" className="space-y-4">
      <BackToExperts />
      <h2 id="new-expert-heading" className="text-xl font-semibold text-slate-900">
        Add expert
      </h2>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <ExpertForm
          initial={emptyExpert}
          submitLabel="Add expert"
          onSubmit={async (input) => {
            const { data } = await create({ variables: { input } });
            toast.success(adminMessages.expertCreated);
            if (data) await navigate(`/admin/experts/${encodeURIComponent(data.createExpert.id)}`);
          }}
        />
      </div>
    </section>
  );
}
