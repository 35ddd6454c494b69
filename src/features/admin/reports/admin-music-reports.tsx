import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { musicReportDownload, useMusicReport } from '@generated/api/music/music';
import type { Airplay, AirplaySortField, MusicReportRequest } from '@generated/model';
import { useChannelTypeLabel } from '@kit/channels';
import { TitledBlock } from '@kit/layout/titled-block';
import { PageHeader } from '@kit/page/page-header';
import { DownloadControl } from '@kit/reports/download-control';
import { FILE_FORMATS, asBlob, type FetchReportFile } from '@kit/reports/files';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { defaultPeriod, type Period } from '@lib/filters/period';
import { periodPreset } from '@lib/filters/presets';
import { ReportFilters } from './report-filters';
import { REPORT_TABLE } from './reports-search';
import '../admin.css';

const route = getRouteApi('/admin/_console/reports');

/** What the report and its file are narrowed to (the report's request without its paging). */
type ReportFilter = Pick<MusicReportRequest, 'channels' | 'artists' | 'tracks'> & { period: Period };

/**
 * The airplay report, as customers see it in the cabinet, through the console's host and token:
 * every play of a catalogue track in the period, narrowed to channels, artists and tracks, paged
 * and sorted on the server, and the whole report as a file.
 */
export function AdminMusicReports() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const typeLabel = useChannelTypeLabel();
  // The report's narrowing, shared structurally: the same object until one of them changes.
  const search = route.useSearch({
    select: ({ period, preset, channels, artists, tracks }) => ({ period, preset, channels, artists, tracks }),
    structuralSharing: true,
  });
  const table = useTableState(REPORT_TABLE, route.useSearch());
  const filter = useMemo<ReportFilter>(
    () => ({
      period: search.period ?? defaultPeriod(),
      channels: search.channels ?? [],
      ...(search.artists ? { artists: search.artists } : {}),
      ...(search.tracks ? { tracks: search.tracks } : {}),
    }),
    // Rebuilt only when a filter changes, so the query keeps its key.
    [search],
  );
  const report = useMusicReport({ ...filter, ...table.request }, { query: { placeholderData: keepPreviousData } });

  const fetchFile: FetchReportFile = async (format, onProgress) => {
    const body = await musicReportDownload(
      { ...filter, sort_by: table.sort, sort_order: table.order, file_format: format },
      { onDownloadProgress: onProgress },
    );
    return asBlob(body, format);
  };
  const columns: Column<Airplay, AirplaySortField>[] = [
    {
      key: 'played',
      header: t`Played`,
      sort: 'played_at',
      cell: (play) => fmt.dateTime(play.played_at),
      csv: (play) => play.played_at,
    },
    {
      key: 'channel',
      header: t`Channel`,
      sort: 'channel',
      cell: (play) => (
        <>
          {play.channel.name} <span className="muted">· {typeLabel(play.channel.type)}</span>
        </>
      ),
      csv: (play) => play.channel.name,
    },
    { key: 'artist', header: t`Artist`, sort: 'artist', cell: (play) => play.artist, csv: (play) => play.artist },
    {
      key: 'title',
      header: t`Title`,
      rowHeader: true,
      sort: 'title',
      cell: (play) => play.title,
      csv: (play) => play.title,
    },
    {
      key: 'duration',
      header: t`Time on air`,
      numeric: true,
      sort: 'duration_seconds',
      cell: (play) => fmt.duration(play.duration_seconds),
      csv: (play) => play.duration_seconds,
    },
  ];
  const { start_date: start, end_date: end } = filter.period;
  const narrowed = Boolean(search.channels || search.artists || search.tracks);

  return (
    <div className="admin-page">
      <PageHeader period={filter.period} />
      <ReportFilters
        period={filter.period}
        preset={periodPreset(search)}
        channels={filter.channels ?? []}
        artists={search.artists ?? []}
        tracks={search.tracks ?? []}
      />
      <TitledBlock
        headingId="admin-airplay"
        title={t`Airplay`}
        className="block-wide"
        actions={
          <DownloadControl
            title={t`Airplay report ${start} – ${end}`}
            formats={FILE_FORMATS}
            fetchFile={fetchFile}
            label={t`Download the report`}
          />
        }
      >
        <DataTable
          caption={t`Plays of catalogue tracks`}
          query={report}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          columns={columns}
          rowKey={(play) => `${play.played_at}-${play.channel.id}-${play.track_id}`}
          state={table}
          className="airplay-table"
          emptyText={
            narrowed
              ? t`No plays of the chosen tracks on the chosen channels in this period.`
              : t`No catalogue track was played in this period.`
          }
        />
      </TitledBlock>
    </div>
  );
}
