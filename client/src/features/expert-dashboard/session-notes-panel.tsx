import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { SESSION_NOTE_MAX_LENGTH, sessionNoteText } from '@mindcheck/common';
import { LoadStatus } from '../../components/load-status';
import toast from '../../components/toasts';
import { SaveSessionNoteDocument, SessionNotesDocument } from '../../gql/graphql';
import { formatDay, formatTime } from '../../lib/appointment-time';
import { serverMessageOr } from '../../lib/graphql-errors';
import { FormTextArea } from '../../components/form-text-area';
import { expertConsole } from 'app-en:expertConsole';
import { useLocale, useT } from '../../lib/i18n/locale';
import { useRuleWords } from '../auth/rule-words';
import { Form } from '../../components/form';

const SERVER_WORDED = ['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'];
const schema = z.object({ text: sessionNoteText });

/** The expert's private notes on one appointment: a labelled editor, then the notes, newest first. */
export function SessionNotesPanel({ reference, zone }: { reference: string; zone: string }) {
  const t = useT({ expertConsole });
  const { locale } = useLocale();
  const headingId = useId();
  const { data, loading, error } = useQuery(SessionNotesDocument, { variables: { reference } });
  const [save, { loading: saving }] = useMutation(SaveSessionNoteDocument, {
    update(cache, { data: saved }) {
      if (!saved) return;
      cache.updateQuery({ query: SessionNotesDocument, variables: { reference } }, (existing) => ({
        sessionNotes: [saved.saveSessionNote, ...(existing?.sessionNotes ?? [])],
      }));
    },
  });
  const ruleWords = useRuleWords();
  const form = useForm({
    resolver: ruleWords(zodResolver(schema)),
    defaultValues: { text: '' },
    reValidateMode: 'onSubmit',
  });

  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      await save({ variables: { reference, text } });
      form.reset({ text: '' });
      toast.success(t('expertConsole.notes.saved'));
    } catch (saveError) {
      form.setError('text', { message: serverMessageOr(saveError, SERVER_WORDED, t('expertConsole.notes.failed')) });
    }
  });

  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('expertConsole.notes.heading')}
      </h4>
      <Form onSubmit={onSubmit} className="mt-2">
        <FormTextArea
          form={form}
          name="text"
          label={t('expertConsole.notes.label')}
          rows={4}
          maxLength={SESSION_NOTE_MAX_LENGTH * 2}
          hint={t('expertConsole.notes.privacy')}
        />
        <button
          type="submit"
          disabled={saving}
          className="mt-2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        >
          {saving ? t('expertConsole.notes.busy') : t('expertConsole.notes.save')}
        </button>
      </Form>
      {!data ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('expertConsole.loading')}
          what={t('expertConsole.notes.what')}
          className="mt-3"
        />
      ) : data.sessionNotes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('expertConsole.notes.none')}</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={t('expertConsole.notes.list')}>
          {data.sessionNotes.map((note) => (
            <li key={note.id} className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200">
              <p className="text-xs text-slate-600">
                <time dateTime={note.createdAt}>
                  {formatDay(note.createdAt, zone, locale)}, {formatTime(note.createdAt, zone, locale)}
                </time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
