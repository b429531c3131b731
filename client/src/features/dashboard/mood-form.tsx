import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MOOD_NOTE_MAX_LENGTH, MOOD_TAGS, characterCount } from '@mindcheck/common';
import toast from '../../components/toasts';
import { LogMoodDocument } from '../../gql/graphql';
import { MoodFace } from './mood-face';
import { BusyButton } from '../../components/busy-button';
import { lazyResolver } from '../../lib/lazy-resolver';
import { useQueuedWrite } from '../../lib/use-queued-write';
import type { MoodFormOutput, MoodFormValues } from './mood-form-rules';
import { moodWord, tagLabel } from './mood-words';
import { dashboard } from 'app-en:dashboard';
import { useT } from '../../lib/i18n/locale';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

const MOODS = [1, 2, 3, 4, 5] as const;

const rules = lazyResolver(() => import('./mood-form-rules').then((m) => m.moodFormResolver));

const EMPTY: MoodFormValues = { mood: null, note: '', tags: [] };

export function MoodForm() {
  const id = useId();
  const t = useT({ dashboard });
  const ruleWords = useRuleWords();
  const form = useForm<MoodFormValues, unknown, MoodFormOutput>({
    resolver: ruleWords(rules.resolver),
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
  // The rules' one problem with a note is its length.
  const noteProblem = errors.note && t('dashboard.mood.noteTooLong', { max: MOOD_NOTE_MAX_LENGTH });

  const send = useQueuedWrite(LogMoodDocument, 'check-in');

  const onSubmit = form.handleSubmit(async ({ mood: chosen, note: text, tags }) => {
    try {
      const input = { mood: chosen as number, note: text, tags };
      // Offline, the check-in waits on this device (the status line below says so) and is sent later.
      const sent = await send({ input }, (context) => logMood({ variables: { input }, context }));
      toast.success(sent.queued ? t('dashboard.mood.queued') : t('dashboard.mood.saved'));
      form.reset(EMPTY);
    } catch (error) {
      const message = CombinedGraphQLErrors.is(error) ? error.errors[0]?.message : undefined;
      toast.error(message ?? t('dashboard.mood.notSaved'));
    }
  });

  return (
    <Form onSubmit={onSubmit} onFocus={rules.preload} className="mt-4 space-y-4" aria-labelledby="mood-heading">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('dashboard.mood.question')}</legend>
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
              <span>{moodWord(value, t)}</span>
            </label>
          ))}
        </div>
        {errors.mood && (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {t('dashboard.mood.required')}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-note`} className="block text-sm font-medium text-slate-800">
          {t('dashboard.mood.note')}
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
          {noteProblem ?? t('dashboard.mood.noteCount', { length: noteLength, max: MOOD_NOTE_MAX_LENGTH })}
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">{t('dashboard.mood.tags')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {MOOD_TAGS.map((tag) => (
            <label
              key={tag}
              className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800"
            >
              <input type="checkbox" value={tag} {...form.register('tags')} className="h-6 w-6" />
              {tagLabel(tag, t)}
            </label>
          ))}
        </div>
      </fieldset>
      <BusyButton busy={loading} label={t('dashboard.mood.save')} busyLabel={t('dashboard.mood.saving')} />
    </Form>
  );
}
