import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { loadSeam } from '@api/request';
import { afterPaint } from '@lib/after-paint';
import { preloadCharts } from '@ui/charts/lazy';

/**
 * The grid of a screen's blocks. The page's header and filters paint first; the blocks follow
 * in a background render that yields to the browser between them, so opening a page with many
 * charts and tables never holds the main thread in one long task. They appear where nothing
 * stood, so nothing above them moves.
 */
export function Blocks({ children, className }: { children: ReactNode; className?: string }) {
  const ready = useDeferredValue(true, false);
  // Once the page has painted, the seam and the charts' code load beside its data.
  useEffect(() => {
    preloadCharts();
    afterPaint(() => void loadSeam());
  }, []);
  return <div className={`blocks${className ? ` ${className}` : ''}`}>{ready ? children : null}</div>;
}
