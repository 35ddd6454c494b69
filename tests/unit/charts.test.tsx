import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useFormatters } from '@i18n/format';
import { activateLocale, i18n } from '@i18n/i18n';
import { CSV_BOM, csvField, toCsv } from '@lib/csv';
import { useValueAxis } from '@ui/charts/axis';
import { BarChart, aggregateBars, OTHER_BAR_KEY } from '@ui/charts/bar-chart';
import { ChartFrame } from '@ui/charts/chart-frame';
import { Legend, donutLegend, seriesLegend } from '@ui/charts/legend';
import { DonutChart } from '@ui/charts/donut-chart';
import { LINE_MAX_POINTS, LineChart, type LineSeries } from '@ui/charts/line-chart';
import { SERIES_COLORS, TONALITY_COLORS } from '@ui/charts/palette';
import { MAX_BARS, StackedBarChart, bucketStacks, type StackedDatum } from '@ui/charts/stacked-bar-chart';

const MARKS = 'path, line, rect, circle, text';
const START = new Date(2020, 0, 1);
const day = (offset: number) => format(addDays(START, offset), 'yyyy-MM-dd');

function series(key: string, count: number, color: string = SERIES_COLORS[0]): LineSeries {
  return {
    key,
    label: `Series ${key}`,
    color,
    points: Array.from({ length: count }, (_, index) => ({
      date: day(index),
      value: Math.round(500 + 300 * Math.sin(index / 40) + (index % 7) * 10),
    })),
  };
}

function stacked(count: number): StackedDatum[] {
  return Array.from({ length: count }, (_, index) => ({
    date: day(index),
    values: { positive: index % 5, neutral: 3, negative: 1 },
  }));
}

const tonality = [
  { key: 'positive', label: 'Positive', color: TONALITY_COLORS.positive },
  { key: 'neutral', label: 'Neutral', color: TONALITY_COLORS.neutral },
  { key: 'negative', label: 'Negative', color: TONALITY_COLORS.negative },
];

const renderChart = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** The x coordinates of a path drawn with straight segments (M x,y L x,y ...). */
function pathXs(path: Element): number[] {
  return [...(path.getAttribute('d') ?? '').matchAll(/[ML]\s*(-?[\d.]+(?:e-?\d+)?)[ ,]/g)].map((match) =>
    Number(match[1]),
  );
}

let consoleError: MockInstance;
let consoleWarn: MockInstance;
beforeAll(async () => {
  await activateLocale('en', { remember: false });
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  consoleWarn = vi.spyOn(console, 'warn');
});
afterEach(() => {
  document.documentElement.removeAttribute('dir');
  // The charts render in happy-dom without React or library complaints.
  expect(consoleError).not.toHaveBeenCalled();
  expect(consoleWarn).not.toHaveBeenCalled();
});

describe('CSV', () => {
  it('quotes commas, quotes and newlines as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r\nlf')).toBe('"cr\r\nlf"');
    expect(csvField(1234.5)).toBe('1234.5');
    expect(csvField(undefined)).toBe('');
  });

  it('starts with a byte order mark and ends records with CRLF, numbers raw', () => {
    const csv = toCsv(
      [
        { key: 'name', label: 'Name, full' },
        { key: 'count', label: 'Mentions' },
      ],
      [{ name: 'Иванов "Пётр"', count: 12345 }, { name: 'قناة', count: 0.5 }, { name: 'line\nbreak' }],
    );
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe('"Name, full",Mentions\r\n"Иванов ""Пётр""",12345\r\nقناة,0.5\r\n"line\nbreak",\r\n');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvField('=SUM(A1:A2)')).toBe("'=SUM(A1:A2)");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField(-5)).toBe('-5');
  });
});

