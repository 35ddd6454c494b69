import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { musicUploadList, useMusicUploadList } from '@generated/api/music/music';
import { PageHeader } from '@kit/page/page-header';
import { FOLLOWED_TASKS } from '@kit/reports/task-table';
import { UploadsTable } from '@kit/reports/uploads-table';
import { AlertMeButton } from '@kit/alerts/alert-me';
import { StateFilter } from '@kit/reports/state-filter';
import { ListSearch } from '@kit/table/list-search';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { HISTORY_SEARCH_MAX, UPLOADS_TABLE } from '../music-search';
import { playsPeriod } from '../music-model';
import { patchSearch } from '@lib/filters/link';

const route = getRouteApi('/cabinet/music/upload/history');

/**
 * The person's uploads with their processing state: paged, sorted, searched and narrowed by
 * state on the server, asked again every few seconds while one is queued or processing (and
 * not otherwise). A processed upload links to its plays in the airplay report.
 */
export function MusicHistory() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const { q, states } = route.useSearch();
  const table = useTableState(UPLOADS_TABLE, route.useSearch());
  const body = { ...table.request, search: q, states };
  const uploads = useMusicUploadList(body, { query: FOLLOWED_TASKS });
  const narrowed = Boolean(q || states);

  return (
    <div className="music-page">
      <PageHeader />
      <TitledBlock
        headingId={`${id}-uploads`}
        title={t`Your uploads`}
        className="block-wide"
        actions={<Link to="/cabinet/music/upload">{t`Upload tracks`}</Link>}
      >
        <UploadsTable
          caption={t`Upload history`}
          allPages={{
            limit: 100,
            fetch: (page, limit, signal) => musicUploadList({ ...body, page, limit }, undefined, signal),
          }}
          query={uploads}
          state={table}
          rowAction={(upload) => {
            const track = [upload.artist, upload.title].filter(Boolean).join(' — ') || upload.file_name;
            return (
              <AlertMeButton
                label={t`Alert me`}
                accessibleLabel={t`Alert me on the first airplay of ${track}`}
                className="upload-alert"
                draft={() => ({
                  kind: 'first_airplay',
                  name: t`First airplay: ${track}`.slice(0, 100),
                  upload_id: upload.id,
                  about: track,
                })}
              />
            );
          }}
          playsLink={(upload, content) => (
            <Link to="/cabinet/music/reports" search={{ period: playsPeriod(upload.uploaded_at), tracks: [upload.id] }}>
              {content}
            </Link>
          )}
          toolbar={
            <>
              <ListSearch
                value={q}
                label={t`Search by file name, artist or title`}
                maxLength={HISTORY_SEARCH_MAX}
                onSearch={(value) =>
                  void navigate({ to: '.', search: patchSearch({ q: value }, { resetPage: true }), resetScroll: false })
                }
              />
              <StateFilter selected={states} />
            </>
          }
          emptyText={
            narrowed ? t`No upload matches the search and the states chosen.` : t`You have not uploaded any track yet.`
          }
        />
      </TitledBlock>
    </div>
  );
}
