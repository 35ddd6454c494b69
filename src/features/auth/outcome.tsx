import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Alert } from '@ui/alert';

interface OutcomeProps {
  title: ReactNode;
  tone: 'error' | 'info' | 'success';
  children: ReactNode;
  /** The way on, e.g. a link to sign-in. */
  links: ReactNode;
}

/**
 * What replaces a form once its step is over (done, declined, or a dead link). The heading takes
 * the focus, so a keyboard or screen-reader user lands on the new content rather than nowhere.
 */
export function Outcome({ title, tone, children, links }: OutcomeProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <Alert tone={tone}>{children}</Alert>
      <p className="login-links">{links}</p>
    </section>
  );
}

/** A step done whose way on is signing in: an account created, a password changed. */
export function SignInOutcome({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Outcome
      title={title}
      tone="success"
      links={
        <Link to="/login">
          <Trans>Sign in</Trans>
        </Link>
      }
    >
      {children}
    </Outcome>
  );
}
