import type { BodyOf } from '../setup/contract-types';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SESSION_STORAGE_KEY } from '../../src/api/session';

/** Makes the mock answer one operation with a named example or a status (Prism's Prefer header). */
export async function preferOnce(page: Page, pathPattern: string, prefer: string) {
  await page.route(pathPattern, async (route) => {
    await route.continue({ headers: { ...route.request().headers(), prefer } });
  });
}

export async function signInCabinet(page: Page, email = 'anna.smirnova@mediagroup.ru') {
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль').fill('Secret-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The contract's sign-in examples: the accounts the mock signs in (Prism's `Prefer: example=<name>`). */
type LoginExample = 'all' | 'music-only' | 'infopole-only' | 'video-only';
const LOGIN_EXAMPLES = parse(
  readFileSync(new URL('../../openapi/components/examples/login.yaml', import.meta.url), 'utf8'),
) as Record<LoginExample, { value: BodyOf<'/api/v1/user/login', 'post'> }>;

/**
 * Signs the page in to the cabinet as the sign-in form would with the contract's example account,
 * without the sign-in page: the session is in storage before the next page loads, so the next
 * `goto` opens signed in. For the tests whose subject comes after signing in (the sign-in itself is
 * tested through its form in login.spec.ts, shell.spec.ts and others).
 */
export async function signedInAs(page: Page, example: LoginExample = 'all') {
  const { jwt_token, ...user } = LOGIN_EXAMPLES[example].value.item;
  const stored = JSON.stringify({ jwt_token, user, signed_in_at: { cabinet: Date.now() } });
  await page.addInitScript(
    ([key, value]) => {
      try {
        // Once per page: a later sign-out or change of the session stays.
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      } catch {
        // A page without storage (about:blank) has no session to seed.
      }
    },
    [SESSION_STORAGE_KEY, stored] as const,
  );
}

/** Signs in and waits until the cabinet has opened, so a following `goto` carries the JWT. */
export async function signedInToCabinet(page: Page, email = 'anna.smirnova@mediagroup.ru') {
  await signInCabinet(page, email);
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
}

/**
 * Starts recording the page's layout shifts (those not caused by input), with the elements that
 * moved, from the first paint of every page loaded after this call.
 */
export async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Element | null }[] };
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((source) =>
          source.node
            ? `${source.node.nodeName.toLowerCase()}.${Array.from(source.node.classList ?? []).join('.')}`
            : '?',
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The layout-shift score of the page since it loaded (or since the last call), and the elements
 * that moved; waits two frames first, so the last render has been laid out and reported.
 */
export async function layoutShifts(page: Page): Promise<{ score: number; nodes: string }> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const shifts = (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts.splice(0);
    return {
      score: shifts.reduce((sum, shift) => sum + shift.value, 0),
      nodes: [...new Set(shifts.flatMap((shift) => shift.nodes))].join(', '),
    };
  });
}

/** How wide the page is against the screen, and the last elements that stick out of it (outside scroll areas). */
export async function pageWidth(page: Page): Promise<{ page: number; screen: number; wide: string }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.right > screen + 1 &&
        !element.closest('.table-scroll, .visually-hidden, [hidden], dialog:not([open])')
      );
    });
    return {
      page: document.documentElement.scrollWidth,
      screen,
      wide: wide
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`)
        .join(', '),
    };
  });
}

/**
 * A WAV file of a quarter second of a 440 Hz tone, 8 kHz mono 16-bit: the smallest audio a
 * person might really upload, made here rather than kept as a binary fixture.
 */
export function toneWav(): Buffer {
  const rate = 8000;
  const samples = rate / 4;
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1)
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 12_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** A transcript's utterance, as the contract's transcription report carries it. */
type Segment = BodyOf<'/api/v1/transcription/report', 'post'>['item']['segments'][number];

/**
 * Opens the transcription report page on a transcript of these utterances: the report (id 908,
 * Россия 1, the evening of 18 November) answered by the page's own route, whatever the mock has.
 */
export async function openTranscript(page: Page, segments: Segment[]) {
  await page.route('**/api/v1/transcription/report', (route) =>
    route.fulfill({
      json: {
        item: {
          id: 908,
          channel: { id: 2, name: 'Россия 1', type: 'TV' },
          start: '2026-11-18T20:00:00+03:00',
          end: '2026-11-19T00:00:00+03:00',
          language: 'ru',
          state: 'done',
          created_at: '2026-11-18T21:10:00+03:00',
          segments,
        },
      } satisfies BodyOf<'/api/v1/transcription/report', 'post'>,
    }),
  );
  await page.goto('/cabinet/reports/transcription/report?id=908');
}

/**
 * Scrolls down a page of blocks until every block has drawn (they draw as they come near the
 * window: decision 022), then back to the top, as someone reading the whole page would.
 */
export async function drawEveryBlock(page: Page) {
  await page.locator('.blocks > :not(.blocks-end)').first().waitFor({ state: 'attached' });
  const deadline = Date.now() + 15_000;
  while ((await page.locator('.blocks-end').count()) > 0) {
    if (Date.now() > deadline) throw new Error('Not every block of the page drew while scrolling down it');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Follows the page's calls to the API, for `quiet`: every call sent has been answered, failed or
 * been cancelled, and none went out for `window` ms. Unlike the load state `networkidle`, a call
 * the app cancelled (a query replaced by a newer one) counts as done, and nothing but the API counts.
 */
export function followApiCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request: { url(): string }) => {
    if (!isApi(request.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet(window = 500, timeout = 15_000) {
      const deadline = Date.now() + timeout;
      while (inFlight > 0 || Date.now() - lastChange < window) {
        if (Date.now() > deadline) throw new Error(`The page's calls did not settle: ${inFlight} on their way`);
        // One frame of the page between looks: no fixed sleep.
        await page.evaluate(() => new Promise((next) => requestAnimationFrame(() => next(undefined))));
      }
    },
  };
}
