import { useQuery } from '@apollo/client/react';
import { type Instrument } from '@mindcheck/common';
import { MeasurePageDocument } from '../../gql/graphql';
import { LoadStatus } from '../../components/load-status';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MeasureBody } from './measure-body';

export function MeasureScreen({ instrument }: { instrument: Instrument }) {
  const { data, loading, error } = useQuery(MeasurePageDocument, {
    variables: { instrument },
    fetchPolicy: 'cache-and-network',
  });
  const definition = data?.measure;
  useDocumentTitle(definition?.title ?? 'Questionnaire');
  if (!definition || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Questionnaire</h1>
        <LoadStatus loading={loading} error={error} loadingText="Loading the questions…" what="this questionnaire" />
      </div>
    );
  }
  return <MeasureBody definition={definition} history={data.measureHistory} />;
}
