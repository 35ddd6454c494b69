import { useStore, type AnyFormApi } from '@tanstack/react-form';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { getAlertsListQueryKey, useAlertsCreate, useAlertsEdit } from '@generated/api/alerts/alerts';
import { useInfoMainThemesTop, useInfoMarkersTop, useInfoPersonTop } from '@generated/api/info/info';
import { useVideoObjectsTop, useVideoPersonsTop } from '@generated/api/video/video';
import { useInfoChannelsTop } from '@generated/api/info/info';
import type { AlertCreateRequest, AlertKind, AlertLanguage, AlertScope, AlertSensitivity } from '@generated/model';
import { isHttpError } from '@api/errors';
import { useSession } from '@api/use-session';
import { presetPeriod } from '@lib/filters/presets';
import { toStatisticsFilter } from '@lib/filters/request';
import { Button } from '@ui/button';
import { MultiSelect } from '@ui/multi-select';
import { useModalDialog } from '@ui/use-modal-dialog';
import { FailureSummary, submissionFailure, type Failure } from '../form/failure';
import { ChoiceGroup, SelectField } from '../form/fields';
import { FormElement, useAppForm } from '../form/form';
import { fieldValidators, type Check } from '../form/rules';
import type { AlertDraft } from './alert-form-store';
import { ALERT_KINDS, KIND_LABELS, LANGUAGE_NAMES, SENSITIVITY_LABELS, kindAllowed, scopeWords } from './labels';
import './alerts.css';

export const NAME_MAX = 100;
export const RECIPIENTS_MAX = 10;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type About = 'theme' | 'person' | 'marker';

export interface AlertValues {
  name: string;
  kind: AlertKind;
  sensitivity: AlertSensitivity;
  metric: 'mentions' | 'negative_share';
  /** Mentions, or the negative share as a percent. */
  value: string;
  about: About;
  about_id: string;
  upload: string;
  track_id: string;
  subject_type: 'person' | 'object';
  subject_id: string;
  channels: number[];
  recipients: string;
  language: AlertLanguage;
}

const FIELDS = [
  'name',
  'kind',
  'sensitivity',
  'metric',
  'value',
  'about_id',
  'upload',
  'track_id',
  'subject_id',
  'channels',
  'recipients',
  'language',
  'scope',
] as const;
type FieldName = (typeof FIELDS)[number];

/** The form's field a 400's `errors` key belongs to (`scope.theme_id`, `subject.id`, `recipients.2` …). */
export function formFieldOf(server: string, kind: AlertKind): FieldName | undefined {
  if (server.startsWith('scope')) return kind === 'new_story' && server !== 'scope' ? 'about_id' : 'scope';
  if (server.startsWith('subject')) return 'subject_id';
  if (server.startsWith('recipients')) return 'recipients';
  if (server.startsWith('channels')) return 'channels';
  if (server === 'upload_id') return 'upload';
  return (FIELDS as readonly string[]).includes(server) ? (server as FieldName) : undefined;
}

const ABOUT_KEY: Record<About, 'theme_id' | 'person_id' | 'marker_id'> = {
  theme: 'theme_id',
  person: 'person_id',
  marker: 'marker_id',
};

/** The scope's filters alone, without its narrowing (what a new-story rule narrows anew). */
function baseScope(scope: AlertScope | undefined): AlertScope {
  const { theme_id: _t, person_id: _p, marker_id: _m, story_id: _s, channel_id: _c, ...rest } = scope ?? {};
  return rest;
}

function aboutOf(scope: AlertScope | undefined): { about: About; id: string } {
  if (scope?.person_id !== undefined) return { about: 'person', id: String(scope.person_id) };
  if (scope?.marker_id !== undefined) return { about: 'marker', id: String(scope.marker_id) };
  return { about: 'theme', id: scope?.theme_id !== undefined ? String(scope.theme_id) : '' };
}

export function recipientList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

