import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useUserPasswordRecovery } from '../../../generated/api/user/user';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { describeFailure } from './describe-failure';
import { FailureSummary, type Failure } from './failure-summary';
import { fieldValidators, leaveField, messagesOf, showServerFieldErrors } from './form-rules';
import { Outcome } from './outcome';
import { useAccountChecks } from './use-account-checks';

/** Asks for an email with a link to set a new password (the link opens the new-password screen). */
export function PasswordRecoveryScreen() {
  const { t, i18n } = useLingui();
  const checks = useAccountChecks();
  const recovery = useUserPasswordRecovery();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<Failure>();

  const form = useForm({
    defaultValues: { email: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const email = value.email.trim();
      try {
        const { success } = await recovery.mutateAsync({ data: { email } });
        if (success === 1) setSentTo(email);
        else setFailure({ message: t`The email could not be sent. Please try again later.`, details: [] });
      } catch (error) {
        setFailure({ message: describeFailure(error, i18n), details: showServerFieldErrors(formApi, error, ['email']) });
      }
    },
  });

  const backToSignIn = (
    <Link to="/login">
      <Trans>Back to sign-in</Trans>
    </Link>
  );

  if (sentTo) {
    const email = sentTo;
    return (
      <Outcome title={<Trans>Check your email</Trans>} tone="success" links={backToSignIn}>
        <Trans>
          If an account is registered with <strong>{email}</strong>, we have sent a link to set a new password there. It may take a
          few minutes to arrive; check the spam folder too.
        </Trans>
      </Outcome>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="recovery-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h1 id="recovery-title">
        <Trans>Reset your password</Trans>
      </h1>
      <p>
        <Trans>Enter the email you registered with, and we will send you a link to set a new password.</Trans>
      </p>
      <FailureSummary failure={failure} />
      <form.Field name="email" validators={fieldValidators(checks.email)}>
        {(field) => (
          <TextField
            label={t`Email`}
            type="email"
            name={field.name}
            autoComplete="username"
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
            {isSubmitting ? t`Sending…` : t`Send the link`}
          </Button>
        )}
      </form.Subscribe>
      <p className="login-links">{backToSignIn}</p>
    </form>
  );
}
