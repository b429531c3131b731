import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestHistoryAnswersDocument, TestHistoryDocument, type TestHistoryQuery } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import TestHistoryPage from './test-history-page';
import { formatTimestamp } from '../../lib/format-timestamp';
import { expertLink } from './history-format';

type Test = TestHistoryQuery['testHistory'][number];

const expert = (id: string, name: string) => ({
  __typename: 'Expert' as const,
  id,
  name,
  specialization: 'PSYCHIATRIST' as const,
  contact: `${id.replace(/-/g, '.')}@example.com`,
  field: 'SUBSTANCE_ABUSE' as const,
});

const test = (overrides: Partial<Test> = {}): Test & { __typename: 'AssessmentRecord' } => ({
  __typename: 'AssessmentRecord',
  id: 't1',
  condition: 'SUBSTANCE_ABUSE',
  title: 'Substance Abuse Assessment',
  score: 12,
  maxScore: 30,
  severity: 'MODERATE',
  evaluation: 'Your answers suggest a moderate pattern.\n\nTalking with someone can help.',
  createdAt: '2026-11-22T12:07:00.000Z',
  tips: ['Keep an honest log.', 'Plan ahead.'],
  needsCrisisSupport: false,
  crisisResources: [],
  recommendedExperts: [expert('chinedu-okeke', 'Dr. Chinedu Okeke'), expert('samuel-etim', 'Samuel Etim')],
  ...overrides,
});

const history = (tests: Test[]) => ({
  request: { query: TestHistoryDocument },
  result: { data: { testHistory: tests } },
});

function renderHistory(mocks: unknown[]) {
  return renderWithProviders(<TestHistoryPage />, { route: '/test-history', user: aMember(), mocks: mocks as never[] });
}

describe('TestHistoryPage', () => {
  it('shows a card per test: title, evaluation, time, score band, tips and recommended experts', async () => {
    renderHistory([
      history([test(), test({ id: 't2', condition: 'DEMENTIA', title: 'Dementia Assessment', tips: [] })]),
    ]);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Substance Abuse Assessment');
    expect(within(first).getByText('Your answers suggest a moderate pattern.')).toBeInTheDocument();
    expect(within(first).getByText('Talking with someone can help.')).toBeInTheDocument();
    expect(within(first).getByText(/^November 22, 2026 at \d{1,2}:\d{2} (AM|PM)$/)).toHaveAttribute(
      'datetime',
      '2026-11-22T12:07:00.000Z',
    );
    expect(within(first).getByText('Moderate range')).toBeInTheDocument();
    expect(within(first).getByText('Keep an honest log.')).toBeInTheDocument();

    const link = within(first).getByRole('link', { name: 'Dr. Chinedu Okeke' });
    const url = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(url.pathname).toBe('/experts/field/substance_abuse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Dr. Chinedu Okeke',
      contact: 'chinedu.okeke@example.com',
      profile: '/experts/detail/chinedu-okeke',
    });
    expect(within(first).getByRole('link', { name: 'chinedu.okeke@example.com' })).toHaveAttribute(
      'href',
      'mailto:chinedu.okeke@example.com',
    );

    // The tips fallback.
    expect(within(second).getByText('No tips available.')).toBeInTheDocument();
  });

  it("says 'No test history available.' when there are no tests", async () => {
    renderHistory([history([])]);
    expect(await screen.findByText('No test history available.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the evaluation as text, never as HTML, and the crisis resources when the test called for them', async () => {
    const evaluation = '<script>alert(1)</script><img src="y">';
    renderHistory([
      history([
        test({
          evaluation,
          needsCrisisSupport: true,
          crisisResources: [
            { __typename: 'CrisisResource', name: 'Emergency services', contact: '112', url: null },
          ] as never,
        }),
      ]),
    ]);
    expect(await screen.findByText(evaluation)).toBeInTheDocument();
    expect(document.querySelector('img[src="y"], script')).toBeNull();
    expect(screen.getByRole('region', { name: "You don't have to face this alone" })).toHaveTextContent('112');
  });

  it('shows a loading state, then a clear message when the history cannot be loaded', async () => {
    renderHistory([{ request: { query: TestHistoryDocument }, error: new Error('offline') }]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your history');
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load your history.");
  });
});

describe('history formatting', () => {
  it("formats times as 'MMMM dd, yyyy at h:mm a'", () => {
    const local = new Date(2026, 0, 5, 15, 4);
    expect(formatTimestamp(local.toISOString())).toBe('January 05, 2026 at 3:04 PM');
  });

  it('encodes the expert link parameters', () => {
    expect(
      expertLink({
        __typename: 'Expert',
        id: 'x-y',
        name: 'A & B?',
        contact: 'a+b@example.com',
        field: 'ANXIETY',
        specialization: 'THERAPIST',
      } as never),
    ).toBe('/experts/field/anxiety?name=A+%26+B%3F&contact=a%2Bb%40example.com&profile=%2Fexperts%2Fdetail%2Fx-y');
  });

  it('keeps the answers collapsed until asked, then shows each question with the chosen answer', async () => {
    const user = userEvent.setup();
    renderHistory([
      history([test()]),
      {
        request: { query: TestHistoryAnswersDocument },
        result: {
          data: {
            testHistory: [
              {
                __typename: 'AssessmentRecord',
                id: 't1',
                answers: [
                  {
                    __typename: 'Answer',
                    questionId: 'q1',
                    question: 'How often did you drink?',
                    selectedAnswer: 'Several days',
                  },
                  {
                    __typename: 'Answer',
                    questionId: 'q2',
                    question: 'How often did you plan?',
                    selectedAnswer: 'Not at all',
                  },
                ],
              },
            ],
          },
        },
      },
    ]);
    const toggle = await screen.findByRole('button', { name: 'Show your answers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('How often did you drink?')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByText('How often did you drink?')).toBeInTheDocument();
    expect(screen.getByText('Several days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide your answers' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide your answers' }));
    expect(screen.queryByText('How often did you drink?')).not.toBeInTheDocument();
  });

  it('offers the PDF summary once there is a test', async () => {
    renderHistory([history([test()])]);
    expect(await screen.findByRole('link', { name: 'Download summary (PDF)' })).toHaveAttribute(
      'href',
      '/account/report.pdf',
    );
  });
});
