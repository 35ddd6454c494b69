import { useLingui } from '@lingui/react/macro';
import { useInfoPersonCloud, useInfoPersonTop } from '@generated/api/info/info';
import { useStatisticsPersons } from '@generated/api/statistics/statistics';
import type { PersonCloudItem } from '@generated/model';
import { SentimentTableBlock } from '@kit/blocks/sentiment-table';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { useFormatters } from '@i18n/format';
import { withSortedDynamics } from '@lib/dynamics';
import { QueryBlock } from '@ui/query-block';
import { AlertMeButton } from '@kit/alerts/alert-me';
import { scopeOfFilters } from '@kit/alerts/target';
import './persons.css';
import { Blocks } from '@kit/layout/blocks';
import { MentionBlocks } from '../shared/mention-blocks';
import { InfoTopBlock } from '../shared/top-block';
import { useComparedCall } from '@kit/compare/use-comparison';
import { ChangeMark } from '@kit/compare/change-mark';
import { ComparedStatus } from '@kit/compare/compared-status';
import { NOTE_LINE, compareItems, type ItemComparison } from '@kit/compare/top-comparison';

/** Who was talked about: the top persons with the tonality of their mentions, the cloud and the dynamics. */
export function InfoPersons() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { search, filter, drill } = useSectionFilters();
  const top = call.join(useInfoPersonTop(filter), useInfoPersonTop(call.body(filter), { query: { enabled: call.on } }));
  const cloud = call.join(
    useInfoPersonCloud(filter),
    useInfoPersonCloud(call.body(filter), { query: { enabled: call.on } }),
  );
  // A focused person narrows the statistics to them.
  const body = { ...filter, person_id: search.person ? [search.person] : undefined };
  const statistics = call.join(
    useStatisticsPersons(body, { query: { select: withSortedDynamics } }),
    useStatisticsPersons(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const noPerson = t`No person was mentioned with the chosen filters.`;
  const cloudTop = compareItems(
    cloud,
    (data) => data.items,
    (item) => item.id,
    (item) => item.count,
  );

  return (
    <div className="info-page">
      <PageHeader period={filter.period}>
        {search.person !== undefined && (
          <AlertMeButton
            label={t`Alert me on new stories about this person`}
            draft={() => {
              const person = search.person as number;
              const name = top.data?.items.find((item) => item.id === person)?.name;
              const { theme: _theme, person: _person, ...filters } = search;
              return {
                kind: 'new_story',
                name: (name ? t`New stories: ${name}` : t`New stories about a person`).slice(0, 100),
                scope: { ...scopeOfFilters(filters), person_id: person },
                about: name,
              };
            }}
          />
        )}
      </PageHeader>
      <Blocks>
        <InfoTopBlock
          of="persons"
          query={top}
          extra={[{ key: 'position', label: t`Position`, value: (item) => item.position }]}
          onSelect={(person) => drill({ person: person.id })}
          emptyText={noPerson}
        />

        {/* The cloud's words flow: it is drawn once the comparison is in too, so no name moves when the marks come. */}
        <QueryBlock
          title={t`Persons cloud`}
          query={{
            ...cloud,
            isPending: cloud.isPending || Boolean(cloud.compared?.isPending && !cloud.compared.isError),
          }}
          reserve={240 + (call.on ? NOTE_LINE : 0)}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`The cloud is empty: no person was mentioned with the chosen filters.`}
        >
          {(data) => (
            <>
              <PersonCloud items={data.items} onChoose={(id) => drill({ person: id })} changeOf={cloudTop.of} />
              {call.on && (
                <div className="compare-note-line">
                  <ComparedStatus state={cloudTop.state} />
                </div>
              )}
            </>
          )}
        </QueryBlock>

        <SentimentTableBlock
          title={t`Tonality of the top persons`}
          className="block-wide"
          query={top}
          items={(data) => data.items}
          expected={filter.limit}
          nameLabel={t`Person`}
          withPosition
          emptyText={noPerson}
        />

        <MentionBlocks
          of="persons"
          query={statistics}
          columns={[{ key: 'position', label: t`Position`, value: (item) => item.position || '—' }]}
        />
      </Blocks>
    </div>
  );
}

/**
 * The persons cloud: a list, heaviest first, where the font grows with the weight. Each name is a
 * button that focuses the page on that person; its mentions follow for screen readers, which do
 * not see the size.
 */
function PersonCloud({
  items,
  onChoose,
  changeOf,
}: {
  items: readonly PersonCloudItem[];
  onChoose: (id: number) => void;
  changeOf: (item: PersonCloudItem) => ItemComparison | undefined;
}) {
  const { t } = useLingui();
  const fmt = useFormatters();
  return (
    <ul className="person-cloud" aria-label={t`Persons by mentions, most mentioned first`}>
      {items.map((item) => {
        const weight = Math.min(1, Math.max(0, item.weight));
        const mentions = fmt.number(item.count);
        return (
          <li
            key={item.id}
            className="person-cloud-item"
            style={{ fontSize: `${0.875 + weight * 1.375}rem`, fontWeight: weight >= 0.5 ? 600 : 400 }}
          >
            <button type="button" className="link-button person-cloud-name" onClick={() => onChoose(item.id)}>
              {item.name}
            </button>{' '}
            <span className="visually-hidden">{t`(${mentions} mentions)`}</span>
            {changeOf(item) && <ChangeMark change={changeOf(item)!.change} className="person-cloud-change" />}
          </li>
        );
      })}
    </ul>
  );
}
