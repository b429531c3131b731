import { QuestionNav } from './question-nav';
import type { AssessmentPageQuery } from '../../gql/graphql';

type Question = AssessmentPageQuery['assessment']['questions'][number];

/**
 * One question of a test as a form: 'Question N of M' with a progress bar, the question's select,
 * the rule's message, Previous and Next (Submit on the last), and a note while leaving a repeated test.
 */
export function QuestionCard({
  question,
  index,
  count,
  answerField,
  selectRef,
  problem,
  status,
  onChoose,
  onPrevious,
  onSubmit,
}: {
  question: Question;
  index: number;
  count: number;
  /** The select's binding to the form (react-hook-form's controller field). */
  answerField: { name: string; value: string; onBlur: () => void; ref: (element: HTMLSelectElement | null) => void };
  selectRef: { current: HTMLSelectElement | null };
  problem: string | undefined;
  status: 'answering' | 'submitting' | 'done' | 'taken';
  onChoose: (label: string) => void;
  onPrevious: () => void;
  onSubmit: (event: React.FormEvent) => void;
}) {
  const selected = answerField.value;
  const isLast = index === count - 1;
  const finished = status === 'done' || status === 'taken';
  const progress = Math.round(((index + 1) / count) * 100);
  const counterId = 'assessment-question-counter';
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-4 text-sm">
        <p id={counterId} className="font-semibold text-brand-800">
          Question {index + 1} of {count}
        </p>
      </div>
      <div
        className="mt-3 h-2 rounded-full bg-slate-100"
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={index + 1}
      >
        <div className="h-2 rounded-full bg-brand-400 transition-[width]" style={{ width: `${progress}%` }} />
      </div>

      <label htmlFor="assessment-answer" className="mt-6 block text-lg font-medium text-slate-900">
        {question.text}
      </label>
      <select
        id="assessment-answer"
        ref={(element) => {
          selectRef.current = element;
          answerField.ref(element);
        }}
        name={answerField.name}
        value={selected}
        onChange={(e) => onChoose(e.target.value)}
        onBlur={answerField.onBlur}
        aria-describedby={counterId}
        aria-invalid={problem ? true : undefined}
        disabled={finished}
        className="mt-3 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm disabled:bg-slate-50 disabled:text-slate-600"
      >
        <option value="" disabled>
          Select an answer
        </option>
        {question.options.map((option) => (
          <option key={option.label} value={option.label}>
            {option.label}
          </option>
        ))}
      </select>

      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}

      <QuestionNav index={index} isLast={isLast} selected={selected} status={status} onPrevious={onPrevious} />
      {status === 'taken' && (
        <p role="status" className="mt-4 text-slate-700">
          Taking you back to your dashboard…
        </p>
      )}
    </form>
  );
}
