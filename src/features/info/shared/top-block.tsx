import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TopBarsBlock, type TopItem } from '@kit/blocks/top-bars';
import { sumOfCounts, totalFromShares } from '@kit/blocks/top-compare';
import type { ComparedQuery } from '@kit/compare/use-comparison';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import type { QueryLike } from '@ui/query-block';

/** The tops the info pages draw as bars. */
export type InfoTop = 'themes' | 'persons' | 'channels' | 'key-entities';

interface InfoTopBlockProps<I extends TopItem> {
  of: InfoTop;
  /**
   * A top answer: its items, the most mentioned first; with a comparison on, the same call for the
   * compared period beside it (useComparedCall).
   */
  query: ComparedQuery<QueryLike<{ readonly items: readonly I[] }>>;
  /** What a bar does: narrows the filters to it, or opens the page that follows it. */
  onSelect: (item: I) => void;
  /** Says what a bar does where it differs from the usual words. */
  description?: string;
  /** More columns for the table view (a person's position, a theme's share and tonality). */
  extra?: readonly { key: string; label: string; numeric?: boolean; value: (item: I) => string | number }[];
  emptyText?: ReactNode;
  className?: string;
}

/**
 * A top of the period as bars (themes, persons, channels, key entities), with its table view and
 * export, sized to the filters' top: one set of words for each top, whichever page draws it. The
 * base of its shares is every mention of the period where the items carry their share of it
 * (themes), and the sum of the top otherwise.
 */
export function InfoTopBlock<I extends TopItem>({ of, query, description, ...rest }: InfoTopBlockProps<I>) {
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const words = {
    themes: {
      title: t`Top themes`,
      name: t`Theme`,
      description: t`Mentions of each theme over the period. Choose a theme to see its stories.`,
    },
    persons: {
      title: t`Top persons`,
      name: t`Person`,
      description: t`Mentions of each person over the period. Choose a person to follow them alone.`,
    },
    channels: {
      title: t`Top channels`,
      name: t`Channel`,
      description: t`Mentions on each channel over the period. Choose a channel to narrow the filters to it.`,
    },
    'key-entities': {
      title: t`Top key entities`,
      name: t`Key entity`,
      description: t`Mentions of each key entity over the period. Choose one to narrow the filters to it.`,
    },
  }[of];
  return (
    <TopBarsBlock
      title={words.title}
      description={description ?? words.description}
      exportName={`top-${of}`}
      nameLabel={words.name}
      query={query}
      items={(data) => data.items}
      total={(data) => totalFromShares(data.items as readonly (I & { share?: number })[]) ?? sumOfCounts(data.items)}
      expected={filter.limit}
      {...rest}
    />
  );
}
