import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useId } from 'react';
import { useInfoThemesList, useInfoThemesTop } from '../../../../generated/api/info/info';
import type { ThemeDynamicsItem, ThemesList } from '../../../../generated/model';
import { useFormatters } from '../../../i18n/format';
import { sortByDate } from '../../../lib/dynamics';
import { SENTIMENT_LABELS } from '../../../lib/statistics-labels';
import { Button } from '../../../ui/button';
import { BarChart } from '../../../ui/charts/bar-chart';
import { ChartFrame } from '../../../ui/charts/chart-frame';
import { LineChart } from '../../../ui/charts/line-chart';
import { seriesColor } from '../../../ui/charts/palette';
import { QueryBlock } from '../../../ui/query-block';
import { useInfoFilters } from '../filters/use-info-filters';
import { DEFAULT_CHART_THEMES, MAX_CHART_THEMES, THEME_IDS, chartThemes, themesListBody } from './themes-search';
import './info-themes.css';

const route = getRouteApi('/cabinet/info/themes');
const TONALITIES = ['positive', 'neutral', 'negative'] as const;

/** Each theme's daily mentions sorted by date, as the line chart expects. */
function sortThemeDynamics(data: ThemesList): ThemesList {
  return { ...data, items: data.items.map((item) => ({ ...item, dynamics: sortByDate(item.dynamics) })) };
}

/** The themes page: how the fixed themes were mentioned day by day, and the ranking of the period. */
export function InfoThemes() {
  const { t, i18n } = useLingui();
  const fmt = useFormatters();
  const { filter } = useInfoFilters();
  const list = useInfoThemesList(themesListBody(filter), { query: { select: sortThemeDynamics } });
  const top = useInfoThemesTop(filter);
  const period = `${fmt.date(filter.period.start_date)} – ${fmt.date(filter.period.end_date)}`;
  const tonality = TONALITIES.map((key) => ({ key, label: i18n._(SENTIMENT_LABELS[key]) }));

  return (
    <div className="info-page info-themes">
      <header className="page-header">
        <h1>
          <Trans>Themes</Trans>
        </h1>
        <p className="muted">{period}</p>
      </header>
      <div className="blocks">
        <QueryBlock
          title={t`Themes by day`}
          className="block-wide"
          query={list}
          isEmpty={(data) => data.items.every((item) => item.total === 0)}
          emptyText={t`None of the themes was mentioned for the chosen filters.`}
        >
          {(data) => <ThemeDynamics items={data.items} />}
        </QueryBlock>

        <QueryBlock
          title={t`Top themes`}
          className="block-wide"
          query={top}
          isEmpty={(data) => data.items.length === 0}
          emptyText={t`No theme was mentioned for the chosen filters.`}
        >
          {(data) => (
            <ChartFrame
              title={t`Mentions of the top themes`}
              headingLevel={3}
              description={t`Mentions of each theme over the period, with its share of all mentions and its sentiment.`}
              exportName="top-themes"
              table={{
                columns: [
                  { key: 'name', label: t`Theme` },
                  { key: 'count', label: t`Mentions`, numeric: true },
                  { key: 'share', label: t`Share, %`, numeric: true },
                  ...tonality.map((part) => ({ key: part.key, label: part.label, numeric: true })),
                ],
                rows: data.items.map((item) => ({
                  name: item.name,
                  count: item.count,
                  share: Math.round(item.share * 1000) / 10,
                  positive: item.sentiment.positive,
                  neutral: item.sentiment.neutral,
                  negative: item.sentiment.negative,
                })),
              }}
            >
              {({ width, height }) => <BarChart width={width} height={height} items={data.items.map((item) => ({ key: String(item.id), label: item.name, value: item.count }))} />}
            </ChartFrame>
          )}
        </QueryBlock>
      </div>
    </div>
  );
}

/** The line chart of the chosen themes, and the choice itself, which lives in the URL. */
function ThemeDynamics({ items }: { items: ThemeDynamicsItem[] }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const { themes: chosen } = route.useSearch();
  const navigate = route.useNavigate();
  const shown = chartThemes(items, chosen);
  const shownIds = new Set(shown.map((item) => item.id));
  const full = shown.length >= MAX_CHART_THEMES;
  const series = shown.map((item, index) => ({
    key: String(item.id),
    label: item.name,
    color: seriesColor(index),
    points: item.dynamics.map((point) => ({ date: point.date, value: point.count })),
  }));
  const dates = [...new Set(shown.flatMap((item) => item.dynamics.map((point) => point.date)))].sort();
  const countsByTheme = new Map(shown.map((item) => [item.id, new Map(item.dynamics.map((point) => [point.date, point.count]))]));

  const choose = (themeId: number, on: boolean) => {
    const next = THEME_IDS.filter((known) => (known === themeId ? on : shownIds.has(known)));
    void navigate({ search: (previous) => ({ ...previous, themes: next }), replace: true, resetScroll: false });
  };
  const showTop = () => {
    void navigate({
      search: (previous) => {
        const next = { ...previous };
        delete next.themes;
        return next;
      },
      replace: true,
      resetScroll: false,
    });
  };

  return (
    <div className="theme-dynamics">
      <ChartFrame
        title={t`Mentions of the themes by day`}
        headingLevel={3}
        description={t`Mentions of each chosen theme on each day of the period.`}
        exportName="themes-by-day"
        table={{
          columns: [{ key: 'date', label: t`Date` }, ...shown.map((item) => ({ key: String(item.id), label: item.name, numeric: true }))],
          rows: dates.map((date) => ({
            date,
            ...Object.fromEntries(shown.map((item) => [String(item.id), countsByTheme.get(item.id)?.get(date) ?? 0])),
          })),
        }}
      >
        {({ width, height }) => <LineChart width={width} height={height} series={series} valueLabel={t`Mentions`} />}
      </ChartFrame>

      <fieldset className="theme-picker" aria-describedby={`${id}-hint`}>
        <legend>{t`Themes on the chart`}</legend>
        <p id={`${id}-hint`} className="muted">
          {chosen ? t`Up to ${MAX_CHART_THEMES} themes at a time.` : t`The ${DEFAULT_CHART_THEMES} most mentioned themes are shown. Up to ${MAX_CHART_THEMES} themes at a time.`}
        </p>
        <ul className="theme-picker-list">
          {items.map((item) => {
            const on = shownIds.has(item.id);
            return (
              <li key={item.id}>
                <label className="check">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={on ? shown.length === 1 : full}
                    onChange={(event) => choose(item.id, event.target.checked)}
                  />
                  <span className="theme-picker-name">{item.name}</span>
                  <span className="theme-picker-total muted">{fmt.number(item.total)}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {chosen && (
          <Button variant="ghost" onClick={showTop}>
            {t`Show the most mentioned`}
          </Button>
        )}
      </fieldset>
    </div>
  );
}
