import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import * as v from 'valibot';
import { FailureSummary, type Failure } from '@kit/form/failure';
import { ruleCheck } from '@kit/form/rules';
import { Button } from '@ui/button';
import { TextField } from '@ui/text-field';

export interface Credentials {
  email: string;
  password: string;
}

type Name = keyof Credentials;

interface CredentialsFormProps {
  title: ReactNode;
  /** Signs in; a rejection's message is shown above the form and the typed values stay. */
  onSubmit: (credentials: Credentials) => Promise<void>;
  describeError: (error: unknown) => string;
  children?: ReactNode;
  /** The email to start with (signing in again as the person who was signed in). */
  initialEmail?: string;
  /** The form's heading: the page's own (h1) on a sign-in page, an h2 in a dialog over a page. */
  heading?: 'h1' | 'h2';
  titleId?: string;
}

/**
 * Email and password, checked in the kit's one style (quiet while first typed, checked when left
 * or submitted, then at every change) with the kit's rules and failure summary. Its two fields
 * keep their own state instead of using the kit's form hook: the sign-in pages are the first a
 * person loads, and the form library alone would take an eighth of their script budget
 * (docs/decisions/010-sign-in-without-the-form-library.md).
 */
export function CredentialsForm({
  title,
  onSubmit,
  describeError,
  children,
  initialEmail = '',
  heading: Heading = 'h1',
  titleId = 'credentials-title',
}: CredentialsFormProps) {
  const { t } = useLingui();
  const [values, setValues] = useState<Credentials>({ email: initialEmail, password: '' });
  const [speaking, setSpeaking] = useState<Record<Name, boolean>>({ email: false, password: false });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  const checks: Record<Name, (value: string) => string | undefined> = {
    email: ruleCheck(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter your email.`),
        v.email(t`Enter a valid email, like name@company.com.`),
      ),
    ),
    password: ruleCheck(v.pipe(v.string(), v.nonEmpty(t`Enter your password.`))),
  };
  const errorOf = (name: Name) => (speaking[name] ? checks[name](values[name]) : undefined);

  const submit = async () => {
    setSpeaking({ email: true, password: true });
    if (checks.email(values.email) || checks.password(values.password) || pending) return;
    setFailure(undefined);
    setPending(true);
    try {
      await onSubmit({ email: values.email.trim(), password: values.password });
    } catch (error) {
      setFailure({ message: describeError(error), details: [] });
    } finally {
      setPending(false);
    }
  };

  const field = (name: Name) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    onBlur: () => setSpeaking((current) => ({ ...current, [name]: true })),
    errors: errorOf(name) ? [errorOf(name) as string] : [],
  });

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Heading id={titleId}>{title}</Heading>
      <FailureSummary failure={failure} />
      <TextField label={t`Email`} type="email" autoComplete="username" {...field('email')} />
      <TextField label={t`Password`} type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" pending={pending}>
        {pending ? t`Signing in…` : t`Sign in`}
      </Button>
      {children}
    </form>
  );
}
