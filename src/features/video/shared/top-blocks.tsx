import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useVideoObjectsTop, useVideoPersonsTop } from '@generated/api/video/video';
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useFormatters } from '@i18n/format';
import { OBJECT_CATEGORY_LABELS } from './labels';
import { withFilters } from '@lib/filters/link';
import { useComparedCall } from '@kit/compare/use-comparison';

/**
 * The objects recognised most often, as bars with their category and time on screen. A click
 * follows the object: `onSelect`, or by default the key-entities page focused on it.
 */
export function ObjectsTopBlock({ onSelect }: { onSelect?: (id: number) => void }) {
  const call = useComparedCall();
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const navigate = useNavigate();
  const { filter } = useSectionFilters();
  const query = call.join(
    useVideoObjectsTop(filter),
    useVideoObjectsTop(call.body(filter), { query: { enabled: call.on } }),
  );
  const open =
    onSelect ?? ((id: number) => void navigate({ to: '/cabinet/video/entities', search: withFilters({ object: id }) }));
  return (
    <TopBarsBlock
      title={t`Top objects`}
      description={t`Logos, brands, products, landmarks and symbols recognised most often. Choose one to follow it alone.`}
      exportName="video-top-objects"
      nameLabel={t`Object`}
      valueLabel={t`Appearances`}
      query={query}
      items={(data) => data.items}
      expected={filter.limit}
      extra={[
        { key: 'category', label: t`Kind`, value: (item) => i18n._(OBJECT_CATEGORY_LABELS[item.category]) },
        { key: 'duration', label: t`Time on screen`, value: (item) => fmt.duration(item.duration_seconds) },
      ]}
      onSelect={(item) => open(item.id)}
      emptyText={t`No object was recognised on the chosen channels in this period.`}
    />
  );
}

/**
 * The persons whose faces were recognised most often, as bars with their position and time on
 * screen. A click focuses the section on the person (`onSelect`), by default on the persons page.
 */
export function PersonsTopBlock({ onSelect }: { onSelect?: (id: number) => void }) {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const navigate = useNavigate();
  const { filter } = useSectionFilters();
  const query = call.join(
    useVideoPersonsTop(filter),
    useVideoPersonsTop(call.body(filter), { query: { enabled: call.on } }),
  );
  const open =
    onSelect ?? ((id: number) => void navigate({ to: '/cabinet/video/persons', search: withFilters({ person: id }) }));
  return (
    <TopBarsBlock
      title={t`Top persons`}
      description={t`Faces recognised most often on screen. Choose a person to follow them alone.`}
      exportName="video-top-persons"
      nameLabel={t`Person`}
      valueLabel={t`Appearances`}
      query={query}
      items={(data) => data.items}
      expected={filter.limit}
      extra={[
        { key: 'position', label: t`Position`, value: (item) => item.position ?? '' },
        { key: 'duration', label: t`Time on screen`, value: (item) => fmt.duration(item.duration_seconds) },
      ]}
      onSelect={(item) => open(item.id)}
      emptyText={t`No face was recognised on the chosen channels in this period.`}
    />
  );
}
