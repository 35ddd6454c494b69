import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { userLogin } from '@generated/calls/user/user';
import { session } from '@api/session';
import { safeRedirectPath } from '@lib/safe-redirect';
import { CredentialsForm } from '@kit/form/credentials-form';
import { describeCallFailure } from '@kit/form/failure';

const route = getRouteApi('/_auth/login');

/** Cabinet sign-in, then back to where the person was going. */
export function LoginScreen() {
  const { i18n } = useLingui();
  const { redirect } = route.useSearch();
  const navigate = useNavigate();

  return (
    <CredentialsForm
      title={<Trans>Sign in to the cabinet</Trans>}
      describeError={(error) => describeCallFailure(error, i18n, { 401: msg`The email or password is wrong.` })}
      onSubmit={async (credentials) => {
        const { item } = await userLogin(credentials);
        const { jwt_token, ...user } = item;
        session.signInCabinet(jwt_token, user);
        await navigate({ href: safeRedirectPath(redirect) ?? '/cabinet', replace: true });
      }}
    >
      <p className="login-links">
        <Link to="/password-recovery">
          <Trans>Forgot your password?</Trans>
        </Link>
        <Link to="/registration">
          <Trans>Create an account</Trans>
        </Link>
      </p>
    </CredentialsForm>
  );
}
