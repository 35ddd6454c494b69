import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { seriesLines, seriesTable, type SeriesItem, type SeriesTableWords } from '@kit/blocks/series-figures';
import { completeDays, isStillComingIn } from '@lib/compare/partial';
import { addDays } from '@lib/compare/periods';
import { findSpikes } from '@lib/compare/spikes';
import { LineChart, type LineSeries } from '@ui/charts/line-chart';
import { SERIES_COLORS, TONALITY_COLORS } from '@ui/charts/palette';
import { PARTIAL_DASH, spikeDays } from '@ui/charts/series-marks';
import { StackedBarChart } from '@ui/charts/stacked-bar-chart';
import { stackSpikes, type StackedDatum } from '@ui/charts/stacks';

/**
 * A day whose figures are still coming in (today, a few hours in): drawn as the short dashes of
 * the way to it, said to be still coming in, never a spike, never a fall against the compared day.
 * The clock is given, never read: the tests hold on any day and at any hour.
 */
const TODAY = new Date(2026, 10, 22, 9, 30);
const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };
const PREVIOUS = { start_date: '2026-11-09', end_date: '2026-11-15' };

const renderChart = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
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

describe('which days are still coming in', () => {
  it('today and any later day, by the calendar day, whatever the hour', () => {
    expect(isStillComingIn('2026-11-22', TODAY)).toBe(true);
    expect(isStillComingIn('2026-11-22T23:59:00+03:00', new Date(2026, 10, 22, 0, 1))).toBe(true);
    expect(isStillComingIn('2026-11-23', TODAY)).toBe(true);
    expect(isStillComingIn('2026-11-21', new Date(2026, 10, 22, 0, 0))).toBe(false);
    expect(completeDays(['2026-11-20', '2026-11-21', '2026-11-22'], TODAY)).toBe(2);
    expect(completeDays(['2026-11-20', '2026-11-21'], TODAY)).toBe(2);
  });
});

describe('the spike rule and a day still coming in', () => {
  it('never marks the days after the whole ones, and leaves them out of the usual level', () => {
    // A busy morning: today's 40 so far would stand out of a week of 10s.
    const week = [10, 11, 9, 10, 12, 10, 11, 40];
    expect(findSpikes(week).map((spike) => spike.index)).toEqual([7]);
    expect(findSpikes(week, { complete: 7 })).toEqual([]);
    // A whole day that stands out still does, measured against the whole days only.
    const withSpike = [10, 11, 9, 50, 12, 10, 11, 0];
    expect(findSpikes(withSpike, { complete: 7 })).toEqual([{ index: 3, value: 50, usual: 11, ratio: 50 / 11 }]);
  });

  it('holds for any series: no day from the first one still coming in is marked (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 500 }), { minLength: 1, maxLength: 60 }),
        fc.nat({ max: 60 }),
        (values, cut) => {
          const complete = Math.min(cut, values.length);
          const marked = findSpikes(values, { complete });
          expect(marked.every((spike) => spike.index < complete)).toBe(true);
          // The whole days are judged as if the rest were not there.
          expect(marked).toEqual(findSpikes(values.slice(0, complete)));
        },
      ),
    );
  });

  it('reads the days marked partial in a line’s points', () => {
    const points = [10, 11, 9, 10, 12, 10, 11, 90].map((value, index) => ({
      date: addDays('2026-11-15', index),
      value,
      partial: index === 7 ? true : undefined,
    }));
    expect(spikeDays(points)).toEqual([]);
    expect(spikeDays(points.map(({ date, value }) => ({ date, value })))).toHaveLength(1);
  });

  it('leaves today out of a stacked chart’s spikes', () => {
    const stacked = [4, 5, 4, 6, 5, 4, 5, 60].map((value, index): StackedDatum => ({
      date: addDays('2026-11-15', index),
      values: { a: value },
    }));
    expect([...stackSpikes(stacked, undefined, TODAY).keys()]).toEqual([]);
    expect([...stackSpikes(stacked, undefined, new Date(2026, 10, 23, 9)).keys()]).toEqual(['2026-11-22']);
  });
});

