import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useStatisticsStory } from '@generated/api/statistics/statistics';
import type { StoryStatistics } from '@generated/model';
import { isHttpError } from '@api/errors';
import { useFormatters } from '@i18n/format';
import { withSortedDynamics } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { CHANNEL_TYPE_LABELS } from '@lib/filters/labels';
import { Alert } from '@ui/alert';
import { Button } from '@ui/button';
import { BarChart, LineChart } from '@ui/charts/lazy';
import { barChartHeight } from '@ui/charts/sizes';
import { ChartFrame } from '@ui/charts/chart-frame';
import { SERIES_COLORS } from '@ui/charts/palette';
import { QueryBlock } from '@ui/query-block';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useThemeLabel, type ThemeNames } from './theme-names';
import { useComparedCall } from '@kit/compare/use-comparison';
import type { StoryStatisticsResponse } from '@generated/model';
import type { QueryLike } from '@ui/query-block';
import { change } from '@lib/compare/change';
import { ChangeMark, LeftTheTop } from '@kit/compare/change-mark';
import { ComparedStatus, comparedState } from '@kit/compare/compared-status';
import type { ComparedQuery } from '@kit/compare/use-comparison';
import { comparedSeriesOf, useSeriesFigures } from '@kit/blocks/use-series-figures';
import { changeColumns, compareTop } from '@kit/blocks/top-compare';
import { useTopNotes } from '@kit/blocks/top-notes';
import { AlertMeButton } from '@kit/alerts/alert-me';
import { scopeOfFilters } from '@kit/alerts/target';

const route = getRouteApi('/cabinet/info/stories');

interface StoryDetailProps {
  storyId: number;
  /** The title from the top list, shown while the detail loads. */
  knownTitle?: string;
  themes: ThemeNames | undefined;
}

/**
 * One story within the section's filters: its facts, its mentions by day and the channels that
 * covered it. It opens from a link (`story` in the URL) and closes by removing it; an unknown
 * story says so plainly.
 */
export function StoryDetail({ storyId, knownTitle, themes }: StoryDetailProps) {
  const call = useComparedCall();
  const { t } = useLingui();
  const { filter, search } = useSectionFilters();
  const navigate = route.useNavigate();
  const body = { ...filter, story_id: storyId };
  const detail = call.join(
    useStatisticsStory(body, { query: { select: withSortedDynamics } }),
    useStatisticsStory(call.body(body), { query: { select: withSortedDynamics, enabled: call.on } }),
  );
  const region = useRef<HTMLDivElement>(null);

  // Opening a story from the list brings its detail into view and moves the focus there.
  useEffect(() => {
    if (
      region.current &&
      document.activeElement instanceof HTMLAnchorElement &&
      document.activeElement.closest('.stories-table')
    ) {
      region.current.focus();
    }
  }, []);

  const close = () => {
    void navigate({
      search: (previous) => {
        const next = { ...previous };
        delete next.story;
        return next;
      },
      resetScroll: false,
    });
  };
  const closeButton = (
    <Button variant="secondary" onClick={close}>
      {t`Close`}
    </Button>
  );
  const notFound = isHttpError(detail.error) && detail.error.status === 404;

  return (
    <div ref={region} tabIndex={-1} className="block-wide story-detail" aria-label={t`Story details`}>
      {notFound ? (
        <section className="block">
          <header className="block-header">
            <h2>{t`Story not found`}</h2>
            {closeButton}
          </header>
          <Alert>{t`There is no story with this link. It may have been removed, or the link is incomplete. Choose a story from the list below.`}</Alert>
        </section>
      ) : (
        <QueryBlock
          title={detail.data?.statistics.story.title ?? knownTitle ?? t`Story`}
          query={detail}
          actions={
            <>
              <AlertMeButton
                draft={() => {
                  const title = detail.data?.statistics.story.title ?? knownTitle;
                  const { theme: _theme, person: _person, ...filters } = search;
                  return {
                    kind: 'spike',
                    name: (title ?? t`Story`).slice(0, 100),
                    scope: { ...scopeOfFilters(filters), story_id: storyId },
                    about: title,
                  };
                }}
              />
              {closeButton}
            </>
          }
        >
          {(data) => <StoryContent statistics={data.statistics} themes={themes} query={detail} />}
        </QueryBlock>
      )}
    </div>
  );
}

