import {
  VictoryAxis,
  VictoryChart,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { MOOD_LABELS } from '@mindcheck/common';
import { dateAxisStyle, dateTickFormat, dayDomain, dayTicks, valueAxisStyle } from './health-chart-data';
import { type MoodDay } from './mood-data';
import { useWidth } from './use-width';
import { ChartBox } from './chart-box';

const MOOD_COLOUR = '#7c3aed';

export function MoodChart({ days }: { days: MoodDay[] }) {
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const width = measured ?? 640;
  const narrow = width < 520;
  const height = 200;
  const xDomain = dayDomain(days[0].x.getTime(), days[days.length - 1].x.getTime());
  return (
    <>
      <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-700 uppercase">Mood by day</h3>
      <ChartBox
        boxRef={ref}
        measured={measured !== null}
        height={height}
        className="mt-1"
        testId="mood-chart"
        what="mood by day"
      >
        <VictoryChart
          width={width}
          height={height}
          scale={{ x: 'time', y: 'linear' }}
          domain={{ x: xDomain, y: [1, 5] }}
          domainPadding={{ x: narrow ? 16 : 24, y: 8 }}
          padding={{ top: 16, bottom: 40, left: 80, right: narrow ? 16 : 28 }}
          containerComponent={
            <VictoryVoronoiContainer
              voronoiBlacklist={['mood-line']}
              labels={({ datum }: { datum: MoodDay }) => datum.tooltip}
              labelComponent={
                <VictoryTooltip
                  constrainToVisibleArea
                  cornerRadius={6}
                  flyoutStyle={{ fill: 'var(--color-white)', stroke: 'var(--color-violet-200)', strokeWidth: 1 }}
                  style={{ fill: 'var(--color-slate-900)', fontSize: 11 }}
                />
              }
              role="img"
              aria-label={`Line chart of your mood by day over ${days.length} day${days.length === 1 ? '' : 's'}; the same data follows as a list.`}
            />
          }
        >
          <VictoryAxis
            tickValues={dayTicks(days, narrow ? 3 : 6)}
            tickFormat={dateTickFormat}
            style={dateAxisStyle(narrow)}
          />
          <VictoryAxis
            dependentAxis
            tickValues={[1, 2, 3, 4, 5]}
            tickFormat={(t: number) => MOOD_LABELS[t]?.word ?? String(t)}
            style={valueAxisStyle(10)}
          />
          <VictoryLine name="mood-line" data={days} style={{ data: { stroke: MOOD_COLOUR, strokeWidth: 2 } }} />
          <VictoryScatter
            data={days}
            size={4}
            style={{ data: { fill: MOOD_COLOUR, stroke: 'var(--color-white)', strokeWidth: 1 } }}
          />
        </VictoryChart>
      </ChartBox>
    </>
  );
}
