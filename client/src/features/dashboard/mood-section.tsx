import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  VictoryAxis,
  VictoryChart,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { MOOD_LABELS, MOOD_NOTE_MAX_LENGTH, MOOD_TAGS, characterCount } from '@mindcheck/common';
import toast from '../../components/toasts';
import {
  DeleteMoodEntryDocument,
  LogMoodDocument,
  MoodEntriesDocument,
  type MoodEntriesQuery,
} from '../../gql/graphql';
import { dateAxisStyle, dateTickFormat, dayDomain, dayTicks, valueAxisStyle } from './health-chart-data';
import { dailyMeans, type MoodDay } from './mood-data';
import { ChartBox, useWidth } from './health-chart';
import { MoodFace } from './mood-face';
import { LoadStatus } from '../../components/load-status';
import { BusyButton } from '../../components/buttons';
import { lazyResolver } from '../../lib/lazy-resolver';
import { formatMoment } from '../../lib/format-day';
import { useQueuedWrite } from '../../lib/use-queued-write';
import { WaitingWrites } from '../../components/waiting-writes';
import type { MoodFormOutput, MoodFormValues } from './mood-form-rules';

type Entry = MoodEntriesQuery['moodEntries'][number];
const MOODS = [1, 2, 3, 4, 5] as const;
const MOOD_COLOUR = '#7c3aed';
const tagLabel = (tag: string) => tag.charAt(0).toUpperCase() + tag.slice(1);

/** The dashboard's ten-second mood check-in, the chart of daily means and the past check-ins. */
export function MoodSection() {
  const { data, loading, error, refetch } = useQuery(MoodEntriesDocument, { fetchPolicy: 'cache-and-network' });
  const entries = data?.moodEntries;
  return (
    <div className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="mood-heading" className="text-xl font-semibold text-slate-900">
        Mood check-in
      </h2>
      <MoodForm />
      <WaitingWrites what="check-in" onSent={() => void refetch().catch(() => undefined)} />
      {!entries ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText="Loading your check-ins…"
          what="your check-ins"
          className="mt-4"
        />
      ) : entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No check-ins yet. Your moods will appear here day by day.</p>
      ) : (
        <>
          <MoodChart days={dailyMeans(entries)} />
          <PastEntries entries={entries} />
        </>
      )}
    </div>
  );
}

const rules = lazyResolver(() => import('./mood-form-rules').then((m) => m.moodFormResolver));
const EMPTY: MoodFormValues = { mood: null, note: '', tags: [] };

function MoodForm() {
  const id = useId();
  const form = useForm<MoodFormValues, unknown, MoodFormOutput>({
    resolver: rules.resolver,
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [logMood, { loading }] = useMutation(LogMoodDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'moodEntries' });
      cache.gc();
    },
  });
  const mood = form.watch('mood');
  const note = form.watch('note');
  const noteLength = characterCount((note ?? '').trim());
  const noteProblem = errors.note?.message;

  const send = useQueuedWrite(LogMoodDocument, 'check-in');

  const onSubmit = form.handleSubmit(async ({ mood: chosen, note: text, tags }) => {
    try {
      const input = { mood: chosen as number, note: text, tags };
      // Offline, the check-in waits on this device (the status line below says so) and is sent later.
      const sent = await send({ input }, (context) => logMood({ variables: { input }, context }));
      toast.success(
        sent.queued ? "Check-in kept on this device: it will be sent when you're online." : 'Check-in saved.',
      );
      form.reset(EMPTY);
    } catch (error) {
      const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      toast.error(message ?? 'Your check-in was not saved. Please try again.');
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onFocus={rules.preload}
      noValidate
      className="mt-4 space-y-4"
      aria-labelledby="mood-heading"
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">How are you feeling right now?</legend>
        <div className="mt-2 grid grid-cols-5 gap-2" aria-describedby={errors.mood ? `${id}-problem` : undefined}>
          {MOODS.map((value) => (
            <label
              key={value}
              className={`flex cursor-pointer flex-col items-center rounded-xl border p-2 text-center text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
                mood === value ? 'border-brand-700 bg-brand-50 text-slate-900' : 'border-slate-300 text-slate-800'
              }`}
            >
              <input
                type="radio"
                name={`${id}-mood`}
                value={value}
                checked={mood === value}
                onChange={() => {
                  form.setValue('mood', value);
                  form.clearErrors('mood');
                }}
                className="sr-only"
              />
              <MoodFace mood={value} />
              <span>{MOOD_LABELS[value].word}</span>
            </label>
          ))}
        </div>
        {errors.mood && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {errors.mood.message}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          Note (optional)
        </label>
        <textarea
          id={`${id}-note`}
          {...form.register('note', {
            // Typed past twice the limit is cut (the count shows it is too long either way).
            setValueAs: (text: string) => text.slice(0, MOOD_NOTE_MAX_LENGTH * 2),
            onChange: () => form.clearErrors('note'),
          })}
          rows={2}
          aria-invalid={noteProblem ? true : undefined}
          aria-describedby={`${id}-note-count`}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm ${
            noteProblem ? 'border-red-600' : 'border-slate-300'
          }`}
        />
        <p id={`${id}-note-count`} className={`mt-1 text-xs ${noteProblem ? 'text-red-700' : 'text-slate-600'}`}>
          {noteProblem ?? `${noteLength} of ${MOOD_NOTE_MAX_LENGTH} characters`}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Tags (optional)</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {MOOD_TAGS.map((tag) => (
            <label
              key={tag}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800"
            >
              <input type="checkbox" value={tag} {...form.register('tags')} />
              {tagLabel(tag)}
            </label>
          ))}
        </div>
      </fieldset>
      <BusyButton busy={loading} label="Save check-in" busyLabel="Saving…" />
    </form>
  );
}

function MoodChart({ days }: { days: MoodDay[] }) {
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

function PastEntries({ entries }: { entries: readonly Entry[] }) {
  const [remove, { loading }] = useMutation(DeleteMoodEntryDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'moodEntries' });
      cache.gc();
    },
  });
  const newestFirst = [...entries].reverse();
  const onDelete = async (entry: Entry) => {
    try {
      await remove({ variables: { id: entry.id } });
      toast.success('Check-in deleted.');
    } catch {
      toast.error('That check-in was not deleted. Please try again.');
    }
  };
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Past check-ins</h3>
      <ul className="mt-2 divide-y divide-slate-200" aria-label="Past check-ins">
        {newestFirst.map((entry) => {
          const at = new Date(entry.createdAt);
          const when = formatMoment(at);
          const word = MOOD_LABELS[entry.mood]?.word ?? String(entry.mood);
          return (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
              <div>
                <p className="flex items-center gap-1.5 font-medium text-slate-900">
                  <MoodFace mood={entry.mood} className="h-5 w-5 shrink-0" />
                  {word} <span className="font-normal text-slate-600">· {when}</span>
                </p>
                {entry.tags.length > 0 && (
                  <p className="text-sm text-slate-700">{entry.tags.map(tagLabel).join(', ')}</p>
                )}
                {entry.note && (
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{entry.note}</p>
                )}
              </div>
              <button
                type="button"
                onClick={() => onDelete(entry)}
                disabled={loading}
                aria-label={`Delete the check-in of ${when}`}
                className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                Delete
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
