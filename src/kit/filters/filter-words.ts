import { useLingui } from '@lingui/react/macro';
import { useFormatters } from '@i18n/format';
import { comparisonPeriod } from '@lib/compare/periods';
import { DEFAULT_LIMIT, type FilterField, type FilterSearch, type FocusField } from '@lib/filters/fields';
import { CHANNEL_TYPE_LABELS, CONTENT_TYPE_LABELS, PERIOD_PRESET_LABELS } from '@lib/filters/labels';
import { defaultPeriod, type Period } from '@lib/filters/period';
import type { PeriodPreset } from '@lib/filters/presets';

/** One filter in words: "Channels" and "Первый канал, НТВ". */
export interface FilterWord {
  key: FilterField | FocusField;
  label: string;
  value: string;
}

export interface FilterWordsOptions {
  /** The fields the section offers (others are not said). */
  fields: readonly (FilterField | FocusField)[];
  /** The period as a preset's name, rather than its dates. */
  preset?: PeriodPreset;
  /** Names of channels, key entities, a focused theme or person, where known. */
  names?: Partial<Record<'channels' | 'markers' | FocusField, (id: number) => string | undefined>>;
  /** Also say the filters left at their defaults ("All channels"), as a printed report does. */
  all?: boolean;
}

/**
 * The filters in the interface language's words, in the filter bar's order: what a saved view
 * holds, what a printed page was made with.
 */
export function useFilterWords(): (search: FilterSearch, options: FilterWordsOptions) => FilterWord[] {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const datesOf = (period: Period) =>
    period.start_date === period.end_date
      ? fmt.date(period.start_date)
      : `${fmt.date(period.start_date)} – ${fmt.date(period.end_date)}`;
  const listed = (ids: readonly number[], name: ((id: number) => string | undefined) | undefined) =>
    ids.map((id) => name?.(id) ?? `#${id}`).join(', ');
  return (search, { fields, preset, names = {}, all = false }) => {
    const words: FilterWord[] = [];
    const say = (key: FilterWord['key'], label: string, value: string | undefined) => {
      if (fields.includes(key) && value !== undefined) words.push({ key, label, value });
    };
    const period = search.period ?? defaultPeriod();
    say(
      'period',
      t`Period`,
      preset ? i18n._(PERIOD_PRESET_LABELS[preset]) : search.period || all ? datesOf(period) : undefined,
    );
    if (search.compare) {
      const dates = datesOf(comparisonPeriod(period, search.compare));
      const mode = search.compare;
      say(
        'compare',
        t`Compared with`,
        mode === 'previous' ? t`Previous period: ${dates}` : mode === 'year' ? t`A year earlier: ${dates}` : dates,
      );
    }
    if (search.share) say('share', t`Show`, t`Share of the total`);
    const { channels, markers, channel_types: types, content_type: content } = search;
    say('channels', t`Channels`, channels ? listed(channels, names.channels) : all ? t`All` : undefined);
    say(
      'channel_types',
      t`Channel types`,
      types ? types.map((type) => i18n._(CHANNEL_TYPE_LABELS[type])).join(', ') : all ? t`All` : undefined,
    );
    say(
      'content_type',
      t`Content`,
      content
        ? content.map((type) => i18n._(CONTENT_TYPE_LABELS[type])).join(', ')
        : all
          ? i18n._(CONTENT_TYPE_LABELS.all)
          : undefined,
    );
    say('markers', t`Key entities`, markers ? listed(markers, names.markers) : all ? t`All` : undefined);
    say(
      'limit',
      t`Top size`,
      search.limit !== undefined || all ? fmt.number(search.limit ?? DEFAULT_LIMIT) : undefined,
    );
    if (search.theme !== undefined) say('theme', t`Theme`, listed([search.theme], names.theme));
    if (search.person !== undefined) say('person', t`Person`, listed([search.person], names.person));
    return words;
  };
}
