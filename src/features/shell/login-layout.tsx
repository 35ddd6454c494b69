import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { LanguageSwitch } from '@i18n/language-switch';

/** The frame of the sign-in, registration and recovery screens. */
export function LoginLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const product = t`Media Monitor`;
  useEffect(() => {
    document.title = product;
  }, [product]);
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