describe('LineChart', () => {
  it('draws 10,000 points with fewer than 1,000 SVG elements', () => {
    const { container } = renderChart(
      <LineChart width={960} height={320} series={[series('a', 10_000)]} label="Mentions" />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.getAttribute('aria-label')).toBe('Mentions');
    expect(svg.querySelectorAll('*').length).toBeLessThan(1000);
    expect(svg.querySelectorAll(MARKS).length).toBeLessThan(100);
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    const drawn = pathXs(paths[0] as Element).length;
    expect(drawn).toBeLessThanOrEqual(LINE_MAX_POINTS);
    expect(drawn).toBeGreaterThan(LINE_MAX_POINTS / 2);
  });

  it('keeps about one point per 2 px on a narrow chart', () => {
    const { container } = renderChart(<LineChart width={300} height={200} series={[series('a', 5_000)]} />);
    expect(pathXs(container.querySelector('path') as Element).length).toBeLessThanOrEqual(150);
  });

  it('runs time from right to left in right-to-left layouts', () => {
    const { container, unmount } = renderChart(<LineChart width={600} height={300} series={[series('a', 30)]} />);
    const ltr = pathXs(container.querySelector('path') as Element);
    expect(ltr[0]).toBeLessThan(ltr[ltr.length - 1] as number);
    unmount();

    document.documentElement.dir = 'rtl';
    const rtl = renderChart(<LineChart width={600} height={300} series={[series('a', 30)]} />);
    const xs = pathXs(rtl.container.querySelector('path') as Element);
    expect(xs[0]).toBeGreaterThan(xs[xs.length - 1] as number);
    // The value axis stands on the right, beyond the first date.
    const labels = [...rtl.container.querySelectorAll('.chart-value-axis text')];
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(Number(label.getAttribute('x'))).toBeGreaterThanOrEqual(xs[0] as number);
  });

  it('moves a tooltip between dates with the arrow keys and announces the values', () => {
    const { container } = renderChart(
      <LineChart width={600} height={300} series={[series('a', 10), series('b', 10, SERIES_COLORS[1])]} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.getAttribute('tabindex')).toBe('0');
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    const status = screen.getByRole('status');
    expect(status.textContent).toMatch(/^1 Jan 2020: Series a \d+, Series b \d+$/);
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    expect(status.textContent).toMatch(/^2 Jan 2020/);
    fireEvent.keyDown(svg, { key: 'End' });
    expect(status.textContent).toMatch(/^10 Jan 2020/);
    expect(container.querySelector('.chart-tooltip')?.textContent).toContain('Series b');
    // One marker per series on the highlighted date.
    expect(svg.querySelectorAll('circle')).toHaveLength(2);
    fireEvent.keyDown(svg, { key: 'Escape' });
    expect(container.querySelector('.chart-tooltip')).toBeNull();
  });

  it('has a legend for several series (none for one) and a message without data', () => {
    expect(seriesLegend([series('a', 10), series('b', 10, SERIES_COLORS[1])])?.map((item) => item.label)).toEqual([
      'Series a',
      'Series b',
    ]);
    expect(seriesLegend([series('a', 10)])).toBeUndefined();
    const empty = renderChart(<LineChart width={600} height={300} series={[]} />);
    expect(empty.container.textContent).toContain('No data for this period');
  });
});

describe('BarChart', () => {
  const items = Array.from({ length: 25 }, (_, index) => ({
    key: `k${index}`,
    label: `Item ${index}`,
    value: 100 - index,
  }));

  it('sums the items beyond maxBars into one "Other" bar', () => {
    const bars = aggregateBars(items, 20, 'Other');
    expect(bars).toHaveLength(21);
    expect(bars[20]).toMatchObject({ key: OTHER_BAR_KEY, label: 'Other', value: 80 + 79 + 78 + 77 + 76 });
    expect(aggregateBars(items.slice(0, 20), 20, 'Other')).toHaveLength(20);
  });

  it('draws the bars with localized values and the "Other" label', () => {
    const { container } = renderChart(
      <BarChart width={600} height={280} items={[...items, { key: 'big', label: 'Big', value: 12345 }]} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.querySelectorAll('rect')).toHaveLength(21);
    expect(svg.textContent).toContain('Other');
    expect(svg.textContent).toContain('12,345');
    expect(svg.querySelector('text')?.textContent).toContain('Big');
    const small = renderChart(<BarChart width={600} height={280} items={items} maxBars={5} />);
    expect(small.container.querySelectorAll('rect')).toHaveLength(6);
  });
});

