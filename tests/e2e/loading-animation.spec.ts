import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { signedInAs, signedInToCabinet } from './helpers';

/**
 * The frame's loading overlay: a move whose page takes a while (its code and its data slowed, as
 * the QA latency scenario slows every call) shows the spinner, then after 300 ms the Lottie
 * animation shipped in public/; with a broken link, the spinner stays and nothing else goes wrong.
 */

/** Holds back the page code of the next move (not the player's) by `ms`, so the router stays pending. */
async function slowPageCode(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    if (!/lottie|animation-player/.test(route.request().url())) await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/** Notes, on every document, when the overlay appeared (with what in it) and when the animation was drawn. */
async function watchOverlay(page: Page) {
  await page.addInitScript(() => {
    const seen: { overlayAt?: number; spinnerFirst?: boolean; drawnAt?: number } = {};
    (window as unknown as { __overlay: typeof seen }).__overlay = seen;
    new MutationObserver(() => {
      const overlay = document.querySelector('.loading-overlay');
      if (overlay && seen.overlayAt === undefined) {
        seen.overlayAt = performance.now();
        seen.spinnerFirst = Boolean(overlay.querySelector('.spinner')) && !overlay.querySelector('svg');
      }
      if (overlay?.querySelector('.animation-player svg') && seen.drawnAt === undefined)
        seen.drawnAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
}

const overlaySeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __overlay: { overlayAt?: number; spinnerFirst?: boolean; drawnAt?: number } }).__overlay,
  );

async function openSlowly(page: Page) {
  await watchOverlay(page);
  await signedInAs(page);
  await page.goto('/cabinet/info/main?qa[latency]=1500');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await slowPageCode(page, 2500);
  await page.getByRole('navigation', { name: 'Инфо' }).getByRole('link', { name: 'Сюжеты' }).click();
  const overlay = page.locator('.loading-overlay');
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('role', 'status');
  await expect(overlay).toContainText('Загрузка…');
  return overlay;
}

test('a page that takes a while shows the spinner, then the loading animation', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/animations/loading.json')) requested.push(request.url());
  });
  const overlay = await openSlowly(page);
  await expect(overlay.locator('.animation-player svg')).toBeVisible();
  await expect(overlay.locator('.spinner')).toHaveCount(0);
  const seen = await overlaySeen(page);
  expect(seen.spinnerFirst, 'the spinner shows first').toBe(true);
  expect((seen.drawnAt ?? 0) - (seen.overlayAt ?? 0), 'the animation after 300 ms').toBeGreaterThanOrEqual(300);
  expect(requested).toHaveLength(1);
  // Still there for screen readers, and the animation itself is hidden from them.
  await expect(overlay).toContainText('Загрузка…');
  await expect(overlay.locator('.animation-player')).toHaveAttribute('aria-hidden', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Сюжеты' })).toBeVisible({ timeout: 15_000 });
  await expect(overlay).toHaveCount(0);
});

test('with a broken link the overlay keeps its spinner, and the page carries on', async ({ page, guard }) => {
  // The browser itself reports the missing file; the app adds nothing.
  guard.allowConsoleError(/status of 404/);
  let asked = false;
  await page.route('**/animations/loading.json', (route) => {
    asked = true;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  const overlay = await openSlowly(page);
  await expect.poll(() => asked).toBe(true);
  await expect(overlay.locator('.spinner')).toBeVisible();
  await expect(overlay.locator('svg')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Сюжеты' })).toBeVisible({ timeout: 15_000 });
});

test('someone who asks for reduced motion sees a still frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const overlay = await openSlowly(page);
  const drawn = overlay.locator('.animation-player svg');
  await expect(drawn).toBeVisible();
  const first = await drawn.innerHTML();
  await page.waitForTimeout(200);
  expect(await drawn.innerHTML()).toBe(first);
});

/** A request held until the test lets it go. */
async function hold(page: Page, pattern: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Signs in, then keeps the session's token but forgets its profile, as a new tab may have it. */
async function withoutProfile(page: Page) {
  await page.goto('/login');
  await signedInToCabinet(page);
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: unknown };
    delete stored.user;
    localStorage.setItem(key, JSON.stringify(stored));
  }, 'mediamonitor.session');
}

/** From now on the page's timers run only as the test moves its clock. */
async function stopTime(page: Page) {
  // (a second ahead: the page's clock has run since it was installed)
  await page.clock.pauseAt(Date.now() + 1000);
}

test('while the user info loads, the page shows the loading overlay, not a blank page', async ({ page }) => {
  await withoutProfile(page);
  const profile = await hold(page, '**/api/v1/user/get');
  await page.clock.install();
  await page.goto('/cabinet/info/main');
  const overlay = page.locator('.loading-overlay');
  await expect.poll(profile.asked).toBe(true);
  await expect(overlay).toBeVisible();
  await expect(overlay).toHaveAttribute('role', 'status');
  await expect(overlay).toContainText('Загрузка…');
  const heading = page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' });
  await expect(heading).toHaveCount(0);

  profile.release();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: /Личные данные: Анна Смирнова/ })).toBeVisible();
  await expect(overlay).toHaveCount(0);
});

test('loading again while the overlay lingers gives the second end its own 400 ms, however long the second loading lasts', async ({
  page,
}) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  // The code of the music and video sections, asked for only when the person moves there.
  const musicCode = await hold(page, /\/assets\/music[^/]*\.js$/);
  const videoCode = await hold(page, /\/assets\/video[^/]*\.js$/);
  await page.clock.install();
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  const overlay = page.locator('.loading-overlay');
  await expect(overlay).toHaveCount(0);
  const sections = page.getByRole('navigation', { name: 'Разделы' }).first();

  await stopTime(page);
  await sections.getByRole('link', { name: 'Музыка' }).click();
  await expect.poll(musicCode.asked).toBe(true);
  await expect(overlay).toBeVisible();
  musicCode.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Музыка: обзор' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(overlay).toBeVisible();

  // Loading starts again inside the linger and outlasts the first linger's 400 ms.
  await sections.getByRole('link', { name: 'Видео' }).click();
  await expect.poll(videoCode.asked).toBe(true);
  await page.clock.runFor(500);
  await expect(overlay).toBeVisible();
  videoCode.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Видео: обзор' })).toBeVisible();

  // The second end gets its own full 400 ms; then the overlay goes.
  await page.clock.runFor(350);
  await expect(overlay).toBeVisible();
  // (moved on in steps: the router may settle a moment after the page shows)
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return overlay.count();
    })
    .toBe(0);
  // Time runs again for the guard's own checks.
  await page.clock.resume();
});
