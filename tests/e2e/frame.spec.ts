import type { Locator, Page } from '@playwright/test';
import { expect, test } from './guard';
import { signedInAs, signedInToCabinet } from './helpers';

/**
 * The cabinet frame of section 2 and the constants of section 10: the side drawer's width
 * (672 px on desktop, full width below the 768 px tablet breakpoint) and the layers built on the
 * base z-index 2000.
 */

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Личные данные: Анна Смирнова' }).click();
  const drawer = page.getByRole('dialog', { name: 'Главное меню' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test('the drawer is 672 px wide down to the 768 px breakpoint and the full width below it, at the end edge', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await signedInToCabinet(page);
  const drawer = await openDrawer(page);
  // src/ui/styles.css: 672 px from 1200 px up; min(672 px, the window) from 768 to 1199 px, which is
  // 672 px there too; the window's width below 768 px.
  const widths: [window: number, drawer: number][] = [
    [1280, 672],
    [1200, 672],
    [1000, 672],
    [768, 672],
    [767, 767],
    [375, 375],
  ];
  for (const [windowWidth, drawerWidth] of widths) {
    await page.setViewportSize({ width: windowWidth, height: 800 });
    await expect
      .poll(async () => (await drawer.boundingBox())?.width, `the drawer in a ${windowWidth} px window`)
      .toBe(drawerWidth);
    const box = await drawer.boundingBox();
    expect(box && box.x + box.width, `its end edge in a ${windowWidth} px window`).toBe(windowWidth);
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(800);
  }
});

/** What every visible fixed or sticky element of the page is, and its z-index as the browser resolved it. */
function fixedLayers(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          (style.position === 'fixed' || style.position === 'sticky') &&
          element.getClientRects().length > 0 &&
          !element.closest('dialog')
        );
      })
      .map((element) => ({
        name: `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`,
        zIndex: getComputedStyle(element).zIndex,
      })),
  );
}

/** Whether what the pointer would hit at the centre of `locator`'s box is inside `above`. */
async function hits(page: Page, locator: Locator, above: string): Promise<string> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return page.evaluate(
    ({ x, y, above }) => {
      const hit = document.elementFromPoint(x, y);
      return hit?.closest(above)
        ? 'above'
        : `${hit?.tagName.toLowerCase()}.${Array.from(hit?.classList ?? []).join('.')}`;
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, above },
  );
}

test('desktop: the sticky header is the base layer (z-index 2000), the menus open under it, the drawer above everything', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();

  expect(
    await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--layer-base').trim()),
  ).toBe('2000');
  const header = page.locator('.cabinet-header');
  expect(
    await header.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).zIndex]),
  ).toEqual(['sticky', '2000']);
  const layers = await fixedLayers(page);
  expect(layers.map((layer) => layer.name)).toContain('header.cabinet-header');
  for (const layer of layers)
    expect(Number(layer.zIndex), `${layer.name} is built on the base layer`).toBeGreaterThanOrEqual(2000);

  // An open filter list belongs to the page: scrolled up, it passes under the header.
  const types = page.locator('details', { has: page.locator('summary', { hasText: 'Типы каналов' }) });
  await types.locator('summary').click();
  const list = types.locator('.multi-select-options');
  await expect(list).toBeVisible();
  expect(Number(await list.evaluate((element) => getComputedStyle(element).zIndex))).toBeLessThan(2000);
  const listTop = (await list.boundingBox())?.y ?? 0;
  await page.evaluate((by) => window.scrollBy(0, by), listTop - 20);
  const listBox = await list.boundingBox();
  const headerBox = await header.boundingBox();
  expect(
    listBox &&
      headerBox &&
      listBox.y < headerBox.y + headerBox.height &&
      listBox.y + listBox.height > headerBox.y + headerBox.height,
    'the list reaches under the header',
  ).toBe(true);
  const underHeader = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('.cabinet-header, .multi-select-options')?.className,
    { x: (listBox?.x ?? 0) + 10, y: (headerBox?.y ?? 0) + (headerBox?.height ?? 0) / 2 },
  );
  expect(underHeader).toBe('cabinet-header');
  await page.keyboard.press('Escape');
  await page.evaluate(() => window.scrollTo(0, 0));

  // The loading overlay covers the page, not the header: its menu stays usable while a page loads.
  // It is a layer of its own, so covering a long page does not draw the page under it again.
  const overlay = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.className = 'loading-overlay';
    document.querySelector('main')?.append(probe);
    const { zIndex, willChange } = getComputedStyle(probe);
    probe.remove();
    return { z: Number(zIndex), willChange };
  });
  expect(overlay.z).toBeLessThan(2000);
  expect(overlay.willChange).toBe('opacity');

  // The drawer is a modal dialog, in the top layer above any z-index: the header is behind its backdrop.
  const drawer = await openDrawer(page);
  expect(await drawer.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await hits(page, page.locator('.cabinet-header .brand'), 'dialog')).toBe('above');
});

test('phone: the bottom bar is the base layer, the filter panel and the drawer cover it and the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();

  const bar = page.getByRole('navigation', { name: 'Быстрые действия' });
  expect(
    await bar.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).zIndex]),
  ).toEqual(['fixed', '2000']);
  for (const layer of await fixedLayers(page))
    expect(Number(layer.zIndex), `${layer.name} is built on the base layer`).toBeGreaterThanOrEqual(2000);

  await bar.getByRole('button', { name: 'Фильтры' }).click();
  const panel = page.getByRole('complementary', { name: 'Фильтры' });
  await expect(panel).toBeVisible();
  expect(Number(await panel.evaluate((element) => getComputedStyle(element).zIndex))).toBeGreaterThan(2000);
  expect(await hits(page, bar, '.slide-panel'), 'the panel over the bottom bar').toBe('above');
  expect(await hits(page, page.locator('.cabinet-header'), '.slide-panel'), 'the panel over the header').toBe('above');
  await panel.getByRole('button', { name: 'Закрыть фильтры' }).click();
  await expect(panel).toBeHidden();

  await bar.getByRole('button', { name: 'Меню' }).click();
  const drawer = page.getByRole('dialog', { name: 'Главное меню' });
  await expect(drawer).toBeVisible();
  expect(await drawer.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await hits(page, bar, 'dialog'), 'the drawer over the bottom bar').toBe('above');
});
