import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useUploadsList } from '@generated/api/admin/admin';
import type { TrackUpload, UploadList, UploadListRequest, UploadSortField } from '@generated/model';
import { TitledBlock } from '@kit/layout/titled-block';
import { PageHeader } from '@kit/page/page-header';
import { TaskStateBadge, followPendingTasks, hasPendingTasks } from '@kit/reports/reports-table';
import { StateFilter } from '@kit/reports/state-filter';
import { DataTable, type Column } from '@kit/table/data-table';
import { ListSearch } from '@kit/table/list-search';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { ADMIN_REQUEST } from '../calls';
import { SEARCH_MAX } from '../search-keys';
import { useSetSearch } from '../url-state';
import { HISTORY_TABLE } from './history-search';
import '../admin.css';

const route = getRouteApi('/admin/_console/music/upload/history');

/**
 * Every track uploaded to the catalogue and how its processing went: searched, narrowed by state,
 * sorted and paged on the server, and asked again every few seconds while uploads are still queued
 * or being processed. A processed track links to its plays in the music report.
 */
export function AdminUploadHistory() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { q, states } = route.useSearch();
  const table = useTableState(HISTORY_TABLE, route.useSearch());
  const setSearch = useSetSearch();
  const body: UploadListRequest = { ...table.request, ...(q ? { search: q } : {}), ...(states ? { states } : {}) };
  const uploads = useUploadsList(body, {
    query: { placeholderData: keepPreviousData, refetchInterval: followPendingTasks((data: UploadList) => data.items) },
    request: ADMIN_REQUEST,
  });
  const following = hasPendingTasks(uploads.data?.items);

  const columns: Column<TrackUpload, UploadSortField>[] = [
    { key: 'file', header: t`File`, rowHeader: true, sort: 'file_name', cell: (upload) => <span className="upload-file-name">{upload.file_name}</span>, csv: (upload) => upload.file_name },
    { key: 'artist', header: t`Artist`, sort: 'artist', cell: (upload) => upload.artist ?? '—', csv: (upload) => upload.artist ?? '' },
    { key: 'title', header: t`Title`, sort: 'title', cell: (upload) => upload.title ?? '—', csv: (upload) => upload.title ?? '' },
    { key: 'album', header: t`Album`, cell: (upload) => upload.album ?? '—', csv: (upload) => upload.album ?? '' },
    { key: 'isrc', header: t`ISRC`, cell: (upload) => upload.isrc ?? '—', csv: (upload) => upload.isrc ?? '' },
    {
      key: 'duration',
      header: t`Length`,
      numeric: true,
      sort: 'duration_seconds',
      cell: (upload) => (upload.duration_seconds === null ? '—' : fmt.duration(upload.duration_seconds)),
      csv: (upload) => upload.duration_seconds ?? '',
    },
    { key: 'size', header: t`Size`, numeric: true, sort: 'size_bytes', cell: (upload) => fmt.fileSize(upload.size_bytes), csv: (upload) => upload.size_bytes },
    {
      key: 'state',
      header: t`State`,
      sort: 'state',
      cell: (upload) => {
        const name = upload.title ?? upload.file_name;
        return (
          <div className="upload-state">
            <TaskStateBadge state={upload.state} />
            {upload.error && <p className="upload-error">{upload.error}</p>}
            {upload.state === 'done' && (
              <Link to="/admin/reports" search={{ tracks: [upload.id] }}>
                {t`Plays`}
                <span className="visually-hidden"> {name}</span>
              </Link>
            )}
          </div>
        );
      },
      csv: (upload) => (upload.error ? `${upload.state}: ${upload.error}` : upload.state),
    },
    { key: 'uploaded', header: t`Uploaded`, sort: 'uploaded_at', cell: (upload) => <span className="nowrap">{fmt.dateTime(upload.uploaded_at)}</span>, csv: (upload) => upload.uploaded_at },
  ];

  return (
    <div className="admin-page">
      <PageHeader>
        {/* Always in place, shown while the list follows uploads, so nothing moves when it does. */}
        <p className={`muted upload-following${following ? '' : ' is-idle'}`} aria-hidden={!following}>
          {t`Uploads are being processed: the list refreshes every few seconds.`}
        </p>
      </PageHeader>
      <TitledBlock headingId="admin-uploads" title={t`Uploads`} className="block-wide">
        <DataTable
          caption={t`Track uploads`}
          query={uploads}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          columns={columns}
          rowKey={(upload) => upload.id}
          state={table}
          csvName={t`Track uploads`}
          className="uploads-table"
          emptyText={q || states ? t`No upload matches the search and states.` : t`Nothing has been uploaded yet.`}
          toolbar={
            <>
              <ListSearch label={t`Search uploads`} hint={t`By file name, artist or title.`} value={q} maxLength={SEARCH_MAX} onSearch={(next) => setSearch({ q: next }, { replace: true })} />
              <StateFilter selected={states} />
            </>
          }
        />
      </TitledBlock>
    </div>
  );
}
