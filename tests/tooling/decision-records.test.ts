import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '..', '..', 'docs', 'decisions');
const records = readdirSync(folder).filter((name) => name.endsWith('.md'));

/**
 * Each decision record says under its title whether it holds: `Status: accepted <date>` (with what
 * was amended since, and when), or `superseded by <number>` / `withdrawn` with the date.
 */
const STATUS =
  /^Status: (accepted|superseded by \d{3}|withdrawn) \d{4}-\d{2}-\d{2}(; amended \d{4}-\d{2}-\d{2}: .+)?\.$/;

describe('decision records', () => {
  it('are numbered in order from 001, one record a number', () => {
    expect(records.map((name) => name.slice(0, 3))).toEqual(
      records.map((_, index) => String(index + 1).padStart(3, '0')),
    );
  });

  it.each(records)('%s has a title with its number and a status under it', (name) => {
    const [title, blank, status] = readFileSync(join(folder, name), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${name.slice(0, 3)}: `));
    expect(blank).toBe('');
    expect(status).toMatch(STATUS);
  });

  it('a superseded record names one that exists', () => {
    for (const name of records) {
      const superseding = /^Status: superseded by (\d{3})/m.exec(readFileSync(join(folder, name), 'utf8'))?.[1];
      if (superseding) expect(records.some((other) => other.startsWith(superseding))).toBe(true);
    }
  });
});
