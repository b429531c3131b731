import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ExpertsOfFieldDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { specializationKeys, type ExpertField } from './expert-fields';
import { ExpertAvatar } from './expert-avatar';
import { BackLink } from '../../components/back-link';
import { EmailLink } from '../../components/email-link';
import { experts as words } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';
import { PicturesGate } from '../../components/pictures-gate';
import { usePicturesShown } from '../../lib/data-saver';

export function FieldExperts({ field }: { field: ExpertField }) {
  const t = useT({ experts: words });
  const name = t(field.nameKey);
  useDocumentTitle(t('experts.fieldTitle', { field: name }));
  // Data saver (#36): the photos come with the list only once asked for.
  const withPhotos = usePicturesShown();
  const { data, loading, error } = useQuery(ExpertsOfFieldDocument, {
    variables: { field: field.condition, withPhotos },
  });
  // From a history card: the recommended expert's name (only used to point them out here).
  const [params] = useSearchParams();
  const recommended = params.get('name');
  const experts = data?.experts;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink to="/experts">{t('experts.allFields')}</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
        {t('experts.fieldTitle', { field: name })}
      </h1>
      <PicturesGate className="mt-4" />
      {!experts ? (
        loading || !error ? (
          <p role="status" className="mt-6 text-slate-600">
            {t('experts.loading')}
          </p>
        ) : (
          <p role="alert" className="mt-6 text-slate-700">
            {t('experts.loadFailed')}
          </p>
        )
      ) : (
        <ul
          className="mt-8 grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3"
          aria-label={t('experts.fieldList', { field: name })}
        >
          {experts.map((expert) => {
            const highlighted = recommended === expert.name;
            return (
              <li
                key={expert.id}
                className={`flex flex-col rounded-2xl border bg-white p-5 shadow-sm ${highlighted ? 'border-brand-500 ring-2 ring-brand-300' : 'border-slate-200'}`}
              >
                <div className="flex items-center gap-4">
                  <ExpertAvatar name={expert.name} avatarUrl={expert.avatarUrl} />
                  <div className="min-w-0">
                    <h2 id={`expert-${expert.id}-name`} className="text-lg font-semibold text-slate-900">
                      {expert.name}
                    </h2>
                    <p className="text-sm text-slate-600">{t(specializationKeys[expert.specialization])}</p>
                  </div>
                </div>
                {highlighted && <p className="mt-3 text-sm font-medium text-brand-800">{t('experts.recommended')}</p>}
                <dl className="mt-4 space-y-1 text-sm text-slate-700">
                  <div className="flex gap-2">
                    <dt className="font-medium text-slate-900">{t('experts.contactLabel')}</dt>
                    <dd className="min-w-0 break-all">
                      <EmailLink address={expert.contact} />
                    </dd>
                  </div>
                  <div className="flex gap-2">
                    <dt className="font-medium text-slate-900">{t('experts.locationLabel')}</dt>
                    <dd>{expert.location}</dd>
                  </div>
                </dl>
                <Link
                  to={`/experts/${field.slug}/${expert.id}`}
                  // Named 'More' as the spec says; the expert's name describes it for screen readers.
                  aria-describedby={`expert-${expert.id}-name`}
                  className="mt-5 self-start rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                >
                  {t('experts.more')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
