/**
 * A day whose figures are still coming in: today (or a later day, on a clock behind the
 * monitoring's). Its count so far is a part of the day, not the day: a chart draws the way to it
 * dashed and says so, no spike or fall is read from it, and a comparison gives no change for it.
 */
import { dateKey } from '../filters/period';

/** Whether the figures of this day (`yyyy-MM-dd`, or an ISO date-time counted on its day) are still coming in. */
export function isStillComingIn(date: string, today: Date = new Date()): boolean {
  return date.slice(0, 10) >= dateKey(today);
}

/**
 * Where the days still coming in start in a series sorted by date: the index of the first such
 * day, or the series' length when every day is complete.
 */
export function completeDays(dates: readonly string[], today: Date = new Date()): number {
  const first = dates.findIndex((date) => isStillComingIn(date, today));
  return first < 0 ? dates.length : first;
}
