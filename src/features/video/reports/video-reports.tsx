import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useVideoReportTaskList } from '@generated/api/video/video';
import type { VideoReportTask, VideoReportTaskList } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { FILE_FORMATS } from '@kit/reports/files';
import { ReportsTable, followPendingTasks } from '@kit/reports/reports-table';
import { TASK_STATES } from '@kit/reports/state-filter';
import type { Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { TASK_STATE_LABELS } from '@lib/statistics-labels';
import { REPORT_TYPES, REPORT_TYPE_LABELS } from '../shared/labels';
import { ListChoice } from '@kit/table/list-choice';
import { TitledBlock } from '@kit/layout/titled-block';
import { videoReportFile } from './report-file';
import { ReportOrder } from './report-order';
import { TASKS_TABLE, type ReportSort } from './reports-params';

const route = getRouteApi('/cabinet/video/reports');

type TaskRow = VideoReportTask & { formats: typeof FILE_FORMATS };

/**
 * Video reports: ordering one for the section's filters, and the tasks with their state (followed
 * while they are built), why a task failed, and the download of a ready one in any format.
 */
export function VideoReports() {
  const { t, i18n } = useLingui();
  const { state, type } = route.useSearch();
  const navigate = route.useNavigate();
  const table = useTableState(TASKS_TABLE, route.useSearch());
  const tasks = useVideoReportTaskList(
    { ...table.request, ...(state ? { state } : {}), ...(type ? { type } : {}) },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: followPendingTasks((data: VideoReportTaskList) => data.items),
      },
    },
  );
  const narrow = (changes: { state?: typeof state; type?: typeof type }) =>
    void navigate({
      search: (previous) => ({ ...previous, ...changes, page: undefined }),
      replace: true,
      resetScroll: false,
    });
  const extraColumns: Column<TaskRow, ReportSort>[] = [
    {
      key: 'type',
      header: t`Covers`,
      cell: (task) => i18n._(REPORT_TYPE_LABELS[task.type]),
      csv: (task) => i18n._(REPORT_TYPE_LABELS[task.type]),
    },
    {
      key: 'note',
      header: t`Notes`,
      cell: (task) =>
        task.state === 'failed' && task.error ? (
          <span className="video-task-error">{task.error}</span>
        ) : (
          <span className="muted">—</span>
        ),
      csv: (task) => task.error ?? '',
    },
  ];

  return (
    <div className="video-page">
      <PageHeader />
      <div className="blocks">
        <ReportOrder />
        <TitledBlock headingId="video-report-tasks" title={t`Ordered reports`} className="block-wide">
          <ReportsTable<VideoReportTaskList, TaskRow, ReportSort>
            caption={t`Video reports`}
            query={tasks}
            page={(data) => ({
              items: data.items.map((task) => ({ ...task, formats: FILE_FORMATS })),
              total: data.meta.total,
              limit: data.meta.limit,
            })}
            state={table}
            fetchFile={videoReportFile}
            extraColumns={extraColumns}
            sortBy={{ created: 'created_at' }}
            toolbar={
              <div className="video-toolbar" role="group" aria-label={t`Narrow the list`}>
                <ListChoice
                  label={t`State`}
                  value={state}
                  options={TASK_STATES.map((value) => ({ value, label: i18n._(TASK_STATE_LABELS[value]) }))}
                  onChange={(value) => narrow({ state: value })}
                />
                <ListChoice
                  label={t`Covers`}
                  value={type}
                  options={REPORT_TYPES.map((value) => ({ value, label: i18n._(REPORT_TYPE_LABELS[value]) }))}
                  onChange={(value) => narrow({ type: value })}
                />
              </div>
            }
            emptyText={
              state || type
                ? t`No report matches the choices above.`
                : t`No report ordered yet. Order one above: it appears here and is followed until it is ready.`
            }
          />
        </TitledBlock>
      </div>
    </div>
  );
}
