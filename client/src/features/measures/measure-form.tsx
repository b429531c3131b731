import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { assessmentAnswers, messages } from '@mindcheck/common';
import { SubmitMeasureDocument, type MeasurePageQuery, type MeasureResultFieldsFragment } from '../../gql/graphql';
import { consentPath } from '../../lib/consent-path';
import { MeasureResult } from './measure-result';

type Definition = MeasurePageQuery['measure'];
type Status = 'answering' | 'submitting' | 'done';

/** The questions, one at a time (a phone shows one), in the instrument's own words, then the result. */
export function MeasureForm({ definition }: { definition: Definition }) {
  const { questions } = definition;
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [status, setStatus] = useState<Status>('answering');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MeasureResultFieldsFragment | null>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const rule = useMemo(
    () => assessmentAnswers(questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.label) }))),
    [questions],
  );
  const [submit] = useMutation(SubmitMeasureDocument, {
    update(cache) {
      // The history and the dashboard's lines are stale now.
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'measureHistory' });
      cache.gc();
    },
  });
  const question = questions[index];
  const selected = answers[index];
  const isLast = index === questions.length - 1;
  const finished = status !== 'answering';

  useEffect(() => {
    if (movedRef.current) selectRef.current?.focus();
    movedRef.current = true;
  }, [index]);
  useEffect(() => {
    if (status === 'done') resultRef.current?.focus();
  }, [status]);

  const send = async () => {
    const submitted = questions.map((q, i) => ({ questionId: q.id, selectedAnswer: answers[i] }));
    if (!rule.safeParse(submitted).success) {
      setProblem(messages.answerAllQuestions);
      return;
    }
    setStatus('submitting');
    try {
      const response = await submit({ variables: { instrument: definition.instrument, answers: submitted } });
      if (!response.data?.submitMeasure) throw new Error('no result');
      setResult(response.data.submitMeasure);
      setStatus('done');
    } catch (error) {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const code = first?.extensions?.code;
      if (code === 'FORBIDDEN') {
        void navigate(consentPath(`/measures/${definition.instrument.toLowerCase()}`));
        return;
      }
      setStatus('answering');
      // The server's own words: the retake date, or which answers are missing.
      setProblem(code === 'CONFLICT' || code === 'BAD_USER_INPUT' ? first!.message : messages.measureSaveFailed);
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (status !== 'answering') return;
    if (!isLast) {
      if (selected) setIndex(index + 1);
      return;
    }
    void send();
  };

  return (
    <>
      <form
        onSubmit={onSubmit}
        noValidate
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <p className="text-slate-700">{definition.timeframe}</p>
        <p id="measure-question-counter" className="mt-4 text-sm font-semibold text-brand-800">
          Question {index + 1} of {questions.length}
        </p>
        <div
          className="mt-3 h-2 rounded-full bg-slate-100"
          role="progressbar"
          aria-label="Progress"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={index + 1}
        >
          <div
            className="h-2 rounded-full bg-brand-400 transition-[width]"
            style={{ width: `${Math.round(((index + 1) / questions.length) * 100)}%` }}
          />
        </div>
        <label htmlFor="measure-answer" className="mt-6 block text-lg font-medium text-slate-900">
          {question.text}
        </label>
        <select
          id="measure-answer"
          ref={selectRef}
          value={selected}
          onChange={(e) => {
            const next = [...answers];
            next[index] = e.target.value;
            setAnswers(next);
            setProblem(null);
          }}
          aria-describedby="measure-question-counter"
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
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          {index > 0 ? (
            <button
              type="button"
              onClick={() => setIndex(index - 1)}
              disabled={finished}
              className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50"
            >
              Previous
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            disabled={finished || (!isLast && !selected)}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
          >
            {isLast ? (status === 'submitting' ? 'Submitting...' : 'Submit') : 'Next'}
          </button>
        </div>
      </form>
      {result && <MeasureResult ref={resultRef} result={result} />}
    </>
  );
}
