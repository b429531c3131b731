import { assessment } from 'app-en:assessment';
import { useT } from '../lib/i18n/locale';

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
