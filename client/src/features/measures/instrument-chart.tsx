import { VictoryArea, VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { INSTRUMENT_DEFINITIONS, MEASURE_CHANGE_WORDS, type Instrument } from '@mindcheck/common';
import { type MeasureTrendsQuery } from '../../gql/graphql';
import { useWidth } from '../dashboard/use-width';
import {
  dateAxisStyle,
  dateTickFormat,
  dayDomain,
  dayTicks,
  formatChartDate,
  scoreTicks,
  valueAxisStyle,
} from '../dashboard/health-chart-data';
import { ChartBox } from '../dashboard/chart-box';

type Result = MeasureTrendsQuery['measureHistory'][number];

const COLOURS: Record<Instrument, string> = { PHQ9: '#0369a1', GAD7: '#a16207' };

const SHORT: Record<Instrument, string> = { PHQ9: 'PHQ-9', GAD7: 'GAD-7' };

export function InstrumentChart({ instrument, results }: { instrument: Instrument; results: readonly Result[] }) {
  const def = INSTRUMENT_DEFINITIONS[instrument];
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const width = measured ?? 640;
  const narrow = width < 520;
  const height = narrow ? 220 : 240;
  const points = results.map((r) => ({ x: new Date(r.createdAt), y: r.score, id: r.id }));
  const [from, to] = dayDomain(points[0].x.getTime(), points[points.length - 1].x.getTime());
  const latest = results[results.length - 1];
  const words = MEASURE_CHANGE_WORDS[latest.change];
  return (
    <section aria-label={SHORT[instrument]} className="mt-5">
      <h3 className="font-semibold text-slate-900">{def.title}</h3>
      <ChartBox
        boxRef={ref}
        measured={measured !== null}
        height={height}
        className="mt-1"
        testId={`measure-chart-${def.slug}`}
        what={def.title}
      >
        <VictoryChart
          width={width}
          height={height}
          scale={{ x: 'time', y: 'linear' }}
          domain={{ x: [from, to], y: [0, def.maxScore] }}
          domainPadding={{ x: narrow ? 16 : 24 }}
          padding={{ top: 16, bottom: 40, left: 40, right: narrow ? 16 : 28 }}
          containerComponent={
            <VictoryContainer
              role="img"
              aria-label={`Line chart of your ${results.length} ${SHORT[instrument]} result${results.length === 1 ? '' : 's'} over a shaded band from ${def.clinicalCutoff} to ${def.maxScore}; the same data follows as a table.`}
            />
          }
        >
          <VictoryArea
            data={[
              { x: from, y: def.maxScore, y0: def.clinicalCutoff },
              { x: to, y: def.maxScore, y0: def.clinicalCutoff },
            ]}
            style={{ data: { fill: '#fde68a', fillOpacity: 0.45, stroke: '#d97706', strokeWidth: 1 } }}
          />
          <VictoryAxis
            tickValues={dayTicks(points, narrow ? 3 : 6)}
            tickFormat={dateTickFormat}
            style={dateAxisStyle(narrow)}
          />
          <VictoryAxis dependentAxis tickValues={scoreTicks(def.maxScore)} style={valueAxisStyle(11)} />
          <VictoryLine data={points} style={{ data: { stroke: COLOURS[instrument], strokeWidth: 2.5 } }} />
          <VictoryScatter
            data={points}
            size={5}
            style={{ data: { fill: COLOURS[instrument], stroke: 'var(--color-white)', strokeWidth: 1.5 } }}
          />
        </VictoryChart>
      </ChartBox>
      <p className="mt-2 text-slate-800" data-testid={`measure-latest-${def.slug}`}>
        {`${SHORT[instrument]}: ${latest.score} of ${def.maxScore} on ${formatChartDate(new Date(latest.createdAt))}, ${words.label}.`}
      </p>
      <p className="text-sm text-slate-600">
        {`Shaded: ${def.clinicalCutoff} or more. `}
        {words.meaning}
      </p>
      <div className="sr-only">
        <table>
          <caption>{`Your ${SHORT[instrument]} results, oldest first`}</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Score</th>
              <th scope="col">Compared with the one before</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <td>{formatChartDate(new Date(r.createdAt))}</td>
                <td>{`${r.score} of ${def.maxScore}`}</td>
                <td>{MEASURE_CHANGE_WORDS[r.change].label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
