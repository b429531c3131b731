import { useState } from 'react';
import { TestHistoryAnswersDocument, TestHistoryDocument, type TestHistoryAnswersQuery } from '../../gql/pages/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { queryEarly, usePageQuery } from '../../lib/page-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LoadStatus } from '../../components/load-status';
import { HistoryCard } from './history-card';
import { history } from 'app-en:history';
import { ui } from 'app-en:ui';
import { useT } from '../../lib/i18n/locale';

// The history is asked as this page's code loads, when the app opens at its address
// (lib/page-query.ts): its cards are the page's largest content, on a slow phone's first view.
// The page needs no Apollo Client (#36: its first view within 170 KB).
if (window.location.pathname === '/test-history') queryEarly(TestHistoryDocument);

/** /test-history (spec section 2): one card per past test, newest first. */
export default function TestHistoryPage() {
  const t = useT({ history, ui });
  useDocumentTitle(t('history.title'));
  const { data, loading, error } = usePageQuery(TestHistoryDocument);
  // Every card's answers in one request, on the first opening of any (asked again after a failure).
  const [loadAnswers] = useState(() => {
    let asked: Promise<TestHistoryAnswersQuery> | undefined;
    return () => {
      asked ??= graphqlRequest(TestHistoryAnswersDocument);
      asked.catch(() => (asked = undefined));
      return asked;
    };
  });
  const tests = data?.testHistory;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('history.title')}</h1>
      <p className="mt-2 text-slate-600">
        {t('history.intro')} {t('ui.notADiagnosis')}
      </p>
      {tests && tests.length > 0 && (
        <p className="mt-4">
          <a
            href="/account/report.pdf"
            download
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('history.download')}
          </a>
          <span className="ml-3 text-sm text-slate-600">{t('history.downloadHint')}</span>
        </p>
      )}
      {!tests ? (
        <LoadStatus loading={loading} error={error} loadingText={t('history.loading')} what={t('history.what')} />
      ) : tests.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">{t('history.empty')}</p>
      ) : (
        <ol className="mt-6 space-y-6" aria-label={t('history.list')}>
          {tests.map((test) => (
            <li key={test.id}>
              <HistoryCard test={test} loadAnswers={loadAnswers} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
