import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MEASURE_CHANGE_WORDS, PHQ9 } from '@mindcheck/common';
import { MeasurePageDocument, SubmitMeasureDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import MeasurePage from './measure-page';
import { MeasureResult } from './measure-result';

jest.setTimeout(20_000);

const LABELS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];
const DAY_MS = 24 * 3600_000;

const page = (history: { id: string; createdAt: string }[] = []) => ({
  request: { query: MeasurePageDocument, variables: { instrument: 'PHQ9' } },
  result: {
    data: {
      measure: {
        __typename: 'MeasureDefinition',
        instrument: 'PHQ9',
        title: PHQ9.title,
        timeframe: PHQ9.timeframe,
        maxScore: 27,
        clinicalCutoff: 10,
        language: 'en',
        source: PHQ9.source,
        questions: PHQ9.questions.map((q) => ({
          __typename: 'Question',
          id: q.id,
          text: q.text,
          options: LABELS.map((label, score) => ({ __typename: 'AnswerOption', label, score })),
        })),
      },
      measureHistory: history.map((h) => ({ __typename: 'MeasureResult', ...h })),
    },
  },
});

const result = (overrides: object = {}) => ({
  __typename: 'MeasureResult',
  id: 'm2',
  instrument: 'PHQ9',
  score: 9,
  maxScore: 27,
  severity: 'MILD',
  change: 'IMPROVED',
  language: 'en',
  needsCrisisSupport: false,
  createdAt: '2026-11-22T10:00:00.000Z',
  crisisResources: [],
  ...overrides,
});

const answersOf = (labels: string[]) => PHQ9.questions.map((q, i) => ({ questionId: q.id, selectedAnswer: labels[i] }));
const submit = (labels: string[], response: object) => ({
  request: { query: SubmitMeasureDocument, variables: { instrument: 'PHQ9', answers: answersOf(labels) } },
  ...response,
});

function renderPage(mocks: unknown[]) {
  return renderWithProviders(null, {
    route: '/measures/phq9',
    user: aMember(),
    mocks: mocks as never[],
    routes: [{ path: '/measures/:instrument', element: <MeasurePage /> }],
  });
}

async function answer(user: ReturnType<typeof userEvent.setup>, labels: string[]) {
  for (let i = 0; i < labels.length; i++) {
    expect(screen.getByText(`Question ${i + 1} of 9`)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: PHQ9.questions[i].text }), labels[i]);
    await user.click(screen.getByRole('button', { name: i < labels.length - 1 ? 'Next' : 'Submit' }));
  }
}

