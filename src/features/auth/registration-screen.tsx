import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useUserRegistration } from '../../../generated/api/user/user';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { describeFailure } from './describe-failure';
import { FailureSummary, type Failure } from './failure-summary';
import { fieldValidators, leaveField, messagesOf, showServerFieldErrors } from './form-rules';
import { Outcome } from './outcome';
import { useAccountChecks } from './use-account-checks';

/** Fields of the registration request, where the server's messages are shown. */
const REQUEST_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'];

/** A new cabinet account: name, contacts and a password typed twice. */
export function RegistrationScreen() {
  const { t, i18n } = useLingui();
  const checks = useAccountChecks();
  const registration = useUserRegistration();
  const [created, setCreated] = useState(false);
  const [failure, setFailure] = useState<Failure>();

  const form = useForm({
    defaultValues: { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '' },
    // Submitting always re-checks every field, so a person sees all that is missing at once.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const { result } = await registration.mutateAsync({
          data: {
            first_name: value.first_name.trim(),
            last_name: value.last_name.trim(),
            email: value.email.trim(),
            phone: value.phone.trim(),
            password: value.password,
          },
        });
        if (result) setCreated(true);
        else
          setFailure({
            message: t`The registration was declined. Check your details and try again, or contact your account manager.`,
            details: [],
          });
      } catch (error) {
        setFailure({ message: describeFailure(error, i18n), details: showServerFieldErrors(formApi, error, REQUEST_FIELDS) });
      }
    },
  });

  if (created) {
    return (
      <Outcome
        title={<Trans>Account created</Trans>}
        tone="success"
        links={
          <Link to="/login">
            <Trans>Sign in</Trans>
          </Link>
        }
      >
        <Trans>Your account has been created. Sign in with your email and password.</Trans>
      </Outcome>
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="registration-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h1 id="registration-title">
        <Trans>Create an account</Trans>
      </h1>
      <FailureSummary failure={failure} />
      <form.Field name="first_name" validators={fieldValidators(checks.firstName)}>
        {(field) => (
          <TextField
            label={t`First name`}
            name={field.name}
            autoComplete="given-name"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="last_name" validators={fieldValidators(checks.lastName)}>
        {(field) => (
          <TextField
            label={t`Last name`}
            name={field.name}
            autoComplete="family-name"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="email" validators={fieldValidators(checks.email)}>
        {(field) => (
          <TextField
            label={t`Email`}
            type="email"
            name={field.name}
            autoComplete="email"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="phone" validators={fieldValidators(checks.phone)}>
        {(field) => (
          <TextField
            label={t`Phone`}
            type="tel"
            name={field.name}
            autoComplete="tel"
            hint={t`For example, +7 (495) 123-45-67.`}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={() => leaveField(field)}
            errors={messagesOf(field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password" validators={fieldValidators(checks.newPassword)}>
        {(field) => (
          <TextField
            label={t`Password`}
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
            {isSubmitting ? t`Creating the account…` : t`Create account`}
          </Button>
        )}
      </form.Subscribe>
      <p className="login-links">
        <Trans>
          Already have an account? <Link to="/login">Sign in</Link>
        </Trans>
      </p>
    </form>
  );
}
