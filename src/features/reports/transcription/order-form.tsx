import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getRspReportListQueryKey } from '@generated/api/reports/reports';
import { getTranscriptionListQueryKey, useTranscriptionCreate } from '@generated/api/transcription/transcription';
import type { TranscriptionCreateRequest, TranscriptionLanguage, TranscriptionSummary } from '@generated/model';
import { DraftNotice, useFormDraft } from '@kit/drafts/form-draft';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { ChoiceGroup, SelectField } from '@kit/form/fields';
import { fieldValidators } from '@kit/form/rules';
import { useFormatters } from '@i18n/format';
import { Alert } from '@ui/alert';
import { LANGUAGE_LABELS, TRANSCRIPTION_LANGUAGES } from '../report-labels';
import { useTranscribableChannels } from './channel-options';
import {
  MAX_WINDOW_HOURS,
  endProblem,
  parseLocalDateTime,
  startProblem,
  toLocalInputValue,
  toOffsetDateTime,
  utcOffset,
  type EndProblem,
} from './order-window';

interface OrderValues {
  channel_id: string;
  start: string;
  end: string;
  language: string;
}

const EMPTY: OrderValues = { channel_id: '', start: '', end: '', language: '' };
/** The form's fields by the names the server gives its messages. */
const FIELDS = ['channel_id', 'start', 'end', 'language'];

function toRequest(values: OrderValues): TranscriptionCreateRequest {
  return {
    channel_id: Number(values.channel_id),
    start: toOffsetDateTime(parseLocalDateTime(values.start) as Date),
    end: toOffsetDateTime(parseLocalDateTime(values.end) as Date),
    language: values.language as TranscriptionLanguage,
  };
}

/** What the form says once a transcription is ordered: which channel and window. */
function OrderedNotice({ ordered }: { ordered: TranscriptionSummary }) {
  const fmt = useFormatters();
  const channel = ordered.channel.name;
  const start = fmt.dateTime(ordered.start);
  const end = fmt.date(ordered.end, 'time');
  return (
    <Alert tone="success">
      <Trans>
        The transcription of <bdi>{channel}</bdi> from {start} to {end} is ordered. It is in the list below and can be
        read once it is ready.
      </Trans>
    </Alert>
  );
}

/**
 * Orders the transcription of a window of a channel's air: the channel, a window of at most four
 * hours that has already been broadcast, and the language spoken. Everything is checked before
 * the call; a failed call keeps what was entered and puts the server's messages under its fields.
 */
export function OrderForm() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const create = useTranscriptionCreate();
  const channels = useTranscribableChannels();
  const [failure, setFailure] = useState<Failure>();
  const [ordered, setOrdered] = useState<TranscriptionSummary>();
  const formId = useId();
  const now = new Date();

  const startMessages = {
    required: t`Enter when the window starts.`,
    invalid: t`Enter a date and a time.`,
    future: t`This time has not been broadcast yet.`,
  };
  const endMessages: Record<EndProblem, string> = {
    ...startMessages,
    required: t`Enter when the window ends.`,
    'not-after-start': t`The end must be after the start.`,
    'too-long': t`The window may last at most ${MAX_WINDOW_HOURS} hours.`,
  };
  const checkStart = (value: string) => {
    const problem = startProblem(value, new Date());
    return problem && startMessages[problem];
  };
  const checkEnd = (value: string, start: string) => {
    const problem = endProblem(value, start, new Date());
    return problem && endMessages[problem];
  };

  const form = useAppForm({
    defaultValues: EMPTY,
    canSubmitWhenInvalid: true,
    onSubmitInvalid: () => {
      // The first field to correct takes the focus, so a keyboard user lands on it.
      window.setTimeout(
        () => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        0,
      );
    },
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setOrdered(undefined);
      try {
        const { item } = await create.mutateAsync({ data: toRequest(value) });
        setOrdered(item);
        draft.clear();
        formApi.reset(EMPTY);
        // The new report joins the lists (and is followed there while it is prepared).
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: getTranscriptionListQueryKey().slice(0, 1) }),
          queryClient.invalidateQueries({ queryKey: getRspReportListQueryKey().slice(0, 1) }),
        ]);
      } catch (error) {
        setFailure(
          submissionFailure(error, i18n, formApi, FIELDS, {
            404: msg`This channel is no longer available. Choose another one.`,
          }),
        );
      }
    },
  });
  const draft = useFormDraft(form, { console: 'cabinet', form: 'transcription-order' });

  const noChannel = channels.status === 'ready' && channels.groups.every((group) => group.options.length === 0);
  const channelsNote =
    channels.status === 'loading'
      ? { text: t`Loading the channels…` }
      : channels.status === 'failed'
        ? { text: t`The channels could not be loaded.`, failed: true, onRetry: channels.retry }
        : noChannel
          ? { text: t`No TV or radio channel is monitored for your account.` }
          : undefined;
  const languageOptions = TRANSCRIPTION_LANGUAGES.map((language) => ({
    value: language,
    label: i18n._(LANGUAGE_LABELS[language]),
  }));
  return (
    <FormElement form={form} id={formId} className="order-form" aria-labelledby="order-transcription">
      <DraftNotice draft={draft} />
      <FailureSummary failure={failure} />
      {ordered && <OrderedNotice ordered={ordered} />}
      <div className="order-fields">
        <form.AppField
          name="channel_id"
          validators={fieldValidators((value) => (value ? undefined : t`Choose a channel.`))}
        >
          {() => (
            <SelectField
              label={t`Channel`}
              placeholder={t`Choose a channel`}
              options={channels.groups}
              unavailable={channelsNote}
            />
          )}
        </form.AppField>
        <form.AppField name="start" validators={fieldValidators(checkStart)}>
          {(field) => (
            <field.TextField
              label={t`Start of the window`}
              type="datetime-local"
              max={toLocalInputValue(now)}
              hint={t`Your time, UTC${{ offset: utcOffset(now) }}`}
            />
          )}
        </form.AppField>
        <form.AppField
          name="end"
          validators={{
            ...fieldValidators((value, formApi) => checkEnd(value, (formApi.state.values as OrderValues).start)),
            onChangeListenTo: ['start'],
          }}
        >
          {(field) => (
            <field.TextField
              label={t`End of the window`}
              type="datetime-local"
              max={toLocalInputValue(now)}
              hint={t`At most ${MAX_WINDOW_HOURS} hours after the start`}
            />
          )}
        </form.AppField>
        <form.AppField
          name="language"
          validators={fieldValidators((value) => (value ? undefined : t`Choose the language spoken on air.`))}
        >
          {() => <ChoiceGroup legend={t`Language spoken`} options={languageOptions} />}
        </form.AppField>
      </div>
      <div className="form-actions">
        <form.AppForm>
          <form.SubmitButton pendingText={t`Ordering…`}>{t`Order the transcription`}</form.SubmitButton>
        </form.AppForm>
      </div>
    </FormElement>
  );
}