function StoryContent({
  statistics,
  themes,
  query,
}: {
  statistics: StoryStatistics;
  themes: ThemeNames | undefined;
  query: ComparedQuery<QueryLike<StoryStatisticsResponse>>;
}) {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const themeLabel = useThemeLabel(themes);
  const { drill } = useSectionFilters();
  const { story, total, sentiment, sources } = statistics;
  const lines = useSeriesFigures();
  const notes = useTopNotes({ percentPoints: false });
  const on = query.compared !== undefined;
  const earlierState = comparedState(query, (data) => data.statistics.total === 0);
  const earlier = earlierState.status === 'ready' ? earlierState.data.statistics : undefined;
  const moved = (now: number, before: number | undefined) =>
    on && (
      <span className="story-fact-change">{before !== undefined && <ChangeMark change={change(now, before)} />}</span>
    );
  const asItems = (data: StoryStatisticsResponse) => [
    {
      id: data.statistics.story.id,
      name: data.statistics.story.title,
      total: data.statistics.total,
      dynamics: data.statistics.dynamics,
    },
  ];
  const current = asItems({ statistics });
  const byDay = lines.figures({
    shown: current.map((item) => ({ item, color: SERIES_COLORS[0] as string })),
    all: current,
    compared: comparedSeriesOf(query, asItems),
  });
  const asRanked = (list: typeof sources) =>
    list.map((source) => ({ id: source.channel_id, name: source.name, count: source.count }));
  const sourcesCompared = earlier ? compareTop(asRanked(sources), asRanked(earlier.sources)) : undefined;
  const sourceRow = new Map(sourcesCompared?.rows.map((row) => [row.item.id, row]));
  const leftSources = sourcesCompared?.left.map((item) => item.name) ?? [];

  return (
    <div className="story-content">
      <dl className="story-facts">
        <div>
          <dt>{t`Theme`}</dt>
          <dd>{themeLabel(story.theme_id)}</dd>
        </div>
        <div>
          <dt>{t`Mentions`}</dt>
          <dd>
            {fmt.number(total)}
            {moved(total, earlier?.total)}
          </dd>
        </div>
        {TONALITIES.map((key) => (
          <div key={key}>
            <dt>{i18n._(SENTIMENT_LABELS[key])}</dt>
            <dd>
              {fmt.number(sentiment[key])}
              {moved(sentiment[key], earlier?.sentiment[key])}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t`First seen`}</dt>
          <dd>
            <time dateTime={story.first_seen}>{fmt.dateTime(story.first_seen)}</time>
          </dd>
        </div>
        <div>
          <dt>{t`Last seen`}</dt>
          <dd>
            <time dateTime={story.last_seen}>{fmt.dateTime(story.last_seen)}</time>
          </dd>
        </div>
      </dl>

      {total === 0 ? (
        <p className="block-empty">{t`The story has no mentions for the chosen filters.`}</p>
      ) : (
        <div className="story-charts">
          <ChartFrame
            title={t`Mentions by day`}
            headingLevel={3}
            description={t`Mentions of the story on each day of the period.`}
            exportName={`story-${story.id}-by-day`}
            table={byDay.table}
            legend={byDay.legend}
            reserveStatusLine={on}
            statusLine={on ? <ComparedStatus state={earlierState} /> : undefined}
          >
            {({ width, height }) => (
              <LineChart
                width={width}
                height={height}
                valueLabel={lines.valueLabel(t`Mentions`)}
                valueFormat={lines.valueFormat}
                series={byDay.series}
                onSelectDate={(date) => drill({ period: dayPeriod(date) })}
              />
            )}
          </ChartFrame>

          {sources.length === 0 ? (
            <p className="block-empty">{t`No channel covered the story for the chosen filters.`}</p>
          ) : (
            <ChartFrame
              title={t`Sources`}
              headingLevel={3}
              description={t`Channels that covered the story, most mentions first.`}
              exportName={`story-${story.id}-sources`}
              height={barChartHeight(sources.length)}
              table={{
                columns: [
                  { key: 'name', label: t`Channel` },
                  { key: 'type', label: t`Channel type` },
                  { key: 'count', label: t`Mentions`, numeric: true },
                  ...(sourcesCompared
                    ? [
                        { key: 'previous', label: t`Compared period`, numeric: true, csvHeader: 'previous' },
                        { key: 'change', label: t`Change`, numeric: true, csvHeader: 'change' },
                        { key: 'change_pct', label: t`Change, %`, numeric: true, csvHeader: 'change_pct' },
                      ]
                    : []),
                ],
                rows: sources.map((source) => {
                  const row = sourceRow.get(source.channel_id);
                  return {
                    name: source.name,
                    type: i18n._(CHANNEL_TYPE_LABELS[source.type]),
                    count: source.count,
                    ...(row ? changeColumns(row, false) : {}),
                  };
                }),
              }}
              statusLine={leftSources.length > 0 ? <LeftTheTop names={leftSources} /> : undefined}
              reserveStatusLine={on}
            >
              {({ width, height }) => (
                <BarChart
                  width={width}
                  height={height}
                  items={sources.map((source) => {
                    const row = sourceRow.get(source.channel_id);
                    return {
                      key: String(source.channel_id),
                      label: source.name,
                      value: source.count,
                      note: row ? notes.note(row) : undefined,
                    };
                  })}
                  noteRoom={
                    on ? notes.room(Math.max(0, ...sources.map((source) => source.count)), sources.length) : undefined
                  }
                  onSelect={(bar) => drill({ channels: [Number(bar.key)] })}
                />
              )}
            </ChartFrame>
          )}
        </div>
      )}
    </div>
  );
}
