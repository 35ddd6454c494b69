import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildPivot,
  dayUnitEnd,
  dayUnitFor,
  isPairSupported,
  resolveDimensions,
  sortPivotRows,
  type PivotInput,
} from '@features/info/pivot/pivot-model';
import { Route as PivotRoute } from '@routes/cabinet/info/pivot';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';
import { searchValidatorOf } from '../setup/routes';
import { renderApp } from '../setup/render-app';
import { WAIT } from '../setup/blocks';
import { recordRequests } from '../setup/requests';

const PERIOD = 'period%5Bstart_date%5D=2026-11-16&period%5Bend_date%5D=2026-11-22';
// A day as the column header writes it, before and after the date locale has loaded.
const NOV_16 = /16 Nov 2026|Nov 16, 2026/;
const NOV_20 = /20 Nov 2026|Nov 20, 2026/;

const days = (counts: number[]) =>
  counts.map((count, index) => ({ date: `2026-11-${String(16 + index).padStart(2, '0')}`, count }));

function sampleInput(): PivotInput {
  return {
    themes: {
      items: [
        {
          id: 1,
          name: 'Politics',
          total: 30,
          dynamics: days([10, 20]),
          channels: [
            { channel_id: 1, count: 18 },
            { channel_id: 2, count: 7 },
            { channel_id: 3, count: 5 },
          ],
        },
        { id: 2, name: 'Sport', total: 12, dynamics: days([7, 5]), channels: [{ channel_id: 2, count: 12 }] },
      ],
    },
    persons: {
      items: [{ id: 9, name: 'Ann', total: 4, dynamics: days([1, 3]), channels: [{ channel_id: 1, count: 4 }] }],
    },
    channels: {
      total: 42,
      dynamics: days([17, 25]),
      types: [
        { type: 'TV', total: 23, dynamics: days([10, 13]) },
        { type: 'PRESS', total: 19, dynamics: days([7, 12]) },
      ],
      items: [
        { id: 1, name: 'One', type: 'TV', total: 18, dynamics: days([8, 10]) },
        { id: 2, name: 'Two', type: 'PRESS', total: 19, dynamics: days([7, 12]) },
        { id: 3, name: 'Three', type: 'TV', total: 5, dynamics: days([2, 3]) },
      ],
    },
    channelLimit: 2,
  };
}

