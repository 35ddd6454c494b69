import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../i18n/language-switch';

/** The frame of the sign-in, registration and recovery screens. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <main className="login-layout">
      <div className="login-card">
        <div className="login-top">
          <span className="brand">
            <Trans>Media Monitor</Trans>
          </span>
          <LanguageSwitch />
        </div>
        {children}
      </div>
    </main>
  );
}
