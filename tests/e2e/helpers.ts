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
