import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { LanguageSwitch } from '@i18n/language-switch';

/** The public landing page, shown at `/` when the landing switch is on. */
export function Landing() {
  return (
    <div className="landing">
      <header className="landing-header">
        <span className="brand">
          <Trans>Media Monitor</Trans>
        </span>
        <LanguageSwitch />
      </header>
      <main className="landing-main">
        <h1>
          <Trans>Know what the media say, as they say it</Trans>
        </h1>
        <p>
          <Trans>
            Music airplay on radio and TV, news and text with their themes, stories and sentiment, and video monitoring
            of persons and objects, in one cabinet.
          </Trans>
        </p>
        <div className="landing-actions">
          <Link to="/login" className="btn btn-primary">
            <Trans>Sign in</Trans>
          </Link>
          <Link to="/registration" className="btn btn-secondary">
            <Trans>Create an account</Trans>
          </Link>
        </div>
      </main>
    </div>
  );
}
