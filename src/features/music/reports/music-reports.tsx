import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { musicReport, useMusicReport } from '@generated/api/music/music';
import type { Airplay } from '@generated/model';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { DownloadControl } from '@kit/reports/download-control';
import { FILE_FORMATS } from '@kit/reports/files';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { useFormatters } from '@i18n/format';
import { PLAYS_TABLE } from '../music-search';
import { ReportNarrowing } from './narrowing';
import { airplayReportFile } from './report-download';

const route = getRouteApi('/cabinet/music/reports');

/**
 * The airplay report: one row per play of a monitored track in the period, on the filters'
 * channels, narrowed to artists and tracks; paged and sorted by the server, with the whole
 * report as a file in any of the contract's formats.
 */
export function MusicReports() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const { filter } = useSectionFilters();
  const { artists, tracks } = route.useSearch();
  const table = useTableState(PLAYS_TABLE, route.useSearch());
  const filters = { period: filter.period, channels: filter.channels, artists, tracks };
  const report = useMusicReport({ ...filters, ...table.request }, { query: { placeholderData: keepPreviousData } });
  const narrowed = Boolean(artists || tracks || filter.channels.length > 0);
  const { start_date: start, end_date: end } = filter.period;
  const single = artists?.length === 1 ? artists[0] : undefined;
  const fileTitle = single ? t`Airplay of ${single}, ${start} – ${end}` : t`Airplay report, ${start} – ${end}`;
  const columns: Column<Airplay, typeof table.sort>[] = [
    {
      key: 'played_at',
      header: t`Played at`,
      sort: 'played_at',
      cell: (play) => <time dateTime={play.played_at}>{fmt.dateTime(play.played_at)}</time>,
      csv: (play) => play.played_at,
    },
    {
      key: 'channel',
      header: t`Channel`,
      sort: 'channel',
      cell: (play) => play.channel.name,
      csv: (play) => play.channel.name,
    },
    { key: 'artist', header: t`Artist`, sort: 'artist', cell: (play) => play.artist, csv: (play) => play.artist },
    {
      key: 'title',
      header: t`Title`,
      sort: 'title',
      rowHeader: true,
      cell: (play) => play.title,
      csv: (play) => play.title,
    },
    {
      key: 'duration',
      header: t`Time on air`,
      sort: 'duration_seconds',
      numeric: true,
      cell: (play) => fmt.duration(play.duration_seconds),
      csv: (play) => play.duration_seconds,
    },
  ];

  return (
    <div className="music-page">
      <PageHeader period={filter.period} />
      <section className="block block-wide" aria-labelledby={`${id}-plays`}>
        <header className="block-header music-report-header">
          <h2 id={`${id}-plays`}>{t`Plays`}</h2>
          <DownloadControl
            title={fileTitle}
            formats={FILE_FORMATS}
            fetchFile={airplayReportFile(filters)}
            label={t`Download the report`}
          />
        </header>
        <DataTable
          caption={t`Airplay report`}
          query={report}
          page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
          columns={columns}
          rowKey={(play) => `${play.played_at}:${play.channel.id}:${play.track_id}`}
          state={table}
          csvName={fileTitle}
          allPages={{
            limit: 100,
            fetch: (page, limit, signal) =>
              musicReport({ ...filters, ...table.request, page, limit }, undefined, signal),
          }}
          toolbar={<ReportNarrowing filter={filter} artists={artists} tracks={tracks} report={report.data} />}
          emptyText={
            narrowed
              ? t`No play matches the chosen channels, artists and tracks in the period.`
              : t`No monitored track was played in the period.`
          }
          className="music-plays"
        />
      </section>
    </div>
  );
}
