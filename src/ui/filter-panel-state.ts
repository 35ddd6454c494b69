import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the current page offers filters and whether their panel is open on small screens.
 * A page's filter bar registers itself; the cabinet's bottom bar shows its filter button only
 * while some page has registered, and toggles the panel.
 */
let registered = 0;
let open = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const filterPanel = {
  toggle() {
    open = !open;
    emit();
  },
  close() {
    if (!open) return;
    open = false;
    emit();
  },
};

/** Called by a page's filter bar for as long as it is on screen. */
export function useRegisterFilters() {
  useEffect(() => {
    registered += 1;
    emit();
    return () => {
      registered -= 1;
      open = registered > 0 && open;
      emit();
    };
  }, []);
}

export function useFiltersAvailable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => registered > 0,
    () => false,
  );
}

export function useFiltersOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
