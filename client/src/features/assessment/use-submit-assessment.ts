import { useMutation } from '@apollo/client/react';
import { SubmitAssessmentDocument, type SubmitAssessmentMutationVariables } from '../../gql/graphql';
import { useQueuedWrite } from '../../lib/use-queued-write';

/**
 * submitAssessment, with the pages it makes stale (history, scores, the taken flag) asked again.
 * It keeps the answers on this device when there is no connection (lib/use-queued-write.ts).
 */
export function useSubmitAssessment() {
  const [submit] = useMutation(SubmitAssessmentDocument, {
    update(cache) {
      // History, scores and the taken flag are stale now: their pages ask again.
      for (const fieldName of ['testHistory', 'healthScores', 'assessmentTaken', 'assessmentStatus'])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  const send = useQueuedWrite(SubmitAssessmentDocument, 'test answers');
  return (variables: SubmitAssessmentMutationVariables) => send(variables, (context) => submit({ variables, context }));
}
