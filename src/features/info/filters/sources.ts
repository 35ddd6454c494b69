import { useInfoChannelsTop, useInfoMarkersTop, useInfoPersonTop } from '@generated/api/info/info';
import { useThemeList } from '@generated/api/statistics/statistics';
import type { OptionsSource } from '@lib/filters/options';
import type { Period } from '@lib/filters/period';

/** How many channels or key entities the filter bar offers: those with the most mentions in the period. */
const CHOICES = 100;

/** The channels with mentions in the period (the same request the broadcast page makes). */
export const useChannelOptions: OptionsSource = (period: Period, wanted: boolean) => {
  const query = useInfoChannelsTop({ period, limit: CHOICES }, { query: { enabled: wanted } });
  return {
    options: (query.data?.items ?? []).map((channel) => ({ value: channel.id, label: channel.name })),
    isPending: query.isPending,
    isError: query.isError,
  };
};

/** The key entities with mentions in the period. */
export const useMarkerOptions: OptionsSource = (period: Period, wanted: boolean) => {
  const query = useInfoMarkersTop({ period, limit: CHOICES }, { query: { enabled: wanted } });
  return {
    options: (query.data?.items ?? []).map((marker) => ({ value: marker.id, label: marker.name })),
    isPending: query.isPending,
    isError: query.isError,
  };
};

/** A focused theme's name, from the theme catalogue (asked for only while a theme is focused). */
export function useThemeName(id: number | undefined): (id: number) => string | undefined {
  const themes = useThemeList(undefined, { query: { enabled: id !== undefined } });
  return (themeId) => themes.data?.items.find((theme) => theme.id === themeId)?.name;
}

/** A focused person's name, from the period's top persons (asked for only while a person is focused). */
export function usePersonName(id: number | undefined, period: Period): (id: number) => string | undefined {
  const persons = useInfoPersonTop({ period, limit: CHOICES }, { query: { enabled: id !== undefined } });
  return (personId) => persons.data?.items.find((person) => person.id === personId)?.name;
}
