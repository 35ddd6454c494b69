import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { getDigestGetQueryKey, useDigestEdit, useDigestGet } from '@generated/api/alerts/alerts';
import type { AlertLanguage, DigestSettings } from '@generated/model';
import { isHttpError } from '@api/errors';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { CheckField, SelectField } from '@kit/form/fields';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, type Check } from '@kit/form/rules';
import { LANGUAGE_NAMES } from '@kit/alerts/labels';
import { Alert } from '@ui/alert';
import { BlockFailure, BlockLoading } from '@ui/query-block';

interface DigestValues {
  enabled: boolean;
  hour: string;
  time_zone: string;
  quiet_start: string;
  quiet_end: string;
  language: AlertLanguage;
}

/** The backend's own default zone, for a browser that names none. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA name, the same in every language
const MOSCOW = 'Europe/Moscow';

const DIGEST_FIELDS = ['hour', 'time_zone', 'quiet_start', 'quiet_end', 'language'] as const;

/** The browser's IANA time zone (Europe/Moscow when it does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || MOSCOW;
  } catch {
    return MOSCOW;
  }
}

/** Whether the browser knows a time zone by this IANA name. */
export function knownTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone.trim() });
    return true;
  } catch {
    return false;
  }
}

function zonesOffered(): string[] {
  try {
    return (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  } catch {
    return [];
  }
}

/**
 * The stored settings as the form's values. Settings never turned on take the browser's time zone
 * (the backend's default is Moscow's): what a person turning the digest on most likely means.
 */
function valuesOf(settings: DigestSettings): DigestValues {
  return {
    enabled: settings.enabled,
    hour: String(settings.hour),
    time_zone: settings.enabled ? settings.time_zone : browserTimeZone(),
    quiet_start:
      settings.quiet_start === null || settings.quiet_start === undefined ? '' : String(settings.quiet_start),
    quiet_end: settings.quiet_end === null || settings.quiet_end === undefined ? '' : String(settings.quiet_end),
    language: settings.language,
  };
}

function toSettings(values: DigestValues): DigestSettings {
  return {
    enabled: values.enabled,
    hour: Number(values.hour),
    time_zone: values.time_zone.trim(),
    quiet_start: values.quiet_start === '' ? null : Number(values.quiet_start),
    quiet_end: values.quiet_end === '' ? null : Number(values.quiet_end),
    language: values.language,
  };
}

/** The daily digest's settings: on or off, its hour and time zone, the quiet hours and its language. */
export function DigestForm() {
  const { t } = useLingui();
  const digest = useDigestGet();
  return (
    <section className="alerts-block" aria-labelledby="alerts-digest-title">
      <h2 id="alerts-digest-title">{t`Daily digest`}</h2>
      <p className="muted">
        {t`Once a day, an email listing what each of your alerts saw the day before. During quiet hours alert emails wait for their end.`}
      </p>
      {digest.isPending ? (
        <BlockLoading />
      ) : digest.isError ? (
        <BlockFailure error={digest.error} retrying={digest.isFetching} onRetry={() => digest.refetch()} />
      ) : (
        <DigestSettingsForm settings={digest.data.item} />
      )}
    </section>
  );
}

function DigestSettingsForm({ settings }: { settings: DigestSettings }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const save = useDigestEdit();
  const defaults = useMemo(() => valuesOf(settings), [settings]);
  const zones = useMemo(() => zonesOffered(), []);
  const [failure, setFailure] = useState<Failure>();
  const [saved, setSaved] = useState(false);
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    value: String(hour),
    label: `${String(hour).padStart(2, '0')}:00`,
  }));

  const zone: Check = (value) =>
    knownTimeZone(value) ? undefined : t`Enter a time zone such as Europe/Moscow or Asia/Dubai.`;
  const quiet: Check = (_value, form) => {
    const { quiet_start: start, quiet_end: end } = form.state.values as DigestValues;
    if ((start === '') !== (end === '')) return t`Quiet hours need both a start and an end, or neither.`;
    if (start !== '' && start === end) return t`Quiet hours end at another hour than they start.`;
    return undefined;
  };
  const serverWords: Record<(typeof DIGEST_FIELDS)[number], string> = {
    hour: t`Choose an hour from 00:00 to 23:00.`,
    time_zone: t`This time zone is not known. Enter one such as Europe/Moscow or Asia/Dubai.`,
    quiet_start: t`Quiet hours need both a start and an end, or neither, and end at another hour than they start.`,
    quiet_end: t`Quiet hours need both a start and an end, or neither, and end at another hour than they start.`,
    language: t`Choose one of the languages offered.`,
  };

  const form = useAppForm({
    defaultValues: defaults,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setSaved(false);
      try {
        const answer = await save.mutateAsync({ data: toSettings(value) });
        queryClient.setQueryData(getDigestGetQueryKey(), answer);
        formApi.reset(valuesOf(answer.item));
        setSaved(true);
      } catch (error) {
        if (isHttpError(error) && error.status === 400)
          for (const server of Object.keys(error.fieldErrors)) {
            const field = DIGEST_FIELDS.find((name) => name === server);
            if (field)
              formApi.setFieldMeta(field, (meta) => ({
                ...meta,
                errorMap: { ...meta.errorMap, onServer: serverWords[field] },
              }));
          }
        setFailure({ message: submissionFailure(error, i18n).message, details: [] });
      }
    },
  });

  return (
    <FormElement form={form} className="digest-form" aria-labelledby="alerts-digest-title" noValidate>
      <FailureSummary failure={failure} />
      {saved && <Alert tone="success">{t`The digest's settings are saved.`}</Alert>}
      <form.AppField name="enabled">{() => <CheckField label={t`Send me the daily digest`} />}</form.AppField>
      <div className="digest-row">
        <form.AppField name="hour">{() => <SelectField label={t`At`} options={hours} />}</form.AppField>
        <form.AppField name="time_zone" validators={fieldValidators(zone)}>
          {(field) => (
            <field.TextField label={t`Time zone`} list={`${id}-zones`} autoComplete="off" spellCheck={false} />
          )}
        </form.AppField>
        <datalist id={`${id}-zones`}>
          {zones.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <div className="digest-row">
        <form.AppField
          name="quiet_start"
          validators={fieldValidators(quiet)}
          listeners={{ onChange: () => void form.validateField('quiet_end', 'change') }}
        >
          {() => <SelectField label={t`Quiet from`} placeholder={t`No quiet hours`} options={hours} />}
        </form.AppField>
        <form.AppField
          name="quiet_end"
          validators={fieldValidators(quiet)}
          listeners={{ onChange: () => void form.validateField('quiet_start', 'change') }}
        >
          {() => <SelectField label={t`Quiet until`} placeholder={t`No quiet hours`} options={hours} />}
        </form.AppField>
      </div>
      <form.AppField name="language">
        {() => (
          <SelectField
            label={t`Language of the digest`}
            options={(['ru', 'en', 'ar'] as const).map((code) => ({
              value: code,
              label: LANGUAGE_NAMES[code],
              lang: code,
            }))}
          />
        )}
      </form.AppField>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Saving…`}>{t`Save the digest`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
