import { I18nProvider } from '@lingui/react';
import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@i18n/i18n';
import { change, rankFigure } from '@lib/compare/change';
import { changeColumns, compareTop, totalFromShares } from '@kit/blocks/top-compare';
import { compareTotals } from '@kit/blocks/totals-compare';
import { useTopNotes } from '@kit/blocks/top-notes';
import { BarChart, fitNote, type BarItem, type BarNote } from '@ui/charts/bar-chart';

const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const item = (id: number, count: number) => ({ id, name: `Item ${id}`, count });

beforeAll(async () => {
  await activateLocale('en', { remember: false });
});
afterEach(async () => {
  document.documentElement.removeAttribute('dir');
  await activateLocale('en', { remember: false });
});

describe('a top against the compared top', () => {
  it('matches the items by id, gives each its change and rank move, and lists the items that left', () => {
    const now = [item(1, 50), item(2, 40), item(3, 10)];
    const before = [item(2, 80), item(4, 30), item(1, 20)];
    const { rows, left } = compareTop(now, before);
    expect(rows.map((row) => [row.item.id, row.previous, row.change?.abs, row.rank])).toEqual([
      [1, 20, 30, { kind: 'up', by: 2 }],
      [2, 80, -40, { kind: 'down', by: 1 }],
      [3, 0, 10, { kind: 'new' }],
    ]);
    expect(rows[2]?.change).toMatchObject({ isNew: true, pct: undefined });
    expect(left.map((gone) => gone.name)).toEqual(['Item 4']);
  });

  it('matches ids of either type, as strings', () => {
    const { rows } = compareTop([{ id: 'A', name: 'A', count: 3 }], [{ id: 'A', name: 'A', count: 1 }]);
    expect(rows[0]?.change?.abs).toBe(2);
    expect(rows[0]?.rank).toEqual({ kind: 'same' });
  });

  it('leaves the earlier value unknown for an item below a full earlier top', () => {
    const { rows } = compareTop([item(1, 5), item(9, 4)], [item(1, 9), item(2, 8)], { limit: 2 });
    expect(rows[1]).toMatchObject({ previous: undefined, change: undefined, rank: { kind: 'new' } });
    // A shorter earlier answer was the whole list: the item had none.
    expect(compareTop([item(9, 4)], [item(1, 9)], { limit: 2 }).rows[0]?.change?.isNew).toBe(true);
  });

  it('compares shares of each period’s total in share mode', () => {
    const { rows } = compareTop([item(1, 25), item(2, 75)], [item(1, 50), item(2, 50)], {
      share: true,
      totals: { current: 200, previous: 100 },
    });
    expect(rows[0]?.value).toBeCloseTo(0.125);
    expect(rows[0]?.previous).toBeCloseTo(0.5);
    expect(rows[0]?.change?.abs).toBeCloseTo(-0.375);
    expect(changeColumns(rows[0]!, true)).toEqual({ previous: 50, change: -37.5, change_pct: -75 });
    // Without totals, each period's base is the sum of its own items.
    const summed = compareTop([item(1, 25), item(2, 75)], [item(1, 60), item(2, 60)], { share: true }).rows[0];
    expect([summed?.value, summed?.previous]).toEqual([0.25, 0.5]);
  });

  it('gives the table and the CSV plain numbers', () => {
    expect(changeColumns({ previous: 40, change: change(50, 40) }, false)).toEqual({
      previous: 40,
      change: 10,
      change_pct: 25,
    });
    expect(changeColumns({ previous: 0, change: change(7, 0) }, false)).toEqual({
      previous: 0,
      change: 7,
      change_pct: '',
    });
    expect(changeColumns({ previous: undefined, change: undefined }, false)).toEqual({
      previous: '',
      change: '',
      change_pct: '',
    });
    expect([
      rankFigure({ kind: 'up', by: 3 }, 'new'),
      rankFigure({ kind: 'down', by: 1 }, 'new'),
      rankFigure({ kind: 'same' }, 'new'),
      rankFigure({ kind: 'new' }, 'nouveau'),
    ]).toEqual([3, -1, 0, 'nouveau']);
  });

  it('holds for any two tops: rank moves follow the orders, changes the values, and every earlier item either stays or left', () => {
    const top = fc.uniqueArray(
      fc.record({ id: fc.integer({ min: 1, max: 30 }), count: fc.integer({ min: 0, max: 1000 }) }),
      { selector: (entry) => entry.id, maxLength: 15 },
    );
    fc.assert(
      fc.property(top, top, (nowRaw, beforeRaw) => {
        const sort = (list: { id: number; count: number }[]) =>
          [...list].sort((a, b) => b.count - a.count).map((entry) => ({ ...entry, name: String(entry.id) }));
        const now = sort(nowRaw);
        const before = sort(beforeRaw);
        const { rows, left } = compareTop(now, before);
        const place = new Map(before.map((entry, index) => [entry.id, index]));
        rows.forEach((row, index) => {
          const was = place.get(row.item.id);
          const earlier = before.find((entry) => entry.id === row.item.id)?.count ?? 0;
          expect(row.change?.abs).toBe(row.item.count - earlier);
          if (was === undefined) expect(row.rank).toEqual({ kind: 'new' });
          else if (was === index) expect(row.rank).toEqual({ kind: 'same' });
          else
            expect(row.rank).toEqual(was > index ? { kind: 'up', by: was - index } : { kind: 'down', by: index - was });
        });
        expect(left.length + before.filter((entry) => now.some((other) => other.id === entry.id)).length).toBe(
          before.length,
        );
      }),
    );
  });
});

