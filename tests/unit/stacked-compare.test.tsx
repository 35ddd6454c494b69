import { I18nProvider } from '@lingui/react';
import { fireEvent, render, within } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { addDays } from '@lib/compare/periods';
import { TONALITY_COLORS, SERIES_COLORS } from '@ui/charts/palette';
import { StackedBarChart, type StackedCompared } from '@ui/charts/stacked-bar-chart';
import {
  alignStacks,
  dailyTotals,
  MAX_BARS,
  stackColumns,
  stackSpikes,
  stackTotal,
  type StackedDatum,
} from '@ui/charts/stacks';

const MARKS = 'path, line, rect, circle, text, polygon';
const PERIOD = { start_date: '2026-11-01', end_date: '2026-11-14' };
const PREVIOUS = { start_date: '2026-10-18', end_date: '2026-10-31' };

const tonality = [
  { key: 'positive', label: 'Positive', color: TONALITY_COLORS.positive },
  { key: 'neutral', label: 'Neutral', color: TONALITY_COLORS.neutral },
  { key: 'negative', label: 'Negative', color: TONALITY_COLORS.negative },
];

/** A day per entry from `start`, the three tones of each. */
const days = (start: string, values: readonly (readonly [number, number, number])[]): StackedDatum[] =>
  values.map(([positive, neutral, negative], index) => ({
    date: addDays(start, index),
    values: { positive, neutral, negative },
  }));

/** Fourteen quiet days with one loud one (the 10th: 40 against about 6). */
const QUIET = Array.from({ length: 14 }, (_, index) => (index === 9 ? ([20, 15, 5] as const) : ([2, 3, 1] as const)));
const OURS = days(PERIOD.start_date, QUIET);
const THEIRS = days(
  PREVIOUS.start_date,
  Array.from({ length: 14 }, () => [1, 2, 1] as const),
);

const describeChange = (now: number, before: number) => ({
  shown: `${now - before >= 0 ? '+' : '−'}${Math.abs(now - before)}`,
  spoken: `changed by ${now - before}`,
});
const compared = (points: readonly StackedDatum[]): StackedCompared => ({
  points,
  label: 'Previous period',
  offsetDays: -14,
  describeChange,
});

const renderChart = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

beforeAll(async () => {
  await activateLocale('en', { remember: false });
});
afterEach(() => {
  document.documentElement.removeAttribute('dir');
});

