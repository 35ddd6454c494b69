import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { addDays, daysBetween } from '@lib/compare/periods';
import {
  comparedDay,
  dayTotalsOf,
  seriesLines,
  seriesTable,
  type SeriesItem,
  type SeriesTableWords,
} from '@kit/blocks/series-figures';
import { Legend, comparedLegend, spikeLegendItem } from '@ui/charts/legend';
import { LineChart, type LineSeries } from '@ui/charts/line-chart';
import { SERIES_COLORS } from '@ui/charts/palette';
import { MAX_SPIKE_MARKS, spikeDays, strongestSpikes } from '@ui/charts/series-marks';

const renderChart = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };
const PREVIOUS = { start_date: '2026-11-09', end_date: '2026-11-15' };
const days = (start: string, counts: readonly number[]) =>
  counts.map((count, index) => ({ date: addDays(start, index), count }));
const item = (id: number, start: string, counts: readonly number[]): SeriesItem => ({
  id,
  name: `Item ${id}`,
  total: counts.reduce((a, b) => a + b, 0),
  dynamics: days(start, counts),
});

const WORDS: SeriesTableWords = {
  date: 'Date',
  comparedDate: 'Compared day',
  previous: (name) => `${name}: compared period`,
  change: (name) => `${name}: change`,
  changePct: (name) => `${name}: change, %`,
  spikes: 'Stands out',
  spikeNote: (ratio) => (ratio === undefined ? 'well above the usual' : `${ratio.toFixed(1)} × the usual`),
  spikeOf: (name, note) => `${name}: ${note}`,
  note: 'Note',
  stillComingIn: 'figures still coming in',
};

