import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TrackUpload, UploadList, UploadSortField } from '@generated/model';
import { useFormatters } from '@i18n/format';
import type { Column } from '../table/data-table';
import { TaskStateBadge } from './reports-table';
import { TaskTable, type TaskTableProps } from './task-table';

interface UploadsTableProps extends Omit<
  TaskTableProps<UploadList, TrackUpload, UploadSortField>,
  'columns' | 'className'
> {
  /** The link to a processed upload's plays in the music report, around `content`. */
  playsLink: (upload: TrackUpload, content: ReactNode) => ReactNode;
  /** How the plays link names its track to a screen reader: by default its file's name. */
  trackName?: (upload: TrackUpload) => string;
  /** What a processed upload's row offers beside its plays (the cabinet's "Alert me"). */
  rowAction?: (upload: TrackUpload) => ReactNode;
}

/**
 * Track uploads and how their processing went (the person's own in the cabinet, every one in the
 * console): file, tags, length, size, time, state with the error of a failed one, and for a
 * processed one the way to its plays.
 */
export function UploadsTable({
  playsLink,
  trackName = (upload) => upload.file_name,
  rowAction,
  ...table
}: UploadsTableProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const dash = (value: string | null) => value ?? '—';
  const columns: Column<TrackUpload, UploadSortField>[] = [
    {
      key: 'file_name',
      header: t`File`,
      sort: 'file_name',
      rowHeader: true,
      cell: (upload) => upload.file_name,
      csv: (upload) => upload.file_name,
    },
    {
      key: 'artist',
      header: t`Artist`,
      sort: 'artist',
      cell: (upload) => dash(upload.artist),
      csv: (upload) => upload.artist ?? '',
    },
    {
      key: 'title',
      header: t`Title`,
      sort: 'title',
      cell: (upload) => dash(upload.title),
      csv: (upload) => upload.title ?? '',
    },
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
    {
      key: 'size',
      header: t`Size`,
      sort: 'size_bytes',
      numeric: true,
      cell: (upload) => fmt.fileSize(upload.size_bytes),
      csv: (upload) => upload.size_bytes,
    },
    {
      key: 'uploaded_at',
      header: t`Uploaded`,
      sort: 'uploaded_at',
      cell: (upload) => <time dateTime={upload.uploaded_at}>{fmt.dateTime(upload.uploaded_at)}</time>,
      csv: (upload) => upload.uploaded_at,
    },
    {
      key: 'state',
      header: t`State`,
      sort: 'state',
      cell: (upload) => (
        <div className="upload-state">
          <TaskStateBadge state={upload.state} />
          {upload.state === 'failed' && upload.error && <p className="upload-error">{upload.error}</p>}
        </div>
      ),
      csv: (upload) => (upload.error ? `${upload.state}: ${upload.error}` : upload.state),
    },
    {
      key: 'plays',
      header: t`Plays`,
      cell: (upload) =>
        upload.state === 'done' ? (
          <>
            {playsLink(
              upload,
              <>
                {t`Plays`}
                <span className="visually-hidden"> {trackName(upload)}</span>
              </>,
            )}
            {rowAction?.(upload)}
          </>
        ) : (
          <span className="muted">{upload.state === 'failed' ? '—' : t`After processing`}</span>
        ),
    },
  ];
  return <TaskTable {...table} columns={columns} className="uploads-table" />;
}
