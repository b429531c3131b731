import { assessment } from 'app-en:assessment';
import { useT } from '../lib/i18n/locale';

/** A questionnaire's buttons (a test, a measure): Previous (not on the first), then Next, or Submit on the last. */
export function QuestionNav({
  index,
  isLast,
  selected,
  status,
  onPrevious,
}: {
  index: number;
  isLast: boolean;
  selected: string;
  status: 'answering' | 'submitting' | 'done' | 'taken';
  onPrevious: () => void;
}) {
  const finished = status === 'done' || status === 'taken';
  const t = useT({ assessment });
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      {index > 0 ? (
        <button
          type="button"
          onClick={onPrevious}
          disabled={finished || status === 'submitting'}
          className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {t('assessment.previous')}
        </button>
      ) : (
        <span />
      )}
      {isLast ? (
        <button
          type="submit"
          disabled={status !== 'answering'}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {status === 'submitting' ? t('assessment.submitting') : t('assessment.submit')}
        </button>
      ) : (
        <button
          type="submit"
          disabled={!selected || finished}
          className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
        >
          {t('assessment.next')}
        </button>
      )}
    </div>
  );
}
