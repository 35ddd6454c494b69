import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useInfoReportsList } from '@generated/api/info/info';
import type { InfoReport, InfoReportsList } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { ReportsTable, followPendingTasks } from '@kit/reports/reports-table';
import { StateFilter } from '@kit/reports/state-filter';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { infoReportFile } from './report-download';
import { REPORTS_TABLE } from './reports-search';

const route = getRouteApi('/cabinet/info/reports');

/**
 * The info reports: their state (followed while they are prepared), and a download in a chosen format for those that
 * are ready.
 */
export function InfoReports() {
  const { t } = useLingui();
  const { states } = route.useSearch();
  const table = useTableState(REPORTS_TABLE, route.useSearch());
  const reports = useInfoReportsList(
    { ...table.request, state: states },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: followPendingTasks((data: InfoReportsList) => data.items),
      },
    },
  );

  return (
    <div className="info-page reports-page">
      <PageHeader />
      <TitledBlock headingId="info-reports-list" title={t`Reports`} className="block-wide">
        <ReportsTable<InfoReportsList, InfoReport, 'created_at' | 'title'>
          caption={t`Info reports`}
          query={reports}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          state={table}
          fetchFile={infoReportFile}
          sortBy={{ title: 'title', created: 'created_at' }}
          toolbar={<StateFilter selected={states} />}
          emptyText={
            states
              ? t`No report is in the chosen states.`
              : t`No reports yet. Reports you order appear here once they are queued.`
          }
        />
      </TitledBlock>
    </div>
  );
}
