import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import * as v from 'valibot';
import { useUserEdit } from '@generated/api/user/user';
import type { UserEditRequest } from '@generated/model';
import { session, type SessionUser } from '@api/session';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { PHONE_PATTERN, fieldValidators, ruleCheck } from '@kit/form/rules';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { useSession } from '@api/use-session';

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

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password'];

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
 * The signed-in person's name, phone and password, in the form kit. Save is offered once
 * something differs from what is stored; Cancel puts the stored values back and closes the drawer.
 */
export function PersonalInfoForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const user = useSession((state) => state.user);
  const stored = useMemo(() => storedValues(user), [user]);
  const edit = useUserEdit();
  const [failure, setFailure] = useState<Failure>();
  const [saved, setSaved] = useState(false);

  const required = t`Fill in this field.`;
  const tooLong = (max: number) => t`Use at most ${max} characters.`;
  const name = ruleCheck(v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(NAME_MAX, tooLong(NAME_MAX))));
  const email = ruleCheck(v.pipe(v.string(), v.trim(), v.nonEmpty(required)));
  const phone = ruleCheck(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.regex(PHONE_PATTERN, t`Enter a valid phone number, like +7 (495) 123-45-67.`),
      v.maxLength(PHONE_MAX, tooLong(PHONE_MAX)),
    ),
  );
  const password = ruleCheck(
    v.pipe(
      v.string(),
      v.check(
        (value) => value === '' || value.length >= PASSWORD_MIN,
        t`The password must be at least 8 characters long.`,
      ),
      v.maxLength(PASSWORD_MAX, tooLong(PASSWORD_MAX)),
    ),
  );

  const form = useAppForm({
    // An untouched form follows the stored values when they change (a profile reload, another tab).
    defaultValues: stored,
    // Submitting always re-checks every field, so a person sees all that is wrong at once.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setSaved(false);
      try {
        const { item } = await edit.mutateAsync({ data: toRequest(value) });
        session.updateUser(item);
        draft.clear();
        form.reset(storedValues(item));
        setSaved(true);
      } catch (error) {
        setFailure(
          submissionFailure(error, i18n, formApi, FIELDS, {
            401: msg`Your session has ended. Sign in again to save your changes.`,
          }),
        );
      }
    },
  });
  // What was typed outlives a reload; the password never goes to storage (the draft's own rule).
  const draft = useFormDraft(form, { console: 'cabinet', form: 'personal-info' });

  return (
    <FormElement form={form} aria-labelledby={titleId} className="personal-info-form">
      <h2 id={titleId}>{t`Personal information`}</h2>
      <DraftNotice draft={draft} />
      <FailureSummary failure={failure} />
      {saved && <Alert tone="success">{t`Your personal information has been saved.`}</Alert>}
      <form.AppField name="first_name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}
      </form.AppField>
      <form.AppField name="last_name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}
      </form.AppField>
      <form.AppField name="email" validators={fieldValidators(email)}>
        {(field) => (
          <field.TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            readOnly
            hint={t`The email address cannot be changed.`}
          />
        )}
      </form.AppField>
      <form.AppField name="phone" validators={fieldValidators(phone)}>
        {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" />}
      </form.AppField>
      <form.AppField name="password" validators={fieldValidators(password)}>
        {(field) => (
          <field.TextField
            label={t`New password`}
            type="password"
            autoComplete="new-password"
            hint={t`Leave empty to keep your current password.`}
          />
        )}
      </form.AppField>
      <div className="form-actions">
        <form.Subscribe selector={(state) => !differs(state.values, stored)}>
          {(unchanged) => (
            <form.AppForm>
              <form.SubmitButton pendingText={t`Saving…`} disabled={unchanged}>
                {t`Save`}
              </form.SubmitButton>
            </form.AppForm>
          )}
        </form.Subscribe>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset(stored);
            draft.clear();
            setFailure(undefined);
            setSaved(false);
            onClose();
          }}
        >
          {t`Cancel`}
        </Button>
      </div>
    </FormElement>
  );
}
