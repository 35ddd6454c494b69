import { useLingui } from '@lingui/react/macro';
import { SeriesBlock, type SeriesItem } from '@kit/blocks/series-block';
import { TotalsBlock, type TotalsColumn } from '@kit/blocks/totals-block';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { dayPeriod } from '@lib/filters/period';
import type { QueryLike } from '@ui/query-block';

interface MentionBlocksProps<I extends SeriesItem> {
  /** Whose mentions: the persons, the channels or the key entities of a statistics answer. */
  of: 'persons' | 'channels' | 'key-entities';
  query: QueryLike<{ statistics: { items: readonly I[]; total: number } }>;
  /** Text columns of the totals after the name (a person's position, a channel's type). */
  columns?: TotalsColumn<I>[];
}

/**
 * The mentions of the items of one statistics answer: by day for the chosen ones (a day narrows
 * the period to it), and each one's total with its share of all mentions.
 */
export function MentionBlocks<I extends SeriesItem>({ of, query, columns }: MentionBlocksProps<I>) {
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const byDay = {
    persons: {
      title: t`Mentions of persons by day`,
      description: t`Daily mentions of the chosen persons; the five most mentioned are shown until you choose.`,
      picker: t`Persons on the chart`,
      noneChosen: t`Choose at least one person to draw the chart.`,
      empty: t`No person was mentioned with the chosen filters, so there are no dynamics to show.`,
    },
    channels: {
      title: t`Mentions of channels by day`,
      description: t`Daily mentions on the chosen channels; the five with the most mentions are shown until you choose.`,
      picker: t`Channels on the chart`,
      noneChosen: t`Choose at least one channel to draw the chart.`,
      empty: t`No channel has mentions with the chosen filters, so there are no dynamics to show.`,
    },
    'key-entities': {
      title: t`Mentions of key entities by day`,
      description: t`Daily mentions of the chosen key entities; the five most mentioned are shown until you choose.`,
      picker: t`Key entities on the chart`,
      noneChosen: t`Choose at least one key entity to draw the chart.`,
      empty: t`No key entity was mentioned with the chosen filters, so there are no dynamics to show.`,
    },
  }[of];
  const totals = {
    persons: {
      title: t`Persons: totals`,
      caption: t`Mentions of each person over the period`,
      name: t`Person`,
      empty: t`No person was mentioned with the chosen filters.`,
    },
    channels: {
      title: t`Channels: totals`,
      caption: t`Mentions on each channel over the period`,
      name: t`Channel`,
      empty: t`No channel has mentions with the chosen filters.`,
    },
    'key-entities': {
      title: t`Key entities: totals`,
      caption: t`Mentions of each key entity over the period`,
      name: t`Key entity`,
      empty: t`No key entity was mentioned with the chosen filters.`,
    },
  }[of];
  return (
    <>
      <SeriesBlock
        title={byDay.title}
        description={byDay.description}
        exportName={`${of}-dynamics`}
        query={query}
        items={(data) => data.statistics.items}
        pickerLabel={byDay.picker}
        noneChosenText={byDay.noneChosen}
        emptyText={byDay.empty}
        onSelectDate={(date) => drill({ period: dayPeriod(date) })}
      />
      <TotalsBlock
        title={totals.title}
        className="block-wide"
        query={query}
        totals={(data) => data.statistics}
        expected={filter.limit}
        caption={totals.caption}
        nameLabel={totals.name}
        columns={columns}
        emptyText={totals.empty}
      />
    </>
  );
}
