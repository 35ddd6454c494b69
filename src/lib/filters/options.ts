import type { Period } from './period';

/** One choice of a filter's list (a channel, a key entity): the shape of the multi-select's options. */
export interface FilterOption {
  value: number;
  label: string;
  disabled?: boolean;
}

/**
 * Where a multi-select's choices come from: a hook of the section (channels with mentions,
 * markers…). `wanted` turns true once the person reaches for the list (points at it, focuses or
 * opens it): the choices are not asked for with the page's own data, which the page needs first.
 * Below the kit, so that the filter bar and the views (which name the chosen options) share it
 * without importing each other.
 */
export type OptionsSource = (
  period: Period,
  wanted: boolean,
) => { options: FilterOption[]; isPending: boolean; isError: boolean };