describe('totals against the compared period', () => {
  it('gives each row its count and share change and the total its own', () => {
    const { rows, total } = compareTotals(
      [
        { id: 1, total: 30 },
        { id: 2, total: 10 },
      ],
      100,
      { items: [{ id: 1, total: 20 }], total: 40 },
    );
    expect(rows.get(1)?.count).toMatchObject({ abs: 10, pct: 0.5 });
    expect(rows.get(1)?.share.abs).toBeCloseTo(0.3 - 0.5);
    expect(rows.get(2)?.count.isNew).toBe(true);
    expect(total).toMatchObject({ abs: 60, pct: 1.5 });
    expect(
      compareTotals([{ id: 2, total: 10 }], 10, { items: [{ id: 1, total: 20 }], total: 20 }, { limit: 1 }).rows.has(2),
    ).toBe(false);
  });

  it('reads the period’s total back from the items’ shares', () => {
    expect(
      totalFromShares([
        { count: 40, share: 0.4 },
        { count: 10, share: 0.1 },
      ]),
    ).toBe(100);
    expect(totalFromShares([{ count: 4 }])).toBeUndefined();
    // Never less than the items themselves add up to.
    expect(
      totalFromShares([
        { count: 40, share: 0.9 },
        { count: 30, share: 0.1 },
      ]),
    ).toBe(70);
  });
});

describe('the notes after the bars', () => {
  it('says the change and the rank move, shorter for a narrow chart, and in words', () => {
    const { result } = renderHook(() => useTopNotes({ percentPoints: false }), { wrapper });
    const up = result.current.note({ change: change(50, 40), rank: { kind: 'up', by: 2 } });
    expect(up).toMatchObject({
      text: '▲ +10 (+25%) ↑2',
      short: '▲ +25% ↑2',
      mark: '▲ ↑2',
      tone: 'up',
      spoken: 'up 10, 25 percent, up 2 places',
    });
    const fresh = result.current.note({ change: change(7, 0), rank: { kind: 'new' } });
    expect(fresh).toMatchObject({ text: '● new', tone: 'new', spoken: 'new, none before' });
    const down = result.current.note({ change: change(30, 40), rank: { kind: 'same' } });
    expect(down).toMatchObject({ text: '▼ −10 (−25%)', spoken: 'down 10, 25 percent, same place', tone: 'down' });
    const unknown = result.current.note({ change: undefined, rank: { kind: 'new' } });
    expect(unknown).toMatchObject({ text: 'new', spoken: 'new in the top' });
  });

  it('speaks of percentage points in share mode', () => {
    const { result } = renderHook(() => useTopNotes({ percentPoints: true }), { wrapper });
    const note = result.current.note({ change: change(0.3, 0.25), rank: { kind: 'down', by: 1 } });
    expect(note.text).toBe('▲ +5 pp ↓1');
    expect(note.spoken).toBe('up 5 percentage points, down 1 places');
  });

  it('keeps room for a note as wide as the largest expected change', () => {
    const { result } = renderHook(() => useTopNotes({ percentPoints: false }), { wrapper });
    const room = result.current.room(12_345, 10);
    expect(room.text).toBe('▼ −99,999 (−999%) ↓10');
    expect(room.short).toBe('▼ −999% ↓10');
  });

  it('writes the notes in the reader’s language', async () => {
    await activateLocale('ru', { remember: false });
    const { result } = renderHook(() => useTopNotes({ percentPoints: false }), { wrapper });
    const note = result.current.note({ change: change(1500, 1000), rank: { kind: 'up', by: 1 } });
    expect(note.text.replace(/\s/g, ' ')).toBe('▲ +500 (+50 %) ↑1');
  });

  it('fits the longest text that fits', () => {
    const note: BarNote = { text: '▲ +1,000 (+25%) ↑2', short: '▲ +25% ↑2', mark: '▲ ↑2', spoken: '', tone: 'up' };
    expect(fitNote(note, 1000, false)).toBe(note.text);
    expect(fitNote(note, 1000, true)).toBe(note.short);
    expect(fitNote(note, 1, false)).toBe(note.mark);
  });
});