describe('StackedBarChart', () => {
  it('sums more than 120 dates into weeks', () => {
    const { unit, buckets } = bucketStacks(stacked(200), 3, 1);
    expect(unit).toBe('week');
    expect(buckets.length).toBeLessThanOrEqual(30);
    const sum = (data: { values: Record<string, number> }[]) =>
      data.reduce((total, entry) => total + Object.values(entry.values).reduce((a, b) => a + b, 0), 0);
    expect(sum(buckets)).toBe(sum(stacked(200)));
    expect(bucketStacks(stacked(90), 3).unit).toBe('day');
    expect(bucketStacks(stacked(3000), 3).unit).toBe('month');
  });

  it('stays under the element budget and shows a tooltip per column', () => {
    const { container } = renderChart(
      <StackedBarChart width={960} height={320} points={stacked(400)} keys={tonality} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.querySelectorAll('rect').length).toBeLessThanOrEqual(MAX_BARS);
    expect(svg.querySelectorAll(MARKS).length).toBeLessThan(1000);
    fireEvent.keyDown(svg, { key: 'Home' });
    const tooltip = container.querySelector('.chart-tooltip') as HTMLElement;
    within(tooltip).getByText('Positive');
    expect(tooltip.textContent).toContain('Total');
  });
});

describe('DonutChart', () => {
  it('shows the total in the centre and localized shares in the legend', () => {
    const parts = [
      { key: 'positive', label: 'Positive', value: 1, color: TONALITY_COLORS.positive },
      { key: 'neutral', label: 'Neutral', value: 2, color: TONALITY_COLORS.neutral },
      { key: 'negative', label: 'Negative', value: 1, color: TONALITY_COLORS.negative },
    ];
    function Donut() {
      const format = useFormatters();
      return (
        <>
          <DonutChart width={400} height={280} parts={parts} label="Sentiment" />
          <Legend items={donutLegend(parts, format)} />
        </>
      );
    }
    const { container } = renderChart(<Donut />);
    expect(container.querySelectorAll('svg path')).toHaveLength(3);
    expect(container.querySelector('svg')?.textContent).toContain('4');
    expect([...container.querySelectorAll('.chart-legend-item')].map((item) => item.textContent)).toEqual([
      'Positive25% (1)',
      'Neutral50% (2)',
      'Negative25% (1)',
    ]);
  });
});

