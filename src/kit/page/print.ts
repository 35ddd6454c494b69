import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';
import { nextPaint } from '@lib/after-paint';

/** When the page was last printed (or is being printed): the printed header says it. */
let printedAt = new Date();
const listeners = new Set<() => void>();

function stamp() {
  printedAt = new Date();
  for (const listener of listeners) listener();
}

/** Printing from the browser's own menu: the time is set as the page is laid out for paper. */
const stampNow = () => flushSync(stamp);

function subscribe(listener: () => void) {
  // One listener for the page, however many parts of it show the time or follow the request.
  if (listeners.size === 0) window.addEventListener('beforeprint', stampNow);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('beforeprint', stampNow);
  };
}

/** The time the page is printed, for the printed header. */
export function usePrintedAt(): Date {
  return useSyncExternalStore(
    subscribe,
    () => printedAt,
    () => printedAt,
  );
}

/** Whether printing has been asked for on this page (the printed header then loads and stays). */
let requested = false;
const preparers = new Set<() => Promise<unknown>>();

/** Whether the page has been asked to print: what only paper shows renders from then on. */
export function usePrintRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

/**
 * Something printing must wait for (the printed header's code): run as printing starts, awaited
 * before the print dialog opens. Returns the way to take it back.
 */
export function beforePrinting(prepare: () => Promise<unknown>): () => void {
  preparers.add(prepare);
  return () => preparers.delete(prepare);
}

/** The class that lays the page out at an A4 page's printable width while it is being printed (styles.css). */
export const PRINT_LAYOUT = 'print-layout';

/** How long printing waits for answers still on their way before printing what there is. */
const WAIT_MS = 10_000;

/** Resolves once no query is fetching (or after `WAIT_MS`). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const timer = setTimeout(done, WAIT_MS);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/**
 * The page's Print action: lays the page out at the paper's width (the charts redraw to it), loads
 * what only paper shows (the printed header), waits for the answers still on their way (so no
 * block prints as loading), stamps the time, lets the page draw, then opens the browser's print
 * dialog; the layout goes back once printing ends.
 */
export function usePrint(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    // The page takes the paper's width first, so the charts draw anew at the size they print at.
    const root = document.documentElement;
    root.classList.add(PRINT_LAYOUT);
    window.addEventListener('afterprint', () => root.classList.remove(PRINT_LAYOUT), { once: true });
    requested = true;
    for (const listener of listeners) listener();
    // What paper needs, given a few seconds at most: a header that cannot load does not stop the printing.
    await Promise.race([
      Promise.all([...preparers].map((prepare) => prepare().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, WAIT_MS / 2)),
    ]);
    await settled(queryClient);
    stamp();
    await nextPaint();
    await nextPaint();
    window.print();
  };
}
