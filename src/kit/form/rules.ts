import type { AnyFieldApi, AnyFormApi } from '@tanstack/react-form';
import * as v from 'valibot';
import { isHttpError } from '@api/errors';

/**
 * The one validation style of every form. A check reads a field's value (and the form, for a
 * confirmation that repeats another field). A field that starts empty stays quiet while the
 * person first fills it in; it is checked when they leave it or submit, and from then on at
 * every change. A field that starts with a value (editing stored data) is checked at every change
 * and when left. So a corrected value clears its message at once, and every client message lives
 * in the one `onChange` slot (submitting runs it too): no message outlives the value that caused
 * it. A server's message for a field lives in `onServer` and goes as soon as the field changes.
 */
export type Check = (value: string, form: AnyFormApi) => string | undefined;

/**
 * The contract's phone rule: a plus or a digit, two or more digits/spaces/dashes/parentheses, then
 * anything but control characters, a final digit.
 */
// eslint-disable-next-line no-control-regex -- the control characters are what it refuses
export const PHONE_PATTERN = /^[+0-9][0-9 ()-]{2,}[^\x00-\x1F\x7F-\x9F]*[0-9]$/;

/** A valibot rule as a check that gives its first message. */
export function ruleCheck(rule: v.GenericSchema<string, unknown>): (value: string) => string | undefined {
  return (value) => {
    const result = v.safeParse(rule, value);
    return result.success ? undefined : result.issues[0].message;
  };
}

/** Whether a field's messages show yet (see the module comment). */
function speaks(field: AnyFieldApi): boolean {
  const initial = (field.form.options.defaultValues as Record<string, unknown> | undefined)?.[field.name];
  return (
    field.state.meta.isBlurred ||
    field.form.state.submissionAttempts > 0 ||
    (typeof initial === 'string' && initial !== '')
  );
}

/** A field's validators in the one style (see the module comment). */
export function fieldValidators(check: Check) {
  return {
    onChange: ({ value, fieldApi }: { value: string; fieldApi: AnyFieldApi }) =>
      speaks(fieldApi) ? check(value, fieldApi.form) : undefined,
  };
}

/** Blur handler of a field in this style: marks it visited and shows its message. */
export function leaveField(field: AnyFieldApi) {
  field.handleBlur();
  void field.validate('change');
}

/** The messages a field shows: its own checks' and the server's. */
export function messagesOf(errors: readonly unknown[]): string[] {
  return errors.flatMap((error) => {
    if (typeof error === 'string') return error ? [error] : [];
    const message = (error as { message?: unknown } | null | undefined)?.message;
    return typeof message === 'string' && message ? [message] : [];
  });
}

/**
 * Puts the first message of each field of a 400 answer under the matching field of the form and
 * returns the messages for fields the form does not have, for the summary.
 */
export function showServerFieldErrors(form: AnyFormApi, error: unknown, fields: readonly string[]): string[] {
  if (!isHttpError(error) || error.status !== 400) return [];
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const message = Array.isArray(messages) ? messages.find((item) => typeof item === 'string' && item) : undefined;
    if (!message) continue;
    if (fields.includes(name)) {
      form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }));
    } else {
      elsewhere.push(message);
    }
  }
  return elsewhere;
}
