import { httpLink, RUNTIME_CONFIG } from '@lib/runtime-config';
import type { VitalsRouter } from './web-vitals-reporter';

/**
 * Where real-user speed is reported: the deployment's endpoint (src/lib/runtime-config.ts), an
 * http(s) URL or a path on this origin; anything else, or nothing, means nothing is reported.
 */
export function vitalsEndpoint(configured: string | undefined = RUNTIME_CONFIG.vitalsEndpoint): string | undefined {
  return httpLink(configured);
}

/**
 * Reports LCP, INP and CLS (src/app/web-vitals-reporter.ts, a chunk of its own with the library)
 * when an endpoint is configured: loaded once the first page has rendered and painted, so it never
 * competes with that page. Without an endpoint nothing is loaded. Resolves when the reporter runs.
 */
export function startWebVitals(router: VitalsRouter, configured?: string): Promise<boolean> {
  const endpoint = vitalsEndpoint(configured);
  if (!endpoint) return Promise.resolve(false);
  return (
    new Promise<void>((rendered) => {
      const stop = router.subscribe('onRendered', () => {
        stop();
        rendered();
      });
    })
      // The frame after the one that shows the page.
      .then(() => new Promise<void>((painted) => requestAnimationFrame(() => setTimeout(painted, 0))))
      .then(() => import('./web-vitals-reporter'))
      .then(({ reportWebVitals }) => reportWebVitals(router, endpoint))
      .then(() => true)
  );
}
