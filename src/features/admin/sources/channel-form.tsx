import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as v from 'valibot';
import { getChannelsListQueryKey, useChannelsCreate, useChannelsEdit } from '@generated/api/admin/admin';
import type { Channel } from '@generated/model';
import { useChannelTypeLabel } from '@kit/channels';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { CheckField, SelectField } from '@kit/form/fields';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, ruleCheck } from '@kit/form/rules';
import { CHANNEL_TYPES } from '@lib/filters/fields';
import { Button } from '@ui/button';
import {
  CHANNEL_FIELDS,
  EMPTY_CHANNEL,
  NAME_MAX,
  URL_MAX,
  isImageUrl,
  isStreamUrl,
  toCreateRequest,
  toEditRequest,
  valuesOf,
} from './channel-values';
import { GeoPicker } from './geo-picker';

interface ChannelFormProps {
  /** The channel being edited; a new one without it. */
  channel?: Channel;
  headingId: string;
  onSaved: (channel: Channel) => void;
  onCancel: () => void;
}

/**
 * A channel's form: checked before anything is sent, the server's field messages under their
 * fields, and what was typed kept when saving fails. The list of channels follows a save.
 */
export function ChannelForm({ channel, headingId, onSaved, onCancel }: ChannelFormProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const typeLabel = useChannelTypeLabel();
  const [failure, setFailure] = useState<Failure>();
  const create = useChannelsCreate();
  const edit = useChannelsEdit();

  const required = t`Fill in this field.`;
  const tooLong = (max: number) => t`Use at most ${max} characters.`;
  const name = ruleCheck(v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(NAME_MAX, tooLong(NAME_MAX))));
  const type = ruleCheck(v.pipe(v.string(), v.nonEmpty(t`Choose the channel type.`)));
  const country = ruleCheck(v.pipe(v.string(), v.nonEmpty(t`Choose the country the channel broadcasts from.`)));
  const streamUrl = ruleCheck(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(URL_MAX, tooLong(URL_MAX)),
      v.check(
        isStreamUrl,
        t`Enter the full address of the stream or feed, starting with https://, http://, rtmp:// or another streaming scheme.`,
      ),
    ),
  );
  const logoUrl = ruleCheck(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(URL_MAX, tooLong(URL_MAX)),
      v.check(
        (value) => value === '' || isImageUrl(value),
        t`Enter the full address of the image, starting with https://, or leave the field empty.`,
      ),
    ),
  );

  const form = useAppForm({
    defaultValues: channel ? valuesOf(channel) : EMPTY_CHANNEL,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      try {
        const { item } = channel
          ? await edit.mutateAsync({ data: toEditRequest(channel.id, value) })
          : await create.mutateAsync({ data: toCreateRequest(value) });
        draft.clear();
        void queryClient.invalidateQueries({ queryKey: [getChannelsListQueryKey()[0]] });
        onSaved(item);
      } catch (error) {
        setFailure(
          submissionFailure(error, i18n, formApi, CHANNEL_FIELDS, {
            400: msg`Some fields are not accepted by the server; see the messages under them.`,
            403: msg`Your account may not change channels. Ask an administrator for this right.`,
            404: msg`This channel no longer exists: someone may have deleted it. Close the form to see the current list.`,
          }),
        );
      }
    },
  });
  // A draft per channel edited (and one for a new channel), kept until saved or cancelled.
  const draft = useFormDraft(form, { console: 'admin', form: 'channel', record: channel?.id });

  return (
    <FormElement form={form} aria-labelledby={headingId} className="channel-form">
      <DraftNotice draft={draft} />
      <FailureSummary failure={failure} />
      <form.AppField name="name" validators={fieldValidators(name)}>
        {(field) => <field.TextField label={t`Name`} autoComplete="off" maxLength={NAME_MAX} data-initial-focus />}
      </form.AppField>
      <form.AppField name="type" validators={fieldValidators(type)}>
        {() => (
          <SelectField
            label={t`Type`}
            placeholder={t`Choose a type`}
            options={CHANNEL_TYPES.map((value) => ({ value, label: typeLabel(value) }))}
          />
        )}
      </form.AppField>
      <form.AppField name="stream_url" validators={fieldValidators(streamUrl)}>
        {(field) => (
          <field.TextField
            label={t`Stream or feed address`}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            maxLength={URL_MAX}
            hint={t`HLS, Icecast or RTMP stream, RSS feed or account page.`}
          />
        )}
      </form.AppField>
      <form.AppField name="country" validators={fieldValidators(country)}>
        {(countryField) => (
          <form.AppField name="geo_id">
            {(placeField) => <GeoPicker country={countryField} place={placeField} />}
          </form.AppField>
        )}
      </form.AppField>
      <form.AppField name="logo_url" validators={fieldValidators(logoUrl)}>
        {(field) => (
          <field.TextField
            label={t`Logo address (optional)`}
            type="url"
            inputMode="url"
            autoComplete="off"
            dir="ltr"
            maxLength={URL_MAX}
          />
        )}
      </form.AppField>
      <form.AppField name="is_active">
        {() => (
          <CheckField
            label={t`Record this channel`}
            hint={t`An inactive channel is not recorded, but its history is kept.`}
          />
        )}
      </form.AppField>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Saving…`}>{channel ? t`Save changes` : t`Add channel`}</form.SubmitButton>
        </form.AppForm>
        <Button
          variant="secondary"
          onClick={() => {
            draft.clear();
            onCancel();
          }}
        >
          {t`Cancel`}
        </Button>
      </div>
    </FormElement>
  );
}
