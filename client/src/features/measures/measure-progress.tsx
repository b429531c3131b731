/** 'Question N of M' and its progress bar (the counter describes the answer's select). */
export function MeasureProgress({ index, count }: { index: number; count: number }) {
  return (
    <>
      <p id="measure-question-counter" className="mt-4 text-sm font-semibold text-brand-800">
        Question {index + 1} of {count}
      </p>
      <div
        className="mt-3 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={index + 1}
      >
        <div
          className="h-2 rounded-full bg-brand-400 transition-[width]"
          style={{ width: `${Math.round(((index + 1) / count) * 100)}%` }}
        />
      </div>
    </>
  );
}
