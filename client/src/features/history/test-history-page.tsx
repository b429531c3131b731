import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLazyQuery, useQuery } from '@apollo/client/react';
import { TestHistoryAnswersDocument, TestHistoryDocument, type TestHistoryQuery } from '../../gql/graphql';
import { EmailLink } from '../../components/links';
import { EvaluationText } from '../../components/evaluation-text';
import { CrisisResourcesCard } from '../../components/crisis-resources-card';
import { ScoreWithBand, notADiagnosis } from '../../components/severity-badge';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatTimestamp } from '../../lib/format-timestamp';
import { expertLink, historyMessages } from './history-format';
import { LoadStatus } from '../../components/load-status';

type Test = TestHistoryQuery['testHistory'][number];

/** /test-history (spec section 2): one card per past test, newest first. */
export default function TestHistoryPage() {
  useDocumentTitle('Health History');
  const { data, loading, error } = useQuery(TestHistoryDocument, { fetchPolicy: 'cache-and-network' });
  const tests = data?.testHistory;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Health History</h1>
      <p className="mt-2 text-slate-600">Your past tests, newest first. {notADiagnosis}</p>
      {tests && tests.length > 0 && (
        <p className="mt-4">
          <a
            href="/account/report.pdf"
            download
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Download summary (PDF)
          </a>
          <span className="ml-3 text-sm text-slate-600">To print or send to a clinician.</span>
        </p>
      )}
      {!tests ? (
        <LoadStatus loading={loading} error={error} loadingText="Loading your history…" what="your history" />
      ) : tests.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{historyMessages.empty}</p>
      ) : (
        <ol className="mt-6 space-y-6" aria-label="Past tests">
          {tests.map((test) => (
            <li key={test.id}>
              <HistoryCard test={test} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function HistoryCard({ test }: { test: Test }) {
  const headingId = `test-${test.id}`;
  const tips = test.tips.length ? test.tips : [historyMessages.noTips];
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {test.title}
        </h2>
        <p className="text-sm text-slate-600">
          <time dateTime={test.createdAt}>{formatTimestamp(test.createdAt)}</time>
        </p>
      </div>
      <ScoreWithBand score={test.score} maxScore={test.maxScore} severity={test.severity} condition={test.condition} />

      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-700 uppercase">Evaluation</h3>
      <EvaluationText text={test.evaluation} className="mt-2" />

      <YourAnswers testId={test.id} />

      {test.needsCrisisSupport && test.crisisResources.length > 0 && (
        <CrisisResourcesCard id={`crisis-card-${test.id}`} resources={test.crisisResources} className="mt-5" />
      )}

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Tips</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-800">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>

      <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-700 uppercase">Recommended experts</h3>
      {test.recommendedExperts.length === 0 ? (
        <p className="mt-2 text-slate-700">
          Browse{' '}
          <Link to="/experts" className="font-medium text-brand-800 underline underline-offset-2">
            our experts
          </Link>
          .
        </p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {test.recommendedExperts.map((expert) => (
            <li key={expert.id} className="rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
              <Link to={expertLink(expert)} className="font-semibold text-brand-800 underline underline-offset-2">
                {expert.name}
              </Link>
              <p className="mt-1 text-sm break-all text-slate-700">
                <EmailLink address={expert.contact} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

/**
 * The member's answers, collapsed by default. They are asked for on the first opening (one query
 * for every card: the page's first load stays as light as before).
 */
function YourAnswers({ testId }: { testId: string }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [load, { data, loading, error }] = useLazyQuery(TestHistoryAnswersDocument, { fetchPolicy: 'cache-first' });
  const answers = data?.testHistory.find((t) => t.id === testId)?.answers;
  const toggle = () => {
    if (!open && !data) void load();
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
        {open ? 'Hide your answers' : 'Show your answers'}
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
              loadingText="Loading your answers…"
              what="your answers"
              className="mt-3"
            />
          ))}
      </div>
    </div>
  );
}
