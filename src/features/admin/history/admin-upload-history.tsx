import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { uploadsList, useUploadsList } from '@generated/api/admin/admin';
import type { UploadListRequest } from '@generated/model';
import { TitledBlock } from '@kit/layout/titled-block';
import { PageHeader } from '@kit/page/page-header';
import { hasPendingTasks } from '@kit/reports/reports-table';
import { FOLLOWED_TASKS } from '@kit/reports/task-table';
import { UploadsTable } from '@kit/reports/uploads-table';
import { StateFilter } from '@kit/reports/state-filter';
import { ListSearch } from '@kit/table/list-search';
import { useTableState } from '@kit/table/use-table';
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
  const { q, states } = route.useSearch();
  const table = useTableState(HISTORY_TABLE, route.useSearch());
  const setSearch = useSetSearch();
  const body: UploadListRequest = { ...table.request, ...(q ? { search: q } : {}), ...(states ? { states } : {}) };
  const uploads = useUploadsList(body, { query: FOLLOWED_TASKS });
  const following = hasPendingTasks(uploads.data?.items);

  return (
    <div className="admin-page">
      <PageHeader>
        {/* Always in place, shown while the list follows uploads, so nothing moves when it does. */}
        <p className={`muted upload-following${following ? '' : ' is-idle'}`} aria-hidden={!following}>
          {t`Uploads are being processed: the list refreshes every few seconds.`}
        </p>
      </PageHeader>
      <TitledBlock headingId="admin-uploads" title={t`Uploads`} className="block-wide">
        <UploadsTable
          caption={t`Track uploads`}
          allPages={{
            limit: 100,
            fetch: (page, limit, signal) => uploadsList({ ...body, page, limit }, undefined, signal),
          }}
          query={uploads}
          state={table}
          trackName={(upload) => upload.title ?? upload.file_name}
          playsLink={(upload, content) => (
            <Link to="/admin/reports" search={{ tracks: [upload.id] }}>
              {content}
            </Link>
          )}
          emptyText={q || states ? t`No upload matches the search and states.` : t`Nothing has been uploaded yet.`}
          toolbar={
            <>
              <ListSearch
                label={t`Search uploads`}
                hint={t`By file name, artist or title.`}
                value={q}
                maxLength={SEARCH_MAX}
                onSearch={(next) => setSearch({ q: next }, { replace: true })}
              />
              <StateFilter selected={states} />
            </>
          }
        />
      </TitledBlock>
    </div>
  );
}
