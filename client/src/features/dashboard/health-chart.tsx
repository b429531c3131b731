import { notADiagnosis } from '../../components/severity-badge';
import { ChartGate } from '../../components/chart-gate';
import { startTransition, useDeferredValue, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  VictoryAxis,
  VictoryLabel,
  VictoryChart,
  VictoryLegend,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { HealthScoresDocument } from '../../gql/graphql';
import { HealthChartLoading } from './health-chart-loading';
import {
  CONDITION_COLOURS,
  conditionLabel,
  dateAxisStyle,
  dateTickFormat,
  dayDomain,
  dayTicks,
  scoreTicks,
  seriesByCondition,
  toChartPoints,
  tooltipLines,
  valueAxisStyle,
  type ChartPoint,
} from './health-chart-data';
import { LoadStatus } from '../../components/load-status';
import { ScoresChange } from './scores-change';
import { ScoresTable } from './scores-table';

const LINE_COLOUR = '#345ed9'; // brand-600: the legend's symbol before the first result
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Follows the container's width, so that the chart's text stays readable on a phone. Null until
 * the first measure (the chart is drawn once, at its width, not first at a guess and again); then
 * each change renders as a transition (Victory's render is long).
 */
function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(() => (typeof ResizeObserver === 'undefined' ? fallback : null));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.max(280, Math.floor(entry.contentRect.width));
      startTransition(() =>
        setWidth((current) => (current !== null && Math.abs(current - next) <= 1 ? current : next)),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The dashboard's line chart of the member's scores (spec sections 2, 4 and 9): 'User Health State',
 * legend at the top, series 'Health Score', en-GB dates, a tooltip per point. Loaded lazily by the
 * dashboard, so Victory stays out of every other page.
 */
export default function HealthChart() {
  const { data, loading, error } = useQuery(HealthScoresDocument, { fetchPolicy: 'cache-and-network' });
  // Victory's render is long: done as a background render that yields to the browser, rather than
  // in the one task that delivers the answer (Apollo's updates are synchronous). The loading state
  // stays until then.
  const scores = useDeferredValue(data?.healthScores, undefined);
  // The maximum score comes from the API (every assessment has the same one today: 30).
  const maxScore = Math.max(0, ...(data?.assessments ?? []).map((a) => a.maxScore)) || 30;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="health-chart-heading" className="text-xl font-semibold text-slate-900">
        User Health State
      </h2>
      <p className="mt-1 text-sm text-slate-600">{notADiagnosis}</p>
      {!scores ? (
        <LoadStatus
          loading={loading}
          error={error}
          pending={<HealthChartLoading />}
          what="your scores"
          className="mt-4"
        />
      ) : (
        <ScoresChart points={toChartPoints(scores)} maxScore={maxScore} />
      )}
    </div>
  );
}

/** Follows the container's width (exported for the mood chart). */
export { useWidth };

/**
 * A chart's box, of the layout's width: the chart inside is positioned absolutely, so its SVG never
 * widens the page and the width read back never grows with it; it is drawn once measured.
 */
export function ChartBox({
  boxRef,
  measured,
  height,
  className,
  testId,
  what,
  children,
}: {
  boxRef: RefObject<HTMLDivElement | null>;
  measured: boolean;
  height: number;
  className: string;
  testId: string;
  /** The chart's name, for data saver's "Show chart" button. */
  what: string;
  children: ReactNode;
}) {
  return (
    <ChartGate what={what}>
      <div ref={boxRef} className={`relative w-full ${className}`} style={{ height }} data-testid={testId}>
        <div className="absolute inset-0">{measured && children}</div>
      </div>
    </ChartGate>
  );
}

function ScoresChart({ points, maxScore }: { points: ChartPoint[]; maxScore: number }) {
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const width = measured ?? 640;
  const narrow = width < 520;
  // The legend has one row per condition on a phone (a name is too long for two), three on wider
  // screens; the chart grows by its extra rows.
  const series = seriesByCondition(points);
  const perRow = narrow ? 1 : 3;
  const legendRows = Math.max(1, Math.ceil(series.length / perRow));
  const height = (narrow ? 300 : 340) + 24 * (legendRows - 1);
  const empty = points.length === 0;
  // Before the first test the chart is drawn empty, over the past week.
  const first = empty ? Date.now() - 7 * DAY_MS : points[0].x.getTime();
  const last = empty ? Date.now() : points[points.length - 1].x.getTime();
  // One day on either side when every point falls on one moment (a single test).
  const xDomain = dayDomain(first, last);

  return (
    <>
      <ChartBox
        boxRef={ref}
        measured={measured !== null}
        height={height}
        className="mt-2"
        testId="health-chart"
        what="your test scores"
      >
        <VictoryChart
          width={width}
          height={height}
          scale={{ x: 'time', y: 'linear' }}
          domain={{ x: xDomain, y: [0, maxScore] }}
          domainPadding={{ x: narrow ? 20 : 30, y: 10 }}
          padding={{
            top: 32 + 24 * legendRows,
            bottom: 48,
            left: 44,
            right: narrow ? 20 : 32,
          }}
          containerComponent={
            <VictoryVoronoiContainer
              voronoiBlacklist={series.map((line) => `health-line-${line.condition}`)}
              labels={({ datum }: { datum: ChartPoint }) => tooltipLines(datum).join('\n')}
              labelComponent={
                <VictoryTooltip
                  constrainToVisibleArea
                  cornerRadius={6}
                  pointerLength={8}
                  flyoutPadding={{ top: 8, bottom: 8, left: 10, right: 10 }}
                  flyoutStyle={{ fill: 'var(--color-white)', stroke: 'var(--color-brand-200)', strokeWidth: 1 }}
                  style={{ fill: 'var(--color-slate-900)', fontSize: narrow ? 10 : 11, textAnchor: 'start' }}
                />
              }
              role="img"
              aria-label={
                empty
                  ? 'Line chart of your health scores, empty until your first test.'
                  : `Line chart of ${points.length} health score${points.length === 1 ? '' : 's'}, one line per assessment; the same data follows as a table.`
              }
            />
          }
        >
          {/* titleComponent given explicitly: with a containerComponent, Victory 37 loses the legend's
              default (FormidableLabs/victory#3071). */}
          <VictoryLegend
            titleComponent={<VictoryLabel />}
            x={narrow ? 12 : 44}
            y={8}
            orientation="horizontal"
            gutter={20}
            itemsPerRow={perRow}
            data={
              empty
                ? [{ name: 'Health Score', symbol: { fill: LINE_COLOUR, type: 'circle' } }]
                : series.map((line) => ({
                    name: `Health Score: ${conditionLabel(line.condition)}`,
                    symbol: { fill: CONDITION_COLOURS[line.condition], type: 'circle' },
                  }))
            }
            style={{ labels: { fontSize: 13, fill: 'var(--color-slate-700)' } }}
          />
          <VictoryAxis
            tickValues={empty ? [new Date(first), new Date(last)] : dayTicks(points, narrow ? 3 : 6)}
            tickFormat={dateTickFormat}
            style={dateAxisStyle(narrow)}
          />
          <VictoryAxis dependentAxis tickValues={scoreTicks(maxScore)} style={valueAxisStyle(11)} />
          {series.map((line) => (
            <VictoryLine
              key={`line-${line.condition}`}
              name={`health-line-${line.condition}`}
              data={line.points}
              style={{ data: { stroke: CONDITION_COLOURS[line.condition], strokeWidth: 2.5 } }}
            />
          ))}
          {series.map((line) => (
            <VictoryScatter
              key={`points-${line.condition}`}
              data={line.points}
              size={5}
              style={{
                data: { fill: CONDITION_COLOURS[line.condition], stroke: 'var(--color-white)', strokeWidth: 1.5 },
              }}
            />
          ))}
        </VictoryChart>
      </ChartBox>
      {!empty && <ScoresChange series={series} />}
      {empty && (
        <p className="mt-2 text-slate-700">
          No scores yet. Take one of the tests above and your results will appear here over time.
        </p>
      )}
      {!empty && <ScoresTable points={points} maxScore={maxScore} />}
    </>
  );
}
