import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';

/** What the reporter needs of the app's router: the matched routes, and its events. */
export interface VitalsRouter {
  readonly state: { readonly matches: readonly { readonly routeId: string; readonly fullPath: string }[] };
  subscribe(event: 'onRendered', listener: () => void): () => void;
}

/** One metric as sent: the JSON array posted to the endpoint holds these. */
export interface VitalsRecord {
  /** The page's path pattern (`/cabinet/info/main`), never its URL or query; `not-found` for a URL no route matches. */
  route: string;
  name: Metric['name'];
  value: number;
  rating: Metric['rating'];
  id: string;
  navigationType: Metric['navigationType'];
  language: string;
}

/** The path pattern of the page shown: the deepest matched route, without layouts or the URL's values. */
function routePattern(router: VitalsRouter): string {
  const match = router.state.matches.at(-1);
  if (!match || match.routeId === '__root__') return 'not-found';
  return match.fullPath.length > 1 && match.fullPath.endsWith('/') ? match.fullPath.slice(0, -1) : match.fullPath;
}

/**
 * Posts one batch: a beacon, or a fetch that outlives the page where there is no beacon or it is
 * refused. The JSON goes as text (`text/plain`), which another origin takes without a preflight
 * and which a beacon may carry anywhere.
 */
function send(endpoint: string, records: VitalsRecord[]) {
  const body = JSON.stringify(records);
  try {
    if (navigator.sendBeacon?.(endpoint, body)) return;
  } catch {
    // A beacon that throws is a beacon refused.
  }
  void fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
}

/**
 * Reports LCP, INP and CLS to the endpoint. Each metric is queued with the path pattern of the
 * page it belongs to: LCP the page first shown, INP and CLS the page shown when their value is
 * final (when the tab is hidden). The queue goes out as one request when the page is hidden or
 * left, and is then empty: a batch is never sent twice. Returns what stops the reporting (tests).
 */
export function reportWebVitals(router: VitalsRouter, endpoint: string) {
  let queue: VitalsRecord[] = [];
  const firstRoute = routePattern(router);
  const record = (metric: Metric) =>
    queue.push({
      route: metric.name === 'LCP' ? firstRoute : routePattern(router),
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      // The app's language, as it sets it on the document (src/i18n/i18n.ts).
      language: document.documentElement.lang,
    });
  onLCP(record);
  onINP(record);
  onCLS(record);
  // Added after the library's own listeners, so INP and CLS are queued before the batch leaves.
  const flush = () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    send(endpoint, batch);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', flush);
  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', flush);
  };
}
