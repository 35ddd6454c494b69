import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useMusicUploadList } from '@generated/api/music/music';
import type { TrackUpload, UploadList } from '@generated/model';
import { PageHeader } from '@kit/page/page-header';
import { TaskStateBadge, followPendingTasks } from '@kit/reports/reports-table';
import { StateFilter } from '@kit/reports/state-filter';
import { DataTable, type Column } from '@kit/table/data-table';
import { ListSearch } from '@kit/table/list-search';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { useFormatters } from '@i18n/format';
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
  const fmt = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const { q, states } = route.useSearch();
  const table = useTableState(UPLOADS_TABLE, route.useSearch());
  const uploads = useMusicUploadList(
    { ...table.request, search: q, states },
    { query: { placeholderData: keepPreviousData, refetchInterval: followPendingTasks((data: UploadList) => data.items) } },
  );
  const dash = (value: string | null) => value ?? '—';
  const columns: Column<TrackUpload, typeof table.sort>[] = [
    { key: 'file_name', header: t`File`, sort: 'file_name', rowHeader: true, cell: (upload) => upload.file_name, csv: (upload) => upload.file_name },
    { key: 'artist', header: t`Artist`, sort: 'artist', cell: (upload) => dash(upload.artist), csv: (upload) => upload.artist ?? '' },
    { key: 'title', header: t`Title`, sort: 'title', cell: (upload) => dash(upload.title), csv: (upload) => upload.title ?? '' },
    { key: 'album', header: t`Album`, cell: (upload) => dash(upload.album), csv: (upload) => upload.album ?? '' },
    { key: 'isrc', header: t`ISRC`, cell: (upload) => dash(upload.isrc), csv: (upload) => upload.isrc ?? '' },
    {
      key: 'duration',
      header: t`Duration`,
      sort: 'duration_seconds',
      numeric: true,
      cell: (upload) => (upload.duration_seconds === null ? '—' : fmt.duration(upload.duration_seconds)),
      csv: (upload) => upload.duration_seconds ?? '',
    },
    { key: 'size', header: t`Size`, sort: 'size_bytes', numeric: true, cell: (upload) => fmt.fileSize(upload.size_bytes), csv: (upload) => upload.size_bytes },
    { key: 'uploaded_at', header: t`Uploaded`, sort: 'uploaded_at', cell: (upload) => <time dateTime={upload.uploaded_at}>{fmt.dateTime(upload.uploaded_at)}</time>, csv: (upload) => upload.uploaded_at },
    {
      key: 'state',
      header: t`State`,
      sort: 'state',
      cell: (upload) => (
        <div className="music-upload-state">
          <TaskStateBadge state={upload.state} />
          {upload.state === 'failed' && upload.error && <p className="music-upload-error">{upload.error}</p>}
        </div>
      ),
      csv: (upload) => (upload.error ? `${upload.state}: ${upload.error}` : upload.state),
    },
    {
      key: 'plays',
      header: t`Plays`,
      cell: (upload) =>
        upload.state === 'done' ? (
          <Link to="/cabinet/music/reports" search={{ period: playsPeriod(upload.uploaded_at), tracks: [upload.id] }}>
            {t`Plays`}
            <span className="visually-hidden"> {upload.file_name}</span>
          </Link>
        ) : (
          <span className="muted">{upload.state === 'failed' ? '—' : t`After processing`}</span>
        ),
    },
  ];
  const narrowed = Boolean(q || states);

  return (
    <div className="music-page">
      <PageHeader />
      <TitledBlock headingId={`${id}-uploads`} title={t`Your uploads`} className="block-wide" actions={<Link to="/cabinet/music/upload">{t`Upload tracks`}</Link>}>
        <DataTable
          caption={t`Upload history`}
          query={uploads}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          columns={columns}
          rowKey={(upload) => upload.id}
          state={table}
          csvName={t`Upload history`}
          className="music-uploads"
          toolbar={
            <>
              <ListSearch
                value={q}
                label={t`Search by file name, artist or title`}
                maxLength={HISTORY_SEARCH_MAX}
                onSearch={(value) => void navigate({ to: '.', search: patchSearch({ q: value }, { resetPage: true }), resetScroll: false })}
              />
              <StateFilter selected={states} />
            </>
          }
          emptyText={narrowed ? t`No upload matches the search and the states chosen.` : t`You have not uploaded any track yet.`}
        />
      </TitledBlock>
    </div>
  );
}
