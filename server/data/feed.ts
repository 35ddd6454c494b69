// The shape of the monitoring feed over time: how busy a day is, when in the day mentions come,
// and the spikes planted on known days so that a test (or a demo) can find them.
import { weekday } from './calendar.js';

/** Busier on weekdays, quieter at weekends, in August and over the New Year holidays; slowly growing. */
export function rhythm(day: number, start: number, total: number): number {
  const week = [1.06, 1.1, 1.1, 1.07, 1.0, 0.68, 0.58][weekday(day)]!;
  const date = new Date(day * 86_400_000);
  const dayOfYear = Math.floor((day * 86_400_000 - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000);
  const summer = 1 - 0.18 * Math.exp(-(((dayOfYear - 220) / 28) ** 2));
  const holidays = dayOfYear < 8 ? 0.55 : 1;
  const growth = 1 + (0.12 * (day - start)) / Math.max(1, total);
  return week * summer * holidays * growth;
}

/** Relative weight of each hour of the day (Moscow time): quiet nights, busy mornings and evenings. */
export const HOURS = [
  0.15, 0.1, 0.08, 0.08, 0.1, 0.25, 0.55, 0.9, 1.2, 1.35, 1.4, 1.35, 1.25, 1.2, 1.2, 1.15, 1.1, 1.1, 1.2, 1.25, 1.1,
  0.8, 0.5, 0.3,
];

/**
 * Spikes planted on days counted back from the day the database was built ("today" when it is
 * pinned). docs/reference-backend.md lists them; tests assert the spike marks on them.
 */
export const PLANTED = {
  /** A disaster story (theme 4, Incidents) that floods the news for a day. */
  incident: { daysAgo: 5, theme: 4, title: 'Землетрясение в Иркутске', weight: 60 },
  /** An emergency OPEC+ summit: marker 202 and theme 11 (Energy). */
  opec: { daysAgo: 12, theme: 11, marker: 202, title: 'Экстренный саммит ОПЕК+', weight: 40 },
  /** ТАСС (channel 8) publishes six times its usual volume. */
  channel: { daysAgo: 19, channel: 8, factor: 6 },
  /** The economy minister, person 101, at the centre of a one-day story (theme 2). */
  person: { daysAgo: 26, theme: 2, person: 101, title: 'Интервью министра экономики', weight: 45 },
} as const;

/**
 * A spike planted after the day the database was built, so that an alert rule made on that day
 * (the pinned day in tests) has one to see once the clock moves past it (docs/alerts.md): a
 * one-day story of theme 6 two days after the base day.
 */
export const PLANTED_AHEAD = {
  storm: { daysAhead: 2, theme: 6, title: 'Шторм на Чёрном море', weight: 60 },
} as const;
