import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState } from 'react';
import { useVideoContentCharts } from '@generated/api/video/video';
import type { VideoContentCharts } from '@generated/model';
import { ChartBlock } from '@kit/blocks/chart-block';
import { useStackCompare } from '@kit/blocks/sentiment-compare';
import { useComparedCall } from '@kit/compare/use-comparison';
import { useSectionFilters } from '@kit/filters/use-section-filters';
import { useFormatters } from '@i18n/format';
import { Button } from '@ui/button';
import { StackedBarChart } from '@ui/charts/lazy';
import { AiringsPanel } from './airings-panel';
import { chartDates, comparedContentPoints, contentPoints, contentSeries, type ChosenRange } from './content-model';

/** Dynamics sorted by date, as drawing expects (the server's order is not relied on). */
function sorted(data: VideoContentCharts): VideoContentCharts {
  return {
    charts: {
      ...data.charts,
      items: data.charts.items.map((item) => ({
        ...item,
        dynamics: [...item.dynamics].sort((a, b) => a.date.localeCompare(b.date)),
      })),
    },
  };
}

const noAirtime = (data: VideoContentCharts) => data.charts.items.length === 0 || data.charts.duration_seconds === 0;

/**
 * Airtime by content category on each day, as stacked columns in hours. A column (by pointer, or
 * arrow keys and Enter, or the date chooser) opens its airings in the side panel. With a
 * comparison, the compared period's airtime is outlined on each column (its days set beside
 * ours by their place in the period), and days of unusual airtime carry a triangle; in shares,
 * each category is drawn as its share of the day's airtime.
 */
export function ContentChartBlock() {
  const { t } = useLingui();
  const fmt = useFormatters();
  const { filter } = useSectionFilters();
  const call = useComparedCall();
  const query = call.join(
    useVideoContentCharts(filter, { query: { select: sorted } }),
    useVideoContentCharts(call.body(filter), { query: { select: sorted, enabled: call.on } }),
  );
  const compare = useStackCompare({
    query,
    isEmpty: noAirtime,
    points: (data) => contentPoints(contentSeries(data.charts.items, ''), chartDates(data.charts.items)),
  });
  const [range, setRange] = useState<ChosenRange>();
  const close = useCallback(() => setRange(undefined), [setRange]);
  const items = query.data?.charts.items ?? [];
  const otherLabel = t`Other categories`;

  return (
    <>
      <ChartBlock
        title={t`Airtime by content category`}
        description={t`Hours on air of each content category per day on the chosen channels. Choose a column to see its airings.`}
        exportName="video-content-airtime"
        className="block-wide"
        query={query}
        isEmpty={noAirtime}
        emptyText={t`No monitored airtime on the chosen channels in this period.`}
        actions={<DayChooser dates={chartDates(items)} onChoose={(date) => setRange({ start: date, end: date })} />}
      >
        {(data) => {
          const series = contentSeries(data.charts.items, otherLabel);
          const dates = chartDates(data.charts.items);
          const total = data.charts.duration_seconds;
          const content = compare.content(data, series, {
            ours: contentPoints(series, dates),
            theirs: (compared) => comparedContentPoints(series, compared.charts.items),
          });
          return {
            table: content.table,
            legend: [
              ...series.map((entry) => {
                const seconds = entry.categories.reduce((sum, category) => sum + category.duration_seconds, 0);
                return {
                  key: entry.key,
                  label: entry.label,
                  color: entry.color,
                  detail: fmt.percent(total > 0 ? seconds / total : 0),
                };
              }),
              ...content.legend,
            ],
            chart: ({ width, height }) => (
              <StackedBarChart
                width={width}
                height={height}
                keys={series}
                onSelectBucket={(bucket) => setRange({ start: bucket.start, end: bucket.end })}
                {...content.chart}
              />
            ),
          };
        }}
      </ChartBlock>
      <AiringsPanel range={range} items={items} onClose={close} />
      <p className="visually-hidden" aria-live="polite">
        {range ? t`The airings are open in the side panel.` : ''}
      </p>
    </>
  );
}

/** The keyboard's and small screen's way to a day's airings: a date and a button. */
function DayChooser({ dates, onChoose }: { dates: readonly string[]; onChoose: (date: string) => void }) {
  const { t } = useLingui();
  const fmt = useFormatters();
  const id = useId();
  const [picked, setPicked] = useState<string>();
  const date = picked && dates.includes(picked) ? picked : dates[dates.length - 1];
  // Always there, so the chart's toolbar keeps its size while the data comes; off without days.
  return (
    <div className="day-chooser">
      <label htmlFor={`${id}-day`} className="visually-hidden">
        {t`Day of the airings`}
      </label>
      <select
        id={`${id}-day`}
        value={date ?? ''}
        disabled={dates.length === 0}
        onChange={(event) => setPicked(event.target.value)}
      >
        {dates.length === 0 && <option value="">—</option>}
        {dates.map((day) => (
          <option key={day} value={day}>
            {fmt.date(day)}
          </option>
        ))}
      </select>
      <Button variant="secondary" disabled={!date} onClick={() => date && onChoose(date)}>
        {t`Show airings`}
      </Button>
    </div>
  );
}
