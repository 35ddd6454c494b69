import { Trans } from '@lingui/react/macro';
import { useSession } from './use-session';

/** The console's start page. */
export function AdminHome() {
  const { admin } = useSession();
  return (
    <section aria-labelledby="admin-home-title">
      <h1 id="admin-home-title">
        <Trans>Admin console</Trans>
      </h1>
      {admin && (
        <p>
          <Trans>Signed in as {admin.name} ({admin.email}).</Trans>
        </p>
      )}
    </section>
  );
}
