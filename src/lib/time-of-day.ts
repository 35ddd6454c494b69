/**
 * Times of the broadcast day. The service writes them as `HH:mm:ss` (00:00:00 to 23:59:59);
 * the timeline works in seconds since midnight: 3600 per hour, 60 per minute.
 */
export const SECONDS_PER_HOUR = 3600;
export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/** Seconds since midnight of an `HH:mm:ss` string, or `undefined` when it is not one. */
export function parseTimeOfDay(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = TIME_OF_DAY.exec(value);
  if (!match) return undefined;
  const [, hours, minutes, seconds] = match;
  return Number(hours) * SECONDS_PER_HOUR + Number(minutes) * SECONDS_PER_MINUTE + Number(seconds);
}

/** True for a well-formed `HH:mm:ss` string. */
export function isTimeOfDay(value: unknown): value is string {
  return parseTimeOfDay(value) !== undefined;
}

/**
 * The `HH:mm:ss` string of a number of seconds since midnight (fractions dropped, clamped to the
 * day), as the segment call expects it.
 */
export function formatTimeOfDay(seconds: number): string {
  const whole = Math.min(SECONDS_PER_DAY - 1, Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0)));
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor((whole % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = whole % SECONDS_PER_MINUTE;
  return [hours, minutes, rest].map((part) => String(part).padStart(2, '0')).join(':');
}

/** A stretch of the day in seconds, `end` after `start`. */
export interface TimeSpan {
  start: number;
  end: number;
}

/**
 * Items with `start`/`end` times converted to seconds and sorted by start (then end); items with
 * a malformed time, or that do not end after they start, are left out.
 */
export function toSortedSpans<T extends { start: string; end: string }>(
  items: readonly T[],
): (T & { span: TimeSpan })[] {
  const spans: (T & { span: TimeSpan })[] = [];
  for (const item of items) {
    const start = parseTimeOfDay(item.start);
    const end = parseTimeOfDay(item.end);
    if (start === undefined || end === undefined || end <= start) continue;
    spans.push({ ...item, span: { start, end } });
  }
  return spans.sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
}
