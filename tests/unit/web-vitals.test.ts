import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalsRouter } from '@app/web-vitals-reporter';

// Real-user speed: web-vitals' callbacks are stubbed, the test hands them the metrics.
// `report` holds the callbacks the reporter gave the library in this test: none means not started.
const library = vi.hoisted(() => ({ report: {} as Record<string, (metric: unknown) => void> }));
vi.mock('web-vitals', () => ({
  onLCP: (callback: (metric: unknown) => void) => (library.report.LCP = callback),
  onINP: (callback: (metric: unknown) => void) => (library.report.INP = callback),
  onCLS: (callback: (metric: unknown) => void) => (library.report.CLS = callback),
}));

function metric(name: Metric['name'], value: number, rating: Metric['rating'] = 'good'): Metric {
  return {
    name,
    value,
    rating,
    delta: value,
    id: `v6-${name}-1`,
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
  };
}

/** A router showing the given routes (deepest last); `render` plays the first page being shown. */
function fakeRouter(...matches: { routeId: string; fullPath: string }[]) {
  let rendered: (() => void) | undefined;
  const router = {
    state: { matches },
    subscribe: vi.fn((_event: 'onRendered', listener: () => void) => {
      rendered = listener;
      return () => (rendered = undefined);
    }),
    render: () => rendered?.(),
  };
  return router satisfies VitalsRouter;
}

const ROOT = { routeId: '__root__', fullPath: '/' };
const INFO_MAIN = [
  ROOT,
  { routeId: '/cabinet', fullPath: '/cabinet' },
  { routeId: '/cabinet/info', fullPath: '/cabinet/info' },
  { routeId: '/cabinet/info/main', fullPath: '/cabinet/info/main' },
];
const ADMIN_GEO = [
  ROOT,
  { routeId: '/admin/_console', fullPath: '/admin' },
  { routeId: '/admin/_console/geo', fullPath: '/admin/geo' },
];

let hidden = false;
const beacon = vi.fn<(url: string, body: string) => boolean>();

