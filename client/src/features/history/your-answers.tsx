import { useId, useState } from 'react';
import type { TestHistoryAnswersQuery } from '../../gql/pages/graphql';
import { LoadStatus } from '../../components/load-status';
import { history } from 'app-en:history';
import { useT } from '../../lib/i18n/locale';

/** Every card's answers, asked once for the page (test-history-page.tsx): one request for all cards. */
export type LoadAnswers = () => Promise<TestHistoryAnswersQuery>;

/**
 * The member's answers, collapsed by default. They are asked for on the first opening (one query
 * for every card: the page's first load stays as light as before).
 */
export function YourAnswers({ testId, loadAnswers }: { testId: string; loadAnswers: LoadAnswers }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const t = useT({ history });
  const [asked, setAsked] = useState<{ data?: TestHistoryAnswersQuery; error?: unknown; loading: boolean }>({
    loading: false,
  });
  const { data, loading, error } = asked;
  const answers = data?.testHistory.find((t) => t.id === testId)?.answers;
  const toggle = () => {
    if (!open && !data && !loading) {
      setAsked({ loading: true });
      loadAnswers().then(
        (answered) => setAsked({ data: answered, loading: false }),
        (failed: unknown) => setAsked({ error: failed, loading: false }),
      );
    }
    setOpen(!open);
  };
  return (
    <div className="mt-5">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {open ? t('history.hideAnswers') : t('history.showAnswers')}
      </button>
      <div id={panelId} hidden={!open}>
        {open &&
          (answers ? (
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
              {answers.map((answer) => (
                <li key={answer.questionId}>
                  <span className="block">{answer.question}</span>
                  <span className="block font-semibold text-slate-900">{answer.selectedAnswer}</span>
                </li>
              ))}
            </ol>
          ) : (
            <LoadStatus
              loading={loading}
              error={error}
              loadingText={t('history.loadingAnswers')}
              what={t('history.answersWhat')}
              className="mt-3"
            />
          ))}
      </div>
    </div>
  );
}
