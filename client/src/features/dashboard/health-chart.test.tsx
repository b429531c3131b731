import { screen, within } from '@testing-library/react';
import { HealthScoresDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import HealthChart from './health-chart';
import { conditionLabel, dayTicks, formatChartDate, toChartPoints, tooltipLines, wrapText } from './health-chart-data';

const point = (id: string, createdAt: string, score: number, condition = 'DEPRESSION') => ({
  __typename: 'HealthScorePoint' as const,
  assessmentId: id,
  condition: condition as never,
  score,
  evaluation: `Evaluation ${id}`,
  createdAt,
});

const scoresMock = (points: unknown[]) => ({
  request: { query: HealthScoresDocument },
  result: { data: { healthScores: points } },
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
    expect(screen.getByRole('status')).toHaveTextContent('Loading your health scores');
    expect(await screen.findByTestId('health-chart')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Health Score')).toBeInTheDocument();
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
});

describe('chart data', () => {
  it('formats dates in en-GB day, short month and year', () => {
    expect(formatChartDate(new Date(2026, 10, 22))).toBe('22 Nov 2026');
  });

  it('writes the tooltip lines of the spec, the condition capitalised', () => {
    expect(tooltipLines({ condition: 'DEPRESSION', evaluation: 'Doing fine.', y: 4 })).toEqual([
      'Assessment Test: Depression',
      'Evaluation: Doing fine.',
      'Score: 4',
    ]);
    expect(conditionLabel('SUBSTANCE_ABUSE')).toBe('Substance abuse');
  });

  it('wraps a long evaluation and cuts it at four lines', () => {
    const lines = wrapText('word '.repeat(100), 20, 4);
    expect(lines).toHaveLength(4);
    expect(lines.every((l) => l.length <= 21)).toBe(true);
    expect(lines[3].endsWith('…')).toBe(true);
  });

  it('sorts points oldest first', () => {
    const points = toChartPoints([point('b', '2026-11-22T10:00:00Z', 1), point('a', '2026-11-20T10:00:00Z', 2)]);
    expect(points.map((p) => p.id)).toEqual(['a', 'b']);
  });

  it('puts one x tick on each day a test was taken, never the same date twice, at most the given number', () => {
    const at = (d: number, h: number) => ({ x: new Date(2026, 10, d, h) });
    expect(dayTicks([at(20, 9), at(20, 17), at(22, 8)], 6).map(formatChartDate)).toEqual([
      '20 Nov 2026',
      '22 Nov 2026',
    ]);
    const many = Array.from({ length: 10 }, (_, i) => at(i + 1, 12));
    expect(dayTicks(many, 3).map(formatChartDate)).toEqual(['1 Nov 2026', '6 Nov 2026', '10 Nov 2026']);
  });
});
