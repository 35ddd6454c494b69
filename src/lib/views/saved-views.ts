/**
 * Saved views: a section's filters kept under a name, in this browser, for one signed-in account.
 * Each account has its own storage key, so another account on the same browser never sees them.
 * A period chosen as a preset ("last 7 days") is kept as the preset and worked out again on
 * opening; other periods keep their dates. The names of the chosen channels and key entities are
 * kept with the view, to say which ones a view lost when they are no longer there.
 */
import { filterSearchValidator } from '../filters/url';
import { FILTER_KEYS, pickFilters, type FilterSearch } from '../filters/fields';
import { PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '../filters/presets';
import { sectionByKey, type SectionKey } from '../sections';

export { hasFilters, viewsKey } from './views-key';

export interface SavedView {
  id: string;
  section: SectionKey;
  name: string;
  /** The filters as the URL holds them, without the period when `preset` stands for it. */
  filters: FilterSearch;
  /** The period as a preset, worked out on the day the view opens. */
  preset?: PeriodPreset;
  /** Names of the chosen channels and key entities when the view was saved. */
  names?: { channels?: Record<string, string>; markers?: Record<string, string> };
  saved: number;
}

export interface ViewsState {
  views: SavedView[];
  /** The view each section opens with when entered without filters in the URL. */
  defaults: Partial<Record<SectionKey, string>>;
}

/** The longest name a view keeps (view-edits.ts refuses longer ones). */
export const VIEW_NAME_MAX = 60;

const EMPTY: ViewsState = { views: [], defaults: {} };

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function names(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const kept = Object.entries(value).filter(
    (entry): entry is [string, string] => /^\d+$/.test(entry[0]) && typeof entry[1] === 'string',
  );
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** A stored view as it can be trusted: its filters checked as the section's URL checks them. */
function readView(value: unknown): SavedView | undefined {
  if (!isRecord(value)) return undefined;
  const { id, section, name, filters, preset, saved } = value;
  if (typeof id !== 'string' || typeof name !== 'string' || name.trim() === '' || typeof section !== 'string')
    return undefined;
  let entry;
  try {
    entry = sectionByKey(section as SectionKey);
  } catch {
    return undefined;
  }
  if (!entry.filters) return undefined;
  // The preset is the view's own member, never one of its filters.
  const { preset: _preset, ...checked } = pickFilters(
    filterSearchValidator(entry.filters)(isRecord(filters) ? filters : {}),
  );
  const keptNames = isRecord(value.names)
    ? { channels: names(value.names.channels), markers: names(value.names.markers) }
    : undefined;
  return {
    id,
    section: entry.key,
    name: name.slice(0, VIEW_NAME_MAX),
    filters: checked,
    ...((PERIOD_PRESETS as readonly unknown[]).includes(preset) ? { preset: preset as PeriodPreset } : {}),
    ...(keptNames && (keptNames.channels || keptNames.markers) ? { names: keptNames } : {}),
    saved: typeof saved === 'number' ? saved : 0,
  };
}

/** What a storage value holds: views that do not read are left out, never the whole list. */
export function parseViews(raw: string | null): ViewsState {
  if (!raw) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY;
  }
  if (!isRecord(parsed) || !Array.isArray(parsed.views)) return EMPTY;
  const views = parsed.views.map(readView).filter((view): view is SavedView => view !== undefined);
  const ids = new Set(views.map((view) => view.id));
  const defaults: ViewsState['defaults'] = {};
  if (isRecord(parsed.defaults)) {
    for (const [section, id] of Object.entries(parsed.defaults)) {
      const view = views.find((candidate) => candidate.id === id);
      if (typeof id === 'string' && ids.has(id) && view?.section === section) defaults[section as SectionKey] = id;
    }
  }
  return { views, defaults };
}

/** The URL's filters a view opens with today: a preset becomes its dates, and stays the preset shown. */
export function viewSearch(view: Pick<SavedView, 'filters' | 'preset'>, today: Date): FilterSearch {
  return view.preset
    ? { ...view.filters, period: presetPeriod(view.preset, today), preset: view.preset }
    : { ...view.filters };
}

/** Every filter key, set to the view's value or cleared: what replaces the URL's filters when a view opens. */
export function replacingFilters(search: FilterSearch): FilterSearch {
  const replacing: FilterSearch = {};
  for (const key of FILTER_KEYS) setMember(replacing, search, key);
  return replacing;
}

function setMember<K extends keyof FilterSearch>(to: FilterSearch, from: FilterSearch, key: K) {
  to[key] = from[key];
}

/** The channels and key entities of a view that are not among those there are now. */
export function missingChoices(
  view: Pick<SavedView, 'filters'>,
  present: { channels?: readonly number[]; markers?: readonly number[] },
) {
  const gone = (chosen: readonly number[] | undefined, there: readonly number[] | undefined) =>
    chosen && there ? chosen.filter((id) => !there.includes(id)) : [];
  return {
    channels: gone(view.filters.channels, present.channels),
    markers: gone(view.filters.markers, present.markers),
  };
}