describe('the figures and table of a line chart with today in it', () => {
  const lines = (compared = false) =>
    seriesLines({
      shown: [item(1, PERIOD.start_date, [8500, 8400, 8600, 8450, 8550, 8500, 1000])],
      all: [],
      period: PERIOD,
      percent: false,
      today: TODAY,
      compared: compared
        ? { items: [item(1, PREVIOUS.start_date, [8400, 8500, 8500, 8400, 8600, 8450, 8520])], period: PREVIOUS }
        : undefined,
    });

  it('marks today’s point, and only it, as still coming in', () => {
    const [line] = lines();
    expect(line!.points.map((point) => point.partial ?? false)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(line!.spikes).toEqual([]);
  });

  it('never finds a spike on today, however large today is so far', () => {
    const [line] = seriesLines({
      shown: [item(1, PERIOD.start_date, [10, 11, 9, 10, 12, 10, 90])],
      all: [],
      period: { start_date: PERIOD.start_date, end_date: PERIOD.end_date },
      percent: false,
      today: TODAY,
    });
    expect(line!.spikes).toEqual([]);
  });

  it('writes "still coming in" in today’s row and gives it no change against the compared day', () => {
    const table = seriesTable(lines(true), { period: PERIOD, comparedPeriod: PREVIOUS, percent: false, words: WORDS });
    expect(table.columns.map((column) => column.key)).toEqual([
      'date',
      'date_previous',
      's1',
      's1_previous',
      's1_change',
      's1_change_pct',
      'note',
    ]);
    const today = table.rows.at(-1)!;
    expect(today).toMatchObject({ date: '2026-11-22', s1: 1000, s1_previous: 8520, s1_change: '', s1_change_pct: '' });
    expect(today.note).toBe('figures still coming in');
    // The whole days keep their change and say nothing.
    expect(table.rows[5]).toMatchObject({ s1_change: 50, note: '' });
  });

  it('has no note column when every day is whole', () => {
    const [line] = seriesLines({
      shown: [item(1, PERIOD.start_date, [1, 2, 3, 4, 5, 6, 7])],
      all: [],
      period: PERIOD,
      percent: false,
      today: new Date(2026, 10, 23, 0, 0),
    });
    const table = seriesTable([line!], { period: PERIOD, percent: false, words: WORDS });
    expect(table.columns.map((column) => column.key)).not.toContain('note');
  });
});

/** Airplay by day with today a few hours in: ~8,500 a day, 1,000 so far today. */
function airplay(extra: Partial<LineSeries> = {}): LineSeries {
  const values = [8500, 8400, 8600, 8450, 8550, 8500, 1000];
  return {
    key: 'plays',
    label: 'Plays',
    color: SERIES_COLORS[0],
    points: values.map((value, index) => ({
      date: addDays(PERIOD.start_date, index),
      value,
      ...(index === 6 ? { partial: true } : {}),
    })),
    ...extra,
  };
}

describe('LineChart with a day still coming in', () => {
  it('draws the whole days solid and the way to today in short dashes, not as a plunge', () => {
    const { container } = renderChart(<LineChart width={600} height={300} series={[airplay()]} />);
    const solid = container.querySelector('svg[role="img"] path:not(.chart-line-partial):not(.chart-line-compared)')!;
    const dashed = container.querySelector('svg[role="img"] path.chart-line-partial')!;
    expect(solid.hasAttribute('stroke-dasharray')).toBe(false);
    // The solid line ends on the last whole day: six points.
    expect(solid.getAttribute('d')?.match(/[ML]/g)).toHaveLength(6);
    expect(dashed.getAttribute('stroke-dasharray')).toBe(PARTIAL_DASH);
    // The dashes run from the last whole day to today: two points, the first where the solid line ends.
    const dashes = dashed.getAttribute('d')!;
    expect(dashes.match(/[ML]/g)).toHaveLength(2);
    const solidEnd = solid.getAttribute('d')!.split(/[ML]/).at(-1);
    expect(dashes.split(/[ML]/)[1]).toBe(solidEnd);
  });

  it('says today’s figures are still coming in, in the tooltip and in what is read out, with no change', () => {
    const compared = airplay().points.map((point, index) => ({
      date: point.date,
      comparedDate: addDays(PREVIOUS.start_date, index),
      value: 8450,
    }));
    const { container } = renderChart(<LineChart width={600} height={300} series={[airplay({ compared })]} />);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'End' });
    expect(screen.getByRole('status').textContent).toBe(
      '22 Nov 2026 (figures still coming in): Plays 1,000 (15 Nov: 8,450)',
    );
    expect(container.querySelector('.chart-tooltip-partial')?.textContent).toBe('figures still coming in');
    // A whole day reads its change as before.
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('21 Nov 2026: Plays 8,500 (14 Nov: 8,450, up 50, 1 percent)');
    expect(container.querySelector('.chart-tooltip-partial')).toBeNull();
  });

  it('never marks today with the spike triangle, even among the spikes it is given', () => {
    const { container } = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[
          airplay({
            spikes: [
              { date: '2026-11-18', ratio: 2 },
              { date: '2026-11-22', ratio: 5 },
            ],
          }),
        ]}
      />,
    );
    const marked = [...container.querySelectorAll('polygon.chart-spike')].map((mark) => mark.getAttribute('data-date'));
    expect(marked).toEqual(['2026-11-18']);
  });

  it('draws nothing dashed when no day is still coming in', () => {
    const whole = airplay();
    const { container } = renderChart(
      <LineChart
        width={600}
        height={300}
        series={[{ ...whole, points: whole.points.map(({ date, value }) => ({ date, value })) }]}
      />,
    );
    expect(container.querySelector('path.chart-line-partial')).toBeNull();
  });
});

describe('StackedBarChart with a day still coming in', () => {
  const keys = [
    { key: 'positive', label: 'Positive', color: TONALITY_COLORS.positive },
    { key: 'negative', label: 'Negative', color: TONALITY_COLORS.negative },
  ];
  const points: StackedDatum[] = [30, 32, 31, 29, 30, 33, 4].map((value, index) => ({
    date: addDays(PERIOD.start_date, index),
    values: { positive: value, negative: value / 2 },
    ...(index === 6 ? { partial: true } : {}),
  }));

  it('draws today’s column lighter inside short dashes, and says so', () => {
    const { container } = renderChart(<StackedBarChart width={600} height={300} points={points} keys={keys} />);
    const outlines = container.querySelectorAll('rect.stack-partial');
    expect(outlines).toHaveLength(1);
    expect(outlines[0]!.getAttribute('stroke-dasharray')).toBe(PARTIAL_DASH);
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    act(() => svg.focus());
    fireEvent.keyDown(svg, { key: 'End' });
    expect(screen.getByRole('status').textContent).toMatch(/^22 Nov 2026 \(figures still coming in\): /);
    expect(container.querySelector('.chart-tooltip-partial')?.textContent).toBe('figures still coming in');
    fireEvent.keyDown(svg, { key: 'ArrowLeft' });
    expect(container.querySelector('.chart-tooltip-partial')).toBeNull();
  });
});
