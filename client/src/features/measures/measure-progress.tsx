import { QuestionProgressBar } from '../../components/question-progress-bar';

/** 'Question N of M' and its progress bar (the counter describes the answer's select). */
export function MeasureProgress({ index, count }: { index: number; count: number }) {
  return (
    <>
      <p id="measure-question-counter" className="mt-4 text-sm font-semibold text-brand-800">
        Question {index + 1} of {count}
      </p>
      <QuestionProgressBar index={index} count={count} />
    </>
  );
}
