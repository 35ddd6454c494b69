/** What the pivot table's rows and columns can be; the route reads them from the URL. */
export const PIVOT_DIMENSIONS = ['themes', 'channels', 'channel_types', 'persons', 'days'] as const;
export type PivotDimension = (typeof PIVOT_DIMENSIONS)[number];
