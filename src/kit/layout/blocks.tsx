import { useRouterState } from '@tanstack/react-router';
import { Children, startTransition, useDeferredValue, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { loadSeam } from '@api/request';
import { afterPaint } from '@lib/after-paint';
import { beforePrinting, usePrintRequested } from '@kit/page/print';
import { preloadCharts } from '@ui/charts/lazy';

/** How near the window (in percent of its height) a block starts to draw: a scroll finds it drawn. */
const AHEAD = 50;

/**
 * How many blocks each visit of a page had drawn, by its history entry: coming back to it (Back,
 * Forward) draws as many at once, so the position the router restores is there to go back to.
 */
const shownByEntry = new Map<string, number>();
const KEPT_ENTRIES = 100;

/** A block's key as `Children.toArray` gives it: its place among the children, or its own key. */
const keyOf = (block: ReturnType<typeof Children.toArray>[number] | undefined) =>
  block !== undefined && typeof block === 'object' && 'key' in block ? String(block.key) : undefined;

/**
 * The grid of a screen's blocks. The page's header and filters paint first; the blocks follow
 * in a background render, so opening a page with many charts and tables never holds the main
 * thread in one long task. They appear where nothing stood, so nothing above them moves.
 *
 * Blocks draw, and ask for their data, as they come near the window (decision 022): the first
 * at once, each next one once the end of those drawn is within half a window of the view. A page
 * opened on a phone draws what fits on its screen, not the ten charts below it. Printing draws
 * them all, and so does a browser without IntersectionObserver.
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
  const entry = useRouterState({ select: (state) => state.location.state.__TSR_key ?? '' });
  const blocks = Children.toArray(children);
  // The last block reached, by its key: a block put in above it (a detail opened) draws at once,
  // and those drawn stay drawn.
  const [reach, setReach] = useState(() => {
    const index = Math.min(shownByEntry.get(entry) ?? 1, Math.max(blocks.length, 1)) - 1;
    return { key: keyOf(blocks[index]), index };
  });
  const at = blocks.findIndex((block) => keyOf(block) === reach.key);
  const shown = (at >= 0 ? at : reach.index) + 1;
  // Printed from the browser's menu: every block, from then on.
  const [printing, setPrinting] = useState(false);
  const all = usePrintRequested() || printing || typeof IntersectionObserver === 'undefined';
  const count = all ? blocks.length : Math.min(shown, blocks.length);
  const end = useRef<HTMLDivElement>(null);
  // Once the page has painted, the seam and the charts' code load beside its data.
  useEffect(() => {
    if (charts) preloadCharts();
    afterPaint(() => void loadSeam());
  }, [charts]);
  useEffect(() => {
    if (!entry) return;
    shownByEntry.delete(entry);
    shownByEntry.set(entry, shown);
    if (shownByEntry.size > KEPT_ENTRIES) shownByEntry.delete(shownByEntry.keys().next().value as string);
  }, [entry, shown]);
  // The end of the blocks drawn, watched: near the window, one more block draws, and the watch
  // starts again below it (the browser reports at once if the end is still near).
  const more = ready && count < blocks.length;
  const nextKey = keyOf(blocks[count]);
  useEffect(() => {
    const node = end.current;
    if (!more || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((seen) => seen.isIntersecting)) {
          observer.disconnect();
          // In slices that yield to the browser: a scroll in progress goes on smoothly.
          startTransition(() => setReach({ key: nextKey, index: count }));
        }
      },
      { rootMargin: `${AHEAD}%` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more, count, nextKey]);
  // Printing draws every block for the paper. The page's Print waits a frame for those it adds to
  // ask for their data (it then waits for the answers); a browser's own menu draws them at once.
  useEffect(() => {
    if (!more) return;
    const drawAll = () => flushSync(() => setPrinting(true));
    window.addEventListener('beforeprint', drawAll);
    const forget = beforePrinting(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    return () => {
      window.removeEventListener('beforeprint', drawAll);
      forget();
    };
  }, [more]);
  return (
    <div className={`blocks${className ? ` ${className}` : ''}`}>
      {ready ? blocks.slice(0, count) : null}
      {more ? <div ref={end} className="blocks-end" aria-hidden="true" /> : null}
    </div>
  );
}
