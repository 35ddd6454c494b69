import { useLingui } from '@lingui/react/macro';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useVideoObjectsStatistics, useVideoObjectsStatisticsChannels, useVideoObjectsTop } from '@generated/api/video/video';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { Blocks } from '@kit/layout/blocks';
import { PageHeader } from '@kit/page/page-header';
import { withSortedDynamics } from '@lib/dynamics';
import { AppearancesByDayBlock, ChannelBlocks, TotalsTableBlock } from '../shared/appearance-blocks';
import { OBJECT_CATEGORY_LABELS } from '../shared/labels';
import { ObjectsTopBlock } from '../shared/top-blocks';

const route = getRouteApi('/cabinet/video/entities');

/**
 * Key entities on screen: the recognised objects (logos, brands, landmarks…), their appearances by
 * day, their totals and where they appeared. An object chosen in the top (`object` in the URL)
 * focuses every block on it; Back or "All objects" undoes it.
 */
export function VideoEntities() {
  const { t, i18n } = useLingui();
  const { filter } = useSectionFilters();
  const { object } = route.useSearch();
  const navigate = route.useNavigate();
  const body = { ...filter, ...(object !== undefined ? { objects: [object] } : {}) };
  const statistics = useVideoObjectsStatistics(body, { query: { select: withSortedDynamics } });
  const channels = useVideoObjectsStatisticsChannels(body, { query: { select: withSortedDynamics } });
  const top = useVideoObjectsTop(filter, { query: { enabled: object !== undefined } });
  const focusName = object === undefined ? undefined : (statistics.data?.statistics.items.find((item) => item.id === object)?.name ?? top.data?.items.find((item) => item.id === object)?.name ?? `#${object}`);
  const focus = (id: number | undefined) => void navigate({ search: (previous) => ({ ...previous, object: id }), resetScroll: false });
  const none = object === undefined ? t`No object was recognised on the chosen channels in this period.` : t`This object was not seen on the chosen channels in this period.`;

  return (
    <div className="video-page">
      <PageHeader period={filter.period}>
        <Link to="/cabinet/video/sources/entity" className="video-page-link">
          {t`Monitored objects`}
        </Link>
      </PageHeader>
      {focusName !== undefined && (
        <p className="video-focus" role="status">
          <span>{t`Following one object: ${focusName}`}</span>
          <button type="button" className="link-button" onClick={() => focus(undefined)}>
            {t`Show all objects`}
          </button>
        </p>
      )}
      <Blocks>
        <ObjectsTopBlock onSelect={(id) => focus(id)} />
        <TotalsTableBlock
          title={t`Objects: totals`}
          caption={t`Appearances and time on screen of each object over the period`}
          query={statistics}
          totals={(data) => data.statistics}
          expected={filter.limit}
          nameLabel={t`Object`}
          countLabel={t`Appearances`}
          durationLabel={t`Time on screen`}
          extra={[{ key: 'category', header: t`Kind`, value: (item) => i18n._(OBJECT_CATEGORY_LABELS[item.category]) }]}
          emptyText={none}
          wide={false}
        />
        <AppearancesByDayBlock of="objects" query={statistics} emptyText={none} />
        <ChannelBlocks
          query={channels}
          subject={t`Objects`}
          countLabel={t`Appearances`}
          durationLabel={t`Time on screen`}
          exportName="video-objects"
          expected={filter.limit}
          emptyText={none}
        />
      </Blocks>
    </div>
  );
}
