import { QuestionProgressBar } from '../../components/question-progress-bar';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

/** 'Question N of M' and its progress bar (the counter describes the answer's select). */
export function MeasureProgress({ index, count }: { index: number; count: number }) {
  const t = useT({ measures });
  return (
    <>
      <p id="measure-question-counter" className="mt-4 text-sm font-semibold text-brand-800">
        {t('measures.questionOf', { number: index + 1, count })}
      </p>
      <QuestionProgressBar index={index} count={count} />
    </>
  );
}
