import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useFormatters } from '@i18n/format';
import { pageOfPath, sectionByKey, type SectionKey } from '@lib/sections';
import { type FocusField, CHANNEL_TYPES, CONTENT_TYPES, LIMITS, type ContentTypeValue } from '@lib/filters/fields';
import type { OptionsSource } from '@lib/filters/options';
import { CHANNEL_TYPE_LABELS, CONTENT_TYPE_LABELS } from '@lib/filters/labels';
import { Button } from '@ui/button';
import { filterPanel, useFiltersOpen, useRegisterFilters } from '@ui/filter-panel-state';
import { MultiSelect } from '@ui/multi-select';
import { MultiCombobox } from '@ui/multi-combobox';
import { MAX_LIST } from '@lib/search-schema';
import { SlidePanel } from '@ui/slide-panel';
import { useWideScreen } from '@ui/wide-screen';
import { rememberFilters } from '@lib/filters/remembered';
import { periodPreset } from '@lib/filters/presets';
import { PeriodField } from './period-field';
import { CompareField, ShareField } from './compare-field';
import { useSectionFilters } from './use-section-filters';
import { ViewNoteSlot, ViewsControl } from '../views/views-control';
import { SYMBOLS } from '@lib/compare/marks';

export interface FilterBarProps {
  section: SectionKey;
  /** The channels to choose from. */
  channels?: OptionsSource;
  /** The key entities (markers) to choose from. */
  markers?: OptionsSource;
  /** The name of a focused theme or person, for its chip (the id is shown while unknown). */
  focusName?: Partial<Record<FocusField, (id: number) => string | undefined>>;
}

/**
 * A section's filter bar, configured by the section registry: the fields it offers, the channel
 * types it disables. Every change is written to the URL (so a view is a link that can be shared
 * and reloaded) and remembered for the tab; nothing changes but by the person's hand or "Reset".
 * On phones the bar opens from the bottom bar's filter button.
 */
export function FilterBar(props: FilterBarProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // A page that does not use the section's filters shows no bar; the URL keeps them for the others.
  if (pageOfPath(pathname)?.filters === false) return null;
  return <SectionFilterBar {...props} />;
}

function SectionFilterBar(props: FilterBarProps) {
  const { t } = useLingui();
  const { search } = useSectionFilters();
  useRegisterFilters();
  const open = useFiltersOpen();
  // A phone shows the fields in the panel only, when it is opened: nothing is built for it before.
  const wide = useWideScreen();
  useEffect(() => rememberFilters(props.section, search), [props.section, search]);
  return (
    <>
      <ViewNoteSlot channels={props.channels ?? NO_OPTIONS} markers={props.markers ?? NO_OPTIONS} />
      <div className="filter-bar-desktop">{wide && <FilterFields {...props} />}</div>
      <SlidePanel show={open} onClose={() => filterPanel.close()} title={t`Filters`} closeLabel={t`Close the filters`}>
        {open && <FilterFields {...props} />}
      </SlidePanel>
    </>
  );
}

const NO_OPTIONS: OptionsSource = () => ({ options: [], isPending: false, isError: false });

