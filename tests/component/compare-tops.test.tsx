import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonStatisticsItem, PersonTopItem } from '@generated/model';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';

const PAGE = '/cabinet/info/persons?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const COMPARED = `${PAGE}&compare=previous`;
/** The previous period of 16–22 November. */
const EARLIER = '2026-11-09';

const person = (id: number, name: string, count: number): PersonTopItem => ({
  id,
  name,
  position: '',
  count,
  sentiment: { positive: 0, neutral: count, negative: 0 },
});
const NOW = [person(1, 'Анна', 50), person(2, 'Борис', 40), person(3, 'Вера', 10)];
const BEFORE = [person(2, 'Борис', 80), person(4, 'Глеб', 30), person(1, 'Анна', 20)];

const days = (start: number) =>
  Array.from({ length: 7 }, (_, index) => ({ date: `2026-11-${String(start + index).padStart(2, '0')}`, count: 1 }));
const stat = (id: number, name: string, total: number, start: number): PersonStatisticsItem => ({
  id,
  name,
  position: '',
  total,
  dynamics: days(start),
  channels: [],
});
const STATS_NOW = {
  statistics: { total: 100, dynamics: days(16), items: [stat(1, 'Анна', 30, 16), stat(2, 'Борис', 10, 16)] },
};
const STATS_BEFORE = { statistics: { total: 40, dynamics: days(9), items: [stat(1, 'Анна', 20, 9)] } };

/** Answers that differ by the period asked: the compared period gets its own figures. */
function byPeriod({ top = BEFORE, stats = STATS_BEFORE }: { top?: PersonTopItem[]; stats?: typeof STATS_BEFORE } = {}) {
  server.use(
    answer('/api/v1/info/person/top', 'post', async ({ sent }) => ({
      items: (await sent()).period?.start_date === EARLIER ? top : NOW,
    })),
    answer('/api/v1/statistics/persons', 'post', async ({ sent }) =>
      (await sent()).period?.start_date === EARLIER ? stats : STATS_NOW,
    ),
  );
}

/**
 * The charts draw at the size their place is laid out at, which the test DOM does not lay out:
 * here every chart's place is `width` by 400 pixels, measured at once.
 */
function layCharts(width: number) {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('chart-frame-canvas')
      ? ({ width, height: 400, top: 0, left: 0, right: width, bottom: 400, x: 0, y: 0, toJSON: () => ({}) } as DOMRect)
      : original.call(this);
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        queueMicrotask(() => this.callback([{ target } as ResizeObserverEntry], this as unknown as ResizeObserver));
      }
      unobserve() {}
      disconnect() {}
    },
  );
}

const notesOf = (section: HTMLElement) =>
  [...section.querySelectorAll('svg .bar-note')].map((note) => note.textContent);

