import { useLingui } from '@lingui/react/macro';
import { useForm } from '@tanstack/react-form';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useUserEdit } from '../../../generated/api/user/user';
import type { UserEditRequest } from '../../../generated/model';
import { isHttpError } from '../../api/errors';
import { session, type SessionUser } from '../../api/session';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { describeSaveFailure } from './describe-save-failure';
import { useSessionUser } from './use-session-user';

/** A plus or a digit, then at least two digits, spaces, dashes or parentheses, …, ending with a digit. */
const PHONE_PATTERN = /^[+\d][\d\s()-]{2,}.*\d$/;
const NAME_MAX = 100;
const PHONE_MAX = 32;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;

interface PersonalInfo {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
}

type FieldName = keyof PersonalInfo;

function storedValues(user: SessionUser | undefined): PersonalInfo {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    password: '',
  };
}

/** Whether saving would change anything: an empty password keeps the current one. */
function differs(values: PersonalInfo, stored: PersonalInfo): boolean {
  return (
    values.first_name.trim() !== stored.first_name ||
    values.last_name.trim() !== stored.last_name ||
    values.phone.trim() !== stored.phone ||
    values.password !== ''
  );
}

/** The edit call's body: the email is never sent, the password only when one was typed. */
function toRequest(values: PersonalInfo): UserEditRequest {
  const request: UserEditRequest = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
  };
  if (values.password) request.password = values.password;
  return request;
}

/**
 * The signed-in person's name, phone and password. Save is offered once something differs from
 * what is stored; Cancel puts the stored values back and closes the drawer.
 */
export function PersonalInfoForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const user = useSessionUser();
  const stored = useMemo(() => storedValues(user), [user]);
  const edit = useUserEdit({ request: { section: 'cabinet' } });
  const [failure, setFailure] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, string[]>>>({});

  const required = t`Fill in this field.`;
  const tooLong = (max: number) => t`Use at most ${max} characters.`;
  const nameRule = v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(NAME_MAX, tooLong(NAME_MAX)));
  const emailRule = v.pipe(v.string(), v.trim(), v.nonEmpty(required));
  const phoneRule = v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(required),
    v.regex(PHONE_PATTERN, t`Enter a valid phone number, like +7 (495) 123-45-67.`),
    v.maxLength(PHONE_MAX, tooLong(PHONE_MAX)),
  );
  const passwordRule = v.pipe(
    v.string(),
    v.check((value) => value === '' || value.length >= PASSWORD_MIN, t`The password must be at least 8 characters long.`),
    v.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
  );
  // Required fields are checked as the person types and when they leave the field.
  const requiredRules = <Rule,>(rule: Rule) => ({
    onBlur: rule,
    onChange: rule,
    onSubmit: rule,
  });

  const form = useForm({
    // An untouched form follows the stored values when they change (a profile reload, another tab).
    defaultValues: stored,
    // Submitting always re-checks every field, so a person sees all that is wrong at once.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      setFailure(undefined);
      setSaved(false);
      setServerErrors({});
      try {
        const { item } = await edit.mutateAsync({ data: toRequest(value) });
        session.updateUser(item);
        form.reset(storedValues(item));
        setSaved(true);
      } catch (error) {
        setFailure(describeSaveFailure(error, i18n));
        if (isHttpError(error) && error.status === 400) setServerErrors(error.fieldErrors);
      }
    },
  });

  const errorsOf = (name: FieldName, errors: readonly ({ message?: string } | undefined)[]) => [
    ...errors.map((error) => error?.message ?? ''),
    ...(serverErrors[name] ?? []),
  ];
  /**
   * After an edit the field's current check is its change check: a message left from leaving
   * the field, or from the server, no longer applies to what is typed now.
   */
  const settle = (name: FieldName) => {
    if (serverErrors[name]) setServerErrors(({ [name]: _dropped, ...rest }) => rest);
    if (form.getFieldMeta(name)?.errorMap.onBlur) {
      form.setFieldMeta(name, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onBlur: undefined } }));
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className="personal-info-form"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h2 id={titleId}>{t`Personal information`}</h2>
      {failure && <Alert>{failure}</Alert>}
      {saved && <Alert tone="success">{t`Your personal information has been saved.`}</Alert>}
      <form.Field name="first_name" validators={requiredRules(nameRule)}>
        {(field) => (
          <TextField
            label={t`First name`}
            name={field.name}
            autoComplete="given-name"
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              settle(field.name);
            }}
            onBlur={field.handleBlur}
            errors={errorsOf(field.name, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="last_name" validators={requiredRules(nameRule)}>
        {(field) => (
          <TextField
            label={t`Last name`}
            name={field.name}
            autoComplete="family-name"
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              settle(field.name);
            }}
            onBlur={field.handleBlur}
            errors={errorsOf(field.name, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="email" validators={requiredRules(emailRule)}>
        {(field) => (
          <TextField
            label={t`Email`}
            type="email"
            name={field.name}
            autoComplete="email"
            readOnly
            hint={t`The email address cannot be changed.`}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errors={errorsOf(field.name, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="phone" validators={requiredRules(phoneRule)}>
        {(field) => (
          <TextField
            label={t`Phone`}
            type="tel"
            name={field.name}
            autoComplete="tel"
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              settle(field.name);
            }}
            onBlur={field.handleBlur}
            errors={errorsOf(field.name, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <form.Field name="password" validators={{ onBlur: passwordRule, onSubmit: passwordRule }}>
        {(field) => (
          <TextField
            label={t`New password`}
            type="password"
            name={field.name}
            autoComplete="new-password"
            hint={t`Leave empty to keep your current password.`}
            value={field.state.value}
            onChange={(value) => {
              field.handleChange(value);
              settle(field.name);
            }}
            onBlur={field.handleBlur}
            errors={errorsOf(field.name, field.state.meta.errors)}
          />
        )}
      </form.Field>
      <div className="form-actions">
        <form.Subscribe selector={(state) => (state.isSubmitting ? 'saving' : differs(state.values, stored) ? 'changed' : 'unchanged')}>
          {(status) => (
            <Button type="submit" pending={status === 'saving'} disabled={status === 'unchanged'}>
              {status === 'saving' ? t`Saving…` : t`Save`}
            </Button>
          )}
        </form.Subscribe>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(stored);
            setFailure(undefined);
            setSaved(false);
            setServerErrors({});
            onClose();
          }}
        >
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
