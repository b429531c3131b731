import { useEffect, useRef, useState } from 'react';
import { useQuestionFocus } from '../../components/use-question-focus';
import { useNavigate } from 'react-router';
import toast from '../../components/toasts';
import type { AssessmentPageQuery, SubmitAssessmentMutation } from '../../gql/pages/graphql';
import { consentPath } from '../../lib/consent-path';
import { useCurrentUser } from '../../lib/current-user';
import { REDIRECT_AFTER_REPEAT_MS } from './assessment-messages';
import { AssessmentResult } from './assessment-result';
import { QuestionCard } from './question-card';
import { QueuedAnswers } from './queued-answers';
import { NotOpenYet } from './not-open-yet';
import { assessment } from 'app-en:assessment';
import { useAssessmentTitle } from './assessment-title';
import { AssessmentHeading } from './assessment-heading';
import { useLocale, useT } from '../../lib/i18n/locale';
import { loadRules, useAnswers } from './use-answers';
import { usePainted } from '../../lib/use-painted';

type Definition = AssessmentPageQuery['assessment'];

type Result = SubmitAssessmentMutation['submitAssessment'];

type Status = 'answering' | 'submitting' | 'done' | 'taken' | 'queued';

/** Sending the answers (Apollo Client with it), in its own chunk: fetched after the first paint. */
const loadSubmit = () => import('./submit-assessment');

/**
 * The rules and the sending, fetched once the questions have painted (off the first view): a
 * member whose connection drops before the first answer can still finish the test, and the
 * answers wait on the device (hazard H20).
 */
function useSendingAfterPaint() {
  const painted = usePainted();
  useEffect(() => {
    if (!painted) return;
    void loadRules().catch(() => undefined);
    void loadSubmit().catch(() => undefined);
  }, [painted]);
}

export function AssessmentForm({
  definition,
  status: standing,
}: {
  definition: Definition;
  status: AssessmentPageQuery['assessmentStatus'] | null;
}) {
  const alreadyTaken = standing ? !standing.canTake : false;
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { questions } = definition;
  const t = useT({ assessment });
  const { locale } = useLocale(); // the window: the server's words in English, else the catalogue's
  const timeWindow = locale === 'en' ? definition.timeWindow : t(`assessment.window.${definition.slug}`);
  const title = useAssessmentTitle(definition, '');
  const [index, setIndex] = useState(0);
  const form = useAnswers(questions);
  useSendingAfterPaint();
  // The rule's one message, about the whole list: every question needs an answer (spec section 5).
  const problem = form.missing ? t('assessment.answerAll') : undefined;
  const [status, setStatus] = useState<Status>('answering');
  const [result, setResult] = useState<Result | null>(null);
  const { selectRef, resultRef } = useQuestionFocus(index, status === 'done');
  // Between the click and the check's answer (a double click sends once).
  const checking = useRef(false);

  const question = questions[index];
  const selected = form.answers[index];
  const isLast = index === questions.length - 1;

  useEffect(() => {
    if (status !== 'taken') return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_REPEAT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const choose = (label: string) => {
    void loadSubmit().catch(() => undefined); // tried again if the first fetch failed
    form.choose(index, label);
  };

  // A missing answer (spec section 5) shows the rule's message on the question, like the forms' field errors.
  const submitAnswers = async () => {
    const answers = await form.check();
    if (!answers) return;
    setStatus('submitting');
    const sent = await loadSubmit().then(
      ({ submitAssessment }) => submitAssessment({ condition: definition.condition, answers }, user?.id),
      () => ({ kind: 'refused', code: undefined }) as const,
    );
    if (sent.kind === 'queued') return setStatus('queued');
    if (sent.kind === 'done') {
      setResult(sent.record);
      setStatus('done');
      return void toast.success(t('assessment.complete'));
    }
    if (sent.code === 'FORBIDDEN') {
      // No consent yet (given nowhere else): the consent screen, then back to this test.
      void navigate(consentPath(`/assessment/${definition.slug}`));
    } else if (sent.code === 'CONFLICT') {
      setStatus('taken');
      toast.error(t('assessment.alreadyTakenToast'));
    } else {
      setStatus('answering');
      if (sent.code === 'BAD_USER_INPUT') form.showMissing();
      else toast.error(t('assessment.submitFailed'));
    }
  };

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (status !== 'answering' || checking.current) return;
    if (!isLast) {
      if (selected) setIndex(index + 1);
      return;
    }
    checking.current = true;
    void submitAnswers().finally(() => (checking.current = false));
  };

  // Not open yet (and nothing submitted here: a result just given stays): no question to answer in vain.
  if (alreadyTaken && status === 'answering')
    return <NotOpenYet title={title} retakeAvailableAt={standing?.retakeAvailableAt} />;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <AssessmentHeading
        title={title}
        intro={t('assessment.intro', { timeWindow })}
        languageNote={definition.languageNote}
      />
      <QuestionCard
        question={question}
        language={definition.language}
        index={index}
        count={questions.length}
        answerName={`answers.${index}.selectedAnswer`}
        selected={selected}
        selectRef={selectRef}
        problem={problem}
        status={status === 'queued' ? 'done' : status} // answers waiting to be sent are given
        onChoose={choose}
        onPrevious={() => setIndex(index - 1)}
        onSubmit={onSubmit}
      />

      {result && <AssessmentResult ref={resultRef} result={result} slug={definition.slug} />}
      {status === 'queued' && <QueuedAnswers />}
    </div>
  );
}
