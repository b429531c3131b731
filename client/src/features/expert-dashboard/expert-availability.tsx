import { LoadStatus } from '../../components/load-status';
import { useQuery } from '@apollo/client/react';
import { MyAvailabilityDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from '../../components/back-link';
import { AvailabilityForm } from './availability-editor';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';

export function ExpertAvailability() {
  const t = useT({ expertConsole });
  useDocumentTitle(t('expertConsole.availability.title'));
  const { data, loading, error } = useQuery(MyAvailabilityDocument, { fetchPolicy: 'network-only' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink to="/expert">{t('expertConsole.title')}</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">{t('expertConsole.availability.title')}</h1>
      <p className="mt-2 text-slate-600">{t('expertConsole.availability.intro')}</p>
      {!data ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('expertConsole.loading')}
          what={t('expertConsole.availability.what')}
          className="mt-8"
        />
      ) : (
        <AvailabilityForm saved={data.myAvailability} />
      )}
    </div>
  );
}
