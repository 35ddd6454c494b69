import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useInfoChannelsTop } from '@generated/api/info/info';
import type { ChannelTopItem } from '@generated/model';
import { tableHeight } from '@kit/layout/sizes';
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { channelTypeColor, useChannelTypeLabel, useCountryName } from '@kit/channels';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { TableView, type Column } from '@kit/table/table-view';
import { useFormatters } from '@i18n/format';
import { CHANNEL_TYPES, type ChannelTypeValue } from '@lib/filters/fields';
import { QueryBlock } from '@ui/query-block';
import './sources.css';
import { Blocks } from '@kit/layout/blocks';
import { patchSearch } from '@lib/filters/link';
import { InfoTopBlock } from '../shared/top-block';
import { useComparedCall } from '@kit/compare/use-comparison';

const route = getRouteApi('/cabinet/info/sources');

interface TypeGroup {
  id: ChannelTypeValue;
  name: string;
  count: number;
  share: number;
  color: string;
  channels: ChannelTopItem[];
}

/** The channels of the top grouped by type, the type with the most mentions first. */
function groupByType(items: readonly ChannelTopItem[], name: (type: ChannelTypeValue) => string): TypeGroup[] {
  const groups = new Map<ChannelTypeValue, TypeGroup>();
  for (const item of items) {
    const group = groups.get(item.type) ?? {
      id: item.type,
      name: name(item.type),
      count: 0,
      share: 0,
      color: channelTypeColor(item.type),
      channels: [],
    };
    group.count += item.count;
    group.share += item.share;
    group.channels.push(item);
    groups.set(item.type, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Where the mentions came from: the channels with the most mentions, by channel or by channel type. */
export function InfoSources() {
  const call = useComparedCall();
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const { filter, update, drill } = useSectionFilters();
  const { group } = route.useSearch();
  const grouped = group === 'type';
  const typeLabel = useChannelTypeLabel();
  const countryName = useCountryName();
  const channels = call.join(
    useInfoChannelsTop(filter),
    useInfoChannelsTop(call.body(filter), { query: { enabled: call.on } }),
  );

  const setGrouped = (on: boolean) => {
    void navigate({ to: '.', search: patchSearch({ group: on ? ('type' as const) : undefined }), resetScroll: false });
  };
  const toggleType = (type: ChannelTypeValue) => {
    const chosen = filter.channel_types;
    update({ channel_types: chosen.includes(type) ? chosen.filter((item) => item !== type) : [...chosen, type] });
  };
  const columns: Column<ChannelTopItem>[] = [
    { key: 'name', header: t`Channel`, rowHeader: true, cell: (item) => item.name, csv: (item) => item.name },
    ...(grouped
      ? []
      : [
          {
            key: 'type',
            header: t`Channel type`,
            cell: (item: ChannelTopItem) => (
              <>
                <span
                  className="type-swatch"
                  style={{ backgroundColor: channelTypeColor(item.type) }}
                  aria-hidden="true"
                />
                {typeLabel(item.type)}
              </>
            ),
            csv: (item: ChannelTopItem) => typeLabel(item.type),
          },
        ]),
    {
      key: 'country',
      header: t`Country`,
      cell: (item) => countryName(item.country),
      csv: (item) => countryName(item.country),
    },
    {
      key: 'count',
      header: t`Mentions`,
      numeric: true,
      cell: (item) => fmt.number(item.count),
      csv: (item) => item.count,
    },
    {
      key: 'share',
      header: t`Share`,
      numeric: true,
      cell: (item) => fmt.percent(item.share),
      csv: (item) => item.share,
    },
  ];

  return (
    <div className="info-page">
      <PageHeader period={filter.period} />

      <div className="sources-toolbar">
        <div role="group" aria-labelledby={`${id}-types`} className="type-toggles">
          <span id={`${id}-types`} className="type-toggles-label">
            {t`Channel type`}
          </span>
          <button
            type="button"
            className="type-toggle"
            aria-pressed={filter.channel_types.length === 0}
            onClick={() => update({ channel_types: undefined })}
          >
            {t`All types`}
          </button>
          {CHANNEL_TYPES.map((type) => (
            <button
              key={type}
              type="button"
              className="type-toggle"
              aria-pressed={filter.channel_types.includes(type)}
              onClick={() => toggleType(type)}
            >
              {typeLabel(type)}
            </button>
          ))}
        </div>
        <label className="check">
          <input type="checkbox" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
          <span>{t`Group by channel type`}</span>
        </label>
      </div>

      <Blocks>
        {grouped ? (
          <TopBarsBlock
            title={t`Mentions by channel type`}
            description={t`Mentions on the channels of the top, summed by channel type. Choose a type to narrow the filters to it.`}
            exportName="top-channels-by-type"
            nameLabel={t`Channel type`}
            query={channels}
            items={(data) => groupByType(data.items, typeLabel)}
            expected={CHANNEL_TYPES.length}
            onSelect={(type) => drill({ channel_types: [type.id] })}
            emptyText={t`No channel has mentions with the chosen filters.`}
          />
        ) : (
          <InfoTopBlock
            of="channels"
            query={channels}
            onSelect={(channel) => drill({ channels: [channel.id] })}
            emptyText={t`No channel has mentions with the chosen filters.`}
          />
        )}

        <QueryBlock
          title={t`Channels of the top`}
          query={channels}
          reserve={tableHeight(filter.limit)}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No channel has mentions with the chosen filters.`}
        >
          {(data) =>
            grouped ? (
              <TableView
                caption={t`Channels of the top by channel type`}
                className="sources-table"
                columns={columns}
                rows={data.items}
                rowKey={(item) => item.id}
                rowGroups={groupByType(data.items, typeLabel).map((entry) => ({
                  key: entry.id,
                  rows: entry.channels,
                  summary: (
                    <>
                      <th scope="rowgroup" colSpan={2}>
                        <span className="type-swatch" style={{ backgroundColor: entry.color }} aria-hidden="true" />
                        {entry.name}
                      </th>
                      <td className="numeric">{fmt.number(entry.count)}</td>
                      <td className="numeric">{fmt.percent(entry.share)}</td>
                    </>
                  ),
                }))}
              />
            ) : (
              <TableView
                caption={t`Channels of the top`}
                className="sources-table"
                columns={columns}
                rows={data.items}
                rowKey={(item) => item.id}
              />
            )
          }
        </QueryBlock>
      </Blocks>
    </div>
  );
}
