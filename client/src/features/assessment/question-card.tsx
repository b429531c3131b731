import { QuestionNav } from '../../components/question-nav';
import { AnswerField } from '../../components/answer-field';
import { QuestionProgressBar } from '../../components/question-progress-bar';
import type { AssessmentPageQuery } from '../../gql/pages/graphql';
import { assessment } from 'app-en:assessment';
import { useT } from '../../lib/i18n/locale';

type Question = AssessmentPageQuery['assessment']['questions'][number];

/**
 * One question of a test as a form: 'Question N of M' with a progress bar, the question's select,
 * the rule's message, Previous and Next (Submit on the last), and a note while leaving a repeated test.
 */
export function QuestionCard({
  question,
  language,
  index,
  count,
  answerName,
  selected,
  selectRef,
  problem,
  status,
  onChoose,
  onPrevious,
  onSubmit,
}: {
  question: Question;
  /** The questions' language (BCP 47): their words are read in it. */
  language: string;
  index: number;
  count: number;
  /** The select's name in the form, and its answer ('' until chosen). */
  answerName: string;
  selected: string;
  selectRef: { current: HTMLSelectElement | null };
  problem: string | undefined;
  status: 'answering' | 'submitting' | 'done' | 'taken';
  onChoose: (label: string) => void;
  onPrevious: () => void;
  onSubmit: (event: React.FormEvent) => void;
}) {
  const isLast = index === count - 1;
  const finished = status === 'done' || status === 'taken';
  const counterId = 'assessment-question-counter';
  const t = useT({ assessment });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex items-center justify-between gap-4 text-sm">
        <p id={counterId} className="font-semibold text-brand-800">
          {t('assessment.questionOf', { number: index + 1, count })}
        </p>
      </div>
      <QuestionProgressBar index={index} count={count} />

      <AnswerField
        id="assessment-answer"
        lang={language}
        label={question.text}
        options={question.options}
        selectRef={selectRef}
        name={answerName}
        value={selected}
        onChange={onChoose}
        describedBy={counterId}
        problem={problem}
        disabled={finished}
      />

      <QuestionNav index={index} isLast={isLast} selected={selected} status={status} onPrevious={onPrevious} />
      {status === 'taken' && (
        <p role="status" className="mt-4 text-slate-700">
          {t('assessment.takingBack')}
        </p>
      )}
    </form>
  );
}
