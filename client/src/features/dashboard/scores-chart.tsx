import { VictoryAxis, VictoryLabel, VictoryLegend, VictoryLine, VictoryScatter } from 'victory';
import {
  CONDITION_COLOURS,
  conditionLabel,
  dateAxisStyle,
  dateTickFormatIn,
  dayDomain,
  dayTicks,
  scoreTicks,
  seriesByCondition,
  tooltipLines,
  valueAxisStyle,
  type ChartPoint,
} from './health-chart-data';
import { ScoresChange } from './scores-change';
import { ScoresTable } from './scores-table';
import { TimeChart, useChartWidth } from './time-chart';
import { useChartWords } from './chart-words';

const LINE_COLOUR = '#345ed9'; // brand-600: the legend's symbol before the first result
const DAY_MS = 24 * 60 * 60 * 1000;

export function ScoresChart({ points, maxScore }: { points: ChartPoint[]; maxScore: number }) {
  const frame = useChartWidth();
  const { narrow } = frame;
  const words = useChartWords();
  const { t } = words;
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
      <TimeChart<ChartPoint>
        frame={frame}
        height={height}
        className="mt-2"
        testId="health-chart"
        what={t('dashboard.chartWhat')}
        domain={{ x: xDomain, y: [0, maxScore] }}
        domainPadding={{ x: narrow ? 20 : 30, y: 10 }}
        padding={{ top: 32 + 24 * legendRows, bottom: 48, left: 44, right: narrow ? 20 : 32 }}
        label={empty ? t('dashboard.chartEmpty') : t('dashboard.chartLabel', { count: points.length })}
        tooltip={{
          blacklist: series.map((line) => `health-line-${line.condition}`),
          labels: (datum) => tooltipLines(datum, words).join('\n'),
          stroke: 'var(--color-brand-200)',
          fontSize: narrow ? 10 : 11,
          textAnchor: 'start',
          more: { pointerLength: 8, flyoutPadding: { top: 8, bottom: 8, left: 10, right: 10 } },
        }}
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
              ? [{ name: t('dashboard.healthScore'), symbol: { fill: LINE_COLOUR, type: 'circle' } }]
              : series.map((line) => ({
                  name: t('dashboard.healthScoreOf', { condition: conditionLabel(line.condition, words) }),
                  symbol: { fill: CONDITION_COLOURS[line.condition], type: 'circle' },
                }))
          }
          style={{ labels: { fontSize: 13, fill: 'var(--color-slate-700)' } }}
        />
        <VictoryAxis
          tickValues={empty ? [new Date(first), new Date(last)] : dayTicks(points, narrow ? 3 : 6)}
          tickFormat={dateTickFormatIn(words.locale)}
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
      </TimeChart>
      {!empty && <ScoresChange series={series} />}
      {empty && <p className="mt-2 text-slate-700">{t('dashboard.noScores')}</p>}
      {!empty && <ScoresTable points={points} maxScore={maxScore} />}
    </>
  );
}