describe('bars with notes', () => {
  const note = (text: string): BarNote => ({
    text,
    short: text.slice(0, 6),
    mark: '▲',
    spoken: `spoken ${text}`,
    tone: 'up',
  });
  const bars = (withNotes: boolean): BarItem[] =>
    Array.from({ length: 20 }, (_, index) => ({
      key: `k${index}`,
      label: `Item ${index}`,
      value: 1000 - index * 40,
      note: withNotes ? note(`▲ +${index} (+1%) ↑1`) : undefined,
    }));
  const room = { text: '▼ −9,999 (−999%) ↓20', short: '▼ −999% ↓20' };
  const draw = (items: BarItem[], width = 600) =>
    render(<BarChart width={width} height={600} items={items} noteRoom={room} label="Top" />, { wrapper });
  const widths = (container: HTMLElement) =>
    [...container.querySelectorAll('svg rect')].map((rect) => rect.getAttribute('width'));

  it('draws the bars the same before and after their notes arrive, and the notes after the values', () => {
    const before = draw(bars(false));
    const first = widths(before.container);
    expect(before.container.querySelectorAll('.bar-note')).toHaveLength(0);
    before.unmount();
    const after = draw(bars(true));
    expect(widths(after.container)).toEqual(first);
    const notes = [...after.container.querySelectorAll('.bar-note')];
    expect(notes).toHaveLength(20);
    expect(notes[3]?.textContent).toBe('▲ +3 (+1%) ↑1');
    expect(notes[3]?.getAttribute('fill')).not.toBe(notes[3]?.previousElementSibling?.getAttribute('fill'));
    // Twenty bars with their labels, values and notes stay far below a thousand marks.
    expect(after.container.querySelectorAll('svg *').length).toBeLessThan(200);
  });

  it('leaves less room to the bars with a comparison on, and the shorter notes on a phone', () => {
    const plain = render(<BarChart width={600} height={600} items={bars(false)} label="Top" />, { wrapper });
    const widest = Number(widths(plain.container)[0]);
    plain.unmount();
    const compared = draw(bars(true));
    expect(Number(widths(compared.container)[0])).toBeLessThan(widest);
    compared.unmount();
    const phone = draw(bars(true), 330);
    const first = phone.container.querySelector('.bar-note')?.textContent ?? '';
    expect(['▲ +0 (', '▲']).toContain(first);
    // The bars keep at least a third of a phone's width.
    expect(Number(widths(phone.container)[0])).toBeGreaterThan(330 / 3 - 40);
  });

  it('reads each bar’s change in words with its value', () => {
    const { container } = draw(bars(true));
    const svg = container.querySelector('svg[role="img"]') as SVGSVGElement;
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    fireEvent.keyDown(svg, { key: 'ArrowDown' });
    expect(screen.getByRole('status').textContent).toBe('Item 1: 960, spoken ▲ +1 (+1%) ↑1');
  });

  it('shows shares as percentages', () => {
    const { container } = render(
      <BarChart
        width={600}
        height={200}
        items={[{ key: 'a', label: 'A', value: 0.25 }]}
        formatValue={(value) => `${value * 100}%`}
        label="Top"
      />,
      { wrapper },
    );
    expect(container.querySelector('svg')?.textContent).toContain('25%');
  });

  it('puts the notes on the bars’ end side right to left', () => {
    document.documentElement.setAttribute('dir', 'rtl');
    const { container } = draw(bars(true));
    const first = container.querySelector('.bar-note') as SVGTextElement;
    const value = first.previousElementSibling as SVGTextElement;
    expect(Number(first.getAttribute('x'))).toBeLessThan(Number(value.getAttribute('x')));
    expect(Number(first.getAttribute('x'))).toBeGreaterThan(0);
  });
});
