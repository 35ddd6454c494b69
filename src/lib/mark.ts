/**
 * The `mark` search key of the sections' main pages: the day a notification points at
 * (`yyyy-MM-dd`), drawn on the page's daily charts. A date that does not exist is dropped like any
 * malformed key.
 */
import * as v from 'valibot';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a `yyyy-MM-dd` string names a day of the calendar. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const markDay = v.pipe(v.string(), v.check(isCalendarDay));

/** The main pages' own key besides the section's filters. */
export const markSearchEntries = { mark: markDay };
