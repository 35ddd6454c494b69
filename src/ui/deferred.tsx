import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders its children in a background render after its first paint: React then builds them in
 * slices that leave the browser free between, where a render the router starts would run in one
 * piece. For frames that hold a whole page (the consoles).
 */
export function Deferred({ children }: { children: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : null;
}