function initialValues(draft: AlertDraft, kinds: readonly AlertKind[], language: AlertLanguage): AlertValues {
  const rule = draft.rule;
  const kind = rule?.kind ?? draft.kind ?? kinds[0] ?? 'spike';
  const scope = rule?.scope ?? draft.scope;
  const about = aboutOf(scope);
  const share = (rule?.metric ?? 'mentions') === 'negative_share';
  return {
    name: rule?.name ?? draft.name ?? '',
    kind,
    sensitivity: rule?.sensitivity ?? 'balanced',
    metric: rule?.metric ?? 'mentions',
    value: rule?.value !== undefined ? String(share ? Math.round(rule.value * 1000) / 10 : rule.value) : '',
    about: about.about,
    about_id: about.id,
    upload: String(rule?.upload_id ?? draft.upload_id ?? ''),
    track_id: String(rule?.track_id ?? draft.track_id ?? ''),
    subject_type: rule?.subject?.type ?? draft.subject?.type ?? 'person',
    subject_id: String(rule?.subject?.id ?? draft.subject?.id ?? ''),
    channels: [...(rule?.channels ?? draft.channels ?? [])],
    recipients: (rule?.recipients ?? []).join(', '),
    language: rule?.language ?? language,
  };
}

/** The create call's body: the fields the kind takes, and only those. */
export function toRequest(values: AlertValues, scope: AlertScope | undefined): AlertCreateRequest {
  const request: AlertCreateRequest = {
    name: values.name.trim(),
    kind: values.kind,
    recipients: recipientList(values.recipients),
    language: values.language,
  };
  switch (values.kind) {
    case 'spike':
      request.scope = scope ?? {};
      request.sensitivity = values.sensitivity;
      break;
    case 'threshold': {
      request.scope = scope ?? {};
      request.metric = values.metric;
      const number = Number(values.value.replace(',', '.'));
      request.value = values.metric === 'negative_share' ? Math.round(number * 10) / 1000 : number;
      break;
    }
    case 'new_story':
      request.scope = { ...baseScope(scope), [ABOUT_KEY[values.about]]: Number(values.about_id) };
      break;
    case 'first_airplay':
      if (values.upload) request.upload_id = Number(values.upload);
      break;
    case 'new_channel_airplay':
      request.track_id = Number(values.track_id);
      break;
    case 'appearance':
      request.subject = { type: values.subject_type, id: Number(values.subject_id) };
      request.channels = values.channels;
      break;
  }
  return request;
}

/** The last 30 days, the period the pickers offer their choices from. */
function recentFilter(limit = 100, channelTypes: ('TV' | 'RADIO')[] = []) {
  return { ...toStatisticsFilter({ period: presetPeriod('last30') }), limit, channel_types: channelTypes };
}

/** Choices of the new-story narrowing: the themes, persons or key entities of the last 30 days. */
function useAboutOptions(about: About, enabled: boolean) {
  const filter = recentFilter();
  const themes = useInfoMainThemesTop(filter, { query: { enabled: enabled && about === 'theme' } });
  const persons = useInfoPersonTop(filter, { query: { enabled: enabled && about === 'person' } });
  const markers = useInfoMarkersTop(filter, { query: { enabled: enabled && about === 'marker' } });
  const query = about === 'theme' ? themes : about === 'person' ? persons : markers;
  const items = (query.data?.items ?? []) as readonly { id: number; name: string }[];
  return { options: items.map((item) => ({ value: String(item.id), label: item.name })), query };
}

function useSubjectOptions(type: 'person' | 'object', enabled: boolean) {
  const filter = recentFilter(100, ['TV']);
  const persons = useVideoPersonsTop(filter, { query: { enabled: enabled && type === 'person' } });
  const objects = useVideoObjectsTop(filter, { query: { enabled: enabled && type === 'object' } });
  const query = type === 'person' ? persons : objects;
  const items = (query.data?.items ?? []) as readonly { id: number; name: string }[];
  return { options: items.map((item) => ({ value: String(item.id), label: item.name })), query };
}

