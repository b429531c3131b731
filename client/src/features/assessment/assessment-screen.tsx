import { useQuery } from '@apollo/client/react';
import { AssessmentPageDocument, type Condition } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadStatus } from '../../components/load-status';
import { AssessmentForm } from './assessment-form';

export function AssessmentScreen({ condition }: { condition: Condition }) {
  const { data, loading, error } = useQuery(AssessmentPageDocument, {
    variables: { condition },
    fetchPolicy: 'cache-and-network',
  });
  const definition = data?.assessment;
  useDocumentTitle(definition?.title ?? 'Assessment');

  if (!definition) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Assessment</h1>
        <LoadStatus loading={loading} error={error} loadingText="Loading the questions…" what="this assessment" />
      </div>
    );
  }
  return <AssessmentForm definition={definition} status={data?.assessmentStatus ?? null} />;
}
