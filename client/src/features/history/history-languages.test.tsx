import { screen, within } from '@testing-library/react';
import { TestHistoryDocument } from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { formatMoment } from '../../lib/format-day';
import TestHistoryPage from './test-history-page';

// Issue #36: the test history in Pidgin and Hausa: headings, buttons and the score in the
// member's language, the test named from the catalogue, the time written by Intl; the spec's tips
// stay English, marked as such.

const record = (id: string, tips: string[]) => ({
  __typename: 'AssessmentRecord' as const,
  id,
  condition: 'DEPRESSION',
  title: 'Depression Assessment',
  score: 12,
  maxScore: 30,
  severity: 'MODERATE',
  evaluation: 'An evaluation.',
  createdAt: '2026-11-22T12:07:00.000Z',
  tips,
  needsCrisisSupport: false,
  crisisResources: [],
  recommendedExperts: [],
});
const mocks = [
  {
    request: { query: TestHistoryDocument },
    result: { data: { testHistory: [record('t1', ['Keep a routine.']), record('t2', [])] } },
  },
] as never[];

describe('the test history in other languages', () => {
  it('is in Pidgin, the tips marked as English', async () => {
    const { container } = await renderInLanguage('pcm', <TestHistoryPage />, { user: aMember(), mocks });
    const [first, second] = await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'My health history' })).toBeInTheDocument();
    expect(within(first).getByRole('heading', { level: 2, name: 'Depression test' })).toBeInTheDocument();
    expect(within(first).getByText('Score: 12 of 30')).toBeInTheDocument();
    expect(within(first).getByText('Middle range')).toBeInTheDocument();
    expect(within(first).getByText(formatMoment(new Date('2026-11-22T12:07:00.000Z'), 'pcm'))).toBeInTheDocument();
    expect(within(first).getByText('Keep a routine.').closest('ul')).toHaveAttribute('lang', 'en');
    expect(within(second).getByText('No tips dey.')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'our experts' })).toHaveAttribute('href', '/experts');
    expect(within(first).getByRole('button', { name: 'Show your answers' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tests wey you don do' })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('is in Hausa where written, English whole where awaiting review', async () => {
    const { container } = await renderInLanguage('ha', <TestHistoryPage />, { user: aMember(), mocks });
    const [first] = await screen.findAllByRole('article');
    expect(screen.getByRole('heading', { level: 1, name: 'Tarihin lafiyata' })).toBeInTheDocument();
    expect(within(first).getByText('Maki: 12 cikin 30')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Nuna amsoshinka' })).toBeInTheDocument();
    expect(within(first).getByText('Recommended experts')).toBeInTheDocument(); // awaiting review in ha
    expect(englishLeft(container, 'ha')).toEqual([]);
  });
});