describe('MeasurePage', () => {
  it('asks the PHQ-9 one question at a time in its own words, then shows the change in plain words', async () => {
    const user = userEvent.setup();
    const labels = Array(9).fill('Several days');
    // The history is read again after the submit (now with this result): the result must stay.
    renderPage([
      page(),
      submit(labels, { result: { data: { submitMeasure: result() } } }),
      page([{ id: 'm2', createdAt: new Date().toISOString() }]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: PHQ9.title })).toBeInTheDocument();
    expect(screen.getByText(PHQ9.timeframe)).toBeInTheDocument();
    expect(screen.getByText(/No permission required to reproduce/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an answer', ...LABELS]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await answer(user, labels);

    expect(await screen.findByRole('heading', { name: 'Your result' })).toHaveFocus();
    expect(screen.getByText('Score: 9 of 27')).toBeInTheDocument();
    expect(screen.getByText('Mild range')).toBeInTheDocument();
    expect(screen.getByTestId('measure-change')).toHaveTextContent('Compared with last time: a reliable improvement');
    expect(screen.getByText(MEASURE_CHANGE_WORDS.IMPROVED.meaning)).toBeInTheDocument();
    expect(screen.queryByText(/cured/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "You don't have to face this alone" })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.queryByText(/so you can take it again from/)).not.toBeInTheDocument();
  });

  it('shows the crisis card above the result when item 9 is answered, whatever the total', async () => {
    const user = userEvent.setup();
    const labels = [...Array(8).fill('Not at all'), 'Several days'];
    const crisis = result({
      score: 1,
      severity: 'MINIMAL',
      change: 'BASELINE',
      needsCrisisSupport: true,
      crisisResources: [
        { __typename: 'CrisisResource', name: 'Emergency services', contact: '112', url: null, emergency: true },
      ],
    });
    renderPage([page(), submit(labels, { result: { data: { submitMeasure: crisis } } })]);
    await screen.findByText('Question 1 of 9');
    await answer(user, labels);
    expect(await screen.findByRole('heading', { name: "You don't have to face this alone" })).toBeInTheDocument();
    expect(screen.getByText(/112/)).toBeInTheDocument();
    expect(screen.getByTestId('measure-change')).toHaveTextContent('your starting point');
  });

  it('says when it can be taken again instead of the questions, within 2 weeks of the last one', async () => {
    const last = new Date(Date.now() - 3 * DAY_MS).toISOString();
    renderPage([page([{ id: 'm1', createdAt: last }])]);
    expect(
      await screen.findByText(/It asks about the last 2 weeks, so you can take it again from/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('keeps the answers on this device when there is no connection, with the crisis lines meanwhile (#36)', async () => {
    localStorage.clear();
    const user = userEvent.setup();
    const labels = Array(9).fill('More than half the days');
    renderPage([page(), submit(labels, { error: new TypeError('Failed to fetch') })]);
    await screen.findByText('Question 1 of 9');
    await answer(user, labels);
    expect(
      await screen.findByText("Your test answers are saved on this device and will be sent when you're online."),
    ).toHaveAttribute('role', 'status');
    const lines = screen.getByRole('list', { name: 'Crisis resources' });
    expect(within(lines).getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    // What the outbox sends once online: these answers, with the key it made for them.
    const [kept] = JSON.parse(localStorage.getItem('mindcheck.outbox') ?? '[]') as Record<string, unknown>[];
    expect(kept).toMatchObject({
      what: 'measure answers',
      operationName: 'SubmitMeasure',
      variables: { instrument: 'PHQ9', answers: answersOf(labels) },
    });
    expect(kept.key).toMatch(/^[\w-]{16,64}$/);
    expect(screen.queryByRole('heading', { name: 'Your result' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in its own words", async () => {
    const user = userEvent.setup();
    const labels = Array(9).fill('Not at all');
    const message =
      'You took the PHQ-9 less than 2 weeks ago: it asks about the last 2 weeks, so you can take it again from 1 December 2026, 10:00 UTC.';
    renderPage([
      page(),
      submit(labels, { result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] } }),
    ]);
    await screen.findByText('Question 1 of 9');
    await answer(user, labels);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('MeasurePage in other languages (#36)', () => {
  const route = { route: '/measures/phq9', path: '/measures/:instrument', user: aMember({ locale: 'pcm' }) };

  it('in Pidgin: its own words, and one line saying why the questions are in English', async () => {
    const taken = new Date(Date.now() - 3 * DAY_MS).toISOString();
    const { container } = await renderInLanguage('pcm', <MeasurePage />, {
      ...route,
      mocks: [page([{ id: 'm1', createdAt: taken }])] as never[],
    });
    expect(await screen.findByRole('heading', { level: 1, name: PHQ9.title })).toBeInTheDocument();
    expect(screen.getByText(/Questionnaire wey doctors for di whole world dey use: 9 questions/)).toBeInTheDocument();
    expect(screen.getByText(/^Di questions dey for English/)).toHaveAttribute('lang', 'pcm');
    expect(screen.getByText(/You do dis questionnaire for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See how you dey go' })).toHaveAttribute('href', '/dashboard');
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('in Pidgin and in Hausa: the result and what the change means', async () => {
    const pcm = await renderInLanguage('pcm', <MeasureResult result={result() as never} />);
    expect(screen.getByRole('heading', { name: 'Your result' })).toBeInTheDocument();
    expect(screen.getByTestId('measure-change')).toHaveTextContent(
      'Compare am with last time: better wey we fit trust',
    );
    expect(screen.getByRole('link', { name: 'Find expert' })).toHaveAttribute('href', '/experts/field/depression');
    expect(englishLeft(pcm.container, 'pcm')).toEqual([]);
    pcm.unmount();

    const ha = await renderInLanguage('ha', <MeasureResult result={result() as never} />);
    expect(screen.getByRole('heading', { name: 'Sakamakonka' })).toBeInTheDocument();
    // Awaiting review in Hausa: the change's words in English, whole.
    expect(screen.getByText(MEASURE_CHANGE_WORDS.IMPROVED.meaning)).toBeInTheDocument();
    expect(englishLeft(ha.container, 'ha')).toEqual([]);
  });
});
