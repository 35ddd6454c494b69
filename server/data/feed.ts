// The shape of the monitoring feed over time: how busy a day is, when in the day mentions come,
// and the spikes planted on known days so that a test (or a demo) can find them.
import { weekday } from './calendar.js';
import type { ChannelType } from './names.js';
import { WeightedTable } from './random.js';
import { shiftOf } from './zones.js';

/** Busier on weekdays, quieter at weekends, in August and over the New Year holidays; slowly growing. */
export function rhythm(day: number, start: number, total: number): number {
  const date = new Date(day * 86_400_000);
  const week = newYearLevel(date) ?? [1.06, 1.1, 1.1, 1.07, 1.0, 0.68, 0.58][weekday(day)]! * newYearEdge(date);
  const dayOfYear = Math.floor((day * 86_400_000 - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000);
  const summer = 1 - 0.18 * Math.exp(-(((dayOfYear - 220) / 28) ** 2));
  const growth = 1 + (0.12 * (day - start)) / Math.max(1, total);
  return week * summer * growth;
}

/**
 * The New Year holidays as Russian-language media live them (31 December to 8 January, every day
 * off whatever its weekday): New Year's Eve at about two thirds of a working day, the first of
 * January the quietest day of the year, the days up to Orthodox Christmas (7 January) at about
 * half; undefined on other days.
 */
export function newYearLevel(date: Date): number | undefined {
  const month = date.getUTCMonth();
  const dayOfMonth = date.getUTCDate();
  if (month === 11 && dayOfMonth === 31) return 0.68;
  if (month !== 0 || dayOfMonth > 8) return undefined;
  return ([0.38, 0.48, 0.52, 0.54, 0.56, 0.57, 0.52, 0.64] as const)[dayOfMonth - 1]!;
}

/** The working days around the holidays: December winding down, and the return to work over four days after them. */
export function newYearEdge(date: Date): number {
  const month = date.getUTCMonth();
  const dayOfMonth = date.getUTCDate();
  if (month === 11 && dayOfMonth >= 29) return dayOfMonth === 29 ? 0.95 : 0.88;
  if (month === 0 && dayOfMonth >= 9 && dayOfMonth <= 12) return ([0.8, 0.88, 0.94, 0.97] as const)[dayOfMonth - 9]!;
  return 1;
}

/**
 * Relative weight of each hour of the day by media type, in the channel's own local time:
 * television has its morning news and its evening prime time (19–23), radio its morning drive
 * (7–10) and a smaller evening one, the press, the agencies and online media work office hours
 * with a morning peak (agencies around the clock, nights less quiet), social networks and Telegram
 * channels grow through the day to a late evening peak and stay up past midnight.
 */
const TYPE_HOURS: Record<ChannelType, readonly number[]> = {
  // prettier-ignore
  TV: [0.25, 0.12, 0.08, 0.06, 0.06, 0.15, 0.55, 0.95, 1.0, 0.8, 0.65, 0.6, 0.65, 0.65, 0.6, 0.6, 0.7, 0.85, 1.1, 1.5, 1.8, 1.75, 1.35, 0.7],
  // prettier-ignore
  RADIO: [0.12, 0.06, 0.04, 0.04, 0.08, 0.35, 0.95, 1.7, 1.9, 1.6, 1.1, 0.95, 0.95, 0.9, 0.9, 1.0, 1.2, 1.4, 1.35, 0.95, 0.65, 0.45, 0.3, 0.2],
  // prettier-ignore
  PRESS: [0.1, 0.05, 0.04, 0.04, 0.08, 0.3, 0.8, 1.3, 1.6, 1.65, 1.5, 1.35, 1.25, 1.25, 1.2, 1.15, 1.05, 0.95, 0.8, 0.65, 0.5, 0.4, 0.3, 0.2],
  // prettier-ignore
  ONLINE: [0.25, 0.15, 0.1, 0.08, 0.1, 0.25, 0.6, 1.0, 1.35, 1.5, 1.45, 1.35, 1.3, 1.3, 1.25, 1.2, 1.15, 1.1, 1.05, 1.0, 0.95, 0.8, 0.6, 0.4],
  // prettier-ignore
  NEWS_AGENCY: [0.3, 0.22, 0.18, 0.16, 0.2, 0.35, 0.7, 1.1, 1.45, 1.6, 1.62, 1.5, 1.45, 1.4, 1.4, 1.35, 1.3, 1.2, 1.05, 0.9, 0.75, 0.6, 0.5, 0.4],
  // prettier-ignore
  SOCIAL: [0.7, 0.45, 0.25, 0.15, 0.1, 0.15, 0.3, 0.55, 0.75, 0.85, 0.9, 0.95, 1.0, 1.0, 1.0, 1.0, 1.05, 1.15, 1.3, 1.45, 1.6, 1.7, 1.55, 1.1],
  // prettier-ignore
  TELEGRAM: [0.8, 0.5, 0.3, 0.18, 0.12, 0.15, 0.35, 0.75, 0.95, 0.95, 0.9, 0.9, 0.95, 0.95, 0.95, 1.0, 1.05, 1.15, 1.3, 1.45, 1.6, 1.7, 1.65, 1.25],
};

const hourTables = new Map(
  Object.entries(TYPE_HOURS).map(([type, hours]) => [
    type,
    new WeightedTable(
      hours.map((_, hour) => hour),
      hours,
    ),
  ]),
);

/**
 * The minute of a mention on the data's clock (Moscow time), from two uniform numbers: an hour of
 * the channel's local day by its type's curve and a minute in it, turned from the channel's zone
 * into the data's. The result wraps within the same day: a New York evening is the small hours of
 * the next Moscow day, but the mention stays on the day it was generated for, at that early
 * minute (so every day keeps its own count and a day is made without the next one).
 */
export function mentionMinute(type: ChannelType, zone: string, day: number, hourDraw: number, minuteDraw: number) {
  const local = hourTables.get(type)!.draw(hourDraw) * 60 + Math.floor(minuteDraw * 60);
  return (((local - shiftOf(zone, day)) % 1440) + 1440) % 1440;
}

/**
 * Spikes planted on days counted back from the day the database was built ("today" when it is
 * pinned). docs/reference-backend.md lists them; tests assert the spike marks on them.
 */
export const PLANTED = {
  /** A disaster story (theme 4, Incidents) that floods the news on its day and fades over the next few. */
  incident: { daysAgo: 5, theme: 4, title: 'Землетрясение в Иркутске', weight: 60, halfLife: 0.9 },
  /** An emergency OPEC+ summit: marker 202 and theme 11 (Energy). */
  opec: { daysAgo: 12, theme: 11, marker: 202, title: 'Экстренный саммит ОПЕК+', weight: 40, halfLife: 0.7 },
  /** ТАСС (channel 8), the largest channel, publishes three times its usual volume. */
  channel: { daysAgo: 19, channel: 8, factor: 3 },
  /** The economy minister, person 101, at the centre of a story that is gone within days (theme 2). */
  person: { daysAgo: 26, theme: 2, person: 101, title: 'Интервью министра экономики', weight: 45, halfLife: 0.5 },
} as const;

/**
 * A spike planted after the day the database was built, so that an alert rule made on that day
 * (the pinned day in tests) has one to see once the clock moves past it (docs/alerts.md): a
 * story of theme 6 breaking two days after the base day.
 */
export const PLANTED_AHEAD = {
  storm: { daysAhead: 2, theme: 6, title: 'Шторм на Чёрном море', weight: 60, halfLife: 0.8 },
} as const;
