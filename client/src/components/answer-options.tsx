import { assessment } from 'app-en:assessment';
import { useT } from '../lib/i18n/locale';

/** The look of a questionnaire's answer select (a test's, a measure's). */
export const answerSelectClass =
  'mt-3 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm disabled:bg-slate-50 disabled:text-slate-600';

/** A question's answers as a select's options, after a placeholder that cannot be chosen. */
export function AnswerOptions({ options }: { options: readonly { label: string }[] }) {
  const t = useT({ assessment });
  return (
    <>
      <option value="" disabled>
        {t('assessment.selectAnswer')}
      </option>
      {options.map((option) => (
        <option key={option.label} value={option.label}>
          {option.label}
        </option>
      ))}
    </>
  );
}
