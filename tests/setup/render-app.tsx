import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '../../src/api/query-client';
import { session } from '../../src/api/session';
import { createAppRouter } from '../../src/app/router';
import { activateLocale, i18n } from '../../src/i18n/i18n';
import type { Locale } from '../../src/i18n/locales';

/** Renders the whole app at a URL, in a language, with a fresh cache and the session from storage. */
export async function renderApp(url: string, { locale = 'en' as Locale } = {}) {
  await activateLocale(locale, { remember: false });
  session.reload();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
