import type { Ref } from 'react';
import { AnswerOptions } from './answer-options';

/**
 * A questionnaire's question as a field (a test's, a measure's): the question as the label, its
 * answers as a select after a placeholder that cannot be chosen, and the problem, if any, below.
 */
export function AnswerField({
  id,
  lang,
  label,
  options,
  selectRef,
  name,
  value,
  onChange,
  onBlur,
  describedBy,
  problem,
  disabled,
}: {
  id: string;
  /** The question's and its answers' language, when it may differ from the page's. */
  lang?: string;
  label: string;
  options: readonly { label: string }[];
  selectRef: Ref<HTMLSelectElement>;
  name?: string;
  value: string;
  onChange: (label: string) => void;
  onBlur?: () => void;
  /** The id of the "Question N of M" counter. */
  describedBy: string;
  problem: string | null | undefined;
  disabled: boolean;
}) {
  return (
    <>
      <label htmlFor={id} lang={lang} className="mt-6 block text-lg font-medium text-slate-900">
        {label}
      </label>
      <select
        id={id}
        lang={lang}
        ref={selectRef}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        disabled={disabled}
        className="mt-3 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm disabled:bg-slate-50 disabled:text-slate-600"
      >
        <AnswerOptions options={options} />
      </select>
      {problem && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </>
  );
}
