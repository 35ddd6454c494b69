import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { openTranscript, signedInAs, signedInToCabinet } from './helpers';

/**
 * Section 2 of the specification, after a navigation: a new path starts at the top, Back and
 * Forward restore the saved position, a change of the query alone keeps it, and a hash target is
 * scrolled to smoothly after 100 ms (src/app/router.tsx `scrollRestoration`,
 * src/app/session-handlers.ts).
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Two frames: the scroll events of a move have been sent, and the router has noted the position. */
const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Makes every page of the frame far taller than the window, whatever its data, so that a position
 * kept by mistake shows instead of being clamped to a short page's end. Set through the CSSOM (the
 * content security policy forbids injected style sheets); the body outlives client-side moves.
 */
async function makePagesLong(page: Page) {
  await page.evaluate(() => {
    document.body.style.paddingBlockEnd = '4000px';
  });
}

async function openInfoOverview(page: Page) {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await makePagesLong(page);
}

test('a new path starts at the top; Back restores the saved position, Forward the next page’s', async ({ page }) => {
  await openInfoOverview(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => scrollY(page)).toBe(900);
  await settle(page);

  // The section's page list is in the aside above; clicked by script, so it is not scrolled to first.
  await page
    .getByRole('complementary', { name: 'Страницы раздела' })
    .getByRole('link', { name: 'Темы', exact: true })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/cabinet\/info\/themes/);
  await expect(page.getByRole('heading', { level: 1, name: 'Темы' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    'the new page is long enough to have kept the old position',
  ).toBeGreaterThan(900);

  await page.evaluate(() => window.scrollTo(0, 300));
  await expect.poll(() => scrollY(page)).toBe(300);
  await settle(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/cabinet\/info\/main/);
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(900);

  await page.goForward();
  await expect(page).toHaveURL(/\/cabinet\/info\/themes/);
  await expect(page.getByRole('heading', { level: 1, name: 'Темы' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(300);
});

test('a filter change (the same path, another query) keeps the position', async ({ page }) => {
  await openInfoOverview(page);
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect.poll(() => scrollY(page)).toBe(700);
  await settle(page);
  await page.getByLabel('Размер топа').selectOption('5');
  await expect(page).toHaveURL(/[?&]limit=5(&|$)/);
  await settle(page);
  expect(await scrollY(page)).toBe(700);
});

test('a hash target out of view is scrolled to smoothly, not before 100 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/login');
  await signedInToCabinet(page);
  // A transcript whose second speaker first speaks in its second utterance; its speaker link in
  // the aside leads there (`#t-3`) with a move of the router on the same path.
  const segments = Array.from({ length: 8 }, (_, index) => ({
    start: index * 3,
    end: index * 3 + 3,
    speaker: index === 1 ? 'Михаил Орлов' : 'Ведущий',
    text: `Реплика ${index}: совет директоров Банка России оставил ключевую ставку без изменений.`,
  }));
  await openTranscript(page, segments);
  const link = page.locator('.speaker-list').getByRole('link', { name: 'Михаил Орлов' });
  await expect(link).toBeVisible();
  const target = page.locator('#t-3');
  await expect(target).toBeAttached();
  // The utterances start far below the window; the aside with the link stays at the top.
  await page.locator('ol.transcript').evaluate((list: HTMLElement) => {
    list.style.paddingBlockStart = '2500px';
  });
  await expect(target).not.toBeInViewport();
  expect(await scrollY(page)).toBe(0);

  // From the click on, the page's own clock: the window's position at every frame.
  await page.evaluate(() => {
    const probe: { samples: [number, number][] } = { samples: [] };
    (window as unknown as { __probe: typeof probe }).__probe = probe;
    document.addEventListener(
      'click',
      () => {
        const start = performance.now();
        const sample = () => {
          probe.samples.push([performance.now() - start, window.scrollY]);
          if (performance.now() - start < 5000) requestAnimationFrame(sample);
        };
        sample();
      },
      { capture: true, once: true },
    );
  });
  await link.click();
  await expect(page).toHaveURL(/#t-3$/);
  // Until the move has ended: the window has left the top and stood still for a frame.
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __lastY?: number };
      const still = state.__lastY === window.scrollY;
      state.__lastY = window.scrollY;
      return still && window.scrollY > 0;
    },
    undefined,
    { polling: 'raf' },
  );
  // The target is in view below the sticky header, not hidden under it.
  const header = await page.locator('.cabinet-header').boundingBox();
  const box = await target.boundingBox();
  // (a few pixels of rounding allowed: smooth scrolling may come to rest a frame short)
  expect(box?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 4);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(700);
  const frames = await page.evaluate(
    () => (window as unknown as { __probe: { samples: [number, number][] } }).__probe.samples,
  );
  const final = await scrollY(page);
  const still = frames.filter(([at]) => at <= 50);
  expect(still.length, 'frames seen in the first 50 ms').toBeGreaterThan(0);
  expect(
    still.map(([, y]) => y),
    'not scrolled in the first 50 ms',
  ).toEqual(still.map(() => 0));
  const firstMove = frames.find(([, y]) => y > 0);
  expect(firstMove?.[0], 'the move starts 100 ms after the click at the earliest').toBeGreaterThanOrEqual(95);
  // Smoothly: the window passes through positions between the start and the end.
  const between = new Set(frames.map(([, y]) => Math.round(y)).filter((y) => y > 0 && y < final - 1));
  expect(between.size, `positions on the way to ${final}`).toBeGreaterThanOrEqual(2);
});