beforeAll(async () => {
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('the figures of a dynamics chart', () => {
  it('sets the compared days beside the main ones by their offset and keeps each compared day', () => {
    const [line] = seriesLines({
      shown: [item(1, PERIOD.start_date, [10, 11, 12, 13, 14, 15, 16])],
      all: [],
      period: PERIOD,
      percent: false,
      compared: { items: [item(1, PREVIOUS.start_date, [1, 2, 3, 4, 5, 6, 7])], period: PREVIOUS },
    });
    expect(line?.compared).toHaveLength(7);
    expect(line?.compared?.[0]).toEqual({ date: '2026-11-16', comparedDate: '2026-11-09', value: 1 });
    expect(line?.compared?.[6]).toEqual({ date: '2026-11-22', comparedDate: '2026-11-15', value: 7 });
  });

  it('has no compared line for an item that is not in the compared answer, and stops where a shorter compared period ends', () => {
    const lines = seriesLines({
      shown: [item(1, PERIOD.start_date, [1, 1, 1, 1, 1, 1, 1]), item(2, PERIOD.start_date, [2, 2, 2, 2, 2, 2, 2])],
      all: [],
      period: PERIOD,
      percent: false,
      compared: {
        items: [item(2, '2026-10-01', [5, 6, 7])],
        period: { start_date: '2026-10-01', end_date: '2026-10-03' },
      },
    });
    expect(lines[0]?.compared).toBeUndefined();
    expect(lines[1]?.compared?.map((point) => [point.date, point.comparedDate, point.value])).toEqual([
      ['2026-11-16', '2026-10-01', 5],
      ['2026-11-17', '2026-10-02', 6],
      ['2026-11-18', '2026-10-03', 7],
    ]);
    expect(comparedDay('2026-11-19', PERIOD, { start_date: '2026-10-01', end_date: '2026-10-03' })).toBeUndefined();
  });

  it('counts a compared day without a point as 0', () => {
    const before: SeriesItem = { id: 1, name: 'Item 1', total: 4, dynamics: [{ date: '2026-11-10', count: 4 }] };
    const [line] = seriesLines({
      shown: [item(1, PERIOD.start_date, [1, 1])],
      all: [],
      period: PERIOD,
      percent: false,
      compared: { items: [before], period: PREVIOUS },
    });
    expect(line?.compared?.map((point) => point.value)).toEqual([0, 4]);
  });

  it('turns counts into shares of the day’s total: all the answer’s items, or the given totals', () => {
    const a = item(1, PERIOD.start_date, [1, 3]);
    const b = item(2, PERIOD.start_date, [3, 1]);
    const hidden = item(3, PERIOD.start_date, [4, 4]);
    const [share] = seriesLines({ shown: [a], all: [a, b, hidden], period: PERIOD, percent: true });
    expect(share?.points.map((point) => point.value)).toEqual([1 / 8, 3 / 8]);
    const [given] = seriesLines({
      shown: [a],
      all: [a, b],
      period: PERIOD,
      percent: true,
      dayTotals: days(PERIOD.start_date, [10, 0]),
    });
    expect(given?.points.map((point) => point.value)).toEqual([0.1, 0]);
    expect(dayTotalsOf([a, b]).get('2026-11-16')).toBe(4);
    // The compared shares are of the compared days' totals.
    const [compared] = seriesLines({
      shown: [a],
      all: [a, b],
      period: PERIOD,
      percent: true,
      compared: {
        items: [item(1, PREVIOUS.start_date, [2, 2]), item(2, PREVIOUS.start_date, [2, 6])],
        period: PREVIOUS,
      },
    });
    expect(compared?.compared?.map((point) => point.value)).toEqual([0.5, 0.25]);
  });

  it('finds the spikes in the counts, also when shares are shown', () => {
    const counts = [3, 4, 3, 5, 4, 3, 40, 4, 3];
    const a = item(1, PERIOD.start_date, counts);
    const big = item(
      2,
      PERIOD.start_date,
      counts.map((count) => count * 100),
    );
    const [line] = seriesLines({ shown: [a], all: [a, big], period: PERIOD, percent: true });
    expect(line?.spikes).toEqual([{ date: '2026-11-22', ratio: 10 }]);
  });

  it('writes the compared value, the change and the change in percent per item, and the spike notes', () => {
    const counts = [3, 4, 3, 5, 4, 3, 40];
    const lines = seriesLines({
      shown: [item(7, PERIOD.start_date, counts)],
      all: [],
      period: PERIOD,
      percent: false,
      compared: { items: [item(7, PREVIOUS.start_date, [0, 2, 3, 10, 4, 3, 20])], period: PREVIOUS },
    });
    const table = seriesTable(lines, { period: PERIOD, comparedPeriod: PREVIOUS, percent: false, words: WORDS });
    expect(table.columns.map((column) => column.key)).toEqual([
      'date',
      'date_previous',
      's7',
      's7_previous',
      's7_change',
      's7_change_pct',
      'spikes',
    ]);
    expect(table.rows[0]).toEqual({
      date: '2026-11-16',
      date_previous: '2026-11-09',
      s7: 3,
      s7_previous: 0,
      s7_change: 3,
      s7_change_pct: '',
      spikes: '',
    });
    expect(table.rows[1]).toMatchObject({ s7: 4, s7_previous: 2, s7_change: 2, s7_change_pct: 100 });
    expect(table.rows[3]).toMatchObject({ s7: 5, s7_previous: 10, s7_change: -5, s7_change_pct: -50 });
    expect(table.rows[6]).toMatchObject({
      s7: 40,
      s7_previous: 20,
      s7_change: 20,
      s7_change_pct: 100,
      spikes: '10.0 × the usual',
    });
  });

  it('names the items in the spikes’ note when several lines are drawn, and has no note column without a spike', () => {
    const quiet = item(1, PERIOD.start_date, [3, 4, 3, 5, 4, 3, 4]);
    const loud = item(2, PERIOD.start_date, [3, 4, 3, 5, 4, 3, 40]);
    const louder = item(3, PERIOD.start_date, [0, 0, 0, 0, 0, 0, 9]);
    const table = seriesTable(seriesLines({ shown: [quiet, loud, louder], all: [], period: PERIOD, percent: false }), {
      period: PERIOD,
      percent: false,
      words: WORDS,
    });
    expect(table.columns.map((column) => column.key)).toEqual(['date', 's1', 's2', 's3', 'spikes']);
    expect(table.rows[6]?.spikes).toBe('Item 2: 10.0 × the usual; Item 3: well above the usual');
    expect(table.rows[5]?.spikes).toBe('');
    const calm = seriesTable(seriesLines({ shown: [quiet], all: [], period: PERIOD, percent: false }), {
      period: PERIOD,
      percent: false,
      words: WORDS,
    });
    expect(calm.columns.map((column) => column.key)).toEqual(['date', 's1']);
  });

  it('has no compared columns without a comparison, and the change in percentage points for shares', () => {
    const plain = seriesTable(
      seriesLines({ shown: [item(1, PERIOD.start_date, [1, 2])], all: [], period: PERIOD, percent: false }),
      { period: PERIOD, percent: false, words: WORDS },
    );
    expect(plain.columns.map((column) => column.key)).toEqual(['date', 's1']);
    const a = item(1, PERIOD.start_date, [1, 1]);
    const b = item(2, PERIOD.start_date, [3, 1]);
    const lines = seriesLines({
      shown: [a],
      all: [a, b],
      period: PERIOD,
      percent: true,
      compared: {
        items: [item(1, PREVIOUS.start_date, [1, 1]), item(2, PREVIOUS.start_date, [1, 1])],
        period: PREVIOUS,
      },
    });
    const shares = seriesTable(lines, { period: PERIOD, comparedPeriod: PREVIOUS, percent: true, words: WORDS });
    expect(shares.columns.find((column) => column.key === 's1')?.percent).toBe(true);
    expect(shares.columns.find((column) => column.key === 's1_previous')?.percent).toBe(true);
    // 25 % against 50 %: 25 points down, half as much.
    expect(shares.rows[0]).toMatchObject({ s1: 0.25, s1_previous: 0.5, s1_change: -25, s1_change_pct: -50 });
  });

  it('keeps every compared point on a main day, at the periods’ offset (property)', () => {
    const counts = fc.array(fc.nat({ max: 200 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(counts, counts, fc.integer({ min: 1, max: 800 }), (now, then, back) => {
        const period = { start_date: '2026-01-01', end_date: addDays('2026-01-01', now.length - 1) };
        const compared = {
          start_date: addDays('2026-01-01', -back),
          end_date: addDays('2026-01-01', -back + then.length - 1),
        };
        const [line] = seriesLines({
          shown: [item(1, period.start_date, now)],
          all: [],
          period,
          percent: false,
          compared: { items: [item(1, compared.start_date, then)], period: compared },
        });
        const mainDays = new Set(line?.points.map((point) => point.date));
        expect(line?.compared).toHaveLength(Math.min(now.length, then.length));
        for (const point of line?.compared ?? []) {
          expect(mainDays.has(point.date)).toBe(true);
          expect(daysBetween(point.comparedDate, point.date)).toBe(back);
          expect(point.value).toBe(then[daysBetween(compared.start_date, point.comparedDate)]);
        }
        const table = seriesTable(line ? [line] : [], {
          period,
          comparedPeriod: compared,
          percent: false,
          words: WORDS,
        });
        for (const row of table.rows)
          if (row.s1_previous !== '') expect(row.s1_change).toBe((row.s1 as number) - (row.s1_previous as number));
      }),
    );
  });

  it('draws at most MAX_SPIKE_MARKS, the strongest, a usual of 0 first', () => {
    const spikes = Array.from({ length: 100 }, (_, index) => ({
      date: String(index),
      ratio: index === 50 ? undefined : index,
    }));
    const kept = strongestSpikes(spikes);
    expect(kept).toHaveLength(MAX_SPIKE_MARKS);
    expect(kept[0]?.ratio).toBeUndefined();
    expect(kept[1]?.ratio).toBe(99);
    expect(spikeDays([{ date: '2026-11-16', value: 1 }])).toEqual([]);
  });
});

const START = '2020-01-01';
const flat = (count: number, spikeAt: number[] = [], base = 10) =>
  Array.from({ length: count }, (_, index) => ({
    date: addDays(START, index),
    value: spikeAt.includes(index) ? base * 5 : base + (index % 3),
  }));

function withCompared(
  key: string,
  count: number,
  color: string = SERIES_COLORS[0],
  spikeAt: number[] = [],
): LineSeries {
  const points = flat(count, spikeAt);
  return {
    key,
    label: `Series ${key}`,
    color,
    points,
    compared: points.map((point, index) => ({
      date: point.date,
      comparedDate: addDays('2019-12-01', index),
      value: 8,
    })),
  };
}

describe('LineChart with a compared period and spikes', () => {
  it('draws the compared line dashed and lighter behind the main one', () => {
    const { container } = renderChart(<LineChart width={600} height={300} series={[withCompared('a', 30)]} />);
    const paths = [...container.querySelectorAll('svg[role="img"] path')];
    expect(paths).toHaveLength(2);
    const [behind, main] = paths as [Element, Element];
    expect(behind.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(Number(behind.getAttribute('stroke-opacity'))).toBeLessThan(1);
    expect(main.hasAttribute('stroke-dasharray')).toBe(false);
    expect(behind.getAttribute('stroke')).toBe(main.getAttribute('stroke'));
  });

  it('keeps 10,000 days and their compared period under 1,000 SVG elements', () => {
    const many = (key: string, color: string) => {
      const points = Array.from({ length: 10_000 }, (_, index) => ({
        date: addDays(START, index),
        value: 500 + Math.round(300 * Math.sin(index / 40)) + (index % 997 === 0 ? 9000 : 0),
      }));
      return {
        key,
        label: key,
        color,
        points,
        compared: points.map((point, index) => ({
          ...point,
          comparedDate: addDays('1990-01-01', index),
          value: point.value / 2,
        })),
      };
    };
    const { container } = renderChart(
      <LineChart
        width={1200}
        height={320}
        series={[many('a', SERIES_COLORS[0]), many('b', SERIES_COLORS[1]), many('c', SERIES_COLORS[2])]}
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.querySelectorAll('*').length).toBeLessThan(1000);
    expect(svg.querySelectorAll('path')).toHaveLength(6);
    for (const path of svg.querySelectorAll('path'))
      expect((path.getAttribute('d')?.match(/L/g) ?? []).length).toBeLessThan(600);
    expect(svg.querySelectorAll('polygon.chart-spike').length).toBeLessThanOrEqual(MAX_SPIKE_MARKS);
  });

  it('shows and announces both values, the compared day and the change', () => {
    const { container } = renderChart(<LineChart width={600} height={300} series={[withCompared('a', 10)]} />);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    // 10 on 1 Jan 2020 against 8 on 1 Dec 2019.
    expect(screen.getByRole('status').textContent).toBe('1 Jan 2020: Series a 10 (1 Dec: 8, up 2, 25 percent)');
    const tooltip = container.querySelector('.chart-tooltip') as HTMLElement;
    expect(tooltip.querySelector('.chart-tooltip-compared')?.textContent).toBe('1 Dec:8');
    // A hollow marker on the compared line besides the main one.
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
  });

  it('marks the days that stand out with a triangle, says so, and drills down to them', () => {
    const chosen: string[] = [];
    const { container } = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[{ key: 'a', label: 'Series a', color: SERIES_COLORS[0], points: flat(14, [9]) }]}
        onSelectDate={(date) => chosen.push(date)}
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    const marks = svg.querySelectorAll('polygon.chart-spike');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.getAttribute('data-date')).toBe('2020-01-10');
    expect(screen.getByText(/Triangles mark the days that stand out/)).toBeTruthy();
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'Home' });
    for (let step = 0; step < 9; step += 1) fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toMatch(
      /^10 Jan 2020: Series a 50 \(stands out: [\d.]+ times the usual\)$/,
    );
    expect(container.querySelector('.chart-tooltip-spike')?.textContent).toMatch(/^[\d.]+ × the usual$/);
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(chosen).toEqual(['2020-01-10']);
  });

  it('says "well above the usual" when the usual level is 0, and takes the spikes it is given', () => {
    const zeros = Array.from({ length: 10 }, (_, index) => ({
      date: addDays(START, index),
      value: index === 4 ? 9 : 0,
    }));
    const { container, unmount } = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[{ key: 'z', label: 'Zero', color: SERIES_COLORS[0], points: zeros }]}
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'Home' });
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('5 Jan 2020: Zero 9 (stands out: well above the usual)');
    unmount();
    const given = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[{ key: 'z', label: 'Zero', color: SERIES_COLORS[0], points: zeros, spikes: [] }]}
      />,
    );
    expect(given.container.querySelectorAll('polygon.chart-spike')).toHaveLength(0);
  });

  it('marks no spikes on a series with times of day', () => {
    const hourly = Array.from({ length: 24 }, (_, index) => ({
      date: `2020-01-01T${String(index).padStart(2, '0')}:00:00Z`,
      value: index === 12 ? 500 : 3,
    }));
    const { container } = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[{ key: 'h', label: 'Hourly', color: SERIES_COLORS[0], points: hourly }]}
      />,
    );
    expect(container.querySelectorAll('polygon.chart-spike')).toHaveLength(0);
  });

  it('writes shares as percentages on the axis and in the announcement', () => {
    const shares = Array.from({ length: 5 }, (_, index) => ({ date: addDays(START, index), value: 0.1 * (index + 1) }));
    const { container } = renderChart(
      <LineChart
        width={600}
        height={300}
        valueFormat="percent"
        series={[
          {
            key: 's',
            label: 'Share',
            color: SERIES_COLORS[0],
            points: shares,
            compared: shares.map((point) => ({ ...point, comparedDate: point.date, value: 0.05 })),
          },
        ]}
      />,
    );
    const labels = [...container.querySelectorAll('.chart-value-axis text')].map((label) => label.textContent);
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/%$/);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(screen.getByRole('status').textContent).toBe('1 Jan 2020: Share 10% (1 Jan: 5%, up 5 percentage points)');
  });

  it('is announced in Arabic, the compared day in Arabic words, and time runs right to left', async () => {
    await activateLocale('ar', { remember: false });
    try {
      document.documentElement.dir = 'rtl';
      const { container } = renderChart(<LineChart width={600} height={300} series={[withCompared('a', 10)]} />);
      const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
      act(() => svg.focus());
      // Right to left, the left arrow goes forward in time: to the first day.
      fireEvent.keyDown(svg, { key: 'ArrowLeft' });
      expect(screen.getByRole('status').textContent).toMatch(/^01.?\/01.?\/2020: Series a 10 \(1 ديسمبر: 8, /);
      const [behind] = [...svg.querySelectorAll('path')];
      const xs = [...(behind?.getAttribute('d') ?? '').matchAll(/[ML]\s*(-?[\d.]+)/g)].map((match) => Number(match[1]));
      expect(xs[0]).toBeGreaterThan(xs[xs.length - 1] as number);
    } finally {
      await activateLocale('en', { remember: false });
    }
  });
});

describe('the legend of a comparison', () => {
  it('draws the line styles, not colour alone, and names both periods in words', () => {
    const { container } = renderChart(
      <Legend
        items={[
          ...comparedLegend({ current: '16–22 Nov 2026', compared: 'Previous period: 9–15 Nov 2026' }),
          spikeLegendItem('Stands out from the usual'),
        ]}
      />,
    );
    const items = [...container.querySelectorAll('li')];
    expect(items.map((entry) => entry.getAttribute('data-legend-mark'))).toEqual(['line', 'dashed', 'spike']);
    expect(items[1]?.querySelector('line')?.getAttribute('stroke-dasharray')).toBeTruthy();
    expect(items[0]?.querySelector('line')?.hasAttribute('stroke-dasharray')).toBe(false);
    expect(items[2]?.querySelector('polygon')).toBeTruthy();
    expect(items[1]?.textContent).toBe('dashed line: Previous period: 9–15 Nov 2026');
  });
});
