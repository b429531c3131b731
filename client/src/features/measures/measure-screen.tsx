import { useQuery } from '@apollo/client/react';
import { type Instrument } from '@mindcheck/common';
import { MeasurePageDocument } from '../../gql/graphql';
import { LoadStatus } from '../../components/load-status';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MeasureBody } from './measure-body';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

export function MeasureScreen({ instrument }: { instrument: Instrument }) {
  const t = useT({ measures });
  const { data, loading, error } = useQuery(MeasurePageDocument, {
    variables: { instrument },
    fetchPolicy: 'cache-and-network',
  });
  const definition = data?.measure;
  useDocumentTitle(definition?.title ?? t('measures.questionnaire'));
  if (!definition || !data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('measures.questionnaire')}</h1>
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('measures.loading')}
          what={t('measures.thisQuestionnaire')}
        />
      </div>
    );
  }
  return <MeasureBody definition={definition} history={data.measureHistory} />;
}
