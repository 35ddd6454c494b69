import { useInfoChannelsTop, useInfoMarkersTop, useInfoPersonTop } from '@generated/api/info/info';
import { useThemeList } from '@generated/api/statistics/statistics';
import type { FilterOption, OptionsSource } from '@lib/filters/options';
import type { Period } from '@lib/filters/period';

/**
 * How many channels or key entities the filter bar offers: those with mentions in the period, as
 * many as the contract lets one call list (a customer picks small channels too). The list draws a
 * bounded number of them and typing narrows the rest (src/ui/multi-combobox-panel.tsx).
 */
const CHOICES = 1000;
/** How many persons the focus chip looks a name up among. */
const PERSONS = 100;
const NO_OPTIONS: FilterOption[] = [];

/** A top's items as choices: selected through the query, so the list stays the same object between renders. */
const asOptions = (data: { items: readonly { id: number; name: string }[] }): FilterOption[] =>
  data.items.map((item) => ({ value: item.id, label: item.name }));

/** The channels with mentions in the period (the same request the broadcast page makes). */
export const useChannelOptions: OptionsSource = (period: Period, wanted: boolean) => {
  const query = useInfoChannelsTop({ period, limit: CHOICES }, { query: { enabled: wanted, select: asOptions } });
  return { options: query.data ?? NO_OPTIONS, isPending: query.isPending, isError: query.isError };
};

/** The key entities with mentions in the period. */
export const useMarkerOptions: OptionsSource = (period: Period, wanted: boolean) => {
  const query = useInfoMarkersTop({ period, limit: CHOICES }, { query: { enabled: wanted, select: asOptions } });
  return { options: query.data ?? NO_OPTIONS, isPending: query.isPending, isError: query.isError };
};

/** A focused theme's name, from the theme catalogue (asked for only while a theme is focused). */
export function useThemeName(id: number | undefined): (id: number) => string | undefined {
  const themes = useThemeList(undefined, { query: { enabled: id !== undefined } });
  return (themeId) => themes.data?.items.find((theme) => theme.id === themeId)?.name;
}

/** A focused person's name, from the period's top persons (asked for only while a person is focused). */
export function usePersonName(id: number | undefined, period: Period): (id: number) => string | undefined {
  const persons = useInfoPersonTop({ period, limit: PERSONS }, { query: { enabled: id !== undefined } });
  return (personId) => persons.data?.items.find((person) => person.id === personId)?.name;
}
