import { useSyncExternalStore } from 'react';

/** Where the layout leaves phones: the styles' `max-width: 767px` rules end here. */
const WIDE = '(min-width: 768px)';

function subscribe(listener: () => void) {
  const query = window.matchMedia?.(WIDE);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/** Where the browser cannot tell (no media queries), the screen counts as wide. */
const isWide = () => window.matchMedia?.(WIDE).matches ?? true;

/** Whether the window is wider than a phone's, followed as it is resized or turned. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide, () => true);
}
