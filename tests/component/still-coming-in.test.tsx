import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { block, chartTable, WAIT } from '../setup/blocks';
import { renderApp } from '../setup/render-app';

/**
 * Every chart of daily figures and its table, on the contract's examples (16–22 November 2026)
 * with the clock on the morning of the 22nd: the last day's figures are still coming in. Its row
 * says so, it is never marked as standing out, and it gets no change against the compared period.
 */
const PERIOD = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';
const NOTE = 'figures still coming in';
const TODAY = '22 Nov 2026';
const INFO = { infopole: true };
const VIDEO = { video_infopole: true };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 22, 9, 30));
});
afterEach(() => {
  vi.useRealTimers();
});

/** A table's column headers. */
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');

/** The cells of the row of a day, by their column's header. */
function dayRow(table: HTMLElement, day: string): Record<string, string> {
  const row = within(table).getByRole('rowheader', { name: day }).closest('tr') as HTMLElement;
  const cells = Array.from(row.children).map((cell) => cell.textContent ?? '');
  return Object.fromEntries(headers(table).map((name, index) => [name, cells[index] ?? '']));
}

/** Today's row says its figures are still coming in, no other row does, and today does not stand out. */
function saysTodayIsComing(table: HTMLElement) {
  expect(headers(table)).toContain('Note');
  expect(dayRow(table, TODAY).Note).toBe(NOTE);
  expect(within(table).getAllByText(NOTE)).toHaveLength(1);
  expect(dayRow(table, TODAY)['Stands out'] ?? '').toBe('');
}

/** With a comparison, today's row has the compared figure and no change; a whole day has its change. */
function noChangeForToday(table: HTMLElement, columns: { previous: string; change: string; percent: string }) {
  const today = dayRow(table, TODAY);
  expect(today[columns.previous], columns.previous).not.toBe('');
  expect(today[columns.change], columns.change).toBe('');
  expect(today[columns.percent], columns.percent).toBe('');
  expect(dayRow(table, '21 Nov 2026')[columns.change]).not.toBe('');
}

/** The chart block with this heading (of level 2, or 3 inside a story's detail). */
async function chartOf(title: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title }, WAIT);
  return heading.closest('figure') as HTMLElement;
}

describe('a day still coming in, on every chart of daily figures and its table', () => {
  it.each([
    ['music overview', 'Plays by day', { music: true }, `/cabinet/music/main?${PERIOD}`],
    ['themes', 'Themes by day', INFO, `/cabinet/info/themes?${PERIOD}`],
    ['stories', 'Leading stories by day', INFO, `/cabinet/info/stories?${PERIOD}`],
    ['a story', 'Mentions by day', INFO, `/cabinet/info/stories?${PERIOD}&story=301`],
    ['channels statistic', 'Channel types by day', INFO, `/cabinet/info/channels-statistic?${PERIOD}`],
    ['persons', 'Mentions of persons by day', INFO, `/cabinet/info/persons?${PERIOD}`],
    ['channels by day', 'Mentions of channels by day', INFO, `/cabinet/info/channels-statistic?${PERIOD}`],
    ['key entities', 'Mentions of key entities by day', INFO, `/cabinet/info/entities?${PERIOD}`],
    ['video persons', 'Persons by day', VIDEO, `/cabinet/video/persons?${PERIOD}`],
    ['video persons by channel', 'Persons: channels by day', VIDEO, `/cabinet/video/persons?${PERIOD}`],
    ['video key entities', 'Objects by day', VIDEO, `/cabinet/video/entities?${PERIOD}`],
    ['video key entities by channel', 'Objects: channels by day', VIDEO, `/cabinet/video/entities?${PERIOD}`],
    ['info overview', 'Sentiment by day', INFO, `/cabinet/info/main?${PERIOD}`],
    ['video overview', 'Airtime by content category', VIDEO, `/cabinet/video/main?${PERIOD}`],
  ])('%s: %s', async (_page, title, as, url) => {
    const user = userEvent.setup();
    await renderApp(url, { as });
    const table = await chartTable(await chartOf(title), user);
    saysTodayIsComing(table);
    // The legend keys the short dashes (or the dashed column) of today.
    await user.click(within(await chartOf(title)).getByRole('button', { name: 'Table' }));
    expect(within(await chartOf(title)).getByRole('list').textContent).toContain('Today, figures still coming in');
  });

  it('gives today no change against the compared period: on a line chart', async () => {
    const user = userEvent.setup();
    await renderApp(`/cabinet/music/main?${PERIOD}&compare=previous`, { as: { music: true } });
    const table = await chartTable(await chartOf('Plays by day'), user);
    await within(table).findByRole('columnheader', { name: 'Plays: compared period' }, WAIT);
    saysTodayIsComing(table);
    noChangeForToday(table, {
      previous: 'Plays: compared period',
      change: 'Plays: change',
      percent: 'Plays: change, %',
    });
  });

  it('gives today no change against the compared period: on a chart of columns', async () => {
    const user = userEvent.setup();
    await renderApp(`/cabinet/info/main?${PERIOD}&compare=previous`, { as: INFO });
    const chart = await chartOf('Sentiment by day');
    const table = await chartTable(chart, user);
    await within(table).findByRole('columnheader', { name: 'Compared period' }, WAIT);
    saysTodayIsComing(table);
    noChangeForToday(table, { previous: 'Compared period', change: 'Change', percent: 'Change, %' });
  });

  it('names today’s day in the pivot, and gives its row no change', async () => {
    await renderApp(`/cabinet/info/pivot?${PERIOD}&rows=days&cols=themes&compare=previous`, { as: INFO });
    const today = await screen.findByRole('rowheader', { name: `${TODAY} (${NOTE})` }, WAIT);
    const before = screen.getByRole('rowheader', { name: '21 Nov 2026' });
    const changeOf = (header: HTMLElement) => (header.closest('tr') as HTMLElement).lastElementChild?.textContent;
    await vi.waitFor(() => expect(changeOf(before)).not.toBe(''), WAIT);
    expect(changeOf(today)).toBe('');
  });

  it('leaves every day whole once the period has ended', async () => {
    vi.setSystemTime(new Date(2026, 10, 23, 0, 5));
    await renderApp(`/cabinet/music/main?${PERIOD}`, { as: { music: true } });
    const table = await chartTable(await chartOf('Plays by day'));
    expect(headers(table)).not.toContain('Note');
    expect(within(table).queryByText(NOTE)).toBeNull();
  });
});

describe('what a day still coming in does to the figures around it', () => {
  it('the music overview’s plays per day on average leave out today’s plays so far', async () => {
    await renderApp(`/cabinet/music/main?${PERIOD}`, { as: { music: true } });
    const totals = await block('Airplay in the period');
    const average = (await within(totals).findByText('Plays per day on average', {}, WAIT)).nextElementSibling;
    // (1,386 plays − 187 today) over the six whole days; with today, 1,386 / 7 = 198.
    expect(average?.textContent).toBe('200');
  });
});
