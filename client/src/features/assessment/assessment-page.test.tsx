import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import toast from 'react-hot-toast';
import { SubmitAssessmentDocument, type SubmitAssessmentMutation } from '../../gql/graphql';
import { depressionPage } from '../../testing/assessment';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import AssessmentPage from './assessment-page';

const LABELS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const questions = Array.from({ length: 10 }, (_, i) => ({
  __typename: 'Question' as const,
  id: `depression-q${i + 1}`,
  text: `Over the last two weeks, how often have you felt thing number ${i + 1}?`,
  options: LABELS.map((label, score) => ({ __typename: 'AnswerOption' as const, label, score })),
}));

const definition = (taken = false, retakeAvailableAt: string | null = null) =>
  depressionPage(questions, { taken, retakeAvailableAt });

type Record = SubmitAssessmentMutation['submitAssessment'];
const record = (overrides: Partial<Record> = {}): Record & { __typename: 'AssessmentRecord' } => ({
  __typename: 'AssessmentRecord',
  id: 'a1',
  condition: 'DEPRESSION',
  title: 'Depression Assessment',
  score: 10,
  maxScore: 30,
  severity: 'MILD',
  evaluation: 'First paragraph of the evaluation.\n\nSecond paragraph.',
  evaluationSource: 'AI',
  createdAt: '2026-11-22T10:00:00.000Z',
  needsCrisisSupport: false,
  crisisResources: [],
  ...overrides,
});

const allAnswers = (label = 'Several days') => questions.map((q) => ({ questionId: q.id, selectedAnswer: label }));
const submitMock = (result: object, answers = allAnswers()) => ({
  request: { query: SubmitAssessmentDocument, variables: { condition: 'DEPRESSION', answers } },
  ...result,
});

function renderAssessment(mocks: unknown[], route = '/assessment/depression') {
  return renderWithProviders(null, {
    route,
    user: aMember(),
    mocks: mocks as never[],
    routes: [
      { path: '/assessment/:condition', element: withToasts(<AssessmentPage />) },
      { path: '/dashboard', element: <h1>User Dashboard</h1> },
    ],
  });
}

async function answerAll(user: ReturnType<typeof userEvent.setup>, label = 'Several days') {
  for (let i = 0; i < 10; i++) {
    await user.selectOptions(screen.getByRole('combobox'), label);
    if (i < 9) await user.click(screen.getByRole('button', { name: 'Next' }));
  }
}

