import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useUserPasswordRecoveryAccept } from '../../../generated/api/user/user';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { describeFailure } from './describe-failure';
import { FailureSummary, type Failure } from './failure-summary';
import { fieldValidators, leaveField, messagesOf, showServerFieldErrors } from './form-rules';
import { Outcome } from './outcome';
import { useAccountChecks } from './use-account-checks';

const route = getRouteApi('/_auth/new-password');

/** A recovery link that cannot set a password: expired, used, or cut short (no token or email). */
function ExpiredLink() {
  return (
    <Outcome
      title={<Trans>This link is no longer valid</Trans>}
      tone="error"
      links={
        <Link to="/password-recovery">
          <Trans>Request a new link</Trans>
        </Link>
      }
    >
      <Trans>The link has expired or was already used. Request a new one to set your password.</Trans>
    </Outcome>
  );
}

/** Sets a new password with the token and email of a recovery email's link. */
export function NewPasswordScreen() {
  const { token, email } = route.useSearch();
  if (!token?.trim() || !email?.trim()) return <ExpiredLink />;
  return <NewPasswordForm token={token.trim()} email={email.trim()} />;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useLingui();
  const checks = useAccountChecks();
  const accept = useUserPasswordRecoveryAccept();
  const [outcome, setOutcome] = useState<'changed' | 'expired'>();
  const [failure, setFailure] = useState<Failure>();

  const form = useForm({
    defaultValues: { password: '', password_confirmation: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const { success } = await accept.mutateAsync({ data: { email, token, password: value.password } });
        setOutcome(success === 1 ? 'changed' : 'expired');
      } catch (error) {
        setFailure({ message: describeFailure(error, i18n), details: showServerFieldErrors(formApi, error, ['password']) });
      }
    },
  });

  if (outcome === 'expired') return <ExpiredLink />;
  if (outcome === 'changed') {
    return (
      <Outcome
        title={<Trans>Password changed</Trans>}
        tone="success"
        links={
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        }
      >
        <Trans>Your password has been changed. Sign in with the new password.</Trans>
      </Outcome>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="new-password-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h1 id="new-password-title">
        <Trans>Set a new password</Trans>
      </h1>
      <FailureSummary failure={failure} />
      {/* Shows whose password this is and lets password managers store the new one under it. */}
      <TextField label={t`Email`} type="email" name="email" autoComplete="username" value={email} onChange={() => undefined} readOnly />
      <form.Field name="password" validators={fieldValidators(checks.newPassword)}>
        {(field) => (
          <TextField
            label={t`New password`}
            type="password"
            name={field.name}
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password_confirmation" validators={{ ...fieldValidators(checks.confirmation), onChangeListenTo: ['password'] }}>
        {(field) => (
          <TextField
            label={t`Repeat the password`}
            type="password"
            name={field.name}
            autoComplete="new-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? t`Saving…` : t`Save the password`}
          </Button>
        )}
      </form.Subscribe>
      <p className="login-links">
        <Link to="/login">
          <Trans>Back to sign-in</Trans>
        </Link>
      </p>
    </form>
  );
}