function hide() {
  hidden = true;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The records of each request sent, by beacon or fetch. */
function sentBatches(calls: unknown[][]) {
  return calls.map(
    ([, body]) => JSON.parse(typeof body === 'string' ? body : String((body as RequestInit).body)) as unknown[],
  );
}

beforeEach(() => {
  vi.resetModules();
  library.report = {};
  hidden = false;
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  beacon.mockReset().mockReturnValue(true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  document.documentElement.lang = 'en';
});

afterEach(() => {
  // Every test leaves its queue sent, so no listener of an earlier test has anything to send.
  hide();
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('real-user speed', () => {
  it('queues each metric with the route pattern and the language, and sends them in one beacon when the page hides', async () => {
    const router = fakeRouter(...INFO_MAIN);
    const { reportWebVitals } = await import('@app/web-vitals-reporter');
    const stop = reportWebVitals(router, 'https://rum.example.com/vitals');
    library.report.LCP!(metric('LCP', 1840));
    // The user moves on: INP and CLS belong to the page shown when they are final.
    router.state.matches = ADMIN_GEO;
    document.documentElement.lang = 'ar';
    library.report.INP!(metric('INP', 320, 'needs-improvement'));
    library.report.CLS!(metric('CLS', 0.02));
    expect(beacon).not.toHaveBeenCalled();

    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]![0]).toBe('https://rum.example.com/vitals');
    expect(sentBatches(beacon.mock.calls)).toEqual([
      [
        {
          route: '/cabinet/info/main',
          name: 'LCP',
          value: 1840,
          rating: 'good',
          id: 'v6-LCP-1',
          navigationType: 'navigate',
          language: 'en',
        },
        {
          route: '/admin/geo',
          name: 'INP',
          value: 320,
          rating: 'needs-improvement',
          id: 'v6-INP-1',
          navigationType: 'navigate',
          language: 'ar',
        },
        {
          route: '/admin/geo',
          name: 'CLS',
          value: 0.02,
          rating: 'good',
          id: 'v6-CLS-1',
          navigationType: 'navigate',
          language: 'ar',
        },
      ],
    ]);
    // Nothing in a record comes from the URL: no query, no values.
    expect(JSON.stringify(sentBatches(beacon.mock.calls))).not.toMatch(/\?|http:\/\/127/);
    stop();
  });

  it('sends a batch once: a later hide sends only what came after it', async () => {
    const { reportWebVitals } = await import('@app/web-vitals-reporter');
    const stop = reportWebVitals(fakeRouter(...INFO_MAIN), '/vitals');
    library.report.LCP!(metric('LCP', 900));
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    hidden = false;
    library.report.CLS!(metric('CLS', 0.3, 'poor'));
    hide();
    expect(sentBatches(beacon.mock.calls).map((batch) => batch.length)).toEqual([1, 1]);
    expect(sentBatches(beacon.mock.calls)[1]).toEqual([
      expect.objectContaining({ name: 'CLS', route: '/cabinet/info/main' }),
    ]);
    stop();
  });

  it('a URL no route matches is reported as not-found, an index route without its slash', async () => {
    const { reportWebVitals } = await import('@app/web-vitals-reporter');
    const router = fakeRouter(ROOT);
    const stop = reportWebVitals(router, '/vitals');
    library.report.LCP!(metric('LCP', 700));
    router.state.matches = [ROOT, { routeId: '/cabinet/', fullPath: '/cabinet/' }];
    library.report.CLS!(metric('CLS', 0));
    hide();
    expect(sentBatches(beacon.mock.calls)[0]!.map((record) => (record as { route: string }).route)).toEqual([
      'not-found',
      '/cabinet',
    ]);
    stop();
  });

  it('posts with fetch and keepalive when there is no beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { reportWebVitals } = await import('@app/web-vitals-reporter');
    const stop = reportWebVitals(fakeRouter(...INFO_MAIN), '/vitals');
    library.report.LCP!(metric('LCP', 1200));
    hide();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe('/vitals');
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(sentBatches(fetch.mock.calls)).toEqual([[expect.objectContaining({ name: 'LCP', value: 1200 })]]);
    stop();
  });

  it('posts with fetch and keepalive when the beacon is refused', async () => {
    beacon.mockReturnValue(false);
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const { reportWebVitals } = await import('@app/web-vitals-reporter');
    const stop = reportWebVitals(fakeRouter(...INFO_MAIN), '/vitals');
    library.report.INP!(metric('INP', 80));
    hide();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({ keepalive: true });
    stop();
  });
});

describe('starting real-user speed', () => {
  it('loads nothing and sends nothing without an endpoint', async () => {
    const { startWebVitals, vitalsEndpoint } = await import('@app/web-vitals');
    const router = fakeRouter(...INFO_MAIN);
    expect(vitalsEndpoint()).toBeUndefined();
    await expect(startWebVitals(router)).resolves.toBe(false);
    await expect(startWebVitals(router, '  ')).resolves.toBe(false);
    router.render();
    hide();
    // Not even waiting for the first page: the reporter's chunk is never asked for.
    expect(router.subscribe).not.toHaveBeenCalled();
    expect(library.report).toEqual({});
    expect(beacon).not.toHaveBeenCalled();
  });

  it('ignores an endpoint that is not an http(s) URL or a path on this origin', async () => {
    const { startWebVitals, vitalsEndpoint } = await import('@app/web-vitals');
    for (const value of [
      'rum.example.com/vitals',
      'not a url',
      '//rum.example.com/vitals',
      'javascript:alert(1)',
      'ftp://rum.example.com/vitals',
    ]) {
      expect(vitalsEndpoint(value)).toBeUndefined();
      await expect(startWebVitals(fakeRouter(...INFO_MAIN), value)).resolves.toBe(false);
    }
    expect(vitalsEndpoint(' https://rum.example.com/vitals ')).toBe('https://rum.example.com/vitals');
    expect(vitalsEndpoint('/vitals')).toBe('/vitals');
    expect(library.report).toEqual({});
  });

  it('loads the reporter once the first page has rendered, when an endpoint is set', async () => {
    const { startWebVitals } = await import('@app/web-vitals');
    const router = fakeRouter(...INFO_MAIN);
    const started = startWebVitals(router, '/vitals');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(library.report).toEqual({});
    router.render();
    await expect(started).resolves.toBe(true);
    expect(Object.keys(library.report).sort()).toEqual(['CLS', 'INP', 'LCP']);
    library.report.LCP!(metric('LCP', 1500));
    hide();
    expect(beacon).toHaveBeenCalledWith('/vitals', expect.any(String));
  });
});
