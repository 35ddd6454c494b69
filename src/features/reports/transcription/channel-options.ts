import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { dateKey } from '@lib/filters/period';
import { useInfoChannelsTop } from '@generated/api/info/info';
import type { ChannelType } from '@generated/model/channelType';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';
import type { OptionGroup } from '@kit/form/fields';

/** Broadcast channel types: only their air can be transcribed. */
const ON_AIR: readonly ChannelType[] = ['TV', 'RADIO'];
/** How far back the channel list looks for channels with air. */
const LOOK_BACK_DAYS = 30;
const MAX_CHANNELS = 200;

/**
 * The TV and radio channels a transcription can be ordered for: those with monitored air over the
 * last 30 days (the contract has no other list of the account's broadcast channels), grouped by
 * type and sorted by name. Asked for only while `wanted`.
 */
export function useTranscribableChannels(wanted = true) {
  const { i18n } = useLingui();
  const period = useMemo(() => {
    const today = new Date();
    return {
      start_date: dateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (LOOK_BACK_DAYS - 1))),
      end_date: dateKey(today),
    };
  }, []);
  const query = useInfoChannelsTop(
    { period, channel_types: [...ON_AIR], limit: MAX_CHANNELS },
    { query: { enabled: wanted, staleTime: 5 * 60_000 } },
  );
  const groups = useMemo<OptionGroup[]>(() => {
    const items = query.data?.items ?? [];
    const collator = new Intl.Collator(i18n.locale);
    return ON_AIR.map((type) => ({
      label: i18n._(CHANNEL_TYPE_LABELS[type]),
      options: items
        .filter((channel) => channel.type === type)
        .sort((a, b) => collator.compare(a.name, b.name))
        .map((channel) => ({ value: String(channel.id), label: channel.name })),
    }));
  }, [query.data, i18n]);
  const status: 'loading' | 'failed' | 'ready' = query.isError ? 'failed' : query.data ? 'ready' : 'loading';
  /** A channel's name by id (to name what was ordered). */
  const nameOf = (id: string) => groups.flatMap((group) => group.options).find((option) => option.value === id)?.label;
  return { groups, status, retry: () => void query.refetch(), nameOf };
}