/** The localized message a field shows for a server's refusal of it. */
function useServerWords() {
  const { t } = useLingui();
  return (field: FieldName, kind: AlertKind): string => {
    switch (field) {
      case 'name':
        return t`The rule could not be saved under this name. An account keeps at most 50 alert rules.`;
      case 'scope':
        return kind === 'new_story'
          ? t`Choose one theme, person or key entity to watch.`
          : t`This scope cannot be watched: narrow it to at most one theme, story, person, key entity or channel that your account sees.`;
      case 'about_id':
        return t`This choice does not exist or is not available to your account.`;
      case 'upload':
        return t`This upload is not one of your account's.`;
      case 'track_id':
        return t`There is no such track in the catalogue.`;
      case 'subject_id':
        return t`There is no such person or object in video monitoring.`;
      case 'channels':
        return t`Choose TV channels that video monitoring watches.`;
      case 'recipients':
        return t`Check the email addresses.`;
      case 'value':
        return t`Enter a level this kind of rule takes.`;
      default:
        return t`The server did not accept this value.`;
    }
  };
}

interface AlertFormProps {
  draft: AlertDraft;
  onClose: (saved?: string) => void;
}

/**
 * A new alert rule, or one to edit, in a modal dialog: its name, kind and what the kind watches
 * (a scope with a sensitivity, a level, a theme or person, an upload, a track, a person or object
 * on channels), who gets its emails and in which language. A refused field says why under it, in
 * the person's language; what was typed stays.
 */
