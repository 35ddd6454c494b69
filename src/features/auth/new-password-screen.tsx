import { Trans, useLingui } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { userPasswordRecoveryAccept } from '@generated/calls/user/user';
import { TextField } from '@ui/text-field';
import { submissionFailure, type Failure } from '@kit/form/failure';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { AccountForm, BackToSignIn } from './account-form';
import { Outcome, SignInOutcome } from './outcome';
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
  const [outcome, setOutcome] = useState<'changed' | 'expired'>();
  const [failure, setFailure] = useState<Failure>();

  const form = useAppForm({
    defaultValues: { password: '', password_confirmation: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const { success } = await userPasswordRecoveryAccept({ email, token, password: value.password });
        setOutcome(success === 1 ? 'changed' : 'expired');
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, ['password']));
      }
    },
  });

  if (outcome === 'expired') return <ExpiredLink />;
  if (outcome === 'changed') {
    return (
      <SignInOutcome title={<Trans>Password changed</Trans>}>
        <Trans>Your password has been changed. Sign in with the new password.</Trans>
      </SignInOutcome>
    );
  }

  return (
    <AccountForm
      form={form}
      titleId="new-password-title"
      title={<Trans>Set a new password</Trans>}
      failure={failure}
      links={<BackToSignIn />}
    >
      {/* Shows whose password this is and lets password managers store the new one under it. */}
      <TextField
        label={t`Email`}
        type="email"
        name="email"
        autoComplete="username"
        value={email}
        onChange={() => undefined}
        readOnly
      />
      <form.AppField name="password" validators={fieldValidators(checks.newPassword)}>
        {(field) => (
          <field.TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            hint={t`At least 8 characters.`}
          />
        )}
      </form.AppField>
      <form.AppField
        name="password_confirmation"
        validators={{ ...fieldValidators(checks.confirmation), onChangeListenTo: ['password'] }}
      >
        {(field) => <field.TextField label={t`Repeat the password`} type="password" autoComplete="new-password" />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton pendingText={t`Saving…`}>{t`Save the password`}</form.SubmitButton>
      </form.AppForm>
    </AccountForm>
  );
}
