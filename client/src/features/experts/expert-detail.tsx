import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ExpertDetailDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExpertProfile } from './expert-profile';
import { usePicturesShown } from '../../lib/data-saver';
import { experts } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';

export function ExpertDetail({ id }: { id: string }) {
  // Data saver (#36): the photo comes with the profile only once asked for.
  const withPhotos = usePicturesShown();
  const { data, loading, error } = useQuery(ExpertDetailDocument, { variables: { id, withPhotos }, skip: !id });
  const expert = data?.expert;
  const t = useT({ experts });
  useDocumentTitle(expert?.name ?? t('experts.expert'));

  if (!expert) {
    const pending = !!id && (loading || (!data && !error));
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
        {pending ? (
          <p role="status" className="text-slate-600">
            {t('experts.loadingOne')}
          </p>
        ) : error ? (
          <p role="alert" className="text-slate-700">
            {t('experts.loadOneFailed')}
          </p>
        ) : (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('experts.notFound')}</h1>
            <p className="mt-4">
              <Link to="/experts" className="font-medium text-brand-800 underline underline-offset-2">
                {t('experts.browse')}
              </Link>
            </p>
          </>
        )}
      </div>
    );
  }
  return <ExpertProfile expert={expert} />;
}
