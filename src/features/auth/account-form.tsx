import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FailureSummary, type Failure } from '@kit/form/failure';
import { FormElement } from '@kit/form/form';

interface AccountFormProps {
  form: { handleSubmit: () => Promise<unknown> };
  /** The id of the heading, which names the form (and which a link's hash may point at). */
  titleId: string;
  title: ReactNode;
  /** What the form is for, under the heading. */
  intro?: ReactNode;
  failure: Failure | undefined;
  /** The fields and the submit button. */
  children: ReactNode;
  /** The ways on under the form, e.g. back to sign-in. */
  links: ReactNode;
}

/**
 * The frame of the account forms that use the form kit (registration, password recovery, a new
 * password): the heading that names the form, the failure above the fields, the links under it.
 */
export function AccountForm({ form, titleId, title, intro, failure, children, links }: AccountFormProps) {
  return (
    <FormElement form={form} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {intro && <p>{intro}</p>}
      <FailureSummary failure={failure} />
      {children}
      <p className="login-links">{links}</p>
    </FormElement>
  );
}

/** The way back from a step of the sign-in family to the sign-in page. */
export function BackToSignIn() {
  return (
    <Link to="/login">
      <Trans>Back to sign-in</Trans>
    </Link>
  );
}
