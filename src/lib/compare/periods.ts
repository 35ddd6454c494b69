/**
 * The period a comparison sets beside the chosen one, and the day arithmetic it needs. Dates are
 * calendar days written `yyyy-MM-dd` (period.ts) and computed in UTC, so no clock change moves a
 * day.
 */
import type { Period } from '../filters/period';

/**
 * What the figures are compared with: the previous equal-length period, the same dates a year earlier, or a period of
 * the person's choice.
 */
export type CompareChoice = 'previous' | 'year' | Period;
export type CompareMode = 'previous' | 'year' | 'custom';

const DAY = 86_400_000;

function toUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtc(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY);
}

/** How many days the period holds, both ends included. */
export function periodLength(period: Period): number {
  return daysBetween(period.start_date, period.end_date) + 1;
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
export function yearEarlier(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year - 1, month, 0)).getUTCDate();
  return fromUtc(Date.UTC(year - 1, month - 1, Math.min(day, last)));
}

/** The mode of a choice, for the control that picks it. */
export function compareMode(choice: CompareChoice): CompareMode {
  return typeof choice === 'string' ? choice : 'custom';
}

/**
 * The period compared with `period`: the previous one has the same length and ends the day
 * before it starts; a year earlier keeps the calendar dates; a custom one is as chosen.
 */
export function comparisonPeriod(period: Period, choice: CompareChoice): Period {
  if (choice === 'previous') {
    const end_date = addDays(period.start_date, -1);
    return { start_date: addDays(end_date, -(periodLength(period) - 1)), end_date };
  }
  if (choice === 'year') return { start_date: yearEarlier(period.start_date), end_date: yearEarlier(period.end_date) };
  return choice;
}

/** The custom period a person starts from when they switch to "custom": the previous period. */
export function defaultCustomPeriod(period: Period): Period {
  return comparisonPeriod(period, 'previous');
}

/** The day of the compared period that stands beside `date` of the main one (the same offset from the start). */
export function alignedDate(date: string, period: Period, compared: Period): string {
  return addDays(compared.start_date, daysBetween(period.start_date, date));
}

/**
 * Values of the compared period by the main period's days: the value of the compared period's
 * n-th day is set beside the main period's n-th day. Days past the main period's length (a
 * longer custom period) are left out; the legend says the lengths differ.
 */
export function alignByOffset<P extends { date: string }>(
  points: readonly P[],
  period: Period,
  compared: Period,
): Map<string, P> {
  const length = periodLength(period);
  const aligned = new Map<string, P>();
  for (const point of points) {
    const offset = daysBetween(compared.start_date, point.date.slice(0, 10));
    if (offset >= 0 && offset < length) aligned.set(addDays(period.start_date, offset), point);
  }
  return aligned;
}

/** 0 for Sunday … 6 for Saturday, as Date.getDay() counts (the languages' first days: src/i18n/locales.ts). */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The first day of the week holding `date`, for a week that starts on `weekStart`. */
export function startOfWeek(date: string, weekStart: WeekDay): string {
  const day = new Date(toUtc(date)).getUTCDay();
  return addDays(date, -((day - weekStart + 7) % 7));
}
