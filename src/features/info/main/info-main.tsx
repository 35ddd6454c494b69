import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  useInfoChannelsTop,
  useInfoMainStoriesList,
  useInfoMainThemesTop,
  useInfoMarkersTop,
  useInfoMusicGet,
  useInfoPersonTop,
  useInfoSentimentGet,
} from '../../../../generated/api/info/info';
import { useFormatters } from '../../../i18n/format';
import { withSortedDynamics } from '../../../lib/dynamics';
import { SENTIMENT_LABELS } from '../../../lib/statistics-labels';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { DonutChart } from '../../../ui/charts/donut-chart';
import { TONALITY_COLORS } from '../../../ui/charts/palette';
import { StackedBarChart } from '../../../ui/charts/stacked-bar-chart';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';

const TONALITIES = ['positive', 'neutral', 'negative'] as const;

interface TopItem {
  id: number;
  name: string;
  count: number;
}

interface TopBarsProps<T extends TopItem> {
  title: string;
  description: string;
  exportName: string;
  nameLabel: string;
  items: T[];
  /** One more column for the table view (e.g. a person's position). */
  extra?: { key: string; label: string; value: (item: T) => string };
}

/** A top list as bars, with its table view and exports: the overview's themes, persons and channels. */
function TopBars<T extends TopItem>({ title, description, exportName, nameLabel, items, extra }: TopBarsProps<T>) {
  const { t } = useLingui();
  return (
    <ChartFrame
      title={title}
      description={description}
      exportName={exportName}
      table={{
        columns: [{ key: 'name', label: nameLabel }, ...(extra ? [{ key: extra.key, label: extra.label }] : []), { key: 'count', label: t`Mentions`, numeric: true }],
        rows: items.map((item) => ({ name: item.name, ...(extra ? { [extra.key]: extra.value(item) } : {}), count: item.count })),
      }}
    >
      {({ width, height }) => <BarChart width={width} height={height} items={items.map((item) => ({ key: String(item.id), label: item.name, value: item.count }))} />}
    </ChartFrame>
  );
}

/** The overview of the period: what was talked about, in what tone, by whom and where. */
export function InfoMain() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const themes = useInfoMainThemesTop(filter);
  const stories = useInfoMainStoriesList({ ...filter, page: 1, limit: filter.limit });
  const sentiment = useInfoSentimentGet(filter, { query: { select: withSortedDynamics } });
  const persons = useInfoPersonTop(filter);
  const channels = useInfoChannelsTop(filter);
  const markers = useInfoMarkersTop(filter);
  const music = useInfoMusicGet(filter);
  const tonality = TONALITIES.map((key) => ({ key, label: i18n._(SENTIMENT_LABELS[key]), color: TONALITY_COLORS[key] }));
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;

  return (
    <div className="info-page">
      <header className="page-header">
        <h1>
          <Trans>Info: overview</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        <QueryBlock framed title={t`Top themes`} query={themes} isEmpty={(data) => data.items.length === 0}>
          {(data) => <TopBars title={t`Top themes`} description={t`Mentions of each theme over the period.`} exportName="top-themes" nameLabel={t`Theme`} items={data.items} />}
        </QueryBlock>

        <QueryBlock title={t`Top stories`} query={stories} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <ol className="data-list">
              {data.items.map((story) => (
                <li key={story.id}>
                  <span>{story.title}</span>
                  <span className="muted">
                    <Plural value={story.count} _0="no mentions" one="# mention" other="# mentions" />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryBlock>

        <QueryBlock framed title={t`Sentiment`} query={sentiment} isEmpty={(data) => data.statistics.total === 0}>
          {(data) => (
            <ChartFrame
              title={t`Sentiment`}
              description={t`Share of positive, neutral and negative mentions over the period.`}
              exportName="sentiment"
              table={{
                columns: [
                  { key: 'tonality', label: t`Tonality` },
                  { key: 'count', label: t`Mentions`, numeric: true },
                ],
                rows: tonality.map((part) => ({ tonality: part.label, count: data.statistics.sentiment[part.key] })),
              }}
            >
              {({ width, height }) => <DonutChart width={width} height={height} parts={tonality.map((part) => ({ ...part, value: data.statistics.sentiment[part.key] }))} />}
            </ChartFrame>
          )}
        </QueryBlock>

        <QueryBlock framed title={t`Sentiment by day`} query={sentiment} isEmpty={(data) => data.statistics.total === 0 || data.statistics.dynamics.length === 0}>
          {(data) => (
            <ChartFrame
              title={t`Sentiment by day`}
              description={t`Positive, neutral and negative mentions on each day of the period.`}
              exportName="sentiment-dynamics"
              table={{
                columns: [{ key: 'date', label: t`Date` }, ...tonality.map((part) => ({ key: part.key, label: part.label, numeric: true }))],
                rows: data.statistics.dynamics.map((point) => ({ date: point.date, positive: point.positive, neutral: point.neutral, negative: point.negative })),
              }}
            >
              {({ width, height }) => (
                <StackedBarChart
                  width={width}
                  height={height}
                  keys={tonality}
                  points={data.statistics.dynamics.map((point) => ({ date: point.date, values: { positive: point.positive, neutral: point.neutral, negative: point.negative } }))}
                />
              )}
            </ChartFrame>
          )}
        </QueryBlock>

        <QueryBlock framed title={t`Top persons`} query={persons} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <TopBars
              title={t`Top persons`}
              description={t`Mentions of each person over the period.`}
              exportName="top-persons"
              nameLabel={t`Person`}
              items={data.items}
              extra={{ key: 'position', label: t`Position`, value: (item) => item.position }}
            />
          )}
        </QueryBlock>

        <QueryBlock framed title={t`Top channels`} query={channels} isEmpty={(data) => data.items.length === 0}>
          {(data) => <TopBars title={t`Top channels`} description={t`Mentions on each channel over the period.`} exportName="top-channels" nameLabel={t`Channel`} items={data.items} />}
        </QueryBlock>

        <QueryBlock title={t`Key entities`} query={markers} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <ol className="data-list">
              {data.items.map((marker) => (
                <li key={marker.id}>
                  <span>{marker.name}</span>
                  <span className="muted">
                    <Plural value={marker.count} _0="no mentions" one="# mention" other="# mentions" />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryBlock>

        <QueryBlock title={t`Music on air`} query={music} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <ol className="data-list">
              {data.items.map((track) => (
                <li key={track.isrc}>
                  <span>
                    {track.artist} — {track.title}
                  </span>
                  <span className="muted">
                    <Plural value={track.plays} _0="no plays" one="# play" other="# plays" />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </QueryBlock>
      </div>
    </div>
  );
}
