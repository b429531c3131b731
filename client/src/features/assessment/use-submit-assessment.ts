import { useMutation } from '@apollo/client/react';
import { SubmitAssessmentDocument } from '../../gql/graphql';

/** submitAssessment, with the pages it makes stale (history, scores, the taken flag) asked again. */
export function useSubmitAssessment() {
  const [submit] = useMutation(SubmitAssessmentDocument, {
    update(cache) {
      // History, scores and the taken flag are stale now: their pages ask again.
      for (const fieldName of ['testHistory', 'healthScores', 'assessmentTaken', 'assessmentStatus'])
        cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });
  return submit;
}
