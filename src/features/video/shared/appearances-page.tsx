import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { VideoChannelStatistics } from '@generated/model';
import type { SeriesItem } from '@kit/blocks/series-block';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { Blocks } from '@kit/layout/blocks';
import { PageHeader } from '@kit/page/page-header';
import type { QueryLike } from '@ui/query-block';
import { AppearancesByDayBlock, ChannelBlocks, TotalsTableBlock, type Appearances } from './appearance-blocks';
import { ObjectsTopBlock, PersonsTopBlock } from './top-blocks';

type Seen = Appearances & { dynamics: SeriesItem['dynamics'] };

interface AppearancesPageProps<I extends Seen> {
  /** Who or what the page is about: the recognised objects or the persons seen on screen. */
  of: 'objects' | 'persons';
  /** The one the page follows alone, if any: every block is narrowed to it. */
  focused: number | undefined;
  /** Follows the one chosen in the top. */
  onFocus: (id: number) => void;
  /** Their statistics and their statistics by channel, both asked for the filters and the focus. */
  statistics: QueryLike<{ statistics: { items: readonly I[]; total: number; duration_seconds: number } }>;
  channels: QueryLike<VideoChannelStatistics>;
  /** The column of the totals after the name: an object's kind, a person's position. */
  extra: { key: string; header: string; value: (item: I) => string };
  /** Under the header: what the page follows, where the filters do not say it. */
  children?: ReactNode;
}

/**
 * A page of what was seen on screen (the persons, or the key entities): the top, their totals,
 * their appearances by day and where they appeared. One chosen in the top focuses every block on
 * it; the header links to the catalogue of what is monitored, which needs the same key as the page.
 */
export function AppearancesPage<I extends Seen>({
  of,
  focused,
  onFocus,
  statistics,
  channels,
  extra,
  children,
}: AppearancesPageProps<I>) {
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const words =
    of === 'objects'
      ? {
          catalogue: '/cabinet/video/sources/entity' as const,
          catalogueName: t`Monitored objects`,
          none:
            focused === undefined
              ? t`No object was recognised on the chosen channels in this period.`
              : t`This object was not seen on the chosen channels in this period.`,
        }
      : {
          catalogue: '/cabinet/video/sources/person' as const,
          catalogueName: t`Monitored persons`,
          none:
            focused === undefined
              ? t`No face was recognised on the chosen channels in this period.`
              : t`This person was not seen on the chosen channels in this period.`,
        };

  return (
    <div className="video-page">
      <PageHeader period={filter.period}>
        <Link to={words.catalogue} className="video-page-link">
          {words.catalogueName}
        </Link>
      </PageHeader>
      {children}
      <Blocks>
        {of === 'objects' ? <ObjectsTopBlock onSelect={onFocus} /> : <PersonsTopBlock onSelect={onFocus} />}
        <TotalsTableBlock
          of={of}
          query={statistics}
          totals={(data) => data.statistics}
          extra={[extra]}
          emptyText={words.none}
        />
        <AppearancesByDayBlock of={of} query={statistics} emptyText={words.none} />
        <ChannelBlocks of={of} query={channels} emptyText={words.none} />
      </Blocks>
    </div>
  );
}
