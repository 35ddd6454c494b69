import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { VideoChannelStatistics } from '@generated/model';
import { SeriesBlock, type SeriesItem } from '@kit/blocks/series-block';
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { tableHeight } from '@kit/layout/sizes';
import { TableView, type Column } from '@kit/table/table-view';
import { useFormatters } from '@i18n/format';
import { dayPeriod } from '@lib/filters/period';
import { QueryBlock, type QueryLike } from '@ui/query-block';

/** Something seen on screen over the period: how often and for how long. */
export interface Appearances {
  id: number;
  name: string;
  count: number;
  duration_seconds: number;
}

interface TotalsTableProps<T, I extends Appearances> {
  title: string;
  caption: string;
  query: QueryLike<T>;
  totals: (data: T) => { items: readonly I[]; total: number; duration_seconds: number };
  /** Rows to keep room for before the answer comes. */
  expected: number;
  nameLabel: string;
  /** What one count is: Appearances, Airings. */
  countLabel: string;
  /** What the time is: Time on screen, Airtime. */
  durationLabel: string;
  /** Text columns after the name (position, category). */
  extra?: readonly { key: string; header: string; value: (item: I) => string }[];
  emptyText?: ReactNode;
  /** Across the whole page (the default) or half of it. */
  wide?: boolean;
}

/**
 * Each item's count and time over the period, with its share of all counts and the overall
 * totals in the footer: what a monitoring analyst reads off first (how often, how long).
 */
export function TotalsTableBlock<T, I extends Appearances>({ title, caption, query, totals, expected, nameLabel, countLabel, durationLabel, extra = [], emptyText, wide = true }: TotalsTableProps<T, I>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <QueryBlock title={title} className={wide ? 'block-wide' : undefined} query={query} reserve={tableHeight(expected, { footer: true })} isEmpty={(data) => totals(data).items.length === 0} emptyText={emptyText}>
      {(data) => {
        const { items, total, duration_seconds } = totals(data);
        const columns: Column<I>[] = [
          { key: 'name', header: nameLabel, rowHeader: true, cell: (item) => item.name },
          ...extra.map((column) => ({ key: column.key, header: column.header, cell: (item: I) => column.value(item) || '—' })),
          { key: 'count', header: countLabel, numeric: true, cell: (item) => fmt.number(item.count) },
          { key: 'share', header: t`Share`, numeric: true, cell: (item) => fmt.percent(total > 0 ? item.count / total : 0) },
          { key: 'duration', header: durationLabel, numeric: true, cell: (item) => fmt.duration(item.duration_seconds) },
        ];
        return (
          <>
            <TableView caption={caption} className="totals-table" columns={columns} rows={items} rowKey={(item) => item.id} />
            <p className="video-totals">
              {t`Altogether: ${fmt.number(total)} · ${fmt.duration(duration_seconds)}`}
            </p>
          </>
        );
      }}
    </QueryBlock>
  );
}

interface ChannelBlocksProps {
  query: QueryLike<VideoChannelStatistics>;
  /** What is counted on each channel (the objects, the persons, the content). */
  subject: string;
  countLabel: string;
  durationLabel: string;
  exportName: string;
  emptyText?: ReactNode;
  /** Channels on the bar chart before the answer comes. */
  expected: number;
  /** Whether the channels' counts by day are drawn too. */
  dynamics?: boolean;
}

/**
 * The per-channel breakdown: the channels as bars (a click narrows the filters to the channel) and
 * their counts by day as lines (a click narrows the period to the day).
 */
export function ChannelBlocks({ query, subject, countLabel, durationLabel, exportName, emptyText, expected, dynamics = true }: ChannelBlocksProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { drill } = useSectionFilters();
  return (
    <>
      <TopBarsBlock
        title={t`${subject}: by channel`}
        description={t`Count on each channel over the period. Choose a channel to narrow the filters to it.`}
        exportName={`${exportName}-channels`}
        nameLabel={t`Channel`}
        valueLabel={countLabel}
        query={query}
        items={(data) => data.statistics.items}
        expected={expected}
        extra={[{ key: 'duration', label: durationLabel, value: (item) => fmt.duration(item.duration_seconds) }]}
        onSelect={(channel) => drill({ channels: [channel.id] })}
        emptyText={emptyText}
      />
      {dynamics && (
        <SeriesBlock
          title={t`${subject}: channels by day`}
          description={t`Daily count on the chosen channels; the five busiest are shown until you choose. Choose a day to narrow the period to it.`}
          exportName={`${exportName}-channels-dynamics`}
          query={query}
          items={(data) => data.statistics.items.map((item) => ({ id: item.id, name: item.name, total: item.count, dynamics: item.dynamics }))}
          pickerLabel={t`Channels on the chart`}
          noneChosenText={t`Choose at least one channel to draw the chart.`}
          valueLabel={countLabel}
          emptyText={emptyText}
          onSelectDate={(date) => drill({ period: dayPeriod(date) })}
          className=""
        />
      )}
    </>
  );
}

interface AppearancesByDayProps {
  /** Whose appearances: the recognised objects or the persons seen on screen. */
  of: 'objects' | 'persons';
  query: QueryLike<{ statistics: { items: readonly (Appearances & { dynamics: SeriesItem['dynamics'] })[] } }>;
  emptyText: ReactNode;
  /** Across the page (the default) or a cell of the grid. */
  wide?: boolean;
}

/**
 * The daily appearances of the chosen objects or persons, the five seen most until the person
 * chooses; a day narrows the period to it.
 */
export function AppearancesByDayBlock({ of, query, emptyText, wide = true }: AppearancesByDayProps) {
  const { t } = useLingui();
  const { drill } = useSectionFilters();
  const words =
    of === 'objects'
      ? {
          title: t`Objects by day`,
          description: t`Daily appearances of the chosen objects; the five seen most are shown until you choose. Choose a day to narrow the period to it.`,
          picker: t`Objects on the chart`,
          noneChosen: t`Choose at least one object to draw the chart.`,
        }
      : {
          title: t`Persons by day`,
          description: t`Daily appearances of the chosen persons; the five seen most are shown until you choose. Choose a day to narrow the period to it.`,
          picker: t`Persons on the chart`,
          noneChosen: t`Choose at least one person to draw the chart.`,
        };
  return (
    <SeriesBlock
      title={words.title}
      description={words.description}
      exportName={`video-${of}-dynamics`}
      query={query}
      items={(data) => data.statistics.items.map((item) => ({ ...item, total: item.count }))}
      pickerLabel={words.picker}
      noneChosenText={words.noneChosen}
      valueLabel={t`Appearances`}
      emptyText={emptyText}
      onSelectDate={(date) => drill({ period: dayPeriod(date) })}
      className={wide ? 'block-wide' : ''}
    />
  );
}
