import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { AnyFormApi } from '@tanstack/react-form';
import { isHttpError } from '@api/errors';
import { Alert } from '@ui/alert';
import { showServerFieldErrors } from './rules';

/** Why a call failed: one sentence, plus server messages that belong to no field on the form. */
export interface Failure {
  message: string;
  details: readonly string[];
}

/** What some statuses mean on a given screen (a 401 on a sign-in form is wrong credentials). */
export type StatusMeanings = Partial<Record<400 | 401 | 403 | 404 | 409 | 413 | 422, MessageDescriptor>>;

/** The one way to describe a failed call to the person, in their language. */
export function describeCallFailure(error: unknown, i18n: I18n, meanings: StatusMeanings = {}): string {
  if (!isHttpError(error)) return i18n._(msg`Something went wrong. Please try again.`);
  if (error.kind === 'network') return i18n._(msg`No connection to the server. Check your network and try again.`);
  if (error.kind === 'timeout') return i18n._(msg`The server took too long to answer. Please try again.`);
  if (error.kind === 'parse' || error.kind === 'shape')
    return i18n._(msg`The server's answer could not be read. Please try again later.`);
  const meaning = error.status !== undefined ? meanings[error.status as keyof StatusMeanings] : undefined;
  if (meaning) return i18n._(meaning);
  if (error.status === 400) return i18n._(msg`Some fields are not filled in correctly.`);
  if (error.status === 401) return i18n._(msg`Your session has ended. Sign in again.`);
  if (error.status === 403) return i18n._(msg`You do not have access to this action.`);
  if (error.status === 404) return i18n._(msg`What you were working on no longer exists. Reload the page.`);
  if (error.status === 413) return i18n._(msg`The file is too large for the server.`);
  if (error.status === 429) return tooManyAttempts(error.retryAfter, i18n);
  return i18n._(msg`The server could not process the request. Please try again later.`);
}

/**
 * A 429: how long to wait, as the server's `Retry-After` says it, in seconds under a minute, then
 * in whole minutes under an hour, then in hours (rounded up: never sooner than the server allows).
 */
function tooManyAttempts(seconds: number | undefined, i18n: I18n): string {
  if (seconds === undefined) return i18n._(msg`Too many attempts. Wait a minute and try again.`);
  if (seconds < 60)
    return i18n._(msg`Too many attempts. Try again in ${plural(seconds, { one: '# second', other: '# seconds' })}.`);
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60)
    return i18n._(msg`Too many attempts. Try again in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`);
  const hours = Math.ceil(seconds / 3600);
  return i18n._(msg`Too many attempts. Try again in ${plural(hours, { one: '# hour', other: '# hours' })}.`);
}

/**
 * A failed submission as a `Failure`: the sentence, and the server's field messages put under the
 * form's own fields (the rest become the details).
 */
export function submissionFailure(
  error: unknown,
  i18n: I18n,
  form?: AnyFormApi,
  fields: readonly string[] = [],
  meanings?: StatusMeanings,
): Failure {
  return {
    message: describeCallFailure(error, i18n, meanings),
    details: form ? showServerFieldErrors(form, error, fields) : [],
  };
}

/** The failure above a form; announced as soon as it appears. */
export function FailureSummary({ failure }: { failure: Failure | undefined }) {
  if (!failure) return null;
  return (
    <Alert>
      {failure.message}
      {failure.details.length > 0 && (
        <ul>
          {failure.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
