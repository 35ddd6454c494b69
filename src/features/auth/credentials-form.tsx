import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

export interface Credentials {
  email: string;
  password: string;
}

interface CredentialsFormProps {
  title: ReactNode;
  /** Signs in; a rejection's message is shown above the form and the typed values stay. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  describeError: (error: unknown) => string;
  children?: ReactNode;
}

/** Email and password with validation on blur and on submit, a pending state and a failure message. */
export function CredentialsForm({ title, onSubmit, describeError, children }: CredentialsFormProps) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string>();
  const emailRule = v.pipe(v.string(), v.trim(), v.nonEmpty(t`Enter your email.`), v.email(t`Enter a valid email, like name@company.com.`));
  const passwordRule = v.pipe(v.string(), v.nonEmpty(t`Enter your password.`));

  const form = useForm({
    defaultValues: { email: '', password: '' },
    // Submitting always re-checks every field, so a person sees all that is missing at once.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      setFailure(undefined);
      try {
        await onSubmit({ email: value.email.trim(), password: value.password });
      } catch (error) {
        setFailure(describeError(error));
      }
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="credentials-title"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h1 id="credentials-title">{title}</h1>
      {failure && <Alert>{failure}</Alert>}
      <form.Field name="email" validators={{ onBlur: emailRule, onSubmit: emailRule }}>
        {(field) => (
          <TextField
            label={t`Email`}
            type="email"
            name={field.name}
            autoComplete="username"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errors={field.state.meta.errors.map((error) => error?.message ?? '')}
          />
        )}
      </form.Field>
      <form.Field name="password" validators={{ onBlur: passwordRule, onSubmit: passwordRule }}>
        {(field) => (
          <TextField
            label={t`Password`}
            type="password"
            name={field.name}
            autoComplete="current-password"
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errors={field.state.meta.errors.map((error) => error?.message ?? '')}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <Button type="submit" pending={isSubmitting}>
            {isSubmitting ? t`Signing in…` : t`Sign in`}
          </Button>
        )}
      </form.Subscribe>
      {children}
    </form>
  );
}
