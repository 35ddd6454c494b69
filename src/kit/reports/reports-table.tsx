import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FileFormat } from '@generated/model/fileFormat';
import type { TaskState } from '@generated/model/taskState';
import { useFormatters } from '@i18n/format';
import { TASK_STATE_LABELS } from '@lib/statistics-labels';
import type { QueryLike } from '@ui/query-block';
import { DataTable, type Column, type Page } from '../table/data-table';
import type { TableState } from '../table/use-table';
import { DownloadControl } from './download-control';
import type { FetchReportFile } from './files';
import { StateBadge, taskTone } from './state-badge';
import './reports.css';

export interface ReportRow {
  id: number | string;
  title: string;
  state: TaskState;
  formats: readonly FileFormat[];
  period?: { start_date: string; end_date: string };
  created_at?: string;
}

/** A task's state as a badge: queued, being prepared, ready, failed. */
export function TaskStateBadge({ state }: { state: TaskState }) {
  return <StateBadge label={TASK_STATE_LABELS[state]} tone={taskTone(state)} />;
}

/** Whether a list still has tasks on their way (so it is worth asking again). */
export function hasPendingTasks(items: readonly { state: TaskState }[] | undefined): boolean {
  return Boolean(items?.some((item) => item.state === 'queued' || item.state === 'processing'));
}

/** Ask again every few seconds while a list has tasks on their way, and not otherwise. */
export function followPendingTasks<T>(items: (data: T) => readonly { state: TaskState }[]) {
  return (query: { state: { data?: T } }) =>
    query.state.data && hasPendingTasks(items(query.state.data)) ? 5_000 : false;
}

interface ReportsTableProps<T, R extends ReportRow, F extends string> {
  caption: string;
  query: QueryLike<T>;
  page: (data: T) => Page<R>;
  state: TableState<F>;
  /** How to fetch a report's file in a format. */
  fetchFile: (report: R) => FetchReportFile;
  /** Columns between the title and the period (the report's kind, its section). */
  extraColumns?: readonly Column<R, F>[];
  /** Sort fields of the standard columns, when the server sorts by them. */
  sortBy?: { title?: F; created?: F; state?: F };
  emptyText?: ReactNode;
  toolbar?: ReactNode;
}

/**
 * Reports of any section: their title, period, creation time and state, and for those that are
 * ready, the choice of format and a download with progress and retry.
 */
export function ReportsTable<T, R extends ReportRow, F extends string>({
  caption,
  query,
  page,
  state,
  fetchFile,
  extraColumns = [],
  sortBy = {},
  emptyText,
  toolbar,
}: ReportsTableProps<T, R, F>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const columns: Column<R, F>[] = [
    {
      key: 'title',
      header: t`Report`,
      rowHeader: true,
      sort: sortBy.title,
      cell: (report) => report.title,
      csv: (report) => report.title,
    },
    ...extraColumns,
    {
      key: 'period',
      header: t`Period`,
      cell: (report) =>
        report.period ? `${fmt.date(report.period.start_date)} – ${fmt.date(report.period.end_date)}` : '—',
      csv: (report) => (report.period ? `${report.period.start_date} – ${report.period.end_date}` : ''),
    },
    {
      key: 'created',
      header: t`Created`,
      sort: sortBy.created,
      cell: (report) => (report.created_at ? fmt.dateTime(report.created_at) : '—'),
      csv: (report) => report.created_at ?? '',
    },
    {
      key: 'state',
      header: t`State`,
      sort: sortBy.state,
      cell: (report) => <TaskStateBadge state={report.state} />,
      csv: (report) => report.state,
    },
    {
      key: 'download',
      header: t`Download`,
      cell: (report) =>
        report.state === 'done' && report.formats.length > 0 ? (
          <DownloadControl title={report.title} formats={report.formats} fetchFile={fetchFile(report)} />
        ) : (
          <span className="muted">
            {report.state === 'failed'
              ? t`The report could not be prepared.`
              : report.state === 'done'
                ? t`No files to download.`
                : t`Available once the report is ready.`}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      query={query}
      page={page}
      columns={columns}
      rowKey={(report) => report.id}
      state={state}
      csvName={caption}
      emptyText={emptyText}
      toolbar={toolbar}
      className="reports-table"
    />
  );
}
