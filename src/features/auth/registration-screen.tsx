import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { userRegistration } from '@generated/calls/user/user';
import { submissionFailure, type Failure } from '@kit/form/failure';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { AccountForm } from './account-form';
import { SignInOutcome } from './outcome';
import { useAccountChecks } from './use-account-checks';

/** Fields of the registration request, where the server's messages are shown. */
const REQUEST_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'];

/** A new cabinet account: name, contacts and a password typed twice. */
export function RegistrationScreen() {
  const { t, i18n } = useLingui();
  const checks = useAccountChecks();
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const form = useAppForm({
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' },
    // Submitting always re-checks every field, so a person sees all that is missing at once.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const { result } = await userRegistration({
          first_name: value.first_name.trim(),
          last_name: value.last_name.trim(),
          email: value.email.trim(),
          phone: value.phone.trim(),
          password: value.password,
        });
        if (result) setCreated(true);
        else
          setFailure({
            message: t`The registration was declined. Check your details and try again, or contact your account manager.`,
            details: [],
          });
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, REQUEST_FIELDS));
      }
    },
  });

  if (created) {
    return (
      <SignInOutcome title={<Trans>Account created</Trans>}>
        <Trans>Your account has been created. Sign in with your email and password.</Trans>
      </SignInOutcome>
    );
  }

  return (
    <AccountForm
      form={form}
      titleId="registration-title"
      title={<Trans>Create an account</Trans>}
      failure={failure}
      links={
        <Trans>
          Already have an account? <Link to="/login">Sign in</Link>
        </Trans>
      }
    >
      <form.AppField name="first_name" validators={fieldValidators(checks.firstName)}>
        {(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}
      </form.AppField>
      <form.AppField name="last_name" validators={fieldValidators(checks.lastName)}>
        {(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}
      </form.AppField>
      <form.AppField name="email" validators={fieldValidators(checks.email)}>
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" />}
      </form.AppField>
      <form.AppField name="phone" validators={fieldValidators(checks.phone)}>
        {(field) => (
          <field.TextField label={t`Phone`} type="tel" autoComplete="tel" hint={t`For example, +7 (495) 123-45-67.`} />
        )}
      </form.AppField>
      <form.AppField name="password" validators={fieldValidators(checks.newPassword)}>
        {(field) => (
          <field.TextField
            label={t`Password`}
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
        <form.SubmitButton pendingText={t`Creating the account…`}>{t`Create account`}</form.SubmitButton>
      </form.AppForm>
    </AccountForm>
  );
}
