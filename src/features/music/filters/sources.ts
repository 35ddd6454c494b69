import { useMusicReport, useMusicThemesTopList } from '@generated/api/music/music';
import type { MusicReport } from '@generated/model';
import type { OptionsSource } from '@lib/filters/options';
import type { Period } from '@lib/filters/period';
import type { StatisticsFilterBody } from '@lib/filters/request';
import type { Option } from '@ui/multi-select';

/**
 * How many of the latest plays the channel choices are read from. The contract lists no music
 * channels of their own: the airplay report is the music call that names them (decision 006).
 */
export const CHANNEL_SAMPLE = 100;

/** The request of the channel choices: the latest plays of the period on every channel. */
export function channelSampleRequest(period: Period) {
  return {
    period,
    channels: [],
    page: 1,
    limit: CHANNEL_SAMPLE,
    sort_by: 'played_at' as const,
    sort_order: 'desc' as const,
  };
}

/** The channels named by a page of plays, once each, by name. */
export function channelsOfPlays(report: MusicReport): Option<number>[] {
  const byId = new Map<number, string>();
  for (const play of report.items) if (!byId.has(play.channel.id)) byId.set(play.channel.id, play.channel.name);
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** The channels the period's latest plays were on: the filter bar's and the playlist's choices. */
export function useMusicChannels(period: Period, wanted = true) {
  return useMusicReport(channelSampleRequest(period), {
    query: { enabled: wanted, select: channelsOfPlays, staleTime: 5 * 60_000 },
  });
}

/** The filter bar's channel choices (asked for once the person reaches for the list). */
export const useChannelOptions: OptionsSource = (period, wanted) => {
  const query = useMusicChannels(period, wanted);
  return { options: query.data ?? [], isPending: query.isPending, isError: query.isError };
};

/**
 * A focused genre's name, from the genre chart of the same filters (the answer the main page
 * already holds); asked for elsewhere only while a genre is focused.
 */
export function useGenreName(id: number | undefined, filter: StatisticsFilterBody): (id: number) => string | undefined {
  const genres = useMusicThemesTopList(filter, { query: { enabled: id !== undefined } });
  return (genreId) => genres.data?.items.find((genre) => genre.id === genreId)?.name;
}
