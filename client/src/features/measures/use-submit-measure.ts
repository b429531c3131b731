import { useMutation } from '@apollo/client/react';
import { SubmitMeasureDocument } from '../../gql/graphql';

/** submitMeasure, with the history and the dashboard's lines it makes stale asked again. */
export function useSubmitMeasure() {
  const [submit] = useMutation(SubmitMeasureDocument, {
    update(cache) {
      // The history and the dashboard's lines are stale now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'measureHistory' });
      cache.gc();
    },
  });
  return submit;
}
