import { useLingui } from '@lingui/react/macro';
import { useStatisticsStories } from '@generated/api/statistics/statistics';
import type { StoriesStatisticsResponse } from '@generated/model';
import { ChartBlock } from '@kit/blocks/chart-block';
import { comparedSeriesOf, noFigures, useSeriesFigures } from '@kit/blocks/use-series-figures';
import type { SeriesItem } from '@kit/blocks/series-figures';
import { useComparedCall } from '@kit/compare/use-comparison';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { sortByDate } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import { LineChart } from '@ui/charts/lazy';
import { seriesColor } from '@ui/charts/palette';

/** How many of the leading stories the chart draws. */
export const LEADING_STORIES = 5;

/** The leading stories as the line chart's items (their title as the name), dates in order, with the day totals. */
function leadingSeries(data: StoriesStatisticsResponse): {
  items: SeriesItem[];
  dayTotals: StoriesStatisticsResponse['statistics']['dynamics'];
} {
  return {
    items: data.statistics.items.map((item) => ({
      id: item.id,
      name: item.title,
      total: item.total,
      dynamics: sortByDate(item.dynamics),
    })),
    dayTotals: sortByDate(data.statistics.dynamics),
  };
}

/**
 * The stories page's chart: the statistics of the stories (of the focused theme, if any) day by
 * day: a line for each of the leading stories, the compared period behind each, the days that
 * stand out marked; its table and CSV, and a PNG. A day chosen on it narrows the page to that day.
 */
export function StoriesByDay() {
  const { t } = useLingui();
  const call = useComparedCall();
  const { search, filter, drill } = useSectionFilters();
  const body = {
    ...filter,
    limit: LEADING_STORIES,
    ...(search.theme === undefined ? {} : { theme_id: [search.theme] }),
  };
  const query = call.join(
    useStatisticsStories(body, { query: { select: leadingSeries } }),
    useStatisticsStories(call.body(body), { query: { select: leadingSeries, enabled: call.on } }),
  );
  const lines = useSeriesFigures();
  return (
    <ChartBlock
      title={t`Leading stories by day`}
      description={
        search.theme === undefined
          ? t`Mentions of the ${LEADING_STORIES} most mentioned stories on each day of the period.`
          : t`Mentions of the ${LEADING_STORIES} most mentioned stories of the theme on each day of the period.`
      }
      exportName="stories-by-day"
      className="block-wide"
      height={300}
      query={query}
      isEmpty={(data) => data.items.length === 0}
      isComparedEmpty={(data) => noFigures(data.items)}
      emptyText={
        search.theme === undefined
          ? t`No story was mentioned for the chosen filters.`
          : t`No story of this theme was mentioned for the chosen filters.`
      }
    >
      {(data) => {
        const { series, table, legend } = lines.figures({
          shown: data.items.map((item, index) => ({ item, color: seriesColor(index) })),
          all: data.items,
          dayTotals: data.dayTotals,
          compared: comparedSeriesOf(
            query,
            (answer) => answer.items,
            (answer) => answer.dayTotals,
          ),
        });
        return {
          table,
          legend,
          chart: ({ width, height }) => (
            <LineChart
              width={width}
              height={height}
              series={series}
              valueLabel={lines.valueLabel(t`Mentions`)}
              valueFormat={lines.valueFormat}
              onSelectDate={(date) => drill({ period: dayPeriod(date) })}
            />
          ),
        };
      }}
    </ChartBlock>
  );
}
