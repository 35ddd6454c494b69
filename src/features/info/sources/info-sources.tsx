import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useId } from 'react';
import { useInfoChannelsTop } from '../../../../generated/api/info/info';
import type { ChannelTopItem } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { CHANNEL_TYPES, type ChannelTypeValue } from '../../../lib/statistics-filter';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import { channelTypeColor, useChannelTypeLabel, useCountryName } from './channel-types';
import './sources.css';

const route = getRouteApi('/cabinet/info/sources');

interface TypeGroup {
  type: ChannelTypeValue;
  count: number;
  share: number;
  channels: ChannelTopItem[];
}

/** The channels of the top grouped by type, the type with the most mentions first. */
function groupByType(items: readonly ChannelTopItem[]): TypeGroup[] {
  const groups = new Map<ChannelTypeValue, TypeGroup>();
  for (const item of items) {
    const group = groups.get(item.type) ?? { type: item.type, count: 0, share: 0, channels: [] };
    group.count += item.count;
    group.share += item.share;
    group.channels.push(item);
    groups.set(item.type, group);
  }
  return [...groups.values()].sort((a, b) => b.count - a.count);
}

/** Where the mentions came from: the channels with the most mentions, by channel or by channel type. */
export function InfoSources() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const navigate = useNavigate();
  const { filter, update } = useInfoFilters();
  const { group } = route.useSearch();
  const grouped = group === 'type';
  const typeLabel = useChannelTypeLabel();
  const countryName = useCountryName();
  const channels = useInfoChannelsTop(filter);
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;

  const setGrouped = (on: boolean) => {
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => {
        const next = { ...previous };
        if (on) next.group = 'type';
        else delete next.group;
        return next;
      },
    });
  };
  const toggleType = (type: ChannelTypeValue) => {
    const chosen = filter.channel_types;
    update({ channel_types: chosen.includes(type) ? chosen.filter((item) => item !== type) : [...chosen, type] });
  };

  return (
    <div className="info-page">
      <header className="page-header">
        <h1>
          <Trans>Sources</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>

      <div className="sources-toolbar">
        <div role="group" aria-labelledby={`${id}-types`} className="type-toggles">
          <span id={`${id}-types`} className="type-toggles-label">
            {t`Channel type`}
          </span>
          <button type="button" className="type-toggle" aria-pressed={filter.channel_types.length === 0} onClick={() => update({ channel_types: undefined })}>
            {t`All types`}
          </button>
          {CHANNEL_TYPES.map((type) => (
            <button key={type} type="button" className="type-toggle" aria-pressed={filter.channel_types.includes(type)} onClick={() => toggleType(type)}>
              {typeLabel(type)}
            </button>
          ))}
        </div>
        <label className="check">
          <input type="checkbox" checked={grouped} onChange={(event) => setGrouped(event.target.checked)} />
          <span>{t`Group by channel type`}</span>
        </label>
      </div>

      <div className="blocks">
        <QueryBlock
          title={t`Top channels`}
          query={channels}
          className="block-wide"
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No channel has mentions with the chosen filters.`}
        >
          {(data) => {
            const groups = groupByType(data.items);
            return (
              <>
                {grouped ? (
                  <ChartFrame
                    headingLevel={3}
                    title={t`Mentions by channel type`}
                    description={t`Mentions on the channels of the top, summed by channel type.`}
                    exportName="top-channels-by-type"
                    table={{
                      columns: [
                        { key: 'type', label: t`Channel type` },
                        { key: 'channels', label: t`Channels`, numeric: true },
                        { key: 'count', label: t`Mentions`, numeric: true },
                        { key: 'share', label: t`Share, %`, numeric: true },
                      ],
                      rows: groups.map((entry) => ({ type: typeLabel(entry.type), channels: entry.channels.length, count: entry.count, share: percentValue(entry.share) })),
                    }}
                  >
                    {({ width, height }) => (
                      <BarChart
                        width={width}
                        height={height}
                        items={groups.map((entry) => ({ key: entry.type, label: typeLabel(entry.type), value: entry.count, color: channelTypeColor(entry.type) }))}
                      />
                    )}
                  </ChartFrame>
                ) : (
                  <ChartFrame
                    headingLevel={3}
                    title={t`Top channels`}
                    description={t`Mentions on each channel over the period.`}
                    exportName="top-channels"
                    table={{
                      columns: [
                        { key: 'name', label: t`Channel` },
                        { key: 'type', label: t`Channel type` },
                        { key: 'country', label: t`Country` },
                        { key: 'count', label: t`Mentions`, numeric: true },
                        { key: 'share', label: t`Share, %`, numeric: true },
                      ],
                      rows: data.items.map((item) => ({
                        name: item.name,
                        type: typeLabel(item.type),
                        country: countryName(item.country),
                        count: item.count,
                        share: percentValue(item.share),
                      })),
                    }}
                  >
                    {({ width, height }) => <BarChart width={width} height={height} items={data.items.map((item) => ({ key: String(item.id), label: item.name, value: item.count }))} />}
                  </ChartFrame>
                )}

                <div className="table-scroll" tabIndex={0}>
                  <table className="data-table sources-table">
                    <caption className="visually-hidden">{grouped ? t`Channels of the top by channel type` : t`Channels of the top`}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t`Channel`}</th>
                        {!grouped && <th scope="col">{t`Channel type`}</th>}
                        <th scope="col">{t`Country`}</th>
                        <th scope="col" className="numeric">
                          {t`Mentions`}
                        </th>
                        <th scope="col" className="numeric">
                          {t`Share`}
                        </th>
                      </tr>
                    </thead>
                    {grouped ? (
                      groups.map((entry) => (
                        <tbody key={entry.type}>
                          <tr className="group-row">
                            <th scope="rowgroup" colSpan={2}>
                              <span className="type-swatch" style={{ backgroundColor: channelTypeColor(entry.type) }} aria-hidden="true" />
                              {typeLabel(entry.type)}
                            </th>
                            <td className="numeric">{fmt.number(entry.count)}</td>
                            <td className="numeric">{fmt.percent(entry.share)}</td>
                          </tr>
                          {entry.channels.map((item) => (
                            <tr key={item.id}>
                              <th scope="row" className="channel-name">
                                {item.name}
                              </th>
                              <td>{countryName(item.country)}</td>
                              <td className="numeric">{fmt.number(item.count)}</td>
                              <td className="numeric">{fmt.percent(item.share)}</td>
                            </tr>
                          ))}
                        </tbody>
                      ))
                    ) : (
                      <tbody>
                        {data.items.map((item) => (
                          <tr key={item.id}>
                            <th scope="row">{item.name}</th>
                            <td>
                              <span className="type-swatch" style={{ backgroundColor: channelTypeColor(item.type) }} aria-hidden="true" />
                              {typeLabel(item.type)}
                            </td>
                            <td>{countryName(item.country)}</td>
                            <td className="numeric">{fmt.number(item.count)}</td>
                            <td className="numeric">{fmt.percent(item.share)}</td>
                          </tr>
                        ))}
                      </tbody>
                    )}
                  </table>
                </div>
              </>
            );
          }}
        </QueryBlock>
      </div>
    </div>
  );
}

/** A share from 0 to 1 as a percentage number with two decimals, for tables and CSV. */
function percentValue(share: number): number {
  return Math.round(share * 10000) / 100;
}
