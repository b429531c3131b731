import { useDocumentTitle } from '../../lib/use-document-title';
import { GetHelpNow } from '../../components/get-help-now';
import { shell } from 'app-en:shell';
import { useT } from '../../lib/i18n/locale';
import type { Translate } from '../../lib/i18n/catalogue';

/** What went wrong, in one line: "503 Service Unavailable" for an error with a status, else the error's message. */
function describeRouteError(error: unknown, t: Translate): string {
  if (typeof error === 'object' && error && 'status' in error && typeof error.status === 'number') {
    const text = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return [error.status, text].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return t('shell.error.unknown');
}

/** The app's fallback screen for any error thrown while rendering a route or loading its code. */
export function ErrorScreen({ error }: { error: unknown }) {
  const t = useT({ shell });
  useDocumentTitle(t('shell.error.documentTitle'));

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      {/* Where every page has it (WCAG 3.2.6), and with no connection too (a page's code that could not load). */}
      <div className="fixed top-2.5 right-4">
        <GetHelpNow signedIn={false} />
      </div>
      <section role="alert" className="max-w-lg rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{t('shell.error.title')}</h1>
        <p className="mt-4 font-mono text-sm break-words text-red-800">{describeRouteError(error, t)}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('shell.error.tryAgain')}
          </button>
          {/* A full page load, so that a broken client state does not survive. */}
          <a
            href="/"
            className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('shell.error.home')}
          </a>
        </div>
      </section>
    </main>
  );
}
