import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useFormatters } from '@i18n/format';
import { pageOfPath, sectionByKey } from '@lib/sections';
import { usePrintedAt } from '../page/print';
import type { OptionsSource } from '@lib/filters/options';
import type { FilterBarProps } from './filter-bar';
import { useFilterWords } from './filter-words';
import { useSectionFilters } from './use-section-filters';

const NONE: OptionsSource = () => ({ options: [], isPending: false, isError: false });

/**
 * The top of a printed page, in place of the menus and the filter bar: the product, the section
 * and the page, the filters in words (every one, defaults included, so the paper says what it
 * shows) and when it was printed. Shown on paper only.
 */
export function PrintHeader({
  section,
  channels = NONE,
  markers = NONE,
  focusName = {},
  onShown,
}: FilterBarProps & { onShown?: () => void }) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const words = useFilterWords();
  const printedAt = usePrintedAt();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { search, filter } = useSectionFilters();
  const entry = sectionByKey(section);
  const page = pageOfPath(pathname);
  // The names of the chosen channels and key entities (asked for only when some are chosen).
  const channelOptions = channels(filter.period, Boolean(search.channels));
  const markerOptions = markers(filter.period, Boolean(search.markers));
  const nameIn = (options: ReturnType<OptionsSource>['options']) => (id: number) =>
    options.find((option) => option.value === id)?.label;
  const comparable = page?.compare !== false;
  const fields = [...(entry.filters?.fields ?? []), ...(entry.filters?.focus ?? [])].filter(
    (field) => comparable || (field !== 'compare' && field !== 'share'),
  );
  const said = words(search, {
    fields,
    all: true,
    names: { channels: nameIn(channelOptions.options), markers: nameIn(markerOptions.options), ...focusName },
  });
  const when = fmt.dateTime(printedAt);
  useEffect(() => onShown?.(), [onShown]);
  return (
    <header className="print-header">
      <p className="print-brand">{t`Media Monitor`}</p>
      <p className="print-title">
        {i18n._(entry.label)}
        {page ? ` · ${i18n._(page.title)}` : ''}
      </p>
      <dl className="print-filters">
        {said.map((word) => (
          <div key={word.key}>
            <dt>{word.label}</dt>
            <dd>{word.value}</dd>
          </div>
        ))}
      </dl>
      <p className="print-time">{t`Printed ${when}`}</p>
    </header>
  );
}
