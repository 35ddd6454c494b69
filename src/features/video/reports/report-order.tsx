import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { getVideoReportTaskListQueryKey, useVideoReportTaskAdd } from '@generated/api/video/video';
import type { FileFormat, VideoReportTaskAddRequest, VideoReportType } from '@generated/model';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { FailureSummary, submissionFailure, type Failure } from '@kit/form/failure';
import { FormElement, useAppForm } from '@kit/form/form';
import { fieldValidators, ruleCheck } from '@kit/form/rules';
import { FILE_FORMATS } from '@kit/reports/files';
import { useChannelTypeLabel } from '@kit/channels';
import { useFormatters } from '@i18n/format';
import { FILE_FORMAT_LABELS } from '@lib/statistics-labels';
import { Alert } from '@ui/alert';
import { usePersonName } from '../filters/sources';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '../shared/labels';
import { SelectField } from '@kit/form/fields';
import { TitledBlock } from '@kit/layout/titled-block';

const TITLE_MAX = 200;
const FIELDS = ['type', 'title', 'file_format'];

interface OrderValues {
  type: string;
  title: string;
  file_format: string;
}

/**
 * Orders a video report for the section's filters as they stand (period, channels, channel types,
 * a focused person), in a kind and a file format. The new task joins the list, which follows it
 * until it is ready.
 */
export function ReportOrder() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const queryClient = useQueryClient();
  const typeLabel = useChannelTypeLabel();
  const { search, filter } = useSectionFilters();
  const personName = usePersonName(search.person, filter.period);
  const add = useVideoReportTaskAdd();
  const [failure, setFailure] = useState<Failure>();
  const [ordered, setOrdered] = useState<string>();

  const title = ruleCheck(
    v.pipe(v.string(), v.trim(), v.maxLength(TITLE_MAX, t`Use at most ${TITLE_MAX} characters.`)),
  );

  const request = (values: OrderValues): VideoReportTaskAddRequest => {
    const filters: NonNullable<VideoReportTaskAddRequest['filters']> = {};
    if (filter.channels.length > 0) filters.channels = filter.channels;
    if (filter.channel_types.length > 0) filters.channel_types = filter.channel_types;
    if (search.person !== undefined) filters.persons = [search.person];
    return {
      type: values.type as VideoReportType,
      ...(values.title.trim() ? { title: values.title.trim() } : {}),
      period: filter.period,
      filters,
      file_format: values.file_format as FileFormat,
    };
  };

  const form = useAppForm({
    defaultValues: { type: 'summary', title: '', file_format: 'pdf' } satisfies OrderValues as OrderValues,
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value, formApi }) => {
      setFailure(undefined);
      setOrdered(undefined);
      try {
        const { item } = await add.mutateAsync({ data: request(value) });
        setOrdered(item.title);
        formApi.reset();
        await queryClient.invalidateQueries({ queryKey: [getVideoReportTaskListQueryKey()[0]] });
      } catch (error) {
        setFailure(
          submissionFailure(error, i18n, formApi, FIELDS, {
            400: msg`The report could not be ordered: check the fields and the filters above.`,
          }),
        );
      }
    },
  });

  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;
  const channels = filter.channels.length > 0 ? t`${{ count: fmt.number(filter.channels.length) }} chosen` : t`all`;
  const types = filter.channel_types.length > 0 ? filter.channel_types.map(typeLabel).join(', ') : t`all but radio`;

  return (
    <TitledBlock headingId={`${id}-title`} title={t`Order a report`} className="block-wide">
      <FormElement form={form} className="video-form" aria-labelledby={`${id}-title`}>
        <FailureSummary failure={failure} />
        {ordered && (
          <Alert tone="success">{t`“${ordered}” is ordered. It appears in the list below and can be downloaded once it is ready.`}</Alert>
        )}
        <dl className="video-facts" aria-label={t`The report covers`}>
          <div>
            <dt>{t`Period`}</dt>
            <dd>{period}</dd>
          </div>
          <div>
            <dt>{t`Channels`}</dt>
            <dd>{channels}</dd>
          </div>
          <div>
            <dt>{t`Channel types`}</dt>
            <dd>{types}</dd>
          </div>
          {search.person !== undefined && (
            <div>
              <dt>{t`Person`}</dt>
              <dd>{personName(search.person) ?? `#${search.person}`}</dd>
            </div>
          )}
        </dl>
        <p className="field-hint">{t`The report covers the filters above; change them in the filter bar.`}</p>
        <div className="video-form-row">
          <form.AppField name="type">
            {() => (
              <SelectField
                label={t`What the report covers`}
                options={REPORT_TYPES.map((type) => ({ value: type, label: i18n._(REPORT_TYPE_LABELS[type]) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="file_format">
            {() => (
              <SelectField
                label={t`File format`}
                options={FILE_FORMATS.map((format) => ({ value: format, label: i18n._(FILE_FORMAT_LABELS[format]) }))}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="title" validators={fieldValidators(title)}>
          {(field) => (
            <field.TextField
              label={t`Title (optional)`}
              maxLength={TITLE_MAX}
              hint={t`Without a title the report is named after its kind and period.`}
            />
          )}
        </form.AppField>
        <div className="form-actions">
          <form.AppForm>
            <form.SubmitButton pendingText={t`Ordering…`}>{t`Order the report`}</form.SubmitButton>
          </form.AppForm>
        </div>
      </FormElement>
    </TitledBlock>
  );
}
