import type { Page } from '@playwright/test';

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
        const nodes = (entry.sources ?? []).map((source) => (source.node ? `${source.node.nodeName.toLowerCase()}.${Array.from(source.node.classList ?? []).join('.')}` : '?'));
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
    return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), nodes: [...new Set(shifts.flatMap((shift) => shift.nodes))].join(', ') };
  });
}

/** How wide the page is against the screen, and the last elements that stick out of it (outside scroll areas). */
export async function pageWidth(page: Page): Promise<{ page: number; screen: number; wide: string }> {
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > screen + 1 && !element.closest('.table-scroll, .visually-hidden, [hidden], dialog:not([open])');
    });
    return { page: document.documentElement.scrollWidth, screen, wide: wide.slice(-3).map((element) => `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`).join(', ') };
  });
}
