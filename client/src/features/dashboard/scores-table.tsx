import { conditionLabel, formatChartDate, type ChartPoint } from './health-chart-data';

/** The chart's data as a table for screen readers, oldest first. */
export function ScoresTable({ points, maxScore }: { points: ChartPoint[]; maxScore: number }) {
  return (
    // sr-only on a wrapper: a table ignores a 1px width and would widen the page.
    <div className="sr-only">
      <table>
        <caption>Your results so far, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Assessment Test</th>
            <th scope="col">Score</th>
            <th scope="col">Evaluation</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.id}>
              <td>{formatChartDate(p.x)}</td>
              <td>{conditionLabel(p.condition)}</td>
              <td>
                {p.y} of {maxScore}
              </td>
              <td>{p.evaluation}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
