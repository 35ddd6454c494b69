import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, comparisonPeriod, daysBetween, periodLength, yearEarlier } from '@lib/compare/periods';
import { patchSearch } from '@lib/filters/link';
import { dateKey, defaultPeriod, endsToday } from '@lib/filters/period';
import { PERIOD_PRESETS, matchingPreset, periodPreset, presetPeriod, type PeriodPreset } from '@lib/filters/presets';
import { toStatisticsFilter } from '@lib/filters/request';
import { filterSearchValidator } from '@lib/filters/url';
import { sectionByKey } from '@lib/sections';
import { parseViews, viewSearch } from '@lib/views/saved-views';
import { addView, viewFilters } from '@lib/views/view-edits';

/**
 * The date logic on every day of the week, with the clock pinned: the presets, the default period,
 * the saved views and the compared periods read the clock, and some presets stand for the same dates
 * on some weekdays only ("this week" and "last 7 days" on a Sunday, "today" and "this week" on a
 * Monday). Two weeks: one inside November 2026, one running into December (a month's first days).
 */
const WEEKS = [new Date(2026, 10, 23), new Date(2026, 10, 30)];
const DAYS = WEEKS.flatMap((monday) =>
  Array.from(
    { length: 7 },
    (_, offset) => new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + offset),
  ),
);
/** A minute after midnight, noon, and a minute before midnight on each day. */
const HOURS: [number, number][] = [
  [0, 1],
  [12, 0],
  [23, 59],
];
const WEEKDAY = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const LENGTH: Record<PeriodPreset, (day: Date) => number> = {
  today: () => 1,
  week: (day) => ((day.getDay() + 6) % 7) + 1,
  last7: () => 7,
  month: (day) => day.getDate(),
  last30: () => 30,
};

function pin(day: Date, [hour, minute]: [number, number]) {
  vi.setSystemTime(new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute));
}

const infoFilters = filterSearchValidator(sectionByKey('info').filters);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(DAYS.map((day) => [`${WEEKDAY[day.getDay()]} ${dateKey(day)}`, day] as const))('on %s', (_name, day) => {
  const today = dateKey(day);

  it.each(HOURS)('at %i:%i the default period is this week from Monday, read as "this week"', (hour, minute) => {
    pin(day, [hour, minute]);
    const period = defaultPeriod();
    expect(period.end_date).toBe(today);
    expect(new Date(`${period.start_date}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(periodLength(period)).toBe(LENGTH.week(day));
    expect(toStatisticsFilter({}).period).toEqual(period);
    expect(periodPreset({})).toBe('week');
    expect(endsToday(period)).toBe(true);
  });

  it.each(HOURS)('at %i:%i every preset ends today, has its length, and stays the preset chosen', (hour, minute) => {
    pin(day, [hour, minute]);
    for (const preset of PERIOD_PRESETS) {
      const period = presetPeriod(preset);
      expect(period.end_date, preset).toBe(today);
      expect(periodLength(period), preset).toBe(LENGTH[preset](day));
      // Chosen, the preset is what the field shows, whichever other preset has the same dates today.
      const search = infoFilters(patchSearch({ period, preset })({}));
      expect(periodPreset(search), preset).toBe(preset);
      // The dates alone read as some preset with those very dates.
      const matched = matchingPreset(period);
      expect(matched && presetPeriod(matched), preset).toEqual(period);
      // Typed dates (or a clicked day) drop the preset: the dates speak for themselves.
      const typed = patchSearch({ period: { start_date: addDays(today, -2), end_date: today } })(search);
      expect(typed).not.toHaveProperty('preset');
      // A preset whose dates are no longer the period's does not count.
      expect(periodPreset({ period: { start_date: addDays(today, -40), end_date: today }, preset })).toBe(undefined);
    }
  });

  it.each(PERIOD_PRESETS)(
    'a view saved as "%s" keeps it and opens as its dates on each of the next eight days',
    (preset) => {
      pin(day, [12, 0]);
      const search = { period: presetPeriod(preset), preset, limit: 20 };
      const kept = viewFilters(search, new Date());
      expect(kept).toEqual({ filters: { limit: 20 }, preset });
      const stored = parseViews(
        JSON.stringify(
          addView({ views: [], defaults: {} }, { id: 'v', section: 'info', name: 'V', saved: 1, ...kept }),
        ),
      ).views[0]!;
      expect(stored.preset).toBe(preset);
      for (let later = 0; later <= 8; later += 1) {
        const opened = new Date(day.getFullYear(), day.getMonth(), day.getDate() + later, 9, 30);
        vi.setSystemTime(opened);
        const url = viewSearch(stored, new Date());
        expect(url.period).toEqual(presetPeriod(preset, opened));
        expect(url.period?.end_date).toBe(dateKey(opened));
        expect(periodPreset(infoFilters({ ...url }))).toBe(preset);
      }
    },
  );

  it.each(PERIOD_PRESETS)('"%s" is compared with the days just before it and with a year earlier', (preset) => {
    pin(day, [12, 0]);
    const period = presetPeriod(preset);
    const previous = comparisonPeriod(period, 'previous');
    expect(periodLength(previous)).toBe(periodLength(period));
    expect(daysBetween(previous.end_date, period.start_date)).toBe(1);
    expect(comparisonPeriod(period, 'year')).toEqual({
      start_date: yearEarlier(period.start_date),
      end_date: yearEarlier(period.end_date),
    });
  });
});

describe('the days whose presets share their dates', () => {
  it('are told apart by the choice: last 7 days on a Sunday, today on a Monday', () => {
    const sunday = new Date(2026, 10, 29);
    expect(presetPeriod('last7', sunday)).toEqual(presetPeriod('week', sunday));
    expect(matchingPreset(presetPeriod('last7', sunday), sunday)).toBe('week');
    expect(periodPreset({ period: presetPeriod('last7', sunday), preset: 'last7' }, sunday)).toBe('last7');
    const monday = new Date(2026, 10, 30);
    expect(presetPeriod('today', monday)).toEqual(presetPeriod('week', monday));
    expect(periodPreset({ period: presetPeriod('today', monday), preset: 'today' }, monday)).toBe('today');
    expect(periodPreset({ period: presetPeriod('week', monday), preset: 'week' }, monday)).toBe('week');
  });
});
