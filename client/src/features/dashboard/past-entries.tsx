import { useMutation } from '@apollo/client/react';
import { MOOD_LABELS } from '@mindcheck/common';
import toast from '../../components/toasts';
import { DeleteMoodEntryDocument, type MoodEntriesQuery } from '../../gql/graphql';
import { MoodFace } from './mood-face';
import { formatMoment } from '../../lib/format-day';
import { tagLabel } from './mood-form';

type Entry = MoodEntriesQuery['moodEntries'][number];

export function PastEntries({ entries }: { entries: readonly Entry[] }) {
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
