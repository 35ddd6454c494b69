import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useRspReportList } from '@generated/api/reports/reports';
import type { RspReport, RspReportList, RspReportSortField } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { ReportsTable, followPendingTasks } from '@kit/reports/reports-table';
import { StateFilter } from '@kit/reports/state-filter';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { REPORT_TYPE_LABELS } from '../report-labels';
import { ALL_REPORTS_TABLE } from './all-reports-search';
import { rspReportFile } from './report-file';
import { TypeFilter } from './type-filter';
import '../reports.css';

const route = getRouteApi('/cabinet/reports/');

const followReports = followPendingTasks((data: RspReportList) => data.items);

/**
 * Every report of the person across info, music, video and transcription: paged and sorted by the
 * server, narrowed by type and state (all in the URL), followed while some are being prepared, and
 * downloadable in each format a ready report offers.
 */
export function AllReports() {
  const { t, i18n } = useLingui();
  const { types, states } = route.useSearch();
  const table = useTableState(ALL_REPORTS_TABLE, route.useSearch());
  const reports = useRspReportList(
    { ...table.request, types, states },
    { query: { placeholderData: keepPreviousData, refetchInterval: followReports } },
  );
  const narrowed = Boolean(types || states);

  return (
    <div className="reports-page">
      <PageHeader />
      <TitledBlock headingId="all-reports-list" title={t`Your reports`}>
        <ReportsTable<RspReportList, RspReport, RspReportSortField>
          caption={t`All reports`}
          query={reports}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          state={table}
          fetchFile={rspReportFile}
          sortBy={{ title: 'title', created: 'created_at', state: 'state' }}
          extraColumns={[
            {
              key: 'type',
              header: t`Type`,
              sort: 'type',
              cell: (report) => (
                <span className={`report-type report-type-${report.type}`}>
                  {i18n._(REPORT_TYPE_LABELS[report.type])}
                </span>
              ),
              csv: (report) => i18n._(REPORT_TYPE_LABELS[report.type]),
            },
          ]}
          toolbar={
            <>
              <TypeFilter selected={types} />
              <StateFilter selected={states} />
            </>
          }
          emptyText={
            narrowed
              ? t`No report matches the chosen types and states.`
              : t`No reports yet. Reports you order in the info, music, video and transcription sections appear here.`
          }
        />
      </TitledBlock>
    </div>
  );
}
