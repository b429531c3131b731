import { screen, within } from '@testing-library/react';
import { depressionPage } from '../../testing/assessment';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import AssessmentPage from './assessment-page';
import { AssessmentResult } from './assessment-result';

// Issue #36: a test's page in Pidgin and Igbo. The page's own words are the member's language; the
// questions stay in English (no recorded source for their wording in it), marked lang="en", with
// the server's one line saying why.

const NOTE =
  'These questions dey for English: nobody don record any published translation of them for your language yet.';
const page = depressionPage(
  [
    {
      __typename: 'Question',
      id: 'q1',
      text: 'How often have you felt down?',
      options: [{ __typename: 'AnswerOption', label: 'Not at all', score: 0 }],
    },
  ],
  { languageNote: NOTE },
);
const where = { user: aMember(), path: '/assessment/:condition', route: '/assessment/depression' };

describe('a test in other languages', () => {
  it('shows the page in Pidgin and the questions in English, saying why', async () => {
    const { container } = await renderInLanguage('pcm', <AssessmentPage />, { ...where, mocks: [page] as never[] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Depression test' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Answer each question based on how many times you don feel like dis for di last two weeks/),
    ).toBeInTheDocument();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    const question = screen.getByRole('combobox', { name: 'How often have you felt down?' });
    expect(question).toHaveAttribute('lang', 'en');
    expect(screen.getByText('How often have you felt down?')).toHaveAttribute('lang', 'en');
    expect(within(question).getByRole('option', { name: 'Pick one answer' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send am' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('shows the result in Pidgin: heading, score, band, links and the not-a-diagnosis line', async () => {
    const result = {
      __typename: 'AssessmentRecord' as const,
      id: 'a1',
      condition: 'DEPRESSION' as const,
      title: 'Depression Assessment',
      score: 16,
      maxScore: 30,
      severity: 'MODERATELY_SEVERE' as const,
      evaluation: 'An evaluation.',
      evaluationSource: 'AI' as const,
      createdAt: '2026-11-22T10:00:00.000Z',
      needsCrisisSupport: false,
      crisisResources: [],
    };
    const { container } = await renderInLanguage(
      'pcm',
      <AssessmentResult result={result as never} slug="depression" />,
    );
    expect(screen.getByRole('heading', { name: 'Wetin your answers show' })).toBeInTheDocument();
    expect(screen.getByText('Score: 16 of 30')).toBeInTheDocument();
    expect(screen.getByText('E don high small range')).toBeInTheDocument();
    expect(screen.getByText(/^Dis na screening result/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find expert' })).toHaveAttribute('href', '/experts/field/depression');
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('shows Igbo where written and English, whole, where awaiting review', async () => {
    const { container } = await renderInLanguage('ig', <AssessmentPage />, { ...where, mocks: [page] as never[] });
    expect(await screen.findByText('Ajụjụ 1 n’ime 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zipu' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Depression Assessment' })).toBeInTheDocument(); // awaiting review
    expect(englishLeft(container, 'ig')).toEqual([]);
  });
});
