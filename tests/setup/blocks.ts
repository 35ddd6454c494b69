import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export const WAIT = { timeout: 5000 };

/** The block (section) whose heading (level 2 by default, or of any level) has this name. */
export async function block(name: string | RegExp, level: number | 'any' = 2): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', level === 'any' ? { name } : { level, name }, WAIT);
  return heading.closest('section') as HTMLElement;
}

/**
 * The table row whose row header has this name; with `startsWith`, also one whose header goes on
 * after the name (a stream's address under its name).
 */
export async function rowOf(name: string | RegExp, { startsWith = false } = {}): Promise<HTMLElement> {
  const matches =
    startsWith && typeof name === 'string'
      ? (accessible: string) => accessible === name || accessible.startsWith(`${name} `)
      : name;
  const cell = await screen.findByRole('rowheader', { name: matches }, WAIT);
  const row = cell.closest('tr');
  if (!row) throw new Error(`The row header ${String(name)} is not in a table row`);
  return row;
}

/**
 * Opens the table view of a chart (its "Table" button, once the data is there) and returns the
 * table: charts draw nothing without a layout engine, their table shows what they would draw.
 * The chart is named by its block's heading or given as an element.
 */
export async function chartTable(chart: string | RegExp | HTMLElement, user = userEvent.setup()): Promise<HTMLElement> {
  const find = async () =>
    chart instanceof HTMLElement && chart.isConnected
      ? chart
      : await block(chart instanceof HTMLElement ? (chart.querySelector('h2,h3')?.textContent ?? '') : chart);
  const toggle = await waitFor(async () => {
    const button = within(await find()).getByRole('button', { name: 'Table' });
    expect(button.hasAttribute('disabled')).toBe(false);
    return button;
  }, WAIT);
  if (toggle.getAttribute('aria-pressed') !== 'true') await user.click(toggle);
  return within(await find()).getByRole('table');
}