export function AlertForm({ draft, onClose }: AlertFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const permissions = useSession((state) => state.user?.permissions);
  const kinds = ALERT_KINDS.filter((kind) => kindAllowed(kind, permissions) || draft.rule?.kind === kind);
  const language = (['ru', 'en', 'ar'].includes(i18n.locale) ? i18n.locale : 'ru') as AlertLanguage;
  const defaults = useMemo(() => initialValues(draft, kinds, language), [draft]); // eslint-disable-line react-hooks/exhaustive-deps
  const scope = draft.rule?.scope ?? draft.scope;
  const create = useAlertsCreate();
  const edit = useAlertsEdit();
  const modal = useModalDialog(true, () => onClose());
  const serverWords = useServerWords();
  const [failure, setFailure] = useState<Failure>();
  const [scopeError, setScopeError] = useState<string>();
  const [channelsError, setChannelsError] = useState<string>();

  const required = t`Fill in this field.`;
  const name: Check = (value) => {
    const clean = value.trim();
    if (!clean) return required;
    if (clean.length > NAME_MAX) return t`Use at most ${NAME_MAX} characters.`;
    return undefined;
  };
  const level: Check = (value, form) => {
    const values = form.state.values as AlertValues;
    if (values.kind !== 'threshold') return undefined;
    const number = Number(value.replace(',', '.'));
    if (!value.trim() || !Number.isFinite(number)) return t`Enter a number.`;
    if (values.metric === 'negative_share')
      return number > 0 && number < 100 ? undefined : t`Enter a share above 0 % and below 100 %.`;
    return number >= 1 && number <= 1_000_000 ? undefined : t`Enter a number of mentions from 1 to 1,000,000.`;
  };
  const chosen =
    (forKind: AlertKind): Check =>
    (value, form) =>
      (form.state.values as AlertValues).kind === forKind && !value ? t`Choose one.` : undefined;
  const track: Check = (value, form) => {
    if ((form.state.values as AlertValues).kind !== 'new_channel_airplay') return undefined;
    return /^[1-9]\d{0,15}$/.test(value.trim()) ? undefined : t`Enter the track's number in the catalogue.`;
  };
  const recipients: Check = (value) => {
    const list = recipientList(value);
    if (list.length > RECIPIENTS_MAX) return t`Up to ${RECIPIENTS_MAX} addresses.`;
    const wrong = list.find((item) => !EMAIL.test(item) || item.length > 254);
    return wrong ? t`“${wrong}” is not an email address.` : undefined;
  };

  const placeServerErrors = (form: AnyFormApi, error: unknown, kind: AlertKind) => {
    if (!isHttpError(error) || error.status !== 400) return;
    for (const server of Object.keys(error.fieldErrors)) {
      const field = formFieldOf(server, kind);
      if (!field) continue;
      const message = serverWords(field, kind);
      if (field === 'scope') setScopeError(message);
      else if (field === 'channels') setChannelsError(message);
      else form.setFieldMeta(field, (meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: message } }));
    }
  };

  const form = useAppForm({
    defaultValues: defaults,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setScopeError(undefined);
      setChannelsError(undefined);
      if (value.kind === 'appearance' && value.channels.length === 0) {
        setChannelsError(t`Choose at least one channel.`);
        return;
      }
      const body = toRequest(value, scope);
      try {
        const { item } = draft.rule
          ? await edit.mutateAsync({ data: { ...body, id: draft.rule.id } })
          : await create.mutateAsync({ data: body });
        void queryClient.invalidateQueries({ queryKey: getAlertsListQueryKey().slice(0, 1) });
        onClose(item.name);
      } catch (error) {
        placeServerErrors(formApi, error, value.kind);
        setFailure({ message: submissionFailure(error, i18n).message, details: [] });
      }
    },
  });

  const values = useStore(form.store, (state) => state.values);
  const kind = values.kind;
  const about = draft.about;
  const checks = { level, chosen, track };
  const onChannels = (channels: number[]) => {
    setChannelsError(undefined);
    form.setFieldValue('channels', channels);
  };
  const aboutOptions = useAboutOptions(values.about, kind === 'new_story');
  const subjectOptions = useSubjectOptions(values.subject_type, kind === 'appearance');
  const channels = useInfoChannelsTop(recentFilter(100, ['TV']), { query: { enabled: kind === 'appearance' } });
  const channelOptions = (channels.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));

  const scopeNote = (
    <div className="field alert-scope">
      <p className="field-label" id={`${id}-scope`}>
        {t`What it watches`}
      </p>
      <p className="muted" aria-describedby={`${id}-scope`}>
        {scopeWords(kind === 'new_story' ? baseScope(scope) : scope, i18n, about)}
      </p>
      {scopeError && (
        <p className="field-error" role="alert">
          {scopeError}
        </p>
      )}
    </div>
  );

  const loadingNote = (query: { isPending: boolean; isError: boolean; refetch: () => unknown }, empty: boolean) =>
    query.isError
      ? { text: t`The choices could not be loaded.`, failed: true, onRetry: () => void query.refetch() }
      : query.isPending
        ? { text: t`Loading…` }
        : empty
          ? { text: t`Nothing to choose from in the last 30 days.` }
          : undefined;

  const kindFields = () => {
    switch (kind) {
      case 'spike':
        return (
          <>
            {scopeNote}
            <form.AppField name="sensitivity">
              {() => (
                <ChoiceGroup
                  legend={t`Sensitivity`}
                  options={(['fewer', 'balanced', 'more'] as const).map((value) => ({
                    value,
                    label: i18n._(SENSITIVITY_LABELS[value]),
                  }))}
                />
              )}
            </form.AppField>
          </>
        );
      case 'threshold':
        return (
          <>
            {scopeNote}
            <form.AppField name="metric" listeners={{ onChange: () => void form.validateField('value', 'change') }}>
              {() => (
                <ChoiceGroup
                  legend={t`What reaches the level`}
                  options={[
                    { value: 'mentions', label: t`Mentions in a day` },
                    { value: 'negative_share', label: t`Share of negative mentions in a day` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="value" validators={fieldValidators(checks.level)}>
              {(field) => (
                <field.TextField
                  label={values.metric === 'negative_share' ? t`Level, %` : t`Level, mentions`}
                  inputMode="decimal"
                  hint={
                    values.metric === 'negative_share'
                      ? t`Counted on days with at least 10 mentions.`
                      : t`Notified on each day that reaches it.`
                  }
                />
              )}
            </form.AppField>
          </>
        );
      case 'new_story':
        return (
          <>
            {scopeNote}
            <form.AppField name="about" listeners={{ onChange: () => form.setFieldValue('about_id', '') }}>
              {() => (
                <ChoiceGroup
                  legend={t`New stories about`}
                  options={[
                    { value: 'theme', label: t`A theme` },
                    { value: 'person', label: t`A person` },
                    { value: 'marker', label: t`A key entity` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="about_id" validators={fieldValidators(checks.chosen('new_story'))}>
              {() => (
                <SelectField
                  label={values.about === 'theme' ? t`Theme` : values.about === 'person' ? t`Person` : t`Key entity`}
                  placeholder={t`Choose…`}
                  options={withCurrent(aboutOptions.options, values.about_id, about)}
                  unavailable={
                    values.about_id ? undefined : loadingNote(aboutOptions.query, aboutOptions.options.length === 0)
                  }
                />
              )}
            </form.AppField>
          </>
        );
      case 'first_airplay':
        return (
          <form.AppField name="upload">
            {() => (
              <SelectField
                label={t`Upload`}
                options={[
                  { value: '', label: t`Any of my uploads` },
                  ...(values.upload ? [{ value: values.upload, label: about ?? `#${values.upload}` }] : []),
                ]}
                hint={t`Notified when its track is played for the first time anywhere.`}
              />
            )}
          </form.AppField>
        );
      case 'new_channel_airplay':
        return (
          <form.AppField name="track_id" validators={fieldValidators(checks.track)}>
            {(field) => (
              <field.TextField
                label={t`Track`}
                inputMode="numeric"
                hint={about ? about : t`The track's number in the catalogue, as the music pages show it.`}
              />
            )}
          </form.AppField>
        );
      case 'appearance':
        return (
          <>
            <form.AppField name="subject_type" listeners={{ onChange: () => form.setFieldValue('subject_id', '') }}>
              {() => (
                <ChoiceGroup
                  legend={t`Who or what`}
                  options={[
                    { value: 'person', label: t`A person` },
                    { value: 'object', label: t`An object` },
                  ]}
                />
              )}
            </form.AppField>
            <form.AppField name="subject_id" validators={fieldValidators(checks.chosen('appearance'))}>
              {() => (
                <SelectField
                  label={values.subject_type === 'person' ? t`Person` : t`Object`}
                  placeholder={t`Choose…`}
                  options={withCurrent(subjectOptions.options, values.subject_id, about)}
                  unavailable={
                    values.subject_id
                      ? undefined
                      : loadingNote(subjectOptions.query, subjectOptions.options.length === 0)
                  }
                />
              )}
            </form.AppField>
            <div className="field">
              <MultiSelect
                label={t`On channels`}
                options={withCurrentChannels(channelOptions, values.channels)}
                selected={values.channels}
                onChange={onChannels}
                loading={channels.isPending}
              />
              {channelsError && (
                <p className="field-error" role="alert">
                  {channelsError}
                </p>
              )}
            </div>
          </>
        );
    }
  };

  return (
    <dialog {...modal} className="alert-dialog" aria-labelledby={`${id}-title`}>
      <FormElement form={form} className="alert-form" noValidate>
        <h2 id={`${id}-title`}>{draft.rule ? t`Edit the alert` : t`New alert`}</h2>
        <FailureSummary failure={failure} />
        <form.AppField name="name" validators={fieldValidators(name)}>
          {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX * 2} data-initial-focus />}
        </form.AppField>
        <form.AppField name="kind">
          {() => (
            <SelectField
              label={t`What to watch for`}
              options={kinds.map((kind) => ({ value: kind, label: i18n._(KIND_LABELS[kind]) }))}
            />
          )}
        </form.AppField>
        {kindFields()}
        <form.AppField name="recipients" validators={fieldValidators(recipients)}>
          {(field) => (
            <field.TextField
              label={t`Email the alerts to`}
              hint={t`Up to ${RECIPIENTS_MAX} addresses, separated by commas. Leave empty to be notified in the cabinet only.`}
              inputMode="email"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="language">
          {() => (
            <SelectField
              label={t`Language of the emails`}
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
            <form.SubmitButton pendingText={t`Saving…`}>{draft.rule ? t`Save` : t`Create the alert`}</form.SubmitButton>
          </form.AppForm>
          <Button variant="secondary" onClick={() => onClose()}>
            {t`Cancel`}
          </Button>
        </div>
      </FormElement>
    </dialog>
  );
}

/** The choices, with the current one kept (named as the place it came from knows it) when the list lacks it. */
function withCurrent(options: { value: string; label: string }[], current: string, name: string | undefined) {
  if (!current || options.some((option) => option.value === current)) return options;
  return [{ value: current, label: name ?? `#${current}` }, ...options];
}

function withCurrentChannels(options: { value: number; label: string }[], chosen: readonly number[]) {
  const missing = chosen.filter((value) => !options.some((option) => option.value === value));
  return [...missing.map((value) => ({ value, label: `#${value}` })), ...options];
}
