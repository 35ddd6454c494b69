import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useSignin } from '../../../generated/api/admin/admin';
import { session } from '../../api/session';
import { safeRedirectPath } from '../../lib/safe-redirect';
import { CredentialsForm } from './credentials-form';
import { describeFailure } from './describe-failure';

const route = getRouteApi('/admin/login');

/** Admin console sign-in with its own token, kept apart from the cabinet's. */
export function AdminLoginScreen() {
  const { i18n } = useLingui();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const signin = useSignin({ request: { section: 'admin' } });

  return (
    <CredentialsForm
      title={<Trans>Sign in to the admin console</Trans>}
      describeError={(error) => describeFailure(error, i18n)}
      onSubmit={async (credentials) => {
        const { token, item } = await signin.mutateAsync({ data: credentials });
        session.signInAdmin(token, { id: item.id, name: item.name, email: item.email });
        const target = safeRedirectPath(redirect);
        await navigate({ href: target?.startsWith('/admin') ? target : '/admin', replace: true });
      }}
    />
  );
}
