import { FORMAT_LOCALES } from '@i18n/locales';

/**
 * The first number or date a page formats makes the browser build its Intl locale data: 40–60 ms
 * on a modest machine, in one task, just as the page's first chart draws. That data is kept for
 * the whole page process, whichever thread built it, so a worker of its own builds it
 * (intl-warm.worker.ts) and the page's own thread is spared that task.
 */
export function warmIntl() {
  const day = new Date(Date.UTC(2026, 0, 15));
  for (const { date, number } of Object.values(FORMAT_LOCALES)) {
    new Intl.NumberFormat(number).format(12345.6);
    new Intl.DateTimeFormat(date, { day: 'numeric', month: 'short' }).format(day);
  }
}

/** Starts that worker; where workers are missing or refused the page formats as before. */
export function warmIntlAside() {
  if (typeof Worker !== 'function') return false;
  try {
    // Written out whole so the build finds the worker and bundles it as a script of its own. A
    // module worker: the dev server serves the worker's source as an ES module (with its import),
    // and the build's bundled script runs as a module just as well.
    new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { name: 'intl-warm', type: 'module' });
    return true;
  } catch {
    return false;
  }
}
