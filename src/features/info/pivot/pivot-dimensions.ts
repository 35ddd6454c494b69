/** What the pivot table's rows and columns can be; the route reads them from the URL. */
export const PIVOT_DIMENSIONS = ['themes', 'channels', 'channel_types', 'persons', 'days'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];

/** What a member of the days dimension can sum: one day, a week or a month of days (`unit` in the URL). */
export const DAY_UNITS = ['day', 'week', 'month'] as const;
export type DayUnit = (typeof DAY_UNITS)[number];
