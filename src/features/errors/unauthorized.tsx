import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ErrorLayout } from './error-layout';

/** A signed-in person opened a section their account does not include. */
export function Unauthorized() {
  return (
    <ErrorLayout>
      <h1>
        <Trans>No access to this section</Trans>
      </h1>
      <p>
        <Trans>Your account does not include this section. Contact your account manager to have it enabled.</Trans>
      </p>
      <Link to="/cabinet">
        <Trans>Go to the cabinet</Trans>
      </Link>
    </ErrorLayout>
  );
}
