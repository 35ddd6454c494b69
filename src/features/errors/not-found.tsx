import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ErrorLayout } from './error-layout';

/** Unknown paths. */
export function NotFound() {
  return (
    <ErrorLayout>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The address may be mistyped, or the page has moved.</Trans>
      </p>
      <Link to="/">
        <Trans>Go to the start page</Trans>
      </Link>
    </ErrorLayout>
  );
}
