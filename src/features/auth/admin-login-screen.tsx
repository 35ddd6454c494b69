import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { signin } from '@generated/calls/admin/admin';
import { session } from '@api/session';
import { consoleOf } from '@lib/consoles';
import { safeRedirectPath } from '@lib/safe-redirect';
import { CredentialsForm } from '@kit/form/credentials-form';
import { describeCallFailure } from '@kit/form/failure';

const route = getRouteApi('/admin/login');

/** Admin console sign-in with its own token, kept apart from the cabinet's. */
export function AdminLoginScreen() {
  const { i18n } = useLingui();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();

  return (
    <CredentialsForm
      title={<Trans>Sign in to the admin console</Trans>}
      describeError={(error) => describeCallFailure(error, i18n, { 401: msg`The email or password is wrong.` })}
      onSubmit={async (credentials) => {
        const { token, item } = await signin(credentials);
        session.signInAdmin(token, { id: item.id, name: item.name, email: item.email, role: item.role });
        const target = safeRedirectPath(redirect);
        await navigate({ href: target && consoleOf(target) === 'admin' ? target : '/admin', replace: true });
      }}
    />
  );
}
