import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { userPasswordRecovery } from '@generated/calls/user/user';
import { submissionFailure, type Failure } from '@kit/form/failure';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { AccountForm, BackToSignIn } from './account-form';
import { Outcome } from './outcome';
import { useAccountChecks } from './use-account-checks';

/** Asks for an email with a link to set a new password (the link opens the new-password screen). */
export function PasswordRecoveryScreen() {
  const { t, i18n } = useLingui();
  const checks = useAccountChecks();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<Failure>();

  const form = useAppForm({
    defaultValues: { email: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      const email = value.email.trim();
      try {
        const { success } = await userPasswordRecovery({ email });
        if (success === 1) setSentTo(email);
        else setFailure({ message: t`The email could not be sent. Please try again later.`, details: [] });
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, ['email']));
      }
    },
  });

  if (sentTo) {
    const email = sentTo;
    return (
      <Outcome title={<Trans>Check your email</Trans>} tone="success" links={<BackToSignIn />}>
        <Trans>
          If an account is registered with <strong>{email}</strong>, we have sent a link to set a new password there. It
          may take a few minutes to arrive; check the spam folder too.
        </Trans>
      </Outcome>
    );
  }

  return (
    <AccountForm
      form={form}
      titleId="recovery-title"
      title={<Trans>Reset your password</Trans>}
      intro={<Trans>Enter the email you registered with, and we will send you a link to set a new password.</Trans>}
      failure={failure}
      links={<BackToSignIn />}
    >
      <form.AppField name="email" validators={fieldValidators(checks.email)}>
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="username" />}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton pendingText={t`Sending…`}>{t`Send the link`}</form.SubmitButton>
      </form.AppForm>
    </AccountForm>
  );
}
