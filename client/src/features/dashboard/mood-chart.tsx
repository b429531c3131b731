import { VictoryAxis, VictoryLine, VictoryScatter } from 'victory';
import { dateAxisStyle, dateTickFormatIn, dayDomain, dayTicks, valueAxisStyle } from './health-chart-data';
import { type MoodDay } from './mood-data';
import { formatDay } from '../../lib/format-day';
import { TimeChart, useChartWidth } from './time-chart';
import { useChartWords } from './chart-words';
import { moodWord } from './mood-words';

const MOOD_COLOUR = '#7c3aed';

export function MoodChart({ days }: { days: MoodDay[] }) {
  const frame = useChartWidth();
  const { narrow } = frame;
  const words = useChartWords();
  const { t } = words;
  const height = 200;
  const xDomain = dayDomain(days[0].x.getTime(), days[days.length - 1].x.getTime());
  return (
    <>
      <h3 className="mt-8 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('dashboard.mood.byDay')}</h3>
      <TimeChart<MoodDay>
        frame={frame}
        height={height}
        className="mt-1"
        testId="mood-chart"
        what={t('dashboard.mood.byDayWhat')}
        domain={{ x: xDomain, y: [1, 5] }}
        domainPadding={{ x: narrow ? 16 : 24, y: 8 }}
        padding={{ top: 16, bottom: 40, left: 80, right: narrow ? 16 : 28 }}
        label={t('dashboard.mood.chartLabel', { count: days.length })}
        tooltip={{
          blacklist: ['mood-line'],
          // The tooltip's text (not a datum's `label`: Victory draws that on the line itself).
          labels: (datum) =>
            t('dashboard.mood.tooltip', {
              date: formatDay(datum.x, words.locale),
              mood: datum.y,
              count: datum.count,
            }),
          stroke: 'var(--color-violet-200)',
          fontSize: 11,
        }}
      >
        <VictoryAxis
          tickValues={dayTicks(days, narrow ? 3 : 6)}
          tickFormat={dateTickFormatIn(words.locale)}
          style={dateAxisStyle(narrow)}
        />
        <VictoryAxis
          dependentAxis
          tickValues={[1, 2, 3, 4, 5]}
          tickFormat={(value: number) => moodWord(value, t)}
          style={valueAxisStyle(10)}
        />
        <VictoryLine name="mood-line" data={days} style={{ data: { stroke: MOOD_COLOUR, strokeWidth: 2 } }} />
        <VictoryScatter
          data={days}
          size={4}
          style={{ data: { fill: MOOD_COLOUR, stroke: 'var(--color-white)', strokeWidth: 1 } }}
        />
      </TimeChart>
    </>
  );
}
