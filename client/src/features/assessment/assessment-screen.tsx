import { AssessmentPageDocument, type Condition } from '../../gql/pages/graphql';
import { usePageQuery } from '../../lib/page-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadStatus } from '../../components/load-status';
import { AssessmentForm } from './assessment-form';
import { assessment } from 'app-en:assessment';
import { useT } from '../../lib/i18n/locale';
import { useAssessmentTitle } from './assessment-title';

export function AssessmentScreen({ condition }: { condition: Condition }) {
  const { data, loading, error } = usePageQuery(AssessmentPageDocument, { condition });
  const definition = data?.assessment;
  const t = useT({ assessment });
  useDocumentTitle(useAssessmentTitle(definition, t('assessment.title')));

  if (!definition) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('assessment.title')}</h1>
        <LoadStatus loading={loading} error={error} loadingText={t('assessment.loading')} what={t('assessment.what')} />
      </div>
    );
  }
  return <AssessmentForm definition={definition} status={data?.assessmentStatus ?? null} />;
}
