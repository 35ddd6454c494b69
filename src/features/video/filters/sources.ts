import { useVideoContentStatisticsChannels, useVideoPersonsTop } from '@generated/api/video/video';
import type { VideoChannelStatistics } from '@generated/model';
import type { OptionsSource } from '@lib/filters/options';
import { dateKey, type Period } from '@lib/filters/period';
import type { Option } from '@ui/multi-select';

/** How many persons the focus chip looks a name up among. */
const CHOICES = 100;
/** How many channels the filter bar offers: as many as one call lists (a customer picks small channels too). */
const CHANNELS = 1000;
const HOUR = 60 * 60 * 1000;

const NO_OPTIONS: Option<number>[] = [];

/** Selected through the query, so the list stays the same object between renders. */
function channelOptions(data: VideoChannelStatistics): Option<number>[] {
  return data.statistics.items
    .map((channel) => ({ value: channel.id, label: channel.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The video channels of a period: those with airings in it (the content statistics by channel, as
 * many as one call lists, without their dynamics), by name. `wanted` holds the call back until needed.
 */
export function useVideoChannels(period: Period, wanted = true) {
  const query = useVideoContentStatisticsChannels(
    { period, limit: CHANNELS, channel_dynamics: false },
    { query: { enabled: wanted, staleTime: HOUR, select: channelOptions } },
  );
  return { ...query, options: query.data ?? NO_OPTIONS };
}

/** The filter bar's channel choices. */
export const useChannelOptions: OptionsSource = (period: Period, wanted: boolean) => {
  const query = useVideoChannels(period, wanted);
  return { options: query.options, isPending: query.isPending, isError: query.isError };
};

/** The last 30 days through today: the channels a stream or a recording can be ordered for. */
export function recentPeriod(today: Date = new Date()): Period {
  return {
    start_date: dateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29)),
    end_date: dateKey(today),
  };
}

/** A focused person's name, from the period's top persons (asked for only while a person is focused). */
export function usePersonName(id: number | undefined, period: Period): (id: number) => string | undefined {
  const persons = useVideoPersonsTop({ period, limit: CHOICES }, { query: { enabled: id !== undefined } });
  return (personId) => persons.data?.items.find((person) => person.id === personId)?.name;
}
