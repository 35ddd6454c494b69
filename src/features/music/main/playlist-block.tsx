import { useLingui } from '@lingui/react/macro';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { playlistGetData, usePlaylistGetData } from '@generated/api/common/common';
import type { PlaylistEntry, PlaylistPage } from '@generated/model';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { DataTable, type Column } from '@kit/table/data-table';
import { useTableState } from '@kit/table/use-table';
import { TitledBlock } from '@kit/layout/titled-block';
import { useFormatters } from '@i18n/format';
import type { QueryLike } from '@ui/query-block';
import { useMusicChannels } from '../filters/sources';
import { PLAYLIST_TABLE } from '../music-search';
import { patchSearch } from '@lib/filters/link';

const route = getRouteApi('/cabinet/music/main');

/**
 * What played on one channel over the period, a page at a time, latest first unless sorted
 * otherwise. The channel is the person's choice (in the URL), else the first channel of the
 * filters, else the first channel with plays.
 */
export function PlaylistBlock() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const { filter } = useSectionFilters();
  const { playlist } = route.useSearch();
  const table = useTableState(PLAYLIST_TABLE, route.useSearch());
  const channels = useMusicChannels(filter.period);
  const options = channels.data ?? [];
  const channel =
    playlist ??
    filter.channels.find((chosen) => options.some((option) => option.value === chosen)) ??
    options[0]?.value;
  const entries = usePlaylistGetData(
    { channel_id: channel ?? 0, period: filter.period, ...table.request },
    { query: { enabled: channel !== undefined, placeholderData: keepPreviousData } },
  );
  const noChannel = playlist === undefined && channels.data !== undefined && options.length === 0;
  const query: QueryLike<PlaylistPage> = noChannel
    ? {
        data: { items: [], meta: { total: 0, page: 1, limit: table.size } },
        isPending: false,
        isError: false,
        refetch: channels.refetch,
      }
    : playlist === undefined && channels.data === undefined
      ? {
          data: undefined,
          isPending: !channels.isError,
          isError: channels.isError,
          error: channels.error,
          isFetching: channels.isFetching,
          refetch: channels.refetch,
        }
      : entries;
  const channelName = options.find((option) => option.value === channel)?.label;
  const columns: Column<PlaylistEntry, typeof table.sort>[] = [
    {
      key: 'played_at',
      header: t`Played at`,
      sort: 'played_at',
      cell: (entry) => <time dateTime={entry.played_at}>{fmt.dateTime(entry.played_at)}</time>,
      csv: (entry) => entry.played_at,
    },
    { key: 'artist', header: t`Artist`, sort: 'artist', cell: (entry) => entry.artist, csv: (entry) => entry.artist },
    {
      key: 'title',
      header: t`Title`,
      sort: 'title',
      rowHeader: true,
      cell: (entry) => entry.title,
      csv: (entry) => entry.title,
    },
    {
      key: 'duration',
      header: t`Time on air`,
      sort: 'duration_seconds',
      numeric: true,
      cell: (entry) => fmt.duration(entry.duration_seconds),
      csv: (entry) => entry.duration_seconds,
    },
  ];
  const choose = (value: number) =>
    void navigate({
      to: '.',
      search: patchSearch({ playlist: value }, { resetPage: true }),
      replace: true,
      resetScroll: false,
    });

  return (
    <TitledBlock headingId={`${id}-title`} title={t`Playlist of a channel`} className="block-wide">
      <DataTable
        caption={channelName ? t`Playlist of ${channelName}` : t`Playlist of a channel`}
        query={query}
        page={(data) => ({ items: data.items, total: data.meta.total, limit: data.meta.limit })}
        columns={columns}
        rowKey={(entry) => `${entry.played_at}:${entry.title}`}
        state={table}
        csvName={channelName ? `playlist ${channelName}` : 'playlist'}
        allPages={
          channel === undefined
            ? undefined
            : {
                limit: 100,
                fetch: (page, limit, signal) =>
                  playlistGetData(
                    { channel_id: channel, period: filter.period, ...table.request, page, limit },
                    undefined,
                    signal,
                  ),
              }
        }
        emptyText={
          noChannel
            ? t`No channel has plays of monitored tracks in the period.`
            : t`Nothing was played on this channel in the period.`
        }
        toolbar={
          <div className="field">
            <label htmlFor={`${id}-channel`}>{t`Channel`}</label>
            <select
              id={`${id}-channel`}
              value={channel ?? ''}
              disabled={options.length === 0}
              onChange={(event) => choose(Number(event.target.value))}
            >
              {channel === undefined && <option value="">{channels.isPending ? t`Loading…` : t`No channels`}</option>}
              {channel !== undefined && !channelName && <option value={channel}>{t`Channel ${channel}`}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        }
        className="music-playlist"
      />
    </TitledBlock>
  );
}
