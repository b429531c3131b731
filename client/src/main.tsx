import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { AppRoutes, preloadRoutes } from './app/router';
import { fetchCurrentUser } from './lib/current-user';
import { visitorLocale } from './lib/i18n/choice';
import { startRouteWords } from './lib/i18n/words';
import { startTheme } from './lib/theme';
import { registerServiceWorker } from './lib/service-worker';
import './index.css';

// The member's colour theme before anything is drawn (the page is empty until React renders).
startTheme();

// Who is signed in, asked at module start rather than at React's first render; and, meanwhile,
// the code of the pages this URL needs (a signed-in page: Apollo and the member's frame too).
const firstAnswer = fetchCurrentUser();
firstAnswer.catch(() => undefined); // the provider handles a failure (as for a visitor)
preloadRoutes(window.location.pathname);
// And this page's words in the language this device last used, in one file (nothing for English).
startRouteWords(visitorLocale(), location.pathname);

// Rendered as a transition: React then renders in slices of a few milliseconds, yielding to the
// browser between them, rather than in one long task (a phone's CPU takes hundreds of ms for the
// first page; one task that long holds up any tap or key in the meantime).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppProvider firstAnswer={firstAnswer}>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>,
  ),
);

registerServiceWorker();
