import { useEffect, useSyncExternalStore } from 'react';

type FilterBarModule = typeof import('./filter-bar');

/**
 * The filter bar's code, loaded for the pages that show the bar: a section's other pages (its
 * reports, uploads, catalogues) never download it. The section's route starts loading it as a
 * navigation to such a page begins (`preloadFilterBar` in src/routes/-guards.ts), alongside the
 * page's own code, so the bar is there when the page first paints.
 */
let loaded: FilterBarModule | undefined;
let loading: Promise<FilterBarModule> | undefined;
const listeners = new Set<() => void>();

export function loadFilterBar(): Promise<FilterBarModule> {
  loading ??= import('./filter-bar').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The filter bar's module once loaded; asks for it when `wanted` and it is not there yet. */
export function useFilterBarModule(wanted: boolean): FilterBarModule | undefined {
  const module = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  useEffect(() => {
    if (wanted && !module) void loadFilterBar();
  }, [wanted, module]);
  return module;
}
