import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense, lazy, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installAnswerCheck } from './app/answer-shapes';
import { createAppRouter } from './app/router';
import { installSessionHandlers } from './app/session-handlers';
import { warmUp } from './app/warm-up';
import { startWebVitals, vitalsEndpoint } from './app/web-vitals';
import { activateLocale, i18n } from './i18n/i18n';
import { initialLocale } from './i18n/locales';
import { nextTask } from './lib/after-paint';
import './ui/styles.css';

// The QA scenario switch exists in mock builds only; production builds drop it entirely.
const QaPanel = import.meta.env.VITE_MOCK === 'on' ? lazy(() => import('./features/qa/qa-panel')) : undefined;

async function start() {
  // Start-up comes in steps of a few milliseconds each rather than one long task: this module's
  // imports, then the router, then asking for the page's code and data, then the first render.
  await nextTask();
  // The query cache joins the consoles' routes when they are entered (src/api/query-store.ts).
  const router = createAppRouter();
  await nextTask();
  warmUp(router);
  installSessionHandlers(router);
  installAnswerCheck();
  // Real-user speed, once the first page has painted; a build without an endpoint holds none of it.
  if (vitalsEndpoint()) void startWebVitals(router);
  if (import.meta.env.VITE_MOCK === 'on') (await import('./app/qa')).installQaScenarios();
  await activateLocale(initialLocale());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
          {QaPanel && (
            <Suspense fallback={null}>
              <QaPanel />
            </Suspense>
          )}
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

void start();
