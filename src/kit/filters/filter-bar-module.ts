import { startTransition, useEffect, useState } from 'react';

type FilterBarModule = typeof import('./filter-bar');

/**
 * The filter bar's code, loaded for the pages that show the bar: a section's other pages (its
 * reports, uploads, catalogues) never download it. The section's route starts loading it as a
 * navigation to such a page begins (`preloadFilterBar` in src/routes/-guards.ts), alongside the
 * page's own code, so the bar is there when the page first paints.
 */
let loaded: FilterBarModule | undefined;
let loading: Promise<FilterBarModule> | undefined;

export function loadFilterBar(): Promise<FilterBarModule> {
  loading ??= import('./filter-bar').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

/**
 * The filter bar's module once loaded; asks for it when `wanted` and it is not there yet. It
 * arrives as a transition: the page waiting below the bar mounts with it in slices that let the
 * browser paint and answer input between them, not in one task.
 */
export function useFilterBarModule(wanted: boolean): FilterBarModule | undefined {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    void loadFilterBar().then((arrived) => {
      if (current) startTransition(() => setModule(arrived));
    });
    return () => {
      current = false;
    };
  }, [wanted, module]);
  return module;
}
