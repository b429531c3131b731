// A test's page as the AssessmentPage query answers it, for the assessment's unit tests.
import { AssessmentPageDocument } from '../gql/graphql';

type Question = { __typename: 'Question'; id: string; text: string; options: unknown[] };

/** The depression test's definition and the member's standing with it (taken, open again from). */
export function depressionPage(
  questions: readonly Question[],
  {
    taken = false,
    retakeAvailableAt = null,
    languageNote = null,
  }: { taken?: boolean; retakeAvailableAt?: string | null; languageNote?: string | null } = {},
) {
  return {
    request: { query: AssessmentPageDocument, variables: { condition: 'DEPRESSION' } },
    result: {
      data: {
        assessment: {
          __typename: 'AssessmentDefinition',
          condition: 'DEPRESSION',
          title: 'Depression Assessment',
          timeWindow: 'over the last two weeks',
          language: 'en',
          languageNote,
          maxScore: 30,
          slug: 'depression',
          questions,
        },
        assessmentStatus: {
          __typename: 'AssessmentStatus',
          condition: 'DEPRESSION',
          lastTakenAt: taken ? '2026-11-01T10:00:00.000Z' : null,
          canTake: !taken,
          retakeAvailableAt,
        },
      },
    },
  };
}
