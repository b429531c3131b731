import type { ComponentType } from 'react';
import { useQuery } from '@apollo/client/react';
import { MyExpertListingDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ExpertListingSection } from './expert-listing-section';
import { AppointmentsSection } from './appointments-section';
import { PayoutAccountSection } from './payout-account-section';
import { type MyListing } from './listing-form';
import { expertConsole } from 'app-en:expertConsole';
import { useT } from '../../lib/i18n/locale';

/**
 * The dashboard's sections, in order. Each is its own component and gets the expert's listing;
 * a feature adds its section here (the appointments list comes with the appointments work).
 */
export const expertDashboardSections: ReadonlyArray<{ key: string; Section: ComponentType<{ expert: MyListing }> }> = [
  // The appointments first: what the expert comes to the dashboard for most days.
  { key: 'appointments', Section: AppointmentsSection },
  { key: 'listing', Section: ExpertListingSection },
  { key: 'payouts', Section: PayoutAccountSection },
];

export function Dashboard() {
  const t = useT({ expertConsole });
  useDocumentTitle(t('expertConsole.title'));
  const { data, loading, error } = useQuery(MyExpertListingDocument, { fetchPolicy: 'cache-and-network' });
  const expert = data?.me?.expert;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('expertConsole.title')}</h1>
      {expert && <p className="mt-2 text-slate-600">{t('expertConsole.signedInAs', { name: expert.name })}</p>}
      {!expert ? (
        <p role={error || data ? 'alert' : 'status'} className="mt-8 text-slate-700">
          {error
            ? t('expertConsole.listingLoadFailed')
            : data
              ? t('expertConsole.unlinked')
              : loading
                ? t('expertConsole.loading')
                : null}
        </p>
      ) : (
        <div className="mt-8 space-y-6">
          {expertDashboardSections.map(({ key, Section }) => (
            <Section key={key} expert={expert} />
          ))}
        </div>
      )}
    </div>
  );
}
