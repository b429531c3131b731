import { useMemo, useState } from 'react';
import { useQuestionFocus } from '../../components/use-question-focus';
import { AnswerField } from '../../components/answer-field';
import { useNavigate } from 'react-router';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { assessmentAnswers } from '@mindcheck/common';
import { type MeasurePageQuery, type MeasureResultFieldsFragment } from '../../gql/graphql';
import { consentPath } from '../../lib/consent-path';
import { MeasureResult } from './measure-result';
import { MeasureProgress } from './measure-progress';
import { QuestionNav } from '../../components/question-nav';
import { useSubmitMeasure } from './use-submit-measure';
import { QueuedMeasure } from './queued-measure';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

type Definition = MeasurePageQuery['measure'];
/** queued: given offline, kept on this device until the connection returns (#36). */
type Status = 'answering' | 'submitting' | 'done' | 'queued';

/** The questions, one at a time (a phone shows one), in the instrument's own words, then the result. */
export function MeasureForm({ definition }: { definition: Definition }) {
  const t = useT({ measures });
  const { questions } = definition;
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<string[]>(() => questions.map(() => ''));
  const [status, setStatus] = useState<Status>('answering');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<MeasureResultFieldsFragment | null>(null);
  const { selectRef, resultRef } = useQuestionFocus(index, status === 'done');
  const rule = useMemo(
    () => assessmentAnswers(questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.label) }))),
    [questions],
  );
  const submit = useSubmitMeasure();
  const question = questions[index];
  const selected = answers[index];
  const isLast = index === questions.length - 1;
  const finished = status !== 'answering';

  const send = async () => {
    const submitted = questions.map((q, i) => ({ questionId: q.id, selectedAnswer: answers[i] }));
    if (!rule.safeParse(submitted).success) {
      setProblem(t('measures.answerAll'));
      return;
    }
    setStatus('submitting');
    try {
      const sent = await submit({ instrument: definition.instrument, answers: submitted });
      if (sent.queued) return setStatus('queued');
      if (!sent.result.data?.submitMeasure) throw new Error('no result');
      setResult(sent.result.data.submitMeasure);
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
      setProblem(code === 'CONFLICT' || code === 'BAD_USER_INPUT' ? first!.message : t('measures.saveFailed'));
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
        <MeasureProgress index={index} count={questions.length} />
        <AnswerField
          id="measure-answer"
          label={question.text}
          options={question.options}
          selectRef={selectRef}
          value={selected}
          onChange={(label) => {
            const next = [...answers];
            next[index] = label;
            setAnswers(next);
            setProblem(null);
          }}
          describedBy="measure-question-counter"
          problem={problem}
          disabled={finished}
        />
        <QuestionNav
          index={index}
          isLast={isLast}
          selected={selected}
          status={status === 'queued' ? 'done' : status} // answers waiting to be sent are given
          onPrevious={() => setIndex(index - 1)}
        />
      </form>
      {result && <MeasureResult ref={resultRef} result={result} />}
      {status === 'queued' && <QueuedMeasure />}
    </>
  );
}
