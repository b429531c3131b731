import { screen, within } from '@testing-library/react';
import { HealthScoresDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { scorePoint as point } from '../../testing/health-scores';
import HealthChart from './health-chart';
import * as chartData from './health-chart-data';
import { dailyMeans } from './mood-data';

const scoresMock = (points: unknown[], maxScore = 30) => ({
  request: { query: HealthScoresDocument },
  result: {
    data: {
      healthScores: points,
      assessments: ['DEPRESSION', 'ANXIETY'].map((condition) => ({
        __typename: 'AssessmentDefinition',
        condition,
        maxScore,
      })),
    },
  },
});

describe('HealthChart', () => {
  it("shows a loading state until the scores arrive, then the chart titled 'User Health State' with its legend", async () => {
    renderWithProviders(<HealthChart />, {
      user: aMember(),
      mocks: [
        scoresMock([point('a', '2026-11-20T10:00:00Z', 6), point('b', '2026-11-22T10:00:00Z', 14, 'SUBSTANCE_ABUSE')]),
      ] as never[],
    });
    expect(screen.getByRole('heading', { name: 'User Health State' })).toBeInTheDocument();
    expect(screen.getByText(/This is a screening result to help you reflect, not a diagnosis/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your health scores');
    // Victory's render is slow on a busy machine: a longer wait than the default second.
    expect(await screen.findByTestId('health-chart', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // One line per condition, each in the legend.
    expect(screen.getByText('Health Score: Depression')).toBeInTheDocument();
    expect(screen.getByText('Health Score: Substance abuse')).toBeInTheDocument();
    expect(
      screen.getByTestId('health-chart').querySelectorAll('path[role="presentation"]').length,
    ).toBeGreaterThanOrEqual(4);
    // The same data as a table for screen readers, oldest first.
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '20 Nov 2026Depression6 of 30Evaluation a',
      '22 Nov 2026Substance abuse14 of 30Evaluation b',
    ]);
  });

  it('draws the chart empty, with a friendly message, before the first test', async () => {
    renderWithProviders(<HealthChart />, { user: aMember(), mocks: [scoresMock([])] as never[] });
    expect(await screen.findByText(/No scores yet/)).toBeInTheDocument();
    // The chart itself is drawn, empty: its legend, the 0–30 scale, no points and no data table.
    const chart = screen.getByRole('img', { name: 'Line chart of your health scores, empty until your first test.' });
    expect(within(chart).getByText('Health Score')).toBeInTheDocument();
    expect(within(chart).getByText('30')).toBeInTheDocument();
    expect(chart.querySelectorAll('path[role="presentation"]')).toHaveLength(1); // the legend's symbol only
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws one line per condition and says the change since the previous result of each', async () => {
    renderWithProviders(<HealthChart />, {
      user: aMember(),
      mocks: [
        scoresMock([
          point('a', '2026-11-01T10:00:00Z', 18),
          point('b', '2026-11-03T10:00:00Z', 9, 'ANXIETY'),
          point('c', '2026-11-15T10:00:00Z', 14),
        ]),
      ] as never[],
    });
    const changes = await screen.findByRole('list', { name: 'Change since the previous result' }, { timeout: 5000 });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Depression: 14, down 4 since 1 Nov 2026', 'Anxiety: 9, first result']);
    // The spec's own tests get raw differences only, and one line says why (no published reliability).
    expect(screen.getByText(/have no published reliability/)).toBeInTheDocument();
    expect(screen.queryByText(/reliable improvement|reliable worsening/)).not.toBeInTheDocument();
    const chart = screen.getByTestId('health-chart');
    expect(within(chart).getByText('Health Score: Depression')).toBeInTheDocument();
    expect(within(chart).getByText('Health Score: Anxiety')).toBeInTheDocument();
  });

  it('takes the scale from the maximum score the API gives', async () => {
    renderWithProviders(<HealthChart />, { user: aMember(), mocks: [scoresMock([], 40)] as never[] });
    const chart = await screen.findByRole('img', { name: /empty until your first test/ });
    expect(within(chart).getByText('40')).toBeInTheDocument();
  });
});

describe('progress data', () => {
  it('splits points by condition in menu order and words a change', () => {
    const points = chartData.toChartPoints([
      point('a', '2026-11-01T10:00:00Z', 5, 'DEMENTIA'),
      point('b', '2026-11-02T10:00:00Z', 7),
      point('c', '2026-11-03T10:00:00Z', 7),
    ]);
    const series = chartData.seriesByCondition(points);
    expect(series.map((s) => [s.condition, s.points.map((p) => p.id)])).toEqual([
      ['DEPRESSION', ['b', 'c']],
      ['DEMENTIA', ['a']],
    ]);
    expect(chartData.changeLine(series[0])).toBe('Depression: 7, no change since 2 Nov 2026');
    expect(chartData.scoreTicks(30)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    expect(chartData.scoreTicks(27)).toEqual([0, 5, 10, 15, 20, 25, 27]);
  });

  it("averages each day's mood check-ins", () => {
    const days = dailyMeans([
      { mood: 2, createdAt: new Date(2026, 10, 20, 8).toISOString() },
      { mood: 5, createdAt: new Date(2026, 10, 20, 20).toISOString() },
      { mood: 4, createdAt: new Date(2026, 10, 22, 9).toISOString() },
    ]);
    expect(days.map((d) => [chartData.formatChartDate(d.x), d.y, d.count])).toEqual([
      ['20 Nov 2026', 3.5, 2],
      ['22 Nov 2026', 4, 1],
    ]);
  });

  it('formats dates in en-GB day, short month and year', () => {
    expect(chartData.formatChartDate(new Date(2026, 10, 22))).toBe('22 Nov 2026');
  });

  it('writes the tooltip lines of the spec, the condition capitalised, and the not-a-diagnosis line', () => {
    expect(chartData.tooltipLines({ condition: 'DEPRESSION', evaluation: 'Doing fine.', y: 4 })).toEqual([
      'Assessment Test: Depression',
      'Evaluation: Doing fine.',
      'Score: 4',
      'A screening result, not a diagnosis.',
    ]);
    expect(chartData.conditionLabel('SUBSTANCE_ABUSE')).toBe('Substance abuse');
  });

  it('wraps a long evaluation and cuts it at four lines', () => {
    const lines = chartData.wrapText('word '.repeat(100), 20, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.length <= 21)).toBe(true);
    expect(lines[3].endsWith('…')).toBe(true);
  });

  it('sorts points oldest first', () => {
    const points = chartData.toChartPoints([
      point('b', '2026-11-22T10:00:00Z', 1),
      point('a', '2026-11-20T10:00:00Z', 2),
    ]);
    expect(points.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('puts one x tick on each day a test was taken, never the same date twice, at most the given number', () => {
    const at = (d: number, h: number) => ({ x: new Date(2026, 10, d, h) });
    expect(chartData.dayTicks([at(20, 9), at(20, 17), at(22, 8)], 6).map(chartData.formatChartDate)).toEqual([
      '20 Nov 2026',
      '22 Nov 2026',
    ]);
    const many = Array.from({ length: 10 }, (_, i) => at(i + 1, 12));
    expect(chartData.dayTicks(many, 3).map(chartData.formatChartDate)).toEqual([
      '1 Nov 2026',
      '6 Nov 2026',
      '10 Nov 2026',
    ]);
  });
});
