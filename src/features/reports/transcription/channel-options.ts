import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { useTranscriptionChannels } from '@generated/api/transcription/transcription';
import type { ChannelType } from '@generated/model/channelType';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';
import type { OptionGroup } from '@kit/form/fields';

/** Broadcast channel types: only their air can be transcribed. */
const ON_AIR: readonly ChannelType[] = ['TV', 'RADIO'];

/**
 * The TV and radio channels a transcription can be ordered for (`transcriptionChannels`: the
 * channels with recorded air, which any account with the reports section may read), grouped by
 * type and sorted by name in the interface language. Asked for only while `wanted`.
 */
export function useTranscribableChannels(wanted = true) {
  const { i18n } = useLingui();
  const query = useTranscriptionChannels({ query: { enabled: wanted, staleTime: 5 * 60_000 } });
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
