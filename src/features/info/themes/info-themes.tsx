import { useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useInfoThemesList, useInfoThemesTop } from '@generated/api/info/info';
import type { ThemeTopItem, ThemesList } from '@generated/model';
import { ChartBlock } from '@kit/blocks/chart-block';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { PageHeader } from '@kit/page/page-header';
import { sortByDate } from '@lib/dynamics';
import { dayPeriod } from '@lib/filters/period';
import { SENTIMENT_LABELS, TONALITIES } from '@lib/statistics-labels';
import { Button } from '@ui/button';
import { LineChart } from '@ui/charts/lazy';
import { seriesColor } from '@ui/charts/palette';
import { MultiSelect } from '@ui/multi-select';
import { MAX_CHART_THEMES, THEME_IDS, chartThemes, themesListBody } from './themes-model';
import { Blocks } from '@kit/layout/blocks';
import { patchSearch, withFilters } from '@lib/filters/link';
import { InfoTopBlock } from '../shared/top-block';
import { useComparedCall } from '@kit/compare/use-comparison';
import { comparedSeriesOf, noFigures, useSeriesFigures } from '@kit/blocks/use-series-figures';

const route = getRouteApi('/cabinet/info/themes');

/** Each theme's daily mentions sorted by date, as the line chart expects. */
function sortThemeDynamics(data: ThemesList): ThemesList {
  return { ...data, items: data.items.map((item) => ({ ...item, dynamics: sortByDate(item.dynamics) })) };
}

/** The themes page: how the fixed themes were mentioned day by day, and the ranking of the period. */
export function InfoThemes() {
  const call = useComparedCall();
  const { t, i18n } = useLingui();
  const { filter, drill } = useSectionFilters();
  const navigate = useNavigate();
  const { themes: chosen } = route.useSearch();
  const listBody = themesListBody(filter);
  const list = call.join(
    useInfoThemesList(listBody, { query: { select: sortThemeDynamics } }),
    useInfoThemesList(call.body(listBody), { query: { select: sortThemeDynamics, enabled: call.on } }),
  );
  const lines = useSeriesFigures();
  const top = call.join(useInfoThemesTop(filter), useInfoThemesTop(call.body(filter), { query: { enabled: call.on } }));
  const items = list.data?.items ?? [];
  const shown = chartThemes(items, chosen);
  const shownIds = shown.map((item) => item.id);
  const choose = (ids: number[]) => {
    // The choice keeps the grid's order; choosing nothing goes back to the most mentioned.
    const next = THEME_IDS.filter((known) => ids.includes(known)).slice(0, MAX_CHART_THEMES);
    void navigate({ to: '.', search: patchSearch({ themes: next }), replace: true, resetScroll: false });
  };
  const picker = (
    <>
      <MultiSelect
        label={t`Themes on the chart`}
        loading={list.isPending}
        options={items.map((item) => ({
          value: item.id,
          label: item.name,
          disabled: !shownIds.includes(item.id) && shownIds.length >= MAX_CHART_THEMES,
        }))}
        selected={shownIds}
        onChange={choose}
      />
      {chosen && (
        <Button variant="ghost" onClick={() => choose([])}>
          {t`Show the most mentioned`}
        </Button>
      )}
    </>
  );

  return (
    <div className="info-page info-themes">
      <PageHeader period={filter.period} />
      <Blocks>
        <ChartBlock
          title={t`Themes by day`}
          description={
            chosen
              ? t`Mentions of each chosen theme on each day of the period (up to ${MAX_CHART_THEMES} themes).`
              : t`Mentions of the five most mentioned themes on each day of the period; choose others above.`
          }
          exportName="themes-by-day"
          className="block-wide"
          height={320}
          actions={picker}
          query={list}
          isEmpty={(data) => data.items.every((item) => item.total === 0)}
          isComparedEmpty={(data) => noFigures(data.items)}
          emptyText={t`None of the themes was mentioned for the chosen filters.`}
        >
          {(data) => {
            const drawn = chartThemes(data.items, chosen);
            const { series, table, legend } = lines.figures({
              shown: drawn.map((item, index) => ({ item, color: seriesColor(index) })),
              all: data.items,
              compared: comparedSeriesOf(list, (answer) => answer.items),
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

        <InfoTopBlock
          of="themes"
          className="block-wide"
          query={top}
          extra={[
            {
              key: 'share',
              label: t`Share, %`,
              numeric: true,
              value: (item: ThemeTopItem) => Math.round(item.share * 1000) / 10,
            },
            ...TONALITIES.map((key) => ({
              key,
              label: i18n._(SENTIMENT_LABELS[key]),
              numeric: true,
              value: (item: ThemeTopItem) => item.sentiment[key],
            })),
          ]}
          emptyText={t`No theme was mentioned for the chosen filters.`}
          onSelect={(theme) =>
            void navigate({ to: '/cabinet/info/stories', search: withFilters({ theme: Number(theme.id) }) })
          }
        />
      </Blocks>
    </div>
  );
}