function FilterFields({
  section: key,
  channels: channelSource = NO_OPTIONS,
  markers: markerSource = NO_OPTIONS,
  focusName = {},
}: FilterBarProps) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const config = sectionByKey(key).filters;
  const pathname = useLocation({ select: (location) => location.pathname });
  const comparable = pageOfPath(pathname)?.compare !== false;
  const fields = new Set(
    (config?.fields ?? []).filter((field) => comparable || (field !== 'compare' && field !== 'share')),
  );
  const disabledTypes = new Set<string>(config?.disabledChannelTypes ?? []);
  const { search, filter, update, reset } = useSectionFilters();
  const [wanted, setWanted] = useState({ channels: false, markers: false });
  const want = (list: keyof typeof wanted) => () =>
    !wanted[list] && setWanted((previous) => ({ ...previous, [list]: true }));
  const channels = channelSource(filter.period, wanted.channels);
  const markers = markerSource(filter.period, wanted.markers);

  // `all` and specific kinds exclude each other: choosing `all` (or nothing) lifts the restriction.
  const setContent = (values: ContentTypeValue[]) => {
    const added = values.find((value) => !filter.content_type.includes(value));
    update({
      content_type: added === 'all' || values.length === 0 ? undefined : values.filter((value) => value !== 'all'),
    });
  };
  const focusChips = (config?.focus ?? []).flatMap((field) => {
    const value = search[field];
    if (value === undefined) return [];
    const name = focusName[field]?.(value) ?? `#${value}`;
    return [{ field, label: field === 'theme' ? t`Theme: ${name}` : t`Person: ${name}` }];
  });

  return (
    <form role="search" aria-label={t`Filters`} className="filter-bar" onSubmit={(event) => event.preventDefault()}>
      {fields.has('period') && (
        <PeriodField
          period={filter.period}
          preset={periodPreset(search)}
          onChange={(period, preset) => update({ period, preset })}
        />
      )}
      {fields.has('compare') && (
        <CompareField period={filter.period} choice={search.compare} onChange={(compare) => update({ compare })} />
      )}
      {fields.has('share') && <ShareField share={search.share} onChange={(share) => update({ share })} />}
      {fields.has('channels') && (
        <MultiCombobox
          label={t`Channels`}
          max={MAX_LIST}
          loading={channels.isPending}
          onReach={want('channels')}
          emptyText={channels.isError ? t`The channels could not be loaded.` : undefined}
          options={channels.options}
          selected={filter.channels}
          onChange={(values) => update({ channels: values })}
        />
      )}
      {fields.has('channel_types') && (
        <MultiSelect
          label={t`Channel types`}
          options={CHANNEL_TYPES.map((type) => ({
            value: type,
            label: i18n._(CHANNEL_TYPE_LABELS[type]),
            disabled: disabledTypes.has(type),
          }))}
          selected={filter.channel_types}
          onChange={(values) => update({ channel_types: values })}
        />
      )}
      {fields.has('content_type') && (
        <MultiSelect
          label={t`Content`}
          options={CONTENT_TYPES.map((type) => ({ value: type, label: i18n._(CONTENT_TYPE_LABELS[type]) }))}
          selected={filter.content_type}
          onChange={setContent}
        />
      )}
      {fields.has('markers') && (
        <MultiCombobox
          label={t`Key entities`}
          max={MAX_LIST}
          loading={markers.isPending}
          onReach={want('markers')}
          emptyText={markers.isError ? t`The key entities could not be loaded.` : undefined}
          options={markers.options}
          selected={filter.markers}
          onChange={(values) => update({ markers: values })}
        />
      )}
      {fields.has('limit') && (
        <div className="field">
          <label htmlFor={`${id}-limit`}>{t`Top size`}</label>
          <select
            id={`${id}-limit`}
            value={filter.limit}
            onChange={(event) =>
              update({ limit: Number(event.target.value) === 10 ? undefined : Number(event.target.value) })
            }
          >
            {LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                {fmt.number(limit)}
              </option>
            ))}
          </select>
        </div>
      )}
      {focusChips.length > 0 && (
        <ul className="filter-chips" aria-label={t`Narrowed to`}>
          {focusChips.map((chip) => (
            <li key={chip.field}>
              <span>{chip.label}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={t`Remove: ${{ filter: chip.label }}`}
                onClick={() => update({ [chip.field]: undefined })}
              >
                <span aria-hidden="true">{SYMBOLS.close}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="filter-bar-end">
        <ViewsControl section={key} channels={channelSource} markers={markerSource} />
        <Button variant="ghost" onClick={reset}>
          {t`Reset filters`}
        </Button>
      </div>
    </form>
  );
}
