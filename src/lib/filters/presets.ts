/**
 * Date presets of the filter bars. The preset a period matches is worked out from its dates, so
 * the URL keeps only the dates.
 */
import { startOfWeek } from '../compare/periods';
import { dateKey, type Period } from './period';

export const PERIOD_PRESETS = ['today', 'week', 'last7', 'month', 'last30'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

function daysBefore(today: Date, days: number): string {
  return dateKey(new Date(today.getFullYear(), today.getMonth(), today.getDate() - days));
}

/**
 * The dates a preset stands for on `today`. "This week" starts on Monday in every language, as the
 * default period does (spec §3, §9), so the default period always reads as "this week"; the
 * calendars still lay weeks out from the language's first day (Saturday in Arabic).
 */
export function presetPeriod(preset: PeriodPreset, today: Date = new Date()): Period {
  const end = dateKey(today);
  switch (preset) {
    case 'today':
      return { start_date: end, end_date: end };
    case 'week':
      return { start_date: startOfWeek(end, 1), end_date: end };
    case 'last7':
      return { start_date: daysBefore(today, 6), end_date: end };
    case 'month':
      return { start_date: dateKey(new Date(today.getFullYear(), today.getMonth(), 1)), end_date: end };
    case 'last30':
      return { start_date: daysBefore(today, 29), end_date: end };
  }
}

/** The first preset whose dates are exactly the period's, if any. */
export function matchingPreset(period: Period, today: Date = new Date()): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => {
    const dates = presetPeriod(preset, today);
    return dates.start_date === period.start_date && dates.end_date === period.end_date;
  });
}
