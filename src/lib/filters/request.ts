/**
 * The request body the typed filters stand for, with every default filled in: Monday of the
 * current week through today, no channel, channel-type or marker restriction, content type `all`,
 * limit 10. The focus keys (theme, person) are not part of it: only the calls that take them send
 * them.
 */
import { DEFAULT_LIMIT, type ChannelTypeValue, type ContentTypeValue, type FilterSearch } from './fields';
import { defaultPeriod, type Period } from './period';

export interface StatisticsFilterBody {
  period: Period;
  channels: number[];
  channel_types: ChannelTypeValue[];
  content_type: ContentTypeValue[];
  markers: number[];
  limit: number;
}

export function toStatisticsFilter(search: FilterSearch, today: Date = new Date()): StatisticsFilterBody {
  return {
    period: search.period ?? defaultPeriod(today),
    channels: search.channels ?? [],
    channel_types: search.channel_types ?? [],
    content_type: search.content_type ?? ['all'],
    markers: search.markers ?? [],
    limit: search.limit ?? DEFAULT_LIMIT,
  };
}
