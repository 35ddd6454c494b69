import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { PHONE_PATTERN, ruleCheck, type Check } from '@kit/form/rules';

/** Minimum length of a new password, as the contract requires. */
export const PASSWORD_MIN_LENGTH = 8;

/** The account fields' checks with messages in the current language; limits follow the contract. */
export function useAccountChecks() {
  const { t } = useLingui();
  const tooLong = (max: number) => t`This is too long: at most ${max} characters.`;

  const name = (missing: string) =>
    ruleCheck(v.pipe(v.string(), v.trim(), v.nonEmpty(missing), v.maxLength(100, tooLong(100))));

  const checks = {
    firstName: name(t`Enter your first name.`),
    lastName: name(t`Enter your last name.`),
    email: ruleCheck(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter your email.`),
        v.email(t`Enter a valid email, like name@company.com.`),
        v.maxLength(254, tooLong(254)),
      ),
    ),
    phone: ruleCheck(
      v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty(t`Enter your phone number.`),
        v.regex(PHONE_PATTERN, t`Enter a valid phone number.`),
        v.maxLength(32, tooLong(32)),
      ),
    ),
    newPassword: ruleCheck(
      v.pipe(
        v.string(),
        v.nonEmpty(t`Enter a password.`),
        v.minLength(PASSWORD_MIN_LENGTH, t`Use at least 8 characters.`),
        v.maxLength(128, tooLong(128)),
      ),
    ),
    /** The confirmation must repeat the form's `password` field. */
    confirmation: ((value, form) => {
      if (!value) return t`Repeat the password.`;
      return value === form.getFieldValue('password') ? undefined : t`The passwords do not match.`;
    }) satisfies Check,
  };
  return checks;
}
