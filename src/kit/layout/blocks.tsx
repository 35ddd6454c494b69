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
export function Blocks({
  children,
  className,
  charts = true,
}: {
  children: ReactNode;
  className?: string;
  /** The blocks draw charts (their code loads beside the data); false for a page of tables and timelines. */
  charts?: boolean;
}) {
  const ready = useDeferredValue(true, false);
  // Once the page has painted, the seam and the charts' code load beside its data.
  useEffect(() => {
    if (charts) preloadCharts();
    afterPaint(() => void loadSeam());
  }, [charts]);
  return <div className={`blocks${className ? ` ${className}` : ''}`}>{ready ? children : null}</div>;
}
