import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import {
  useVideoObjectsStatistics,
  useVideoObjectsStatisticsChannels,
  useVideoObjectsTop,
} from '@generated/api/video/video';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { withSortedDynamics } from '@lib/dynamics';
import { AppearancesPage } from '../shared/appearances-page';
import { OBJECT_CATEGORY_LABELS } from '../shared/labels';
import { useComparedCall } from '@kit/compare/use-comparison';

const route = getRouteApi('/cabinet/video/entities');

/**
 * Key entities on screen: the recognised objects (logos, brands, landmarks…), their appearances by
 * day, their totals and where they appeared. An object chosen in the top (`object` in the URL)
 * focuses every block on it; Back or "All objects" undoes it.
 */
export function VideoEntities() {
  const call = useComparedCall();
  const { t, i18n } = useLingui();
  const { filter } = useSectionFilters();
  const { object } = route.useSearch();
  const navigate = route.useNavigate();
  const body = { ...filter, ...(object !== undefined ? { objects: [object] } : {}) };
  const statistics = call.join(
    useVideoObjectsStatistics(body, { query: { select: withSortedDynamics } }),
    useVideoObjectsStatistics(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const channels = call.join(
    useVideoObjectsStatisticsChannels(body, { query: { select: withSortedDynamics } }),
    useVideoObjectsStatisticsChannels(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const top = call.join(
    useVideoObjectsTop(filter, { query: { enabled: object !== undefined } }),
    useVideoObjectsTop(call.body(filter), { query: { enabled: call.on && object !== undefined } }),
  );
  const focusName =
    object === undefined
      ? undefined
      : (statistics.data?.statistics.items.find((item) => item.id === object)?.name ??
        top.data?.items.find((item) => item.id === object)?.name ??
        `#${object}`);
  const focus = (id: number | undefined) =>
    void navigate({ search: (previous) => ({ ...previous, object: id }), resetScroll: false });

  return (
    <AppearancesPage
      of="objects"
      focused={object}
      onFocus={focus}
      statistics={statistics}
      channels={channels}
      extra={{ key: 'category', header: t`Kind`, value: (item) => i18n._(OBJECT_CATEGORY_LABELS[item.category]) }}
    >
      {focusName !== undefined && (
        <p className="video-focus" role="status">
          <span>{t`Following one object: ${focusName}`}</span>
          <button type="button" className="link-button" onClick={() => focus(undefined)}>
            {t`Show all objects`}
          </button>
        </p>
      )}
    </AppearancesPage>
  );
}
