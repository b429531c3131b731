import { useMutation } from '@apollo/client/react';
import { SubmitMeasureDocument, type SubmitMeasureMutationVariables } from '../../gql/graphql';
import { useQueuedWrite } from '../../lib/use-queued-write';

/**
 * submitMeasure, with the history and the dashboard's lines it makes stale asked again. It keeps
 * the answers on this device when there is no connection (lib/use-queued-write.ts), sent once the
 * connection returns with their Idempotency-Key (the server stores one result per key).
 */
export function useSubmitMeasure() {
  const [submit] = useMutation(SubmitMeasureDocument, {
    update(cache) {
      // The history and the dashboard's lines are stale now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'measureHistory' });
      cache.gc();
    },
  });
  const send = useQueuedWrite(SubmitMeasureDocument, 'measure answers');
  return (variables: SubmitMeasureMutationVariables) => send(variables, (context) => submit({ variables, context }));
}
