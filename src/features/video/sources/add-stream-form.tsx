import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { getStreamListQueryKey, useStreamAdd } from '@generated/api/streams/streams';
import type { StreamAddRequest, StreamAddRequestKind, StreamTypeCode } from '@generated/model';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { recentPeriod, useVideoChannels } from '../filters/sources';
import { addressCheck, requiredText } from '../shared/form-rules';
import { SelectField } from '@kit/form/fields';
import { AddFormFrame, useAddForm } from './add-form';
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
export function AddStreamForm({
  initial,
  headingLevel = 2,
  onAdded,
}: {
  initial?: Partial<StreamDraft>;
  headingLevel?: 2 | 3;
  onAdded?: (name: string) => void;
}) {
  const { t } = useLingui();
  const add = useStreamAdd();
  const dictionaries = useStreamDictionaries();
  const channels = useVideoChannels(recentPeriod());
  const { words, failure, added, submit } = useAddForm({
    fields: FIELDS,
    listKey: getStreamListQueryKey()[0],
    meanings: { 404: msg`The chosen channel no longer exists. Choose another one.` },
  });

  const name = requiredText(words, NAME_MAX);
  const url = addressCheck(
    { ...words, scheme: t`Enter the stream's address starting with http://, https://, rtmp://, rtsp:// or udp://.` },
    STREAM_URL,
  );
  const chosen = (message: string) => (value: string) => (value ? undefined : message);

  const form = useAppForm({
    defaultValues: { ...EMPTY, ...initial },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      const body: StreamAddRequest = {
        name: value.name.trim(),
        url: value.url.trim(),
        type: value.type as StreamTypeCode,
        kind: value.kind as StreamAddRequestKind,
        ...(value.channel_id ? { channel_id: Number(value.channel_id) } : {}),
      };
      await submit(
        formApi,
        () => add.mutateAsync({ data: body }),
        (name) => {
          draft.clear();
          formApi.reset(EMPTY);
          onAdded?.(name);
        },
      );
    },
  });
  // A form filled from a discovered source keeps its draft under that source's address.
  const draft = useFormDraft(form, { console: 'cabinet', form: 'stream-add', record: initial?.url });

  const liveOrArchive = dictionaries.kindOptions.filter((option) => option.value !== 'on_demand');
  const channelsNote = channels.isError
    ? {
        text: t`The channels could not be loaded; the stream can be added without one.`,
        failed: true,
        onRetry: () => void channels.refetch(),
      }
    : undefined;

  return (
    <AddFormFrame
      form={form}
      title={t`Add a stream`}
      headingLevel={headingLevel}
      notice={<DraftNotice draft={draft} />}
      failure={failure}
      success={added && t`“${added}” is added. It stays queued until an operator checks the source.`}
      submitText={t`Add the stream`}
    >
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} maxLength={NAME_MAX} />}
      </form.AppField>
      <form.AppField name="url" validators={fieldValidators(url)}>
        {(field) => (
          <field.TextField
            label={t`Address`}
            type="url"
            inputMode="url"
            dir="ltr"
            hint={t`An HLS playlist, an Icecast or HTTP audio stream, or a web page.`}
          />
        )}
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
    </AddFormFrame>
  );
}