beforeEach(() => layCharts(640));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a top against the previous period', () => {
  it('follows each bar’s value with its change and rank move and names the items that left the top', async () => {
    byPeriod();
    await renderApp(COMPARED, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(notesOf(top)).toEqual(['▲ +30 (+150%) ↑2', '▼ −40 (−50%) ↓1', '● new']), WAIT);
    within(top).getByText('Left the top: Глеб');
    // The keys read a bar's change in words with its value.
    const svg = top.querySelector('svg[role="img"]') as SVGSVGElement;
    await userEvent.setup().type(svg, '{ArrowDown}');
    await waitFor(() =>
      expect(within(top).getByRole('status', { hidden: true }).textContent).toBe(
        'Анна: 50, up 30, 150 percent, up 2 places',
      ),
    );
  });

  it('gives the table view (and the CSV) the earlier value, the change and the rank change', async () => {
    byPeriod();
    const user = userEvent.setup();
    await renderApp(COMPARED, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(notesOf(top)).toHaveLength(3), WAIT);
    const table = await chartTable(top, user);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Mentions', 'Earlier', 'Change', 'Change, %', 'Rank change', 'Position']);
    const cells = (name: string) =>
      [...(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement).querySelectorAll('td')].map(
        (cell) => cell.textContent,
      );
    expect(cells('Анна')).toEqual(['50', '20', '30', '150', '2', '']);
    expect(cells('Борис')).toEqual(['40', '80', '-40', '-50', '-1', '']);
    expect(cells('Вера')).toEqual(['10', '0', '10', '', 'new', '']);
  });

  it('keeps the bars where they are when the comparison arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer('/api/v1/info/person/top', 'post', async ({ sent }) => {
        if ((await sent()).period?.start_date !== EARLIER) return { items: NOW };
        await held;
        return { items: BEFORE };
      }),
    );
    await renderApp(COMPARED, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(top.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(3), WAIT);
    const plot = top.querySelector('.chart-frame-plot') as HTMLElement;
    const height = plot.style.blockSize;
    const layout = () =>
      [...top.querySelectorAll('svg rect, svg text:not(.bar-note)')].map(
        (mark) => `${mark.getAttribute('x')},${mark.getAttribute('y')},${mark.getAttribute('width')}`,
      );
    const before = layout();
    const noteRoom = (top.querySelector('.top-bars-note') as HTMLElement).style.blockSize;
    expect(notesOf(top)).toEqual([]);
    release();
    await waitFor(() => expect(notesOf(top)).toHaveLength(3), WAIT);
    expect(layout()).toEqual(before);
    expect(plot.style.blockSize).toBe(height);
    expect((top.querySelector('.top-bars-note') as HTMLElement).style.blockSize).toBe(noteRoom);
  });

  it('keeps its bars and offers a retry when the comparison fails', async () => {
    let failing = true;
    server.use(
      answer('/api/v1/info/person/top', 'post', async ({ sent }, reply) => {
        if ((await sent()).period?.start_date !== EARLIER) return { items: NOW };
        return failing ? reply(500, { message: 'Server error.' }) : { items: BEFORE };
      }),
    );
    const user = userEvent.setup();
    await renderApp(COMPARED, { as: { infopole: true } });
    const top = await block('Top persons');
    await within(top).findByText('The comparison could not be loaded.', { exact: false }, WAIT);
    await waitFor(() => expect(top.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(3), WAIT);
    expect(notesOf(top)).toEqual([]);
    expect(within(top).queryByText(/Left the top/)).toBeNull();
    failing = false;
    await user.click(within(top).getByRole('button', { name: 'Try the comparison again' }));
    await waitFor(() => expect(notesOf(top)).toHaveLength(3), WAIT);
    within(top).getByText('Left the top: Глеб');
  });

  it('names the compared period with both lengths when they differ', async () => {
    byPeriod();
    await renderApp(`${PAGE}&compare[start_date]=2026-11-09&compare[end_date]=2026-11-12`, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(notesOf(top)).toHaveLength(3), WAIT);
    within(top).getByText(/^Compared with: .* \(4 days against 7\) · Left the top: Глеб$/);
  });

  it('keeps no room for changes without a comparison', async () => {
    byPeriod();
    await renderApp(PAGE, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(top.querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(3), WAIT);
    expect(top.querySelector('.top-bars-note')).toBeNull();
    expect(notesOf(top)).toEqual([]);
  });

  it('shortens the changes on a phone', async () => {
    layCharts(330);
    byPeriod();
    await renderApp(COMPARED, { as: { infopole: true } });
    const top = await block('Top persons');
    await waitFor(() => expect(notesOf(top)).toEqual(['▲ +150% ↑2', '▼ −50% ↓1', '● new']), WAIT);
    // The bars keep room: the longest is still more than a quarter of the phone's width.
    const widest = Math.max(...[...top.querySelectorAll('svg rect')].map((rect) => Number(rect.getAttribute('width'))));
    expect(widest).toBeGreaterThan(330 / 4);
  });

  it('shows shares of the period’s total, with changes in percentage points, in share mode', async () => {
    byPeriod();
    const user = userEvent.setup();
    await renderApp(`${COMPARED}&share=percent`, { as: { infopole: true } });
    const top = await block('Top persons');
    // Анна: 50 of 100 now, 20 of 130 before.
    await waitFor(() => expect(notesOf(top)[0]).toBe('▲ +34.6 pp ↑2'), WAIT);
    expect(top.querySelector('svg')?.textContent).toContain('50%');
    const table = await chartTable(top, user);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Person',
      'Mentions',
      'Share, %',
      'Earlier share, %',
      'Change, percentage points',
      'Change, %',
      'Rank change',
      'Position',
    ]);
    const anna = [
      ...(within(table).getByRole('rowheader', { name: 'Анна' }).closest('tr') as HTMLElement).querySelectorAll('td'),
    ].map((cell) => cell.textContent);
    expect(anna).toEqual(['50', '50', '15.4', '34.6', '225', '2', '']);
  });

  it('reads right to left in Arabic, the changes after the values', async () => {
    byPeriod();
    await renderApp(COMPARED, { as: { infopole: true }, locale: 'ar' });
    expect(document.documentElement.dir).toBe('rtl');
    const top = await waitFor(
      () => (document.querySelector('.top-bars') as HTMLElement).closest('section') as HTMLElement,
      WAIT,
    );
    await waitFor(() => expect(top.querySelectorAll('svg .bar-note').length).toBe(3), WAIT);
    const svg = top.querySelector('svg') as SVGSVGElement;
    expect(svg.getAttribute('direction')).toBe('rtl');
    const note = svg.querySelector('.bar-note') as SVGTextElement;
    expect(Number(note.getAttribute('x'))).toBeLessThan(
      Number((note.previousElementSibling as SVGTextElement).getAttribute('x')),
    );
  });
});