describe('pivot model', () => {
  it('offers every pair of different dimensions except themes with persons', () => {
    expect(isPairSupported('themes', 'persons')).toBe(false);
    expect(isPairSupported('persons', 'themes')).toBe(false);
    expect(isPairSupported('themes', 'themes')).toBe(false);
    expect(isPairSupported('themes', 'days')).toBe(true);
    expect(isPairSupported('channels', 'channel_types')).toBe(true);
    expect(isPairSupported('days', 'persons')).toBe(true);
  });

  it('reads rows and cols from the URL, dropping what is malformed', () => {
    const parse = searchValidatorOf(PivotRoute);
    expect(parse({ rows: 'persons', cols: 'channels' })).toEqual({ rows: 'persons', cols: 'channels' });
    expect(parse({ rows: 'nonsense', cols: ['days'] })).toEqual({ rows: undefined, cols: undefined });
    // Equal rows and columns are resolved when the table is drawn.
    expect(resolveDimensions('days', 'days')).toEqual({ rows: 'days', cols: 'themes' });
    expect(resolveDimensions(undefined, undefined)).toEqual({ rows: 'themes', cols: 'days' });
    expect(resolveDimensions('days', undefined)).toEqual({ rows: 'days', cols: 'themes' });
  });

  it('crosses themes with days from their dynamics, with totals that add up', () => {
    const table = buildPivot('themes', 'days', sampleInput());
    expect(table.columns.map((column) => column.label)).toEqual(['2026-11-16', '2026-11-17']);
    expect(
      table.rows.map((row) => [row.member.label, row.cells['day:2026-11-16'], row.cells['day:2026-11-17'], row.total]),
    ).toEqual([
      ['Politics', 10, 20, 30],
      ['Sport', 7, 5, 12],
    ]);
    expect(table.columnTotals).toEqual({ 'day:2026-11-16': 17, 'day:2026-11-17': 25 });
    expect(table.total).toBe(42);
  });

  it('puts channels beyond the limit into one "other" column', () => {
    const table = buildPivot('themes', 'channels', sampleInput());
    expect(table.columns.map((column) => [column.key, column.kind])).toEqual([
      ['channel:2', 'item'],
      ['channel:1', 'item'],
      ['channel:other', 'other'],
    ]);
    expect(table.rows[0]?.cells).toEqual({ 'channel:1': 18, 'channel:2': 7, 'channel:other': 5 });
    expect(table.rows[0]?.total).toBe(30);
  });

  it('sums breakdowns by channel type and keeps channels of unknown type apart', () => {
    const input = sampleInput();
    input.persons = {
      items: [
        {
          id: 9,
          name: 'Ann',
          total: 6,
          dynamics: days([1, 5]),
          channels: [
            { channel_id: 1, count: 4 },
            { channel_id: 77, count: 2 },
          ],
        },
      ],
    };
    const table = buildPivot('persons', 'channel_types', input);
    expect(table.columns.map((column) => column.key)).toEqual(['type:TV', 'type:PRESS', 'type:unknown']);
    expect(table.rows[0]?.cells).toEqual({ 'type:TV': 4, 'type:unknown': 2 });
    expect(table.columnTotals).toEqual({ 'type:TV': 4, 'type:PRESS': 0, 'type:unknown': 2 });
  });

  it('sums the days by week over more than a month and by month over more than half a year', () => {
    const period = (start_date: string, end_date: string) => ({ start_date, end_date });
    expect(dayUnitFor(period('2026-11-01', '2026-12-01'))).toBe('day'); // 31 days
    expect(dayUnitFor(period('2026-11-01', '2026-12-02'))).toBe('week');
    expect(dayUnitFor(period('2026-06-01', '2026-11-29'))).toBe('week'); // 182 days, 26 weeks
    expect(dayUnitFor(period('2026-06-01', '2026-11-30'))).toBe('month');
    expect(dayUnitFor(period('2025-11-28', '2026-11-27'))).toBe('month');
  });

  it('ends a week six days after its start and a month on its last day, December and February included', () => {
    expect(dayUnitEnd('2026-11-16', 'week')).toBe('2026-11-22');
    expect(dayUnitEnd('2026-11-01', 'month')).toBe('2026-11-30');
    expect(dayUnitEnd('2026-12-01', 'month')).toBe('2026-12-31');
    expect(dayUnitEnd('2028-02-01', 'month')).toBe('2028-02-29');
    expect(dayUnitEnd('2026-11-16', 'day')).toBe('2026-11-16');
  });

  it('crosses themes with weeks and months of days, with every mention in one column and totals that add up', () => {
    // A year of days: 365 dates, each theme with 1 and 2 mentions a day.
    const year = Array.from({ length: 365 }, (_, index) => {
      const date = new Date(Date.UTC(2025, 10, 28 + index)).toISOString().slice(0, 10);
      return date;
    });
    const input = sampleInput();
    input.themes = {
      items: [
        { id: 1, name: 'Politics', total: 730, dynamics: year.map((date) => ({ date, count: 2 })), channels: [] },
        { id: 2, name: 'Sport', total: 365, dynamics: year.map((date) => ({ date, count: 1 })), channels: [] },
      ],
    };
    const byMonth = buildPivot('themes', 'days', { ...input, dayUnit: 'month' });
    expect(byMonth.columns).toHaveLength(13);
    expect(byMonth.columns.map((column) => column.label)).toEqual([
      '2025-11-01',
      '2025-12-01',
      ...['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11'].map((month) => `2026-${month}-01`),
    ]);
    // November 2025 holds its last 3 days; November 2026 its first 27.
    expect(byMonth.rows[0]?.cells['day:2025-11-01']).toBe(6);
    expect(byMonth.rows[0]?.cells['day:2026-02-01']).toBe(56);
    expect(byMonth.rows[1]?.cells['day:2026-11-01']).toBe(27);
    expect(byMonth.rows.map((row) => row.total)).toEqual([730, 365]);
    expect(byMonth.total).toBe(1095);

    // Weeks start on the language's first day: 2025-11-28 is a Friday.
    const byWeek = buildPivot('days', 'themes', { ...input, dayUnit: 'week', weekStartsOn: 1 });
    expect(byWeek.rows[0]?.member.label).toBe('2025-11-24');
    expect(byWeek.rows[0]?.total).toBe(9); // Friday to Sunday, 3 mentions a day
    expect(byWeek.rows[1]?.member.label).toBe('2025-12-01');
    expect(byWeek.rows[1]?.total).toBe(21);
    expect(byWeek.rows).toHaveLength(53);
    expect(byWeek.total).toBe(1095);
    const sundays = buildPivot('days', 'themes', { ...input, dayUnit: 'week', weekStartsOn: 0 });
    expect(sundays.rows[0]?.member.label).toBe('2025-11-23');
  });

  it('transposes: days as rows and themes as columns hold the same numbers', () => {
    const table = buildPivot('days', 'themes', sampleInput());
    expect(table.rows.map((row) => row.member.label)).toEqual(['2026-11-16', '2026-11-17']);
    expect(table.rows[1]?.cells).toEqual({ 'theme:1': 20, 'theme:2': 5 });
    expect(table.total).toBe(42);
  });

  it('derives the other channels per day from the overall dynamics', () => {
    const table = buildPivot('channels', 'days', sampleInput());
    const other = table.rows.find((row) => row.member.kind === 'other');
    expect(other?.cells).toEqual({ 'day:2026-11-16': 2, 'day:2026-11-17': 3 });
    expect(table.total).toBe(42);
  });

  it('crosses channel types with days and channels with their types', () => {
    expect(buildPivot('channel_types', 'days', sampleInput()).rows.map((row) => row.total)).toEqual([23, 19]);
    const byType = buildPivot('channels', 'channel_types', sampleInput());
    expect(byType.rows.map((row) => [row.member.key, row.cells])).toEqual([
      ['channel:2', { 'type:PRESS': 19 }],
      ['channel:1', { 'type:TV': 18 }],
      ['channel:other', { 'type:TV': 5, 'type:PRESS': 0 }],
    ]);
    expect(byType.total).toBe(42);
    // Channel types as rows hold the same numbers, transposed.
    expect(
      buildPivot('channel_types', 'channels', sampleInput()).rows.map((row) => [row.member.key, row.total]),
    ).toEqual([
      ['type:TV', 23],
      ['type:PRESS', 19],
    ]);
  });

  it('refuses themes by persons instead of inventing numbers', () => {
    expect(() => buildPivot('themes', 'persons', sampleInput())).toThrow(/themes by persons/);
  });

  it('sorts rows by any column, keeping buckets last', () => {
    const table = buildPivot('channels', 'days', sampleInput());
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label);
    const keys = (sort: Parameters<typeof sortPivotRows>[1]) =>
      sortPivotRows(table.rows, sort, byLabel).map((row) => row.member.key);
    expect(keys(undefined)).toEqual(['channel:2', 'channel:1', 'channel:other']);
    expect(keys({ column: 'day:2026-11-16', direction: 'descending' })).toEqual([
      'channel:1',
      'channel:2',
      'channel:other',
    ]);
    expect(keys({ column: 'total', direction: 'ascending' })).toEqual(['channel:1', 'channel:2', 'channel:other']);
    expect(keys({ column: 'label', direction: 'descending' })).toEqual(['channel:2', 'channel:1', 'channel:other']);
  });
});

