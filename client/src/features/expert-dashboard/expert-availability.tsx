import { LoadStatus } from '../../components/load-status';
import { useQuery } from '@apollo/client/react';
import { MyAvailabilityDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BackLink } from '../../components/back-link';
import { AvailabilityForm } from './availability-editor';

export function ExpertAvailability() {
  useDocumentTitle('My availability');
  const { data, loading, error } = useQuery(MyAvailabilityDocument, { fetchPolicy: 'network-only' });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <BackLink to="/expert">Expert dashboard</BackLink>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">My availability</h1>
      <p className="mt-2 text-slate-600">
        When members can book you. Times are in the time zone you choose; members see them in their own.
      </p>
      {!data ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading…" what="your availability" className="mt-8" />
      ) : (
        <AvailabilityForm saved={data.myAvailability} />
      )}
    </div>
  );
}
