import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { signInAgain } from '@api/sign-in-again';
import type { Section } from '@api/session';
import { SignInAgainDialog } from '@features/shell/sign-in-again';
import { i18n } from '@i18n/i18n';
import type { createAppRouter } from './router';

let mounted = false;

/**
 * Asks the person to sign in again over the page (loaded with the first refused call: no page
 * carries it before). The dialog lives in a root of its own, above whatever the router shows,
 * even a page whose guard is still waiting for the refused call.
 */
export function askToSignInAgain(
  router: ReturnType<typeof createAppRouter>,
  section: Section,
  token: string,
): Promise<boolean> {
  if (!mounted) {
    mounted = true;
    const host = document.createElement('div');
    host.className = 'sign-in-again-host';
    document.body.append(host);
    createRoot(host).render(
      <I18nProvider i18n={i18n}>
        <SignInAgainDialog router={router} />
      </I18nProvider>,
    );
  }
  return signInAgain(section, token);
}