describe('stacked columns against a compared period', () => {
  it('sets the compared period on our days by their place in the period, leaving out days past its length', () => {
    const longer = days(
      '2026-10-10',
      Array.from({ length: 20 }, (_, index) => [index, 0, 0] as const),
    );
    const aligned = alignStacks(longer, PERIOD, { start_date: '2026-10-10', end_date: '2026-10-29' });
    expect(aligned).toHaveLength(14);
    expect(aligned[0]).toEqual({ date: '2026-11-01', values: { positive: 0, neutral: 0, negative: 0 } });
    expect(aligned[13]).toEqual({ date: '2026-11-14', values: { positive: 13, neutral: 0, negative: 0 } });
  });

  it('counts the days missing inside the series as none, so a gap cannot raise the usual level', () => {
    const gappy = [OURS[0]!, OURS[5]!];
    const totals = dailyTotals(gappy, tonality);
    expect(totals).toHaveLength(6);
    expect(totals.map((day) => day.total)).toEqual([6, 0, 0, 0, 0, 6]);
  });

  it('finds the loud day and puts it, with the compared figures, on its column', () => {
    const spikes = stackSpikes(OURS, tonality);
    expect([...spikes.keys()]).toEqual(['2026-11-10']);
    expect(spikes.get('2026-11-10')?.ratio).toBeCloseTo(40 / 6, 5);
    const { unit, columns } = stackColumns({
      points: OURS,
      keys: tonality,
      compared: alignStacks(THEIRS, PERIOD, PREVIOUS),
      extraMarks: 2,
    });
    expect(unit).toBe('day');
    expect(columns).toHaveLength(14);
    expect(columns.map((column) => column.compared?.total)).toEqual(Array.from({ length: 14 }, () => 4));
    expect(columns.filter((column) => column.spike).map((column) => column.bucket.start)).toEqual(['2026-11-10']);
  });

  it('draws a column for a day only the compared period has figures for', () => {
    const ours = OURS.slice(0, 7);
    const { columns } = stackColumns({ points: ours, keys: tonality, compared: alignStacks(THEIRS, PERIOD, PREVIOUS) });
    expect(columns).toHaveLength(14);
    expect(columns[13]).toMatchObject({ total: 0, compared: { total: 4 } });
  });

  it('keeps every column of the chosen and compared periods within the marks budget, their sums whole, whatever the data', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 800 }),
        fc.integer({ min: 1, max: 8 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        (length, keyCount, withCompared, seed) => {
          const keys = Array.from({ length: keyCount }, (_, index) => ({
            key: `k${index}`,
            label: `K${index}`,
            color: SERIES_COLORS[index]!,
          }));
          const point = (date: string, index: number): StackedDatum => ({
            date,
            values: Object.fromEntries(keys.map((key, k) => [key.key, (index * 7 + k * 3 + seed) % 11])),
          });
          const ours = Array.from({ length }, (_, index) => point(addDays('2024-01-01', index), index));
          const theirs = withCompared
            ? Array.from({ length }, (_, index) => point(addDays('2024-01-01', index), index + 1))
            : undefined;
          const extraMarks = (theirs ? 1 : 0) + 1;
          const { columns } = stackColumns({ points: ours, keys, compared: theirs, extraMarks });
          // Every column draws its parts, the compared outline and a spike mark at most.
          expect(columns.length * (keyCount + extraMarks)).toBeLessThanOrEqual(MAX_BARS);
          const sum = (points: readonly { values: Readonly<Record<string, number>> }[]) =>
            points.reduce((total, entry) => total + stackTotal(entry.values), 0);
          expect(sum(columns.map((column) => column.bucket))).toBe(sum(ours));
          if (theirs)
            expect(columns.reduce((total, column) => total + (column.compared?.total ?? 0), 0)).toBe(sum(theirs));
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('StackedBarChart with a comparison and spikes', () => {
  it('outlines the compared total on each column, marks the loud day with a triangle and gives both figures in the tooltip', () => {
    const { container } = renderChart(
      <StackedBarChart
        width={720}
        height={300}
        points={OURS}
        keys={tonality}
        compared={compared(alignStacks(THEIRS, PERIOD, PREVIOUS))}
        label="Sentiment by day"
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.querySelectorAll('path.stack-compared')).toHaveLength(14);
    const spikes = svg.querySelectorAll('polygon.chart-spike');
    expect(spikes).toHaveLength(1);
    expect(spikes[0]?.getAttribute('data-date')).toBe('2026-11-10');
    fireEvent.keyDown(svg, { key: 'Home' });
    for (let step = 0; step < 9; step += 1) fireEvent.keyDown(svg, { key: 'ArrowRight' });
    const tooltip = container.querySelector('.chart-tooltip') as HTMLElement;
    expect(tooltip.textContent).toContain('6.7 × the usual');
    within(tooltip).getByText('Now');
    within(tooltip).getByText('Before');
    // Total 40 now, 4 before, and the change between them.
    expect(within(tooltip).getByText('Total').parentElement?.textContent).toContain('404');
    expect(tooltip.textContent).toContain('+36');
    // The keyboard reads the same in words.
    const status = container.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('changed by 36');
    expect(status.textContent).toContain('stands out: 6.7 times the usual');
  });

  it('draws each part as its share of the column in share mode, the compared split as dashed borders', () => {
    const { container } = renderChart(
      <StackedBarChart
        width={720}
        height={300}
        points={OURS}
        keys={tonality}
        compared={compared(alignStacks(THEIRS, PERIOD, PREVIOUS))}
        percent
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    const heights = new Set(
      [...svg.querySelectorAll('g > g')]
        .map((column) =>
          [...column.querySelectorAll('rect')].reduce((sum, rect) => sum + Number(rect.getAttribute('height')), 0),
        )
        .filter((height) => height > 0)
        .map((height) => Math.round(height)),
    );
    // Every column is as tall as the whole.
    expect(heights.size).toBe(1);
    expect(svg.textContent).toContain('100%');
    // The top and a border between each two parts.
    expect((svg.querySelector('path.stack-compared')?.getAttribute('d')?.match(/M/g) ?? []).length).toBe(3);
    fireEvent.keyDown(svg, { key: 'Home' });
    const positive = (container.querySelector('.chart-tooltip') as HTMLElement).querySelector(
      'li:nth-child(2)',
    ) as HTMLElement;
    // Now 2 of 6 positive, before 1 of 4.
    expect(positive.textContent).toBe('Positive33.3% (2)25% (1)');
  });

  it('chooses a marked column with a click, as any column', () => {
    const chosen: string[] = [];
    const { container } = renderChart(
      <StackedBarChart
        width={720}
        height={300}
        points={OURS}
        keys={tonality}
        onSelectBucket={(bucket) => chosen.push(bucket.start)}
      />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    fireEvent.keyDown(svg, { key: 'End' });
    for (let step = 0; step < 4; step += 1) fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    fireEvent.keyDown(svg, { key: 'Enter' });
    expect(chosen).toEqual(['2026-11-10']);
  });

  it('stays under 1,000 marks with eight parts, two years of days and a comparison', () => {
    const keys = SERIES_COLORS.map((color, index) => ({ key: `c${index}`, label: `Category ${index}`, color }));
    const point = (date: string, index: number): StackedDatum => ({
      date,
      values: Object.fromEntries(keys.map((key, k) => [key.key, ((index + k) % 9) + 1])),
    });
    const ours = Array.from({ length: 730 }, (_, index) => point(addDays('2025-01-01', index), index));
    const theirs = Array.from({ length: 730 }, (_, index) => point(addDays('2025-01-01', index), index + 3));
    const { container } = renderChart(
      <StackedBarChart width={960} height={320} points={ours} keys={keys} compared={compared(theirs)} />,
    );
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    expect(svg.querySelectorAll(MARKS).length).toBeLessThan(1000);
    expect(svg.querySelectorAll('path.stack-compared').length).toBeGreaterThan(0);
  });

  it('lays the columns out right to left in Arabic, the first day on the right', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { container } = renderChart(
      <StackedBarChart
        width={720}
        height={300}
        points={OURS}
        keys={tonality}
        compared={compared(alignStacks(THEIRS, PERIOD, PREVIOUS))}
      />,
    );
    const outlines = [...container.querySelectorAll('path.stack-compared')].map((path) =>
      Number(/^M (-?[\d.]+)/.exec(path.getAttribute('d') ?? '')?.[1]),
    );
    expect(outlines[0]).toBeGreaterThan(outlines[13]!);
  });
});
