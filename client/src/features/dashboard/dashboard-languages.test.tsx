import { screen, within } from '@testing-library/react';
import { HealthScoresDocument, MoodEntriesDocument } from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { scorePoint as point } from '../../testing/health-scores';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { formatDay } from '../../lib/format-day';
import HealthChart from './health-chart';
import { MoodSection } from './mood-section';

// Issue #36: the dashboard's chart and mood check-in in Pidgin and Yoruba: the member's words
// change, the numbers and dates follow the language, and nothing is left in English but the keys
// a language awaits review for.

const scores = {
  request: { query: HealthScoresDocument },
  result: {
    data: {
      healthScores: [
        point('a', '2026-11-20T10:00:00Z', 6, 'DEPRESSION'),
        point('b', '2026-11-22T10:00:00Z', 10, 'DEPRESSION'),
        point('c', '2026-11-22T11:00:00Z', 14, 'SUBSTANCE_ABUSE'),
      ],
      assessments: [{ __typename: 'AssessmentDefinition', condition: 'DEPRESSION', maxScore: 30 }],
    },
  },
};
const moods = {
  request: { query: MoodEntriesDocument },
  result: {
    data: {
      moodEntries: [
        { __typename: 'MoodEntry', id: 'm1', mood: 2, note: null, tags: ['sleep'], createdAt: '2026-11-20T08:00:00Z' },
      ],
    },
  },
};

describe('the dashboard in other languages', () => {
  it('shows the health chart, its change lines and its table in Pidgin', async () => {
    const { container } = await renderInLanguage('pcm', <HealthChart />, {
      user: aMember(),
      mocks: [scores] as never[],
    });
    expect(await screen.findByTestId('health-chart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How your health dey' })).toBeInTheDocument();
    expect(screen.getByText(/^Dis na screening result to help you think am well/)).toBeInTheDocument();
    expect(screen.getByText('Health score: Drug and drink')).toBeInTheDocument();
    const changes = screen.getByRole('list', { name: 'Wetin change since di last result' });
    // The date as Intl writes it for Pidgin.
    const since = formatDay(new Date('2026-11-20T10:00:00Z'), 'pcm');
    expect(within(changes).getByText(`Depression: 10, e go up 4 since ${since}`)).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Your results so far, di oldest first');
    expect(
      screen.getByRole('img', { name: /^Line chart of 3 health scores, one line for each test/ }),
    ).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('shows the mood check-in in Pidgin', async () => {
    const { container } = await renderInLanguage('pcm', <MoodSection />, {
      user: aMember(),
      mocks: [moods] as never[],
    });
    const past = await screen.findByRole('list', { name: 'Wetin you don write before' });
    expect(screen.getByRole('group', { name: 'How you dey feel right now?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save am' })).toBeInTheDocument();
    expect(within(past).getByText(/E no good/)).toBeInTheDocument();
    expect(within(past).getByText('Sleep')).toBeInTheDocument();
    expect(within(past).getByRole('button', { name: /^Delete wetin you write for / })).toBeInTheDocument();
    expect(englishLeft(container, 'pcm')).toEqual([]);
  });

  it('shows Yoruba where it is written and the English of keys awaiting review, whole', async () => {
    const { container } = await renderInLanguage('yo', <MoodSection />, { user: aMember(), mocks: [moods] as never[] });
    const past = await screen.findByRole('list', { name: 'Past check-ins' }); // awaiting review in yo
    expect(within(past).getByText('Oorun')).toBeInTheDocument(); // the tag "Sleep"
    expect(screen.getByText('Ìlera')).toBeInTheDocument(); // the tag "Health"
    expect(screen.getByText('Weather')).toBeInTheDocument(); // awaiting review: English, whole
    expect(englishLeft(container, 'yo')).toEqual([]);
  });
});
