// Sending a test's answers (submitAssessment), in a chunk of its own loaded on the member's first
// answer (#36): Apollo Client and the GraphQL printer stay off the assessment page's first view.
// The answers wait on this device when there is no connection (lib/use-queued-write.ts).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  SubmitAssessmentDocument,
  type SubmitAssessmentMutation,
  type SubmitAssessmentMutationVariables,
} from '../../gql/graphql';
import { appApolloClient } from '../../lib/apollo';
import { sendOrQueue } from '../../lib/use-queued-write';

export type SubmitOutcome =
  | { kind: 'queued' }
  | { kind: 'done'; record: SubmitAssessmentMutation['submitAssessment'] }
  /** Not taken: the server's error code (FORBIDDEN, CONFLICT, BAD_USER_INPUT), none for anything else. */
  | { kind: 'refused'; code: string | undefined };

/** submitAssessment for the member `userId`, with the pages it makes stale (history, scores, the taken flag) asked again. */
export async function submitAssessment(
  variables: SubmitAssessmentMutationVariables,
  userId: string | undefined,
): Promise<SubmitOutcome> {
  try {
    const sent = await sendOrQueue(SubmitAssessmentDocument, 'test answers', userId, variables, (context) =>
      appApolloClient().mutate({
        mutation: SubmitAssessmentDocument,
        variables,
        context,
        update(cache) {
          // History, scores and the taken flag are stale now: their pages ask again.
          for (const fieldName of ['testHistory', 'healthScores', 'assessmentTaken', 'assessmentStatus'])
            cache.evict({ id: 'ROOT_QUERY', fieldName });
          cache.gc();
        },
      }),
    );
    if (sent.queued) return { kind: 'queued' };
    const record = sent.result.data?.submitAssessment;
    return record ? { kind: 'done', record } : { kind: 'refused', code: undefined };
  } catch (error) {
    const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
    return { kind: 'refused', code: typeof code === 'string' ? code : undefined };
  }
}
