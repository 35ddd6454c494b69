import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/guard';

/**
 * `npm start` as a newcomer meets it: the dev server and the reference backend, one page of each
 * section of the cabinet and the console, in Russian, with no page error, no console error, no
 * failed request and no QA switch (it belongs to `--mock` and `--qa` runs).
 */

async function signIn(page: Page, path: string, email: string, password: string) {
  await page.goto(path);
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Opens a page and waits until its heading shows and no block is still loading. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('alert').filter({ hasText: /не удалось|ошибк/i })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Сценарии QA' })).toHaveCount(0);
}

test('the cabinet: a page of every section opens, each block answered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Сценарии QA' })).toHaveCount(0);
  await signIn(page, '/login', 'anna.smirnova@mediagroup.ru', 'Secret-2026');
  for (const path of [
    '/cabinet/info/main',
    '/cabinet/music/main',
    '/cabinet/video/main',
    '/cabinet/reports',
    '/cabinet/reports/transcription',
  ])
    await open(page, path);
});

test('the console: its home and its channels open', async ({ page }) => {
  await signIn(page, '/admin/login', 's.pavlov@mediamonitor.ru', 'Admin-Secret-2026');
  await open(page, '/admin');
  await open(page, '/admin/sources');
});