describe('AssessmentPage', () => {
  // The toasts' store outlives a test: each starts with none.
  beforeEach(() => toast.remove());

  it('asks one question at a time with a labelled select, a counter, Previous and Next', async () => {
    const user = userEvent.setup();
    renderAssessment([definition()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Depression Assessment' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: questions[0].text });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an answer', ...LABELS]);
    expect(select).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.selectOptions(select, 'More than half the days');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 10')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: questions[1].text })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('More than half the days');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("submits all answers, shows 'Complete!', the evaluation below and disables Submit", async () => {
    const user = userEvent.setup();
    renderAssessment([definition(), submitMock({ result: { data: { submitAssessment: record() } } })]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Complete!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your evaluation' })).toHaveFocus();
    expect(screen.getByText('First paragraph of the evaluation.')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.')).toBeInTheDocument();
    expect(screen.getByText('Score: 10 of 30')).toBeInTheDocument();
    expect(screen.getByText('Mild range')).toBeInTheDocument();
    expect(screen.getAllByText(/not a diagnosis/).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.queryByRole('heading', { name: "You don't have to face this alone" })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find an expert' })).toHaveAttribute('href', '/experts/field/depression');
  });

  it('shows the evaluation as text, never as HTML, and the crisis card when needed', async () => {
    const user = userEvent.setup();
    const evaluation = '<img src=x onerror="alert(1)"> <b>bold</b>';
    renderAssessment([
      definition(),
      submitMock({
        result: {
          data: {
            submitAssessment: record({
              evaluation,
              needsCrisisSupport: true,
              crisisResources: [
                { __typename: 'CrisisResource', name: 'Emergency services', contact: '112', url: null },
                {
                  __typename: 'CrisisResource',
                  name: 'Find a Helpline',
                  contact: 'findahelpline.com',
                  url: 'https://findahelpline.com',
                },
                { __typename: 'CrisisResource', name: 'Bad link', contact: 'click me', url: 'javascript:alert(1)' },
              ] as never,
            }),
          },
        },
      }),
    ]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(evaluation)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const card = screen.getByRole('region', { name: "You don't have to face this alone" });
    expect(within(card).getByText('112')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    expect(within(card).queryByRole('link', { name: 'click me' })).not.toBeInTheDocument();
  });

  it("says 'Please answer all questions.' when the last question is left unanswered", async () => {
    const user = userEvent.setup();
    renderAssessment([definition()]);
    await screen.findByText('Question 1 of 10');
    for (let i = 0; i < 9; i++) {
      await user.selectOptions(screen.getByRole('combobox'), 'Not at all');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer all questions.');
    expect(screen.getAllByText(/Please answer all questions\./)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('keeps the focus on Submit, clears the message once the last question is answered, then submits', async () => {
    const user = userEvent.setup();
    renderAssessment([
      definition(),
      submitMock({ result: { data: { submitAssessment: record() } } }, [
        ...allAnswers('Not at all').slice(0, 9),
        { questionId: questions[9].id, selectedAnswer: 'Nearly every day' },
      ]),
    ]);
    await screen.findByText('Question 1 of 10');
    for (let i = 0; i < 9; i++) {
      await user.selectOptions(screen.getByRole('combobox'), 'Not at all');
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer all questions.');
    expect(screen.getByRole('combobox', { name: questions[9].text })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveFocus();

    await user.selectOptions(screen.getByRole('combobox'), 'Nearly every day');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Complete!')).toBeInTheDocument();
  });

  it("shows 'Please answer all questions.' on the question when the server refuses the answers", async () => {
    const user = userEvent.setup();
    renderAssessment([
      definition(),
      submitMock({
        result: {
          errors: [
            new GraphQLError('Please answer all questions.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'answers' },
            }),
          ],
        },
      }),
    ]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please answer all questions.');
    expect(screen.getAllByText(/Please answer all questions\./)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.queryByText('Complete!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your evaluation' })).not.toBeInTheDocument();
  });

  it("says 'Test already taken.', disables Submit and returns to the dashboard after 2500 ms", async () => {
    // The server refuses a test the page thought open (taken meanwhile, in another tab): the spec's submit behaviour.
    const user = userEvent.setup();
    const { router } = renderAssessment([
      definition(),
      submitMock({
        result: { errors: [new GraphQLError('Test already taken.', { extensions: { code: 'CONFLICT' } })] },
      }),
    ]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Test already taken.')).toBeInTheDocument();
    expect(screen.getByText(/Taking you back to your dashboard/)).toBeInTheDocument();
    expect(screen.getAllByText(/Test already taken\./)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const shownAt = Date.now();
    expect(router.state.location.pathname).toBe('/assessment/depression');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2000);
  });

  // Issue #39, item 9: a test not open yet showed its ten questions (the self-harm one included) under the notice.
  it('says from which day a retake is possible, links the result and shows no question to answer in vain', async () => {
    renderAssessment([definition(true, '2026-11-15T10:00:00.000Z')]);
    expect(
      await screen.findByText(/You have already taken this test\. You can take it again from 15 Nov 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute('href', '/test-history');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByText('Question 1 of 10')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next|Submit/ })).not.toBeInTheDocument();
  });

  it('says a test is taken once when no retake window is set, with no question shown', async () => {
    renderAssessment([definition(true)]);
    expect(await screen.findByText(/You have already taken this test\. Each test is taken once\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your result' })).toHaveAttribute('href', '/test-history');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('shows no notice when a retake is open', async () => {
    const open = definition(false);
    open.result.data.assessmentStatus.lastTakenAt = '2026-10-01T10:00:00.000Z';
    renderAssessment([open]);
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.queryByText(/You have already taken this test/)).not.toBeInTheDocument();
  });

  it("says 'Failed to submit assessment. Please try again.' on any other failure and lets the member retry", async () => {
    const user = userEvent.setup();
    renderAssessment([
      definition(),
      submitMock({ error: new Error('Network down') }),
      submitMock({ result: { data: { submitAssessment: record() } } }),
    ]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to submit assessment. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Complete!')).toBeInTheDocument();
  });

  it.each(['/assessment/unknown', '/assessment/DEPRESSION', '/assessment/substance-abuse'])(
    'shows the 404 page for %s',
    async (route) => {
      renderAssessment([], route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    },
  );

  it('leaves the page before the redirect without navigating later', async () => {
    const user = userEvent.setup();
    const { router } = renderAssessment([
      definition(),
      submitMock({
        result: { errors: [new GraphQLError('Test already taken.', { extensions: { code: 'CONFLICT' } })] },
      }),
    ]);
    await screen.findByText('Question 1 of 10');
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText(/Test already taken\./);
    await act(() => router.navigate('/assessment/anxiety'));
    await new Promise((r) => setTimeout(r, 2700));
    expect(router.state.location.pathname).toBe('/assessment/anxiety');
  }, 10_000);
});
