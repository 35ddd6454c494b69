import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { transcriptionList, useTranscriptionList } from '@generated/api/transcription/transcription';
import type {
  TaskState,
  TranscriptionLanguage,
  TranscriptionListRequestSortBy,
  TranscriptionSummary,
} from '@generated/model';
import { useChannelTypeLabel } from '@kit/channels';
import { PageHeader } from '@kit/page/page-header';
import { TaskStateBadge } from '@kit/reports/reports-table';
import { TASK_STATES } from '@kit/reports/state-filter';
import { FOLLOWED_TASKS, TaskTable } from '@kit/reports/task-table';
import type { Column } from '@kit/table/data-table';
import { ListChoice } from '@kit/table/list-choice';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { useFormatters } from '@i18n/format';
import { TASK_STATE_LABELS } from '@lib/statistics-labels';
import { LANGUAGE_LABELS, TRANSCRIPTION_LANGUAGES } from '../report-labels';
import { OrderForm } from './order-form';
import { TRANSCRIPTIONS_TABLE } from './transcription-search';
import '../reports.css';
import './transcription.css';
import { patchSearch } from '@lib/filters/link';

const route = getRouteApi('/cabinet/reports/transcription/');

/** The account's transcription reports, the form that orders one, and the way to each ready transcript. */
export function Transcriptions() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const channelType = useChannelTypeLabel();
  const navigate = useNavigate();
  const { language, state } = route.useSearch();
  const table = useTableState(TRANSCRIPTIONS_TABLE, route.useSearch());
  const body = { ...table.request, language, state };
  const list = useTranscriptionList(body, { query: FOLLOWED_TASKS });
  const narrow = (changes: { language?: TranscriptionLanguage; state?: TaskState }) =>
    void navigate({ to: '.', search: patchSearch(changes, { resetPage: true }), resetScroll: false });

  const columns: Column<TranscriptionSummary, TranscriptionListRequestSortBy>[] = [
    {
      key: 'channel',
      header: t`Channel`,
      rowHeader: true,
      cell: (report) => (
        <>
          <bdi>{report.channel.name}</bdi>
          <span className="cell-note">{channelType(report.channel.type)}</span>
        </>
      ),
      csv: (report) => report.channel.name,
    },
    {
      key: 'window',
      header: t`Window of air`,
      sort: 'start',
      cell: (report) => `${fmt.dateTime(report.start)} – ${fmt.date(report.end, 'time')}`,
      csv: (report) => `${report.start} – ${report.end}`,
    },
    {
      key: 'language',
      header: t`Language`,
      cell: (report) => i18n._(LANGUAGE_LABELS[report.language]),
      csv: (report) => report.language,
    },
    {
      key: 'created',
      header: t`Ordered`,
      sort: 'created_at',
      cell: (report) => fmt.dateTime(report.created_at),
      csv: (report) => report.created_at,
    },
    {
      key: 'state',
      header: t`State`,
      cell: (report) => <TaskStateBadge state={report.state} />,
      csv: (report) => report.state,
    },
    {
      key: 'open',
      header: t`Transcript`,
      cell: (report) =>
        report.state === 'done' ? (
          <Link to="/cabinet/reports/transcription/report" search={{ id: report.id }} className="open-link">
            {t`Read`}
            <span className="visually-hidden">
              {' '}
              {report.channel.name}, {fmt.dateTime(report.start)}
            </span>
          </Link>
        ) : (
          <span className="muted">
            {report.state === 'failed' ? t`The air could not be transcribed.` : t`Readable once it is ready.`}
          </span>
        ),
    },
  ];

  return (
    <div className="reports-page transcriptions-page">
      <PageHeader />
      <TitledBlock headingId="order-transcription" title={t`Order a transcription`}>
        <OrderForm />
      </TitledBlock>
      <TitledBlock headingId="transcription-list" title={t`Your transcriptions`}>
        <TaskTable
          caption={t`Transcription reports`}
          query={list}
          allPages={{
            limit: 100,
            fetch: (page, limit, signal) => transcriptionList({ ...body, page, limit }, undefined, signal),
          }}
          columns={columns}
          state={table}
          className="reports-table"
          toolbar={
            <>
              <ListChoice
                label={t`Language`}
                value={language}
                options={TRANSCRIPTION_LANGUAGES.map((value) => ({ value, label: i18n._(LANGUAGE_LABELS[value]) }))}
                onChange={(value) => narrow({ language: value })}
              />
              <ListChoice<TaskState>
                label={t`State`}
                value={state}
                options={TASK_STATES.map((value) => ({ value, label: i18n._(TASK_STATE_LABELS[value]) }))}
                onChange={(value) => narrow({ state: value })}
              />
            </>
          }
          emptyText={
            language || state
              ? t`No transcription matches the chosen language and state.`
              : t`No transcriptions yet. Order one above: it appears here at once.`
          }
        />
      </TitledBlock>
    </div>
  );
}
