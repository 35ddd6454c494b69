/**
 * Date presets of the filter bars. The URL always keeps the dates; beside them it keeps the preset
 * the person chose (`preset=last7`), because on some days two presets stand for the same dates
 * ("last 7 days" and "this week" on a Sunday, "today" and "this week" on a Monday) and only the
 * choice says which one a saved view should work out again on another day. A preset in the URL
 * counts only while its dates are the period's; otherwise the dates say which preset, if any,
 * they match.
 */
import { startOfWeek } from '../compare/periods';
import { PERIOD_PRESETS, type PeriodPreset } from './fields';
import { dateKey, type Period } from './period';

export { PERIOD_PRESETS, type PeriodPreset } from './fields';

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

function samePeriod(a: Period, b: Period): boolean {
  return a.start_date === b.start_date && a.end_date === b.end_date;
}

/** The first preset whose dates are exactly the period's, if any. */
export function matchingPreset(period: Period, today: Date = new Date()): PeriodPreset | undefined {
  return PERIOD_PRESETS.find((preset) => samePeriod(presetPeriod(preset, today), period));
}

/**
 * The preset the filters' period stands for on `today`: the one the person chose while its dates
 * are still the period's, else the first that matches the dates; "this week" when the URL holds
 * no period (the default period is this week's).
 */
export function periodPreset(
  search: { period?: Period; preset?: PeriodPreset },
  today: Date = new Date(),
): PeriodPreset | undefined {
  if (!search.period) return 'week';
  if (search.preset && samePeriod(presetPeriod(search.preset, today), search.period)) return search.preset;
  return matchingPreset(search.period, today);
}
