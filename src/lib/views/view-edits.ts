/**
 * Changes to the saved views (saved-views.ts): what the views dialog does. Kept apart from the
 * reading side, which every page with a filter bar needs as it opens, so that this part loads with
 * the dialog.
 */
import { periodPreset } from '../filters/presets';
import { pickFilters, type FilterSearch } from '../filters/fields';
import type { SectionKey } from '../sections';
import { VIEW_NAME_MAX, type SavedView, type ViewsState } from './saved-views';

/** Most views one section keeps. */
export const VIEWS_PER_SECTION = 50;

/**
 * The filters of the URL that make a view: every filter key, the period as a preset where it stands
 * for one (the preset the person chose, where its dates could be another's).
 */
export function viewFilters(search: FilterSearch, today: Date): Pick<SavedView, 'filters' | 'preset'> {
  const { preset: _chosen, ...filters } = pickFilters(search);
  if (!filters.period) return { filters };
  const preset = periodPreset(search, today);
  if (!preset) return { filters };
  const { period: _period, ...rest } = filters;
  return { filters: rest, preset };
}

/** A view's name as it is kept: trimmed, spaces folded. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export type NameProblem = 'empty' | 'long' | 'taken';

/** Why a name cannot be a view's in this section, if it cannot. */
export function nameProblem(
  state: ViewsState,
  section: SectionKey,
  name: string,
  except?: string,
): NameProblem | undefined {
  const clean = cleanName(name);
  if (clean === '') return 'empty';
  if (clean.length > VIEW_NAME_MAX) return 'long';
  const folded = clean.toLocaleLowerCase();
  if (
    state.views.some(
      (view) => view.section === section && view.id !== except && view.name.toLocaleLowerCase() === folded,
    )
  )
    return 'taken';
  return undefined;
}

export function sectionViews(state: ViewsState, section: SectionKey): SavedView[] {
  return state.views.filter((view) => view.section === section);
}

export function addView(state: ViewsState, view: SavedView): ViewsState {
  return { ...state, views: [...state.views, view] };
}

export function renameView(state: ViewsState, id: string, name: string): ViewsState {
  return { ...state, views: state.views.map((view) => (view.id === id ? { ...view, name: cleanName(name) } : view)) };
}

export function removeView(state: ViewsState, id: string): ViewsState {
  const defaults = Object.fromEntries(Object.entries(state.defaults).filter(([, value]) => value !== id));
  return { views: state.views.filter((view) => view.id !== id), defaults };
}

/** Makes a view its section's default, or (`id` undefined) leaves the section without one. */
export function setDefault(state: ViewsState, section: SectionKey, id: string | undefined): ViewsState {
  const defaults = { ...state.defaults };
  if (id === undefined) delete defaults[section];
  else defaults[section] = id;
  return { ...state, defaults };
}
