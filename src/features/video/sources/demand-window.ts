/**
 * The on-demand recording window: at most 24 hours, ending after it starts, lying within the last
 * 30 days (the depth of the air archive) or in the future. Times are typed as the browser's
 * `datetime-local` values (the person's own clock) and sent with that clock's offset.
 */
export const MAX_WINDOW_HOURS = 24;
export const ARCHIVE_DAYS = 30;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

export type WindowProblem = 'start-missing' | 'end-missing' | 'start-too-early' | 'end-before-start' | 'too-long';

/** A `datetime-local` value as a time, or undefined when it is not one. */
export function parseLocal(value: string): Date | undefined {
  if (!LOCAL.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The earliest moment a recording may start: 30 days before now. */
export function earliestStart(now: Date): Date {
  return new Date(now.getTime() - ARCHIVE_DAYS * DAY);
}

/** What is wrong with the start of a window, if anything. */
export function startProblem(start: string, now: Date): WindowProblem | undefined {
  const from = parseLocal(start);
  if (!from) return 'start-missing';
  if (from.getTime() < earliestStart(now).getTime()) return 'start-too-early';
  return undefined;
}

/** What is wrong with the end of a window, if anything (judged against a valid start only). */
export function endProblem(start: string, end: string): WindowProblem | undefined {
  const to = parseLocal(end);
  if (!to) return 'end-missing';
  const from = parseLocal(start);
  if (!from) return undefined;
  if (to.getTime() <= from.getTime()) return 'end-before-start';
  if (to.getTime() - from.getTime() > MAX_WINDOW_HOURS * HOUR) return 'too-long';
  return undefined;
}

/** A `datetime-local` value with the offset of the person's clock on that date: `2026-11-19T18:00:00+03:00`. */
export function toOffsetDateTime(value: string): string {
  const date = parseLocal(value);
  if (!date) throw new Error(`Not a local date-time: ${value}`);
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const pad = (n: number) => String(Math.floor(Math.abs(n))).padStart(2, '0');
  const seconds = value.length === 16 ? `${value}:00` : value;
  return `${seconds}${sign}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/** A time as a `datetime-local` value on the person's clock (for the fields' bounds). */
export function toLocalValue(date: Date): string {
  // The same moment moved by the clock's offset reads, in UTC, as the clock shows it.
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
