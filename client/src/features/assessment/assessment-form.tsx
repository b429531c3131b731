import { useEffect, useMemo, useState } from 'react';
import { useQuestionFocus } from '../../components/use-question-focus';
import { useNavigate } from 'react-router';
import { useController, useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { AnswersOutput, AnswersValues } from './answers-form-rules';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import toast from '../../components/toasts';
import { type AssessmentPageQuery, type SubmitAssessmentMutation } from '../../gql/graphql';
import { consentPath } from '../../lib/consent-path';
import { REDIRECT_AFTER_REPEAT_MS } from './assessment-messages';
import { AssessmentResult } from './assessment-result';
import { QuestionCard } from './question-card';
import { useSubmitAssessment } from './use-submit-assessment';
import { QueuedAnswers } from './queued-answers';
import { NotOpenYet } from './not-open-yet';
import { assessment } from 'app-en:assessment';
import { useAssessmentTitle } from './assessment-title';
import { AssessmentHeading } from './assessment-heading';
import { useLocale, useT } from '../../lib/i18n/locale';

type Definition = AssessmentPageQuery['assessment'];

type Result = SubmitAssessmentMutation['submitAssessment'];

type Status = 'answering' | 'submitting' | 'done' | 'taken' | 'queued';

/** The answers form's rules (common's), in their own chunk: fetched on the first answer. */
function useAnswersForm(questions: Definition['questions']) {
  const rules = useMemo(
    () => lazyResolver(() => import('./answers-form-rules').then((m) => m.answersResolver(questions))),
    [questions],
  );
  const form = useForm<AnswersValues, unknown, AnswersOutput>({
    resolver: rules.resolver,
    defaultValues: { answers: questions.map((q) => ({ questionId: q.id, selectedAnswer: '' })) },
    reValidateMode: 'onSubmit',
    // The focus stays where the member is (on Submit); the message is announced instead.
    shouldFocusError: false,
  });
  return { form, preloadRules: rules.preload };
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
  const { questions } = definition;
  const t = useT({ assessment });
  const { locale } = useLocale(); // the window: the server's words in English, else the catalogue's
  const timeWindow = locale === 'en' ? definition.timeWindow : t(`assessment.window.${definition.slug}`);
  const title = useAssessmentTitle(definition, '');
  const [index, setIndex] = useState(0);
  const { form, preloadRules } = useAnswersForm(questions);
  // The rule's one message, about the whole list: every question needs an answer (spec section 5).
  const problem = form.formState.errors.answers && t('assessment.answerAll');
  const [status, setStatus] = useState<Status>('answering');
  const [result, setResult] = useState<Result | null>(null);
  const { selectRef, resultRef } = useQuestionFocus(index, status === 'done');
  const submit = useSubmitAssessment();

  const question = questions[index];
  const { field: answerField } = useController({ control: form.control, name: `answers.${index}.selectedAnswer` });
  const selected = answerField.value;
  const isLast = index === questions.length - 1;

  useEffect(() => {
    if (status !== 'taken') return;
    const timer = setTimeout(() => navigate('/dashboard'), REDIRECT_AFTER_REPEAT_MS);
    return () => clearTimeout(timer);
  }, [status, navigate]);

  const choose = (label: string) => {
    preloadRules();
    answerField.onChange(label);
    form.clearErrors('answers');
  };

  // A missing answer (spec section 5) shows the rule's message on the question, like the forms' field errors.
  const submitAnswers = form.handleSubmit(async ({ answers }) => {
    setStatus('submitting');
    try {
      const sent = await submit({ condition: definition.condition, answers });
      if (sent.queued) return setStatus('queued');
      const record = sent.result.data?.submitAssessment;
      if (!record) throw new Error('no result');
      setResult(record);
      setStatus('done');
      toast.success(t('assessment.complete'));
    } catch (error) {
      const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined;
      if (code === 'FORBIDDEN') {
        // No consent yet (given nowhere else): the consent screen, then back to this test.
        void navigate(consentPath(`/assessment/${definition.slug}`));
      } else if (code === 'CONFLICT') {
        setStatus('taken');
        toast.error(t('assessment.alreadyTakenToast'));
      } else if (code === 'BAD_USER_INPUT') {
        setStatus('answering');
        form.setError('answers', { message: t('assessment.answerAll') });
      } else {
        setStatus('answering');
        toast.error(t('assessment.submitFailed'));
      }
    }
  });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    // isSubmitting covers the moment between the click and the check's answer (a double click sends once).
    if (status !== 'answering' || form.formState.isSubmitting) return;
    if (!isLast) {
      if (selected) setIndex(index + 1);
      return;
    }
    void submitAnswers(event);
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
        answerField={answerField}
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