describe('ChartFrame', () => {
  const table = {
    columns: [
      { key: 'date', label: 'Date' },
      { key: 'count', label: 'Mentions', numeric: true },
    ],
    rows: Array.from({ length: 40 }, (_, index) => ({ date: day(index), count: 1000 + index })),
  };

  it('is a figure with a heading, a description and a toolbar', () => {
    renderChart(
      <ChartFrame title="Mentions by day" description="Every day of the period." table={table} exportName="mentions">
        {() => null}
      </ChartFrame>,
    );
    const figure = screen.getByRole('figure', { name: 'Mentions by day' });
    within(figure).getByRole('heading', { level: 2, name: 'Mentions by day' });
    expect(figure.getAttribute('aria-describedby')).toBe(screen.getByText('Every day of the period.').id);
    expect(within(figure).getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('false');
    within(figure).getByRole('button', { name: /PNG/ });
    within(figure).getByRole('button', { name: /CSV/ });
  });

  it('swaps the chart for a table with every row', () => {
    renderChart(
      <ChartFrame title="Mentions by day" table={table} headingLevel={3}>
        {() => null}
      </ChartFrame>,
    );
    screen.getByRole('heading', { level: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' }).getAttribute('aria-pressed')).toBe('true');
    const grid = screen.getByRole('table', { name: 'Mentions by day' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(41);
    expect(rows[1]?.textContent).toBe('1 Jan 20201,000');
    expect(rows[40]?.textContent).toBe('9 Feb 20201,039');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads the data as a UTF-8 CSV named after exportName', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderChart(
      <ChartFrame title="Mentions by day" table={table} exportName="mentions-by-day">
        {() => null}
      </ChartFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: /CSV/ }));
    expect(names).toEqual(['mentions-by-day.csv']);
    expect(blobs[0]?.type).toContain('text/csv');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('Date,Mentions');
    expect(text.split('\r\n')[1]).toBe('2020-01-01,1000');
  });
});

describe("a chart's CSV with a comparison", () => {
  it('names the compared columns for formulas (previous, change, change_pct), the others as the table does', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:chart';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const compared = {
      columns: [
        { key: 'name', label: 'Theme' },
        { key: 'count', label: 'Mentions', numeric: true },
        { key: 'previous', label: 'Compared period', numeric: true, csvHeader: 'previous' },
        { key: 'change', label: 'Change', numeric: true, csvHeader: 'change' },
        { key: 'change_pct', label: 'Change, %', numeric: true, csvHeader: 'change_pct' },
      ],
      rows: [{ name: 'Economy', count: 12, previous: 10, change: 2, change_pct: 20 }],
    };
    renderChart(
      <ChartFrame title="Top themes" table={compared} exportName="themes">
        {() => null}
      </ChartFrame>,
    );
    fireEvent.click(screen.getByRole('button', { name: /CSV/ }));
    const text = new TextDecoder().decode(new Uint8Array(await (blobs[0] as Blob).arrayBuffer()).slice(3));
    expect(text.split('\r\n')[0]).toBe('Theme,Mentions,previous,change,change_pct');
    expect(text.split('\r\n')[1]).toBe('Economy,12,10,2,20');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    screen.getByRole('columnheader', { name: 'Compared period' });
  });
});

describe('drill-down from a chart', () => {
  it('chooses a bar with a click or with the keyboard, but never the "Other" bar', () => {
    const chosen: string[] = [];
    const items = Array.from({ length: 4 }, (_, index) => ({
      key: `k${index}`,
      label: `Item ${index}`,
      value: 40 - index,
    }));
    const { container } = renderChart(
      <BarChart width={600} height={200} items={items} maxBars={3} onSelect={(bar) => chosen.push(bar.key)} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    screen.getByText(/Enter narrows the filters/);
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(screen.getByRole('status').textContent).toBe('Item 1: 39');
    fireEvent.keyDown(svg, { key: 'Enter' });
    fireEvent.keyDown(svg, { key: 'End' });
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(chosen).toEqual(['k1']);
  });

  it('narrows to the highlighted day of a line chart with Enter', () => {
    const days: string[] = [];
    const { container } = renderChart(
      <LineChart width={600} height={300} series={[series('a', 10)]} onSelectDate={(date) => days.push(date)} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'ArrowRight' });
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(days).toEqual(['2020-01-02']);
    // A tap chooses the day under it, with no pointer moved over the chart first.
    fireEvent.click(svg, { clientX: 590, clientY: 100, detail: 1 });
    expect(days).toEqual(['2020-01-02', '2020-01-10']);
  });

  it('narrows to a column of the stacked chart and to a slice of the donut', () => {
    const buckets: string[] = [];
    const stack = renderChart(
      <StackedBarChart
        width={600}
        height={300}
        points={stacked(5)}
        keys={tonality}
        onSelectBucket={(bucket) => buckets.push(`${bucket.start}..${bucket.end}`)}
      />,
    );
    const svg = stack.container.querySelector('svg[role="img"]') as SVGSVGElement;
    fireEvent.keyDown(svg, { key: 'End' });
    fireEvent.keyDown(svg, { key: ' ' });
    expect(buckets).toEqual(['2020-01-05..2020-01-05']);
    // A tap chooses the column under it, with no pointer moved over the chart first.
    fireEvent.click(svg, { clientX: 80, clientY: 100, detail: 1 });
    expect(buckets).toEqual(['2020-01-05..2020-01-05', '2020-01-01..2020-01-01']);
    stack.unmount();

    const parts: string[] = [];
    const donut = renderChart(
      <DonutChart
        width={300}
        height={300}
        parts={tonality.map((part, index) => ({ ...part, value: index + 1 }))}
        onSelectPart={(part) => parts.push(part.key)}
      />,
    );
    const ring = donut.container.querySelector('svg[role="img"]') as SVGSVGElement;
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    fireEvent.keyDown(ring, { key: 'Enter' });
    fireEvent.click(donut.container.querySelectorAll('svg path')[2] as Element);
    expect(parts).toEqual(['neutral', 'negative']);
  });
});

