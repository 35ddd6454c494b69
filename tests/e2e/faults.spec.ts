import type { Page, Route } from '@playwright/test';
import { SECTIONS, pageOfPath } from '../../src/lib/sections';
import { expect, test } from './guard';
import { signedInAs } from './helpers';

/**
 * Every info route under a fault a flaky backend produces, on all of its data calls at once: the
 * page never goes blank, its heading stays, each failure stays in its block (with the words that
 * fit it), and a burst of 401s asks once to sign in again over the page. The blocks fail through
 * one shared path, so each route meets one of the faults in turn (each fault two or three routes,
 * the first route all four) rather than every route all four.
 */
const INFO = SECTIONS.find((section) => section.key === 'info')!;
const DATA_CALLS = /\/api\/v1\/(info|statistics|timeline|theme)\//;
const PAGE_FAILED = 'Не удалось показать эту страницу.';

type Answer = (route: Route) => Promise<void>;
const FAULTS: [name: string, answer: Answer, says: string][] = [
  [
    'a 500',
    (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }),
    'Не удалось загрузить этот блок.',
  ],
  [
    'a malformed body',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [' }),
    'Не удалось прочитать ответ сервера.',
  ],
  [
    'a wrong-shaped body',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected": true}' }),
    'Не удалось прочитать ответ сервера.',
  ],
  ['a network failure', (route) => route.abort('internetdisconnected'), 'Нет связи с сервером.'],
];

async function answerDataCalls(page: Page, answer: Answer | undefined) {
  await page.unroute('**/api/v1/**');
  if (answer)
    await page.route('**/api/v1/**', (route) =>
      DATA_CALLS.test(new URL(route.request().url()).pathname) ? answer(route) : route.continue(),
    );
}

for (const [index, info] of INFO.pages.entries()) {
  const faults = index === 0 ? FAULTS : [FAULTS[index % FAULTS.length]!];
  test(`${info.path} under ${faults.map(([name]) => name).join(', ')} keeps its heading and fails block by block`, async ({
    page,
    guard,
  }) => {
    test.setTimeout(60_000);
    guard.allowConsoleError(/status of (401|500)|Failed to load resource/);
    // The calls the network case cuts off are what it injects, not a problem of the app.
    guard.allowFailedRequest(/ERR_INTERNET_DISCONNECTED/);
    await signedInAs(page);
    const heading = page.getByRole('heading', { level: 1 });

    for (const [name, answer, says] of faults) {
      await answerDataCalls(page, answer);
      await page.goto(info.path);
      await expect(heading, name).toBeVisible();
      await expect(page.locator('.block-error').first(), name).toContainText(says, { timeout: 15_000 });
      await expect(page.getByRole('search', { name: 'Фильтры' }), name).toHaveCount(
        pageOfPath(info.path)?.filters === false ? 0 : 1,
      );
      await expect(page.getByText(PAGE_FAILED), name).toHaveCount(0);
    }

    // A burst of 401s: one sign-in dialog over the page, which keeps its heading; signing in
    // again loads every block where the person is, with no trip to the login page.
    const logins: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') logins.push(frame.url());
    });
    let refusing = true;
    await answerDataCalls(page, (route) =>
      refusing
        ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' })
        : route.continue(),
    );
    await page.goto(info.path);
    const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    refusing = false;
    await dialog.getByLabel('Пароль').fill('Secret-2026');
    await dialog.getByRole('button', { name: 'Войти' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(info.path);
    await expect(heading).toBeVisible();
    await expect(page.locator('.block-error')).toHaveCount(0);
    expect(logins).toHaveLength(0);
  });
}
