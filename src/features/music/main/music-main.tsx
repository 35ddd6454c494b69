import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { MarkedDay } from '@kit/page/marked-day';
import { useMusicStatistics, useMusicThemesTopList } from '@generated/api/music/music';
import type { MusicStatistics } from '@generated/model';
import { ChartBlock } from '@kit/blocks/chart-block';
import { TopBarsBlock } from '@kit/blocks/top-bars';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { Blocks } from '@kit/layout/blocks';
import { listHeight } from '@kit/layout/sizes';
import { PageHeader } from '@kit/page/page-header';
import { useFormatters } from '@i18n/format';
import { sortByDate } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import { LineChart } from '@ui/charts/lazy';
import { seriesColor } from '@ui/charts/palette';
import { QueryBlock } from '@ui/query-block';
import { busiestDay, dailyAverage, trackName } from '../music-model';
import { PlaylistBlock } from './playlist-block';
import { StoriesBlock } from './stories-block';
import { withFilters } from '@lib/filters/link';
import { useComparedCall } from '@kit/compare/use-comparison';
import { change } from '@lib/compare/change';
import { ChangeMark } from '@kit/compare/change-mark';
import { ComparedStatus, comparedState } from '@kit/compare/compared-status';
import { CHANGE_LINE, NOTE_LINE } from '@kit/compare/top-comparison';
import { comparedSeriesOf, useSeriesFigures } from '@kit/blocks/use-series-figures';

const mainRoute = getRouteApi('/cabinet/music/main');

/**
 * Airplay of the period under the section's filters: how much was played, day by day, which
 * tracks, artists and genres, the stories behind them and a channel's playlist. Each block asks
 * for its own data; the statistics blocks share one call.
 */
export function MusicMain() {
  const { filter } = useSectionFilters();
  const mark = mainRoute.useSearch({ select: (search) => search.mark });
  return (
    <div className="music-page">
      <PageHeader period={filter.period} />
      <MarkedDay mark={mark}>
        <Blocks>
          <AirplayTotals />
          <PlaysByDay />
          <TopTracksAndArtists />
          <Genres />
          <StoriesBlock />
          <PlaylistBlock />
        </Blocks>
      </MarkedDay>
    </div>
  );
}

/** The answer with its plays per day in date order, as the chart draws them. */
function sortDays(data: MusicStatistics): MusicStatistics {
  return { statistics: { ...data.statistics, dynamics: sortByDate(data.statistics.dynamics) } };
}

function useStatistics() {
  const call = useComparedCall();
  const { filter } = useSectionFilters();
  return call.join(
    useMusicStatistics(filter, { query: { select: sortDays } }),
    useMusicStatistics(call.body(filter), { query: { select: sortDays, enabled: call.on } }),
  );
}

function AirplayTotals() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const statistics = useStatistics();
  const earlier = comparedState(statistics, (data) => data.statistics.total === 0);
  const on = statistics.compared !== undefined;
  // With a comparison each figure gets its change in a line of its own, kept from the first paint.
  const moved = (value: (data: MusicStatistics) => number, data: MusicStatistics) =>
    on && (
      <span className="music-total-change">
        {earlier.status === 'ready' && <ChangeMark change={change(value(data), value(earlier.data))} />}
      </span>
    );
  const total = (data: MusicStatistics) => data.statistics.total;
  const average = (data: MusicStatistics) => dailyAverage(data.statistics.dynamics);
  return (
    <QueryBlock
      title={t`Airplay in the period`}
      query={statistics}
      reserve={listHeight(3) + (on ? 3 * CHANGE_LINE + NOTE_LINE : 0)}
    >
      {(data: MusicStatistics) => {
        const peak = busiestDay(data.statistics.dynamics);
        return (
          <dl className={`music-totals${on ? ' music-totals-compared' : ''}`}>
            <div>
              <dt>{t`Plays of monitored tracks`}</dt>
              <dd>
                {fmt.number(total(data))}
                {moved(total, data)}
              </dd>
            </div>
            <div>
              <dt>{t`Plays per day on average`}</dt>
              <dd>
                {fmt.number(average(data))}
                {moved(average, data)}
              </dd>
            </div>
            <div>
              <dt>{t`Busiest day`}</dt>
              <dd>{peak ? `${fmt.dayMonth(peak.date)} · ${fmt.number(peak.count)}` : '—'}</dd>
            </div>
            {on && (
              <div className="compare-note-line">
                <ComparedStatus state={earlier} />
              </div>
            )}
          </dl>
        );
      }}
    </QueryBlock>
  );
}

