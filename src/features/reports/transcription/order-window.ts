/**
 * The window of air a transcription is ordered for, as the form's two local date-and-time inputs
 * (`yyyy-MM-ddTHH:mm`) give it: read in the person's time zone, sent as ISO date-times with that
 * zone's offset, and checked the way the server checks it (end after start, at most 4 hours,
 * already broadcast).
 */
import { dateKey } from '@lib/filters/period';
import { localIsoDateTime, localTime, utcOffsetOf } from '@lib/local-time';

export const MAX_WINDOW_HOURS = 4;
const MAX_WINDOW_MS = MAX_WINDOW_HOURS * 3600 * 1000;

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** The moment a local `yyyy-MM-ddTHH:mm[:ss]` value stands for; `undefined` when it is not a real one. */
export function parseLocalDateTime(value: string): Date | undefined {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hours, minutes, seconds = '0'] = match.slice(1).map((part) => part ?? '0') as [
    string,
    string,
    string,
    string,
    string,
    string?,
  ];
  const date = new Date(Number(year), Number(month) - 1, Number(day), Number(hours), Number(minutes), Number(seconds));
  const real =
    date.getFullYear() === Number(year) &&
    date.getMonth() === Number(month) - 1 &&
    date.getDate() === Number(day) &&
    date.getHours() === Number(hours) &&
    date.getMinutes() === Number(minutes);
  return real ? date : undefined;
}

/** The value a local date-and-time input shows for a moment (minutes precision). */
export function toLocalInputValue(date: Date): string {
  return `${dateKey(date)}T${localTime(date)}`;
}

/** A moment as the contract's date-time, with the person's offset: 2026-11-21T21:00:00+03:00. */
export function toOffsetDateTime(date: Date): string {
  return localIsoDateTime(date);
}

/** The person's UTC offset at a moment, as `+03:00`. */
export function utcOffset(date: Date): string {
  return utcOffsetOf(date);
}

export type StartProblem = 'required' | 'invalid' | 'future';
export type EndProblem = StartProblem | 'not-after-start' | 'too-long';

/** What is wrong with the window's start, if anything. */
export function startProblem(value: string, now: Date): StartProblem | undefined {
  if (!value.trim()) return 'required';
  const start = parseLocalDateTime(value);
  if (!start) return 'invalid';
  if (start.getTime() >= now.getTime()) return 'future';
  return undefined;
}

/** What is wrong with the window's end, if anything, given its start (checked on its own). */
export function endProblem(value: string, startValue: string, now: Date): EndProblem | undefined {
  if (!value.trim()) return 'required';
  const end = parseLocalDateTime(value);
  if (!end) return 'invalid';
  const start = parseLocalDateTime(startValue);
  if (start && end.getTime() <= start.getTime()) return 'not-after-start';
  if (start && end.getTime() - start.getTime() > MAX_WINDOW_MS) return 'too-long';
  if (end.getTime() > now.getTime()) return 'future';
  return undefined;
}
