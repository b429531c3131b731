import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { DeleteMoodEntryDocument, type MoodEntriesQuery } from '../../gql/graphql';
import { MoodFace } from './mood-face';
import { formatMoment } from '../../lib/format-day';
import { moodWord, tagLabel } from './mood-words';
import { dashboard } from 'app-en:dashboard';
import { useLocale, useT } from '../../lib/i18n/locale';

type Entry = MoodEntriesQuery['moodEntries'][number];

export function PastEntries({ entries }: { entries: readonly Entry[] }) {
  const [remove, { loading }] = useMutation(DeleteMoodEntryDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'moodEntries' });
      cache.gc();
    },
  });
  const t = useT({ dashboard });
  const { locale } = useLocale();
  const newestFirst = [...entries].reverse();
  const onDelete = async (entry: Entry) => {
    try {
      await remove({ variables: { id: entry.id } });
      toast.success(t('dashboard.mood.deleted'));
    } catch {
      toast.error(t('dashboard.mood.notDeleted'));
    }
  };
  return (
    <>
      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('dashboard.mood.past')}</h3>
      <ul className="mt-2 divide-y divide-slate-200" aria-label={t('dashboard.mood.past')}>
        {newestFirst.map((entry) => {
          const at = new Date(entry.createdAt);
          const when = formatMoment(at, locale);
          const word = moodWord(entry.mood, t);
          return (
            <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
              <div>
                <p className="flex items-center gap-1.5 font-medium text-slate-900">
                  <MoodFace mood={entry.mood} className="h-5 w-5 shrink-0" />
                  {word} <span className="font-normal text-slate-600">· {when}</span>
                </p>
                {entry.tags.length > 0 && (
                  <p className="text-sm text-slate-700">{entry.tags.map((tag) => tagLabel(tag, t)).join(', ')}</p>
                )}
                {entry.note && (
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{entry.note}</p>
                )}
              </div>
              <button
                type="button"
                onClick={() => onDelete(entry)}
                disabled={loading}
                aria-label={t('dashboard.mood.deleteOf', { when })}
                className="shrink-0 rounded-lg border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
              >
                {t('dashboard.mood.delete')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
