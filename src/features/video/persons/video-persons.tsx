import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useVideoPersonsStatistics, useVideoPersonsStatisticsChannels } from '@generated/api/video/video';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { Blocks } from '@kit/layout/blocks';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { AppearancesByDayBlock, ChannelBlocks, TotalsTableBlock } from '../shared/appearance-blocks';
import { PersonsTopBlock } from '../shared/top-blocks';

/**
 * Who was seen on screen: the top persons, their appearances by day, their totals and where they
 * appeared. A person chosen in the top (or from the overview) focuses every block on them.
 */
export function VideoPersons() {
  const { t } = useLingui();
  const { search, filter, drill } = useSectionFilters();
  const body = { ...filter, ...(search.person !== undefined ? { persons: [search.person] } : {}) };
  const statistics = useVideoPersonsStatistics(body, { query: { select: withSortedDynamics } });
  const channels = useVideoPersonsStatisticsChannels(body, { query: { select: withSortedDynamics } });
  const none = search.person === undefined ? t`No face was recognised on the chosen channels in this period.` : t`This person was not seen on the chosen channels in this period.`;

  return (
    <div className="video-page">
      <PageHeader period={filter.period}>
        {/* The catalogue needs the same key as this page. */}
        <Link to="/cabinet/video/sources/person" className="video-page-link">
          {t`Monitored persons`}
        </Link>
      </PageHeader>
      <Blocks>
        <PersonsTopBlock onSelect={(id) => drill({ person: id })} />
        <TotalsTableBlock
          title={t`Persons: totals`}
          caption={t`Appearances and time on screen of each person over the period`}
          query={statistics}
          totals={(data) => data.statistics}
          expected={filter.limit}
          nameLabel={t`Person`}
          countLabel={t`Appearances`}
          durationLabel={t`Time on screen`}
          extra={[{ key: 'position', header: t`Position`, value: (item) => item.position ?? '' }]}
          emptyText={none}
          wide={false}
        />
        <AppearancesByDayBlock of="persons" query={statistics} emptyText={none} />
        <ChannelBlocks
          query={channels}
          subject={t`Persons`}
          countLabel={t`Appearances`}
          durationLabel={t`Time on screen`}
          exportName="video-persons"
          expected={filter.limit}
          emptyText={none}
        />
      </Blocks>
    </div>
  );
}