/** The cells of the table's row named `name`, as written. */
const rowCells = (table: HTMLElement, name: RegExp) =>
  within(within(table).getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('pivot screen', () => {
  it('shows themes by days from the themes statistics, with the URL filters in the request', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/pivot?${PERIOD}&channel_types%5B%5D=TV`, { as: { infopole: true } });
    await screen.findByRole('heading', { level: 1, name: 'Pivot table' }, WAIT);
    const table = await screen.findByRole('table', {}, WAIT);
    expect(rowCells(table, /Политика/)).toEqual(['199', '201', '218', '226', '263', '205', '203', '1,515']);
    within(table).getByRole('columnheader', { name: NOV_16 });
    expect(requests.bodies('/api/v1/statistics/themes')[0]).toEqual({
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      channels: [],
      channel_types: ['TV'],
      content_type: ['all'],
      markers: [],
      limit: 10,
    });
  });

  it('shows a year by month, saying so, in a table of a dozen columns rather than 365', async () => {
    const year = 'period%5Bstart_date%5D=2025-11-23&period%5Bend_date%5D=2026-11-22';
    await renderApp(`/cabinet/info/pivot?${year}`, { as: { infopole: true } });
    const table = await screen.findByRole('table', {}, WAIT);
    expect(table.querySelector('caption')?.textContent).toContain(
      'Rows: Themes. Columns: Months. Over a period this long the days are summed by month.',
    );
    // The contract's example answers hold the days of one week of November: one month's column,
    // of which the period holds the first 22 days, so it is written with them.
    within(table).getByRole('columnheader', { name: /^(1 Nov 2026 – 22 Nov 2026|Nov 1, 2026 – Nov 22, 2026)/ });
    expect(rowCells(table, /Политика/)).toEqual(['1,515', '1,515']);
  });

  it('writes a month the period holds whole by its name', async () => {
    const months = 'period%5Bstart_date%5D=2026-06-01&period%5Bend_date%5D=2026-11-30';
    await renderApp(`/cabinet/info/pivot?${months}`, { as: { infopole: true } });
    const table = await screen.findByRole('table', {}, WAIT);
    const header = within(table).getByRole('columnheader', { name: /Nov 2026/ });
    expect(header.textContent).toMatch(/^Nov 2026/);
    expect(header.textContent).not.toContain('–');
  });

  it('writes a week with the days of it the period holds', async () => {
    const months = 'period%5Bstart_date%5D=2026-09-23&period%5Bend_date%5D=2026-11-22';
    await renderApp(`/cabinet/info/pivot?${months}&rows=days&cols=themes`, { as: { infopole: true } });
    const table = await screen.findByRole('table', {}, WAIT);
    within(table).getByRole('columnheader', { name: /^Weeks/ });
    // 16–22 November is a whole week; the period ends on its Sunday.
    within(table).getByRole('rowheader', { name: /16 Nov 2026 – 22 Nov 2026|Nov 16, 2026 – Nov 22, 2026/ });
  });

  it('shows a year day by day when the person chooses so, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const year = 'period%5Bstart_date%5D=2025-11-23&period%5Bend_date%5D=2026-11-22';
    const { router } = await renderApp(`/cabinet/info/pivot?${year}`, { as: { infopole: true } });
    await screen.findByRole('columnheader', { name: /Nov 2026/ }, WAIT);
    const unit = screen.getByLabelText('Days');
    expect((unit as HTMLSelectElement).value).toBe('month');
    await user.selectOptions(unit, 'day');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ unit: 'day' }));
    // The example answers hold the seven days of 16–22 November: a column each, then the total.
    const table = screen.getByRole('table');
    await within(table).findByRole('columnheader', { name: NOV_16 }, WAIT);
    within(table).getByRole('columnheader', { name: NOV_20 });
    expect(rowCells(table, /Политика/)).toEqual(['199', '201', '218', '226', '263', '205', '203', '1,515']);
    expect(table.querySelector('caption')?.textContent).toContain('Rows: Themes. Columns: Days.');
    expect(table.querySelector('caption')?.textContent).not.toContain('summed');
  });

  it('sums a week into one column when the person chooses weeks, and says the days are summed', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=days&cols=themes`, {
      as: { infopole: true },
    });
    await screen.findByRole('rowheader', { name: NOV_16 }, WAIT);
    await user.selectOptions(screen.getByLabelText('Days'), 'week');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ unit: 'week', rows: 'days' }));
    const table = screen.getByRole('table');
    await within(table).findByRole('columnheader', { name: /^Weeks/ }, WAIT);
    expect(table.querySelector('caption')?.textContent).toContain(
      'Rows: Weeks. Columns: Themes. The days are summed by week.',
    );
    // One week, whole: one row, then the totals.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([expect.stringMatching(/16 Nov 2026 – 22 Nov 2026|Nov 16, 2026 – Nov 22, 2026/), 'Total']);
  });

  it('offers the choice of days only while days are the rows or the columns, and drops a malformed one', async () => {
    await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=persons&cols=channels&unit=fortnight`, {
      as: { infopole: true },
    });
    await screen.findByRole('table', {}, WAIT);
    expect(screen.queryByLabelText('Days')).toBeNull();
    expect(searchValidatorOf(PivotRoute)({ unit: 'fortnight' })).toMatchObject({ unit: undefined });
    expect(searchValidatorOf(PivotRoute)({ unit: 'month' })).toMatchObject({ unit: 'month' });
  });

  it('crosses persons with channels, asking the channels call for every channel', async () => {
    const requests = recordRequests();
    await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=persons&cols=channels`, { as: { infopole: true } });
    const table = await screen.findByRole('table', {}, WAIT);
    within(table).getByRole('columnheader', { name: /ТАСС/ });
    within(table).getByRole('columnheader', { name: /Other channels/ });
    const row = within(table).getByRole('row', { name: /Дмитрий Лебедев/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('63');
    expect(cells.at(-1)).toBe('485');
    expect(requests.bodies('/api/v1/statistics/channels')[0]).toMatchObject({
      period: { start_date: '2026-11-16', end_date: '2026-11-22' },
      limit: 1000,
    });
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/pivot?${PERIOD}`, { as: { infopole: true } });
    await screen.findByRole('table', {}, WAIT);
    const table = () => screen.getByRole('table');
    const firstRow = () => within(table()).getAllByRole('row')[1]?.textContent ?? '';
    const header = (name: RegExp) => within(table()).getByRole('columnheader', { name });
    expect(firstRow()).toContain('Политика');
    await user.click(within(header(NOV_20)).getByRole('button'));
    expect(header(NOV_20).getAttribute('aria-sort')).toBe('descending');
    expect(firstRow()).toContain('Финансы');
    await user.click(within(header(NOV_20)).getByRole('button'));
    expect(header(NOV_20).getAttribute('aria-sort')).toBe('ascending');
    expect(firstRow()).toContain('Транспорт');
    await user.click(within(header(/^Themes/)).getByRole('button'));
    expect(header(/^Themes/).getAttribute('aria-sort')).toBe('ascending');
    expect(header(NOV_20).getAttribute('aria-sort')).toBeNull();
  });

  it('writes a new choice of rows to the URL and swaps when it equals the columns', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(`/cabinet/info/pivot?${PERIOD}`, { as: { infopole: true } });
    await user.selectOptions(await screen.findByLabelText('Rows', {}, WAIT), 'channel_types');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ rows: 'channel_types', cols: 'days' }));
    await user.selectOptions(screen.getByLabelText('Columns'), 'channel_types');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ rows: 'days', cols: 'channel_types' }));
    expect(router.state.location.search).toMatchObject({ period: { start_date: '2026-11-16' } });
    await screen.findByRole('columnheader', { name: /^TV/ }, WAIT);
  });

  it('does not offer themes with persons, and says so plainly when a link asks for it', async () => {
    let asked = false;
    server.use(
      answer('/api/v1/statistics/persons', 'post', (_info, reply) => {
        asked = true;
        return reply(500, { message: 'Server error.' });
      }),
    );
    await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=themes&cols=persons`, { as: { infopole: true } });
    await screen.findByText(/Themes and persons cannot be crossed/, {}, WAIT);
    expect(screen.queryByRole('table')).toBeNull();
    // The link's own choice stays selectable, so the person can change either side.
    expect(
      (within(screen.getByLabelText('Rows')).getByRole('option', { name: 'Themes' }) as HTMLOptionElement).disabled,
    ).toBe(false);
    expect(asked).toBe(false);
  });

  it('disables the persons columns while themes are the rows', async () => {
    await renderApp(`/cabinet/info/pivot?${PERIOD}`, { as: { infopole: true } });
    const columns = await screen.findByLabelText('Columns', {}, WAIT);
    expect((within(columns).getByRole('option', { name: 'Persons' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(columns).getByRole('option', { name: 'Channels' }) as HTMLOptionElement).disabled).toBe(false);
    expect(columns.getAttribute('aria-describedby')).toBeTruthy();
    screen.getByText(/no statistics break themes down by person, so that pair is not offered/);
  });

  it('shows its own empty state when nothing matches', async () => {
    server.use(answer('/api/v1/statistics/themes', 'post', { statistics: { total: 0, dynamics: [], items: [] } }));
    await renderApp(`/cabinet/info/pivot?${PERIOD}`, { as: { infopole: true } });
    await screen.findByText('No mentions match the chosen filters, so there is nothing to cross.', {}, WAIT);
  });

  it('shows an error with a retry when a call fails, keeping the rest of the page', async () => {
    let fail = true;
    server.use(
      answer('/api/v1/statistics/themes', 'post', (_info, reply) =>
        fail ? reply(500, { message: 'Server error.' }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/pivot?${PERIOD}&cols=channels`, { as: { infopole: true } });
    await screen.findByText('This block could not be loaded.', {}, WAIT);
    screen.getByLabelText('Rows');
    screen.getByRole('search', { name: 'Filters' });
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table', {}, WAIT);
    within(table).getByRole('row', { name: /Политика/ });
  });
});
