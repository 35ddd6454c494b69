import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useInfoChannelsTop, useInfoMarkersTop } from '../../../../generated/api/info/info';
import { CHANNEL_TYPES, CONTENT_TYPES, LIMITS, isDateString, type ContentTypeValue } from '../../../lib/statistics-filter';
import { CHANNEL_TYPE_LABELS, CONTENT_TYPE_LABELS } from '../../../lib/statistics-labels';
import { Button } from '../../../ui/button';
import { filterPanel, useFiltersOpen, useRegisterFilters } from '../../../ui/filter-panel-state';
import { MultiSelect } from '../../../ui/multi-select';
import { SlidePanel } from '../../../ui/slide-panel';
import { useInfoFilters } from './use-info-filters';

/**
 * The info section's filters. Every change is written to the URL, so a view is a link that can
 * be shared and reloaded. On phones the bar opens from the bottom bar's filter button.
 */
export function FilterBar() {
  const { t } = useLingui();
  useRegisterFilters();
  const open = useFiltersOpen();
  return (
    <>
      <div className="filter-bar-desktop">
        <FilterFields />
      </div>
      <SlidePanel show={open} onClose={() => filterPanel.close()} title={t`Filters`} closeLabel={t`Close the filters`}>
        {open && <FilterFields />}
      </SlidePanel>
    </>
  );
}

function FilterFields() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { filter, update, reset } = useInfoFilters();
  const periodOnly = { period: filter.period, limit: 100 };
  const channels = useInfoChannelsTop(periodOnly);
  const markers = useInfoMarkersTop(periodOnly);

  // The period is edited as a draft and written once it is a valid range; what was typed stays.
  const [draft, setDraft] = useState(filter.period);
  const [shown, setShown] = useState(filter.period);
  if (shown.start_date !== filter.period.start_date || shown.end_date !== filter.period.end_date) {
    setShown(filter.period);
    setDraft(filter.period);
  }
  const periodError =
    !isDateString(draft.start_date) || !isDateString(draft.end_date)
      ? t`Enter both dates of the period.`
      : draft.start_date > draft.end_date
        ? t`The period must start before it ends.`
        : undefined;
  const changePeriod = (next: typeof draft) => {
    setDraft(next);
    if (isDateString(next.start_date) && isDateString(next.end_date) && next.start_date <= next.end_date) update({ period: next });
  };

  // `all` and specific kinds exclude each other: choosing `all` (or nothing) lifts the restriction.
  const setContent = (values: ContentTypeValue[]) => {
    const added = values.find((value) => !filter.content_type.includes(value));
    update({ content_type: added === 'all' || values.length === 0 ? undefined : values.filter((value) => value !== 'all') });
  };

  return (
    <form role="search" aria-label={t`Filters`} className="filter-bar" onSubmit={(event) => event.preventDefault()}>
      <div className="filter-period">
        <div className="field">
          <label htmlFor={`${id}-start`}>{t`From`}</label>
          <input
            id={`${id}-start`}
            type="date"
            value={draft.start_date}
            max={draft.end_date || undefined}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? `${id}-period-error` : undefined}
            onChange={(event) => changePeriod({ ...draft, start_date: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-end`}>{t`To`}</label>
          <input
            id={`${id}-end`}
            type="date"
            value={draft.end_date}
            min={draft.start_date || undefined}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? `${id}-period-error` : undefined}
            onChange={(event) => changePeriod({ ...draft, end_date: event.target.value })}
          />
        </div>
      </div>
      <MultiSelect
        label={t`Channels`}
        loading={channels.isPending}
        emptyText={channels.isError ? t`The channels could not be loaded.` : undefined}
        options={(channels.data?.items ?? []).map((channel) => ({ value: channel.id, label: channel.name }))}
        selected={filter.channels}
        onChange={(values) => update({ channels: values })}
      />
      <MultiSelect
        label={t`Channel types`}
        options={CHANNEL_TYPES.map((type) => ({ value: type, label: i18n._(CHANNEL_TYPE_LABELS[type]) }))}
        selected={filter.channel_types}
        onChange={(values) => update({ channel_types: values })}
      />
      <MultiSelect
        label={t`Content`}
        options={CONTENT_TYPES.map((type) => ({ value: type, label: i18n._(CONTENT_TYPE_LABELS[type]) }))}
        selected={filter.content_type}
        onChange={setContent}
      />
      <MultiSelect
        label={t`Key entities`}
        loading={markers.isPending}
        emptyText={markers.isError ? t`The key entities could not be loaded.` : undefined}
        options={(markers.data?.items ?? []).map((marker) => ({ value: marker.id, label: marker.name }))}
        selected={filter.markers}
        onChange={(values) => update({ markers: values })}
      />
      <div className="field">
        <label htmlFor={`${id}-limit`}>{t`Top size`}</label>
        <select id={`${id}-limit`} value={filter.limit} onChange={(event) => update({ limit: Number(event.target.value) === 10 ? undefined : Number(event.target.value) })}>
          {LIMITS.map((limit) => (
            <option key={limit} value={limit}>
              {limit}
            </option>
          ))}
        </select>
      </div>
      <Button variant="ghost" onClick={reset}>
        {t`Reset filters`}
      </Button>
      {periodError && (
        <p id={`${id}-period-error`} className="filter-error" role="alert">
          {periodError}
        </p>
      )}
    </form>
  );
}
