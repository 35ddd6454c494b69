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
import { change } from '@lib/compare/change';
import { ChangeMark } from '@kit/compare/change-mark';
import { useCompareColumns } from '@kit/compare/compare-columns';
import { ComparedStatus } from '@kit/compare/compared-status';
import { NOTE_LINE, compareItems } from '@kit/compare/top-comparison';
import { useComparison, type ComparedQuery } from '@kit/compare/use-comparison';

/** Something seen on screen over the period: how often and for how long. */
export interface Appearances {
  id: number;
  name: string;
  count: number;
  duration_seconds: number;
}

/** What a page counts on screen: the recognised objects, the persons, or the airings of each content category. */
export type OnScreen = 'objects' | 'persons' | 'content';

/** What one count and its time are called: appearances on screen, or airings and their airtime. */
function useMeasureWords(of: OnScreen) {
  const { t } = useLingui();
  return of === 'content'
    ? { count: t`Airings`, duration: t`Airtime` }
    : { count: t`Appearances`, duration: t`Time on screen` };
}

interface TotalsTableProps<T, I extends Appearances> {
  of: OnScreen;
  query: ComparedQuery<QueryLike<T>>;
  totals: (data: T) => { items: readonly I[]; total: number; duration_seconds: number };
  /** Text columns after the name (position, category). */
  extra?: readonly { key: string; header: string; value: (item: I) => string }[];
  emptyText?: ReactNode;
}

/**
 * Each item's count and time over the period, with its share of all counts and the overall
 * totals in the footer: what a monitoring analyst reads off first (how often, how long).
 */
export function TotalsTableBlock<T, I extends Appearances>({
  of,
  query,
  totals,
  extra = [],
  emptyText,
}: TotalsTableProps<T, I>) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useSectionFilters();
  const measure = useMeasureWords(of);
  const { compared: comparing } = useComparison();
  const on = comparing !== undefined;
  const top = compareItems(
    query,
    (data: T) => totals(data).items,
    (item) => item.id,
    (item) => item.count,
  );
  const compareColumns = useCompareColumns(top, on);
  const earlier = top.state.status === 'ready' ? totals(top.state.data as T) : undefined;
  const words = {
    objects: {
      title: t`Objects: totals`,
      caption: t`Appearances and time on screen of each object over the period`,
      name: t`Object`,
    },
    persons: {
      title: t`Persons: totals`,
      caption: t`Appearances and time on screen of each person over the period`,
      name: t`Person`,
    },
    content: {
      title: t`Content categories: totals`,
      caption: t`Airings and airtime of each content category over the period`,
      name: t`Content category`,
    },
  }[of];
  return (
    <QueryBlock
      title={words.title}
      query={query}
      reserve={tableHeight(filter.limit, { footer: true }) + (on ? NOTE_LINE : 0)}
      isEmpty={(data) => totals(data).items.length === 0}
      emptyText={emptyText}
    >
      {(data) => {
        const { items, total, duration_seconds } = totals(data);
        const columns: Column<I>[] = [
          { key: 'name', header: words.name, rowHeader: true, cell: (item) => item.name },
          ...extra.map((column) => ({
            key: column.key,
            header: column.header,
            cell: (item: I) => column.value(item) || '—',
          })),
          { key: 'count', header: measure.count, numeric: true, cell: (item) => fmt.number(item.count) },
          {
            key: 'share',
            header: t`Share`,
            numeric: true,
            cell: (item) => fmt.percent(total > 0 ? item.count / total : 0),
          },
          ...compareColumns,
          {
            key: 'duration',
            header: measure.duration,
            numeric: true,
            cell: (item) => fmt.duration(item.duration_seconds),
          },
        ];
        return (
          <>
            <TableView
              caption={words.caption}
              className="totals-table"
              columns={columns}
              rows={items}
              rowKey={(item) => item.id}
            />
            <p className="video-totals">
              {t`Altogether: ${{ count: fmt.number(total) }} · ${{ duration: fmt.duration(duration_seconds) }}`}
              {earlier && (
                <>
                  {' '}
                  <ChangeMark change={change(total, earlier.total)} />
                </>
              )}
            </p>
            {on && (
              <div className="compare-note-line">
                <ComparedStatus state={top.state} />
              </div>
            )}
          </>
        );
      }}
    </QueryBlock>
  );
}

interface ChannelBlocksProps {
  of: OnScreen;
  query: QueryLike<VideoChannelStatistics>;
  emptyText?: ReactNode;
  /** Whether the channels' counts by day are drawn too. */
  dynamics?: boolean;
}

/**
 * The per-channel breakdown of what is counted: the channels as bars (a click narrows the filters
 * to the channel) and their counts by day as lines (a click narrows the period to the day).
 */
export function ChannelBlocks({ of, query, emptyText, dynamics = true }: ChannelBlocksProps) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter, drill } = useSectionFilters();
  const measure = useMeasureWords(of);
  const subject = { objects: t`Objects`, persons: t`Persons`, content: t`Content` }[of];
  const exportName = `video-${of}`;
  return (
    <>
      <TopBarsBlock
        title={t`${subject}: by channel`}
        description={t`Count on each channel over the period. Choose a channel to narrow the filters to it.`}
        exportName={`${exportName}-channels`}
        nameLabel={t`Channel`}
        valueLabel={measure.count}
        query={query}
        items={(data) => data.statistics.items}
        expected={filter.limit}
        extra={[{ key: 'duration', label: measure.duration, value: (item) => fmt.duration(item.duration_seconds) }]}
        onSelect={(channel) => drill({ channels: [channel.id] })}
        emptyText={emptyText}
      />
      {dynamics && (
        <SeriesBlock
          title={t`${subject}: channels by day`}
          description={t`Daily count on the chosen channels; the five busiest are shown until you choose. Choose a day to narrow the period to it.`}
          exportName={`${exportName}-channels-dynamics`}
          query={query}
          items={(data) =>
            data.statistics.items.map((item) => ({
              id: item.id,
              name: item.name,
              total: item.count,
              dynamics: item.dynamics,
            }))
          }
          pickerLabel={t`Channels on the chart`}
          noneChosenText={t`Choose at least one channel to draw the chart.`}
          valueLabel={measure.count}
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