describe('ChartFrame states', () => {
  it('keeps the plot height and turns the tools off while it shows loading or a failure', () => {
    renderChart(
      <ChartFrame title="Top themes" height={320} fallback={<p>Loading…</p>} table={{ columns: [], rows: [] }} />,
    );
    const figure = screen.getByRole('figure', { name: 'Top themes' });
    expect((figure.querySelector('.chart-frame-plot') as HTMLElement).style.blockSize).toBe('320px');
    within(figure).getByText('Loading…');
    for (const name of ['Table', /PNG/, /CSV/])
      expect(within(figure).getByRole('button', { name }).hasAttribute('disabled')).toBe(true);
  });
});

describe('the plot every chart draws in', () => {
  it('takes no focus and gives no keyboard hint when there is nothing to read', () => {
    for (const chart of [
      <LineChart key="line" width={600} height={300} series={[]} label="Empty" />,
      <StackedBarChart key="stacked" width={600} height={300} points={[]} keys={tonality} label="Empty" />,
      <BarChart key="bar" width={600} height={200} items={[]} label="Empty" />,
      <DonutChart key="donut" width={300} height={300} parts={[]} label="Empty" />,
    ]) {
      const { container, unmount } = renderChart(chart);
      const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
      expect(svg.getAttribute('aria-label')).toBe('Empty');
      expect(svg.hasAttribute('tabindex')).toBe(false);
      expect(svg.hasAttribute('aria-describedby')).toBe(false);
      expect(container.querySelector('p.visually-hidden')).toBeNull();
      unmount();
    }
  });

  it('highlights the bar under the pointer, and none between the bars’ edges and the chart’s', () => {
    const items = Array.from({ length: 3 }, (_, index) => ({
      key: `k${index}`,
      label: `Item ${index}`,
      value: 30 - index,
    }));
    const { container } = renderChart(<BarChart width={600} height={200} items={items} label="Top" />);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    const highlights = () => [...svg.querySelectorAll('rect')].filter((rect) => rect.getAttribute('opacity') === '0.6');
    // happy-dom lays the SVG out at (0, 0): the pointer's client position is the chart's own.
    fireEvent.pointerMove(svg, { clientX: 300, clientY: 40 });
    expect(highlights()).toHaveLength(1);
    fireEvent.pointerMove(svg, { clientX: 300, clientY: 1 });
    expect(highlights()).toHaveLength(0);
  });
});

describe('the value axis of the time charts', () => {
  const layout = (rtl: boolean) =>
    renderHook(() =>
      useValueAxis({
        width: 600,
        height: 300,
        margin: { top: 12, bottom: 32, end: 24 },
        domain: [0, 1234],
        rtl,
        formatNumber: (value) => value.toLocaleString('en'),
      }),
    ).result.current;

  it('stands at the start side, as wide as its widest label, and the plot takes the rest', () => {
    const ltr = layout(false);
    expect(ltr.innerHeight).toBe(256);
    // From zero at the bottom of the plot up, the labels as the language writes numbers.
    expect(ltr.ticks[0]).toMatchObject({ label: '0', at: 256 });
    expect(ltr.ticks.map((tick) => tick.label)).toContain('1,000');
    expect(ltr.marginLeft).toBe(ltr.tickWidth + 14);
    expect(ltr.innerWidth).toBe(600 - ltr.marginLeft - 24);

    const rtl = layout(true);
    expect(rtl.marginLeft).toBe(24);
    expect(rtl.innerWidth).toBe(ltr.innerWidth);
  });
});
