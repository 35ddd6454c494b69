/**
 * The period of the filters: two calendar dates written `yyyy-MM-dd`, inclusive. The URL always
 * keeps the concrete dates, so a shared link shows the same days tomorrow.
 */
export interface Period {
  start_date: string;
  end_date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written as `yyyy-MM-dd`. */
export function isDateString(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A local date written as `yyyy-MM-dd`. */
export function dateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Monday of the current week through today (weeks start on Monday for the default period). */
export function defaultPeriod(today: Date = new Date()): Period {
  const monday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - ((today.getDay() + 6) % 7));
  return { start_date: dateKey(monday), end_date: dateKey(today) };
}

/** Whether the period reaches today or later: its last figures are still coming in. */
export function endsToday(period: Period, today: Date = new Date()): boolean {
  return period.end_date >= dateKey(today);
}

/** A period of one day. */
export function dayPeriod(date: string): Period {
  const day = date.slice(0, 10);
  return { start_date: day, end_date: day };
}
