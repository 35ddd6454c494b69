import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getStreamListQueryKey, useStreamDemandCreate } from '@generated/api/streams/streams';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators } from '@kit/form/rules';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { recentPeriod, useVideoChannels } from '../filters/sources';
import { SelectField } from '@kit/form/fields';
import {
  earliestStart,
  endProblem,
  startProblem,
  toLocalValue,
  toOffsetDateTime,
  type WindowProblem,
} from './demand-window';
import { SYMBOLS } from '@lib/compare/marks';

const FIELDS = ['channel_id', 'start', 'end'];

/** The person's clock as its offset from UTC, for the hint: +03:00. */
function clockOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  return `${minutes >= 0 ? '+' : SYMBOLS.minus}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/**
 * Orders a one-off recording of a channel's air: a window of at most 24 hours, within the last 30
 * days (the depth of the air archive) or in the future, checked before anything is sent. The
 * recording joins the stream list, queued.
 */
export function DemandForm() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const queryClient = useQueryClient();
  const order = useStreamDemandCreate();
  const channels = useVideoChannels(recentPeriod());
  const [failure, setFailure] = useState<Failure>();
  const [ordered, setOrdered] = useState<string>();
  const now = new Date();
  const earliest = earliestStart(now);

  const say = (problem: WindowProblem | undefined): string | undefined => {
    switch (problem) {
      case 'start-missing':
        return t`Enter when the recording starts.`;
      case 'end-missing':
        return t`Enter when the recording ends.`;
      case 'start-too-early':
        return t`The air archive keeps 30 days: start the recording on ${{ earliest: fmt.dateTime(earliest) }} or later.`;
      case 'end-before-start':
        return t`The recording must end after it starts.`;
      case 'too-long':
        return t`A recording may last at most 24 hours: end it earlier or split it in two orders.`;
      default:
        return undefined;
    }
  };

  const form = useAppForm({
    defaultValues: { channel_id: '', start: '', end: '' },
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setOrdered(undefined);
      try {
        const { item } = await order.mutateAsync({
          data: {
            channel_id: Number(value.channel_id),
            start: toOffsetDateTime(value.start),
            end: toOffsetDateTime(value.end),
          },
        });
        setOrdered(item.name);
        draft.clear();
        formApi.reset();
        await queryClient.invalidateQueries({ queryKey: [getStreamListQueryKey()[0]] });
      } catch (error) {
        setFailure(
          submissionFailure(error, i18n, formApi, FIELDS, {
            404: msg`The chosen channel no longer exists. Choose another one.`,
          }),
        );
      }
    },
  });
  const draft = useFormDraft(form, { console: 'cabinet', form: 'recording-order' });

  const channelsNote = channels.isError
    ? { text: t`The channels could not be loaded.`, failed: true, onRetry: () => void channels.refetch() }
    : undefined;
  const offset = clockOffset(now);
  const windowHint = t`At most 24 hours, within the last 30 days or in the future. Times are on your clock (UTC${offset}).`;

  return (
    <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <h2 id={`${id}-title`} className="video-form-title">
        {t`Order a recording`}
      </h2>
      <p id={`${id}-hint`} className="muted">
        {t`A one-off recording of a channel's air, when no live or archive stream covers the time you need.`}
      </p>
      <DraftNotice draft={draft} />
      <FailureSummary failure={failure} />
      {ordered && <Alert tone="success">{t`“${ordered}” is ordered. It is queued, and recorded in its window.`}</Alert>}
      <form.AppField
        name="channel_id"
        validators={fieldValidators((value) => (value ? undefined : t`Choose the channel to record.`))}
      >
        {() => (
          <SelectField
            label={t`Channel`}
            placeholder={channels.isPending ? t`Loading the channels…` : t`Choose a channel`}
            options={channels.options.map((option) => ({ value: String(option.value), label: option.label }))}
            unavailable={channelsNote}
          />
        )}
      </form.AppField>
      <div className="video-form-row">
        <form.AppField name="start" validators={fieldValidators((value) => say(startProblem(value, new Date())))}>
          {(field) => (
            <field.TextField label={t`Starts`} type="datetime-local" min={toLocalValue(earliest)} hint={windowHint} />
          )}
        </form.AppField>
        <form.AppField
          name="end"
          validators={{
            ...fieldValidators((value, formApi) => say(endProblem(formApi.getFieldValue('start') as string, value))),
            onChangeListenTo: ['start'],
          }}
        >
          {(field) => <field.TextField label={t`Ends`} type="datetime-local" min={toLocalValue(earliest)} />}
        </form.AppField>
      </div>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Ordering…`}>{t`Order the recording`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
