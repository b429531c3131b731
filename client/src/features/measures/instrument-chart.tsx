import { VictoryArea, VictoryAxis, VictoryChart, VictoryContainer, VictoryLine, VictoryScatter } from 'victory';
import { INSTRUMENT_DEFINITIONS, type Instrument } from '@mindcheck/common';
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
import { measures } from 'app-en:measures';
import { useLocale, useT } from '../../lib/i18n/locale';
import { formatDay } from '../../lib/format-day';
import { CHANGE_WORDS } from './change-words';

type Result = MeasureTrendsQuery['measureHistory'][number];

const COLOURS: Record<Instrument, string> = { PHQ9: '#0369a1', GAD7: '#a16207' };

const SHORT: Record<Instrument, string> = { PHQ9: 'PHQ-9', GAD7: 'GAD-7' };

export function InstrumentChart({ instrument, results }: { instrument: Instrument; results: readonly Result[] }) {
  const t = useT({ measures });
  const { locale } = useLocale();
  const day = (iso: string) => (locale === 'en' ? formatChartDate(new Date(iso)) : formatDay(new Date(iso), locale));
  const def = INSTRUMENT_DEFINITIONS[instrument];
  const [ref, measured] = useWidth<HTMLDivElement>(640);
  const width = measured ?? 640;
  const narrow = width < 520;
  const height = narrow ? 220 : 240;
  const points = results.map((r) => ({ x: new Date(r.createdAt), y: r.score, id: r.id }));
  const [from, to] = dayDomain(points[0].x.getTime(), points[points.length - 1].x.getTime());
  const latest = results[results.length - 1];
  const words = CHANGE_WORDS[latest.change];
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
              aria-label={t('measures.chart.label', {
                count: results.length,
                name: SHORT[instrument],
                cutoff: def.clinicalCutoff,
                max: def.maxScore,
              })}
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
            tickFormat={locale === 'en' ? dateTickFormat : (tick: Date | number) => formatDay(new Date(tick), locale)}
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
        {t('measures.chart.latest', {
          name: SHORT[instrument],
          score: latest.score,
          max: def.maxScore,
          date: day(latest.createdAt),
          change: t(words.label),
        })}
      </p>
      <p className="text-sm text-slate-600">
        {t('measures.chart.shaded', { cutoff: def.clinicalCutoff })} {t(words.meaning)}
      </p>
      <div className="sr-only">
        <table>
          <caption>{t('measures.chart.caption', { name: SHORT[instrument] })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('measures.chart.date')}</th>
              <th scope="col">{t('measures.chart.score')}</th>
              <th scope="col">{t('measures.chart.compared')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((r) => (
              <tr key={r.id}>
                <td>{day(r.createdAt)}</td>
                <td>{t('measures.chart.scoreOf', { score: r.score, max: def.maxScore })}</td>
                <td>{t(CHANGE_WORDS[r.change].label)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
