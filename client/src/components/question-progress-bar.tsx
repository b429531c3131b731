import { assessment } from 'app-en:assessment';
import { useT } from '../lib/i18n/locale';

/** A questionnaire's progress: question `index` (from 0) of `count`, as a bar with its values. */
export function QuestionProgressBar({ index, count }: { index: number; count: number }) {
  const t = useT({ assessment });
  return (
    <div
      className="mt-3 h-2 rounded-full bg-slate-100"
      role="progressbar"
      aria-label={t('assessment.progress')}
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={index + 1}
    >
      <div
        className="h-2 rounded-full bg-brand-400 transition-[width]"
        style={{ width: `${Math.round(((index + 1) / count) * 100)}%` }}
      />
    </div>
  );
}
