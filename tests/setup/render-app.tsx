import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createQueryClient } from '@api/query-client';
import { session, type AdminUser, type Permissions, type SessionUser } from '@api/session';
import { createAppRouter } from '@app/router';
import { activateLocale, i18n } from '@i18n/i18n';
import type { Locale } from '@i18n/locales';

/** A cabinet user of the tests: the contract's example analyst with the given permissions. */
export function cabinetUser(permissions: Permissions): SessionUser {
  return {
    id: 1001,
    first_name: 'Анна',
    last_name: 'Смирнова',
    email: 'anna.smirnova@mediagroup.ru',
    phone: '+7 (495) 123-45-67',
    permissions,
  };
}

export const CABINET_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIn0.c2lnbmF0dXJl';
export const ADMIN_TOKEN = 'admin-token-7c1e';
export const ADMIN: AdminUser = { id: 1, name: 'Ирина Ковалёва', email: 'i.kovaleva@mediamonitor.ru' };

interface RenderOptions {
  locale?: Locale;
  /** Signs in to the cabinet as a user holding these permissions (or as this user) before rendering. */
  as?: Permissions | SessionUser;
  /** Signs in to the admin console before rendering. */
  admin?: boolean;
  /** Renders once the router has loaded the page (the default), or at once, while it loads. */
  loaded?: boolean;
}

/**
 * Renders the whole app at a URL, in a language (English unless told), with a fresh cache, as a
 * user with the given permissions (or with the session from storage).
 */
export async function renderApp(url: string, { locale = 'en', as, admin, loaded = true }: RenderOptions = {}) {
  await activateLocale(locale, { remember: false });
  if (as)
    session.signInCabinet(CABINET_JWT, 'permissions' in as ? (as as SessionUser) : cabinetUser(as as Permissions));
  if (admin) session.signInAdmin(ADMIN_TOKEN, ADMIN);
  session.reload();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  // Without `loaded`, the router starts its first load as it mounts, as in a browser.
  if (loaded) await router.load();
  const view = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}
