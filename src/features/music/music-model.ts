import { dateKey } from '@lib/filters/period';
import { isStillComingIn } from '@lib/compare/partial';
import type { DynamicsPoint } from '@generated/model';

/** A track as people name it: the artist, a dash and the title. */
export function trackName(track: { artist: string; title: string }): string {
  return `${track.artist} — ${track.title}`;
}

/**
 * Plays per day on average over the whole days of the answer, rounded to a whole play: today's
 * plays so far would pull it down (and read as a fall against the compared period), so a day
 * still coming in counts only when it is the only day.
 */
export function dailyAverage(dynamics: readonly DynamicsPoint[], today: Date = new Date()): number {
  const whole = dynamics.filter((point) => !isStillComingIn(point.date, today));
  const days = whole.length > 0 ? whole : dynamics;
  if (days.length === 0) return 0;
  return Math.round(days.reduce((sum, point) => sum + point.count, 0) / days.length);
}

/** The day with the most plays (the first of equals); none when nothing was played. */
export function busiestDay(dynamics: readonly DynamicsPoint[]): DynamicsPoint | undefined {
  let best: DynamicsPoint | undefined;
  for (const point of dynamics) if (point.count > 0 && (!best || point.count > best.count)) best = point;
  return best;
}

/**
 * The period in which a processed upload's plays can be: from the day it was uploaded to
 * today (a clock ahead of the server's does not make it end before it starts).
 */
export function playsPeriod(uploadedAt: string, today: Date = new Date()): { start_date: string; end_date: string } {
  const start = dateKey(new Date(uploadedAt));
  const end = dateKey(today);
  return start <= end ? { start_date: start, end_date: end } : { start_date: end, end_date: end };
}