function PlaysByDay() {
  const { t } = useLingui();
  const { drill } = useSectionFilters();
  const statistics = useStatistics();
  const lines = useSeriesFigures();
  const plays = t`Plays`;
  const asItems = (data: MusicStatistics) => [
    { id: 1, name: plays, total: data.statistics.total, dynamics: data.statistics.dynamics },
  ];
  // In share mode a day's plays are a share of the period's (one line's share of its own day would always be all of
  // it).
  const periodTotals = (data: MusicStatistics) =>
    data.statistics.dynamics.map((point) => ({ date: point.date, count: data.statistics.total }));
  return (
    <ChartBlock
      title={t`Plays by day`}
      description={t`Plays of monitored tracks on each day of the period. Choose a day to narrow the period to it.`}
      exportName="plays-by-day"
      className="block-wide"
      height={280}
      query={statistics}
      isEmpty={(data) => data.statistics.total === 0}
      emptyText={t`No monitored track was played with the chosen filters.`}
      isComparedEmpty={(data) => data.statistics.total === 0}
    >
      {(data) => {
        const all = asItems(data);
        const { series, table, legend } = lines.figures({
          shown: all.map((item) => ({ item, color: seriesColor(0) })),
          all,
          dayTotals: periodTotals(data),
          compared: comparedSeriesOf(statistics, asItems, periodTotals),
        });
        return {
          table,
          legend,
          chart: ({ width, height }) => (
            <LineChart
              width={width}
              height={height}
              valueLabel={lines.percent ? t`Share of the period's plays` : plays}
              valueFormat={lines.valueFormat}
              series={series}
              onSelectDate={(date) => drill({ period: dayPeriod(date) })}
            />
          ),
        };
      }}
    </ChartBlock>
  );
}

/**
 * The tracks and the artists played most, from the statistics call. A bar opens the airplay
 * report on the section's filters, narrowed to that track or artist.
 */
function TopTracksAndArtists() {
  const { t } = useLingui();
  const { filter } = useSectionFilters();
  const navigate = useNavigate();
  const statistics = useStatistics();
  const openReport = (narrowing: { tracks?: number[]; artists?: string[] }) =>
    void navigate({ to: '/cabinet/music/reports', search: withFilters(narrowing) });
  return (
    <>
      <TopBarsBlock
        title={t`Top tracks`}
        description={t`Plays of each track over the period. Choose a track to see its plays in the airplay report.`}
        exportName="top-tracks"
        nameLabel={t`Track`}
        valueLabel={t`Plays`}
        query={statistics}
        items={(data) =>
          data.statistics.items.map((track) => ({
            id: track.track_id,
            name: trackName(track),
            count: track.plays,
            artist: track.artist,
            title: track.title,
          }))
        }
        expected={filter.limit}
        extra={[
          { key: 'artist', label: t`Artist`, value: (item) => item.artist },
          { key: 'title', label: t`Title`, value: (item) => item.title },
        ]}
        emptyText={t`No monitored track was played with the chosen filters.`}
        onSelect={(track) => openReport({ tracks: [track.id] })}
      />
      <TopBarsBlock
        title={t`Top artists`}
        description={t`Plays of all tracks of each artist over the period. Choose an artist to see their plays in the airplay report.`}
        exportName="top-artists"
        nameLabel={t`Artist`}
        valueLabel={t`Plays`}
        query={statistics}
        items={(data) =>
          data.statistics.artists.map((artist) => ({ id: artist.artist, name: artist.artist, count: artist.plays }))
        }
        expected={filter.limit}
        emptyText={t`No monitored artist was played with the chosen filters.`}
        onSelect={(artist) => openReport({ artists: [artist.name] })}
      />
    </>
  );
}

function Genres() {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter, drill } = useSectionFilters();
  const genres = call.join(
    useMusicThemesTopList(filter),
    useMusicThemesTopList(call.body(filter), { query: { enabled: call.on } }),
  );
  return (
    <TopBarsBlock
      title={t`Genres`}
      description={t`Plays of the tracks of each genre over the period. Choose a genre to see its airplay stories.`}
      exportName="genres"
      nameLabel={t`Genre`}
      valueLabel={t`Plays`}
      query={genres}
      items={(data) => data.items}
      expected={filter.limit}
      emptyText={t`No genre was played with the chosen filters.`}
      onSelect={(genre) => drill({ theme: genre.id })}
    />
  );
}
