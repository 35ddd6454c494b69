/**
 * Local times written the fixed ways files, inputs and the contract use them (not the language's:
 * that is `@i18n/format`). A few lines instead of the date library's formatter, which would
 * otherwise come with every page that writes one.
 */
import { dateKey } from './filters/period';

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** `HH:mm` (or `HH:mm:ss`) of the local time, with another separator if asked (`HH.mm` for file names). */
export function localTime(
  date: Date,
  { seconds = false, separator = ':' }: { seconds?: boolean; separator?: string } = {},
): string {
  const parts = [pad(date.getHours()), pad(date.getMinutes()), ...(seconds ? [pad(date.getSeconds())] : [])];
  return parts.join(separator);
}

/** The local offset from UTC at that moment, as `+03:00` (`+00:00` at UTC). */
export function utcOffsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  return `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A moment as an ISO date-time in local time with its offset: `2026-11-21T21:00:00+03:00`, `…Z` at UTC. */
export function localIsoDateTime(date: Date): string {
  const offset = date.getTimezoneOffset() === 0 ? 'Z' : utcOffsetOf(date);
  return `${dateKey(date)}T${localTime(date, { seconds: true })}${offset}`;
}
