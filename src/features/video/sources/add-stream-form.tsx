import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getStreamListQueryKey, useStreamAdd } from '@generated/api/streams/streams';
import type { StreamAddRequest, StreamAddRequestKind, StreamTypeCode } from '@generated/model';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { Alert } from '@ui/alert';
import { recentPeriod, useVideoChannels } from '../filters/sources';
import { addressCheck, requiredText } from '../shared/form-rules';
import { SelectField } from '@kit/form/fields';
import { useStreamDictionaries } from './stream-dictionaries';

const NAME_MAX = 200;
const STREAM_URL = /^(https?|rtmp|rtsp|udp):\/\//i;
const FIELDS = ['name', 'url', 'type', 'kind', 'channel_id'];

export interface StreamDraft {
  name: string;
  url: string;
  type: string;
  kind: string;
  channel_id: string;
}

const EMPTY: StreamDraft = { name: '', url: '', type: '', kind: 'live', channel_id: '' };

/**
 * Asks the service to monitor a stream: its name, address, type, how it is captured (live air or
 * the channel's archive) and, if it belongs to one, its channel. The new stream starts queued until
 * an operator checks the source. `initial` fills the form from a discovered source.
 */
export function AddStreamForm({ initial, headingLevel = 2, onAdded }: { initial?: Partial<StreamDraft>; headingLevel?: 2 | 3; onAdded?: (name: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const queryClient = useQueryClient();
  const add = useStreamAdd();
  const dictionaries = useStreamDictionaries();
  const channels = useVideoChannels(recentPeriod());
  const [failure, setFailure] = useState<Failure>();
  const [added, setAdded] = useState<string>();

  const words = { required: t`Fill in this field.`, tooLong: (max: number) => t`Use at most ${max} characters.` };
  const name = requiredText(words, NAME_MAX);
  const url = addressCheck({ ...words, scheme: t`Enter the stream's address starting with http://, https://, rtmp://, rtsp:// or udp://.` }, STREAM_URL);
  const chosen = (message: string) => (value: string) => (value ? undefined : message);

  const form = useAppForm({
    defaultValues: { ...EMPTY, ...initial },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setAdded(undefined);
      const body: StreamAddRequest = {
        name: value.name.trim(),
        url: value.url.trim(),
        type: value.type as StreamTypeCode,
        kind: value.kind as StreamAddRequestKind,
        ...(value.channel_id ? { channel_id: Number(value.channel_id) } : {}),
      };
      try {
        const { item } = await add.mutateAsync({ data: body });
        setAdded(item.name);
        draft.clear();
        formApi.reset(EMPTY);
        onAdded?.(item.name);
        await queryClient.invalidateQueries({ queryKey: [getStreamListQueryKey()[0]] });
      } catch (error) {
        setFailure(submissionFailure(error, i18n, formApi, FIELDS, { 404: msg`The chosen channel no longer exists. Choose another one.` }));
      }
    },
  });
  // A form filled from a discovered source keeps its draft under that source's address.
  const draft = useFormDraft(form, { console: 'cabinet', form: 'stream-add', record: initial?.url });

  const liveOrArchive = dictionaries.kindOptions.filter((option) => option.value !== 'on_demand');
  const channelsNote = channels.isError ? { text: t`The channels could not be loaded; the stream can be added without one.`, failed: true, onRetry: () => void channels.refetch() } : undefined;

  return (
    <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="video-form-title">
        {t`Add a stream`}
      </Heading>
      <DraftNotice draft={draft} />
      <FailureSummary failure={failure} />
      {added && <Alert tone="success">{t`“${added}” is added. It stays queued until an operator checks the source.`}</Alert>}
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX} />}
      </form.AppField>
      <form.AppField name="url" validators={fieldValidators(url)}>
        {(field) => <field.TextField label={t`Address`} type="url" inputMode="url" dir="ltr" hint={t`An HLS playlist, an Icecast or HTTP audio stream, or a web page.`} />}
      </form.AppField>
      <div className="video-form-row">
        <form.AppField name="type" validators={fieldValidators(chosen(t`Choose the stream type.`))}>
          {() => <SelectField label={t`Type`} placeholder={t`Choose a type`} options={dictionaries.typeOptions} />}
        </form.AppField>
        <form.AppField name="kind" validators={fieldValidators(chosen(t`Choose how the stream is captured.`))}>
          {() => <SelectField label={t`Capture`} options={liveOrArchive} />}
        </form.AppField>
      </div>
      <form.AppField name="channel_id">
        {() => (
          <SelectField
            label={t`Channel`}
            placeholder={channels.isPending ? t`Loading the channels…` : t`Not linked to a channel`}
            options={channels.options.map((option) => ({ value: String(option.value), label: option.label }))}
            unavailable={channelsNote}
          />
        )}
      </form.AppField>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Adding…`}>{t`Add the stream`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