describe('totals against the previous period', () => {
  it('gives each count, share and the total its change, in marks and in words', async () => {
    byPeriod();
    await renderApp(COMPARED, { as: { infopole: true } });
    const totals = await block('Persons: totals');
    const anna = await within(totals).findByRole('row', { name: /Анна/ }, WAIT);
    await waitFor(() => expect(anna.textContent).toContain('▲ +10 (+50%)'), WAIT);
    expect(anna.textContent).toContain('up 10, 50 percent');
    // 30 % of all mentions now, 50 % before.
    expect(anna.textContent).toContain('▼ −20 pp');
    expect(anna.textContent).toContain('down 20 percentage points');
    expect(within(totals).getByRole('row', { name: /Борис/ }).textContent).toContain('new, none before');
    expect(within(totals).getByRole('row', { name: /All mentions/ }).textContent).toContain('▲ +60 (+150%)');
    within(totals).getByText(/^Previous period: /);
  });

  it('keeps the main figures and offers a retry when the comparison fails', async () => {
    let failing = true;
    let asked = 0;
    server.use(
      answer('/api/v1/info/person/top', 'post', { items: NOW }),
      answer('/api/v1/statistics/persons', 'post', async ({ sent }, reply) => {
        if ((await sent()).period?.start_date !== EARLIER) return STATS_NOW;
        asked += 1;
        return failing ? reply(500, { message: 'Server error.' }) : STATS_BEFORE;
      }),
    );
    const user = userEvent.setup();
    await renderApp(COMPARED, { as: { infopole: true } });
    const totals = await block('Persons: totals');
    await within(totals).findByText('The comparison could not be loaded.', { exact: false }, WAIT);
    expect(within(totals).getByRole('row', { name: /Анна/ }).textContent).toContain('30');
    expect(totals.textContent).not.toMatch(/[▲▼●]/);
    failing = false;
    const before = asked;
    await user.click(within(totals).getByRole('button', { name: 'Try the comparison again' }));
    await waitFor(
      () => expect(within(totals).getByRole('row', { name: /Анна/ }).textContent).toContain('▲ +10 (+50%)'),
      WAIT,
    );
    expect(asked).toBeGreaterThan(before);
  });

  it('says so, with no marks, when the earlier period has no figures', async () => {
    byPeriod({ top: [], stats: { statistics: { total: 0, dynamics: days(9), items: [] } } });
    await renderApp(COMPARED, { as: { infopole: true } });
    const totals = await block('Persons: totals');
    await within(totals).findByText('No figures for the earlier period.', {}, WAIT);
    expect(totals.textContent).not.toMatch(/[▲▼●]/);
    const top = await block('Top persons');
    await within(top).findByText('No figures for the earlier period.', {}, WAIT);
    expect(notesOf(top)).toEqual([]);
    expect(within(top).queryByText(/Left the top/)).toBeNull();
  });

  it('keeps a line under every figure for its change from the first paint', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      answer('/api/v1/statistics/persons', 'post', async ({ sent }) => {
        if ((await sent()).period?.start_date !== EARLIER) return STATS_NOW;
        await held;
        return STATS_BEFORE;
      }),
    );
    await renderApp(COMPARED, { as: { infopole: true } });
    const totals = await block('Persons: totals');
    await within(totals).findByRole('row', { name: /Анна/ }, WAIT);
    const lines = totals.querySelectorAll('.totals-change').length;
    expect(lines).toBe(2 * 2 + 2);
    within(totals).getByText('Loading the comparison…');
    release();
    await within(totals).findByText(/^Previous period: /, {}, WAIT);
    expect(totals.querySelectorAll('.totals-change')).toHaveLength(lines);
  });
});
