import type { Page, Route } from '@playwright/test';
import { SECTIONS, pageOfPath } from '../../src/lib/sections';
import { expect, test } from './guard';
import { signInCabinet, signedInToCabinet } from './helpers';

/**
 * Every info route under the faults a flaky backend produces, on all of its data calls at once:
 * the page never goes blank, its heading stays, each failure stays in its block (with the words
 * that fit it), and a burst of 401s signs the cabinet out once, carrying the page.
 */
const INFO = SECTIONS.find((section) => section.key === 'info')!;
const DATA_CALLS = /\/api\/v1\/(info|statistics|timeline|theme)\//;
const PAGE_FAILED = 'Не удалось показать эту страницу.';

type Answer = (route: Route) => Promise<void>;
const FAULTS: [name: string, answer: Answer, says: string][] = [
  ['a 500', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Server Error"}' }), 'Не удалось загрузить этот блок.'],
  ['a malformed body', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [' }), 'Не удалось прочитать ответ сервера.'],
  ['a wrong-shaped body', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected": true}' }), 'Не удалось прочитать ответ сервера.'],
  ['a network failure', (route) => route.abort('internetdisconnected'), 'Нет связи с сервером.'],
];

async function answerDataCalls(page: Page, answer: Answer | undefined) {
  await page.unroute('**/api/v1/**');
  if (answer) await page.route('**/api/v1/**', (route) => (DATA_CALLS.test(new URL(route.request().url()).pathname) ? answer(route) : route.continue()));
}

for (const info of INFO.pages) {
  test(`${info.path} under every fault keeps its heading and fails block by block`, async ({ page, guard }) => {
    test.setTimeout(60_000);
    guard.allowConsoleError(/status of (401|500)|Failed to load resource/);
    // The calls the network case cuts off are what it injects, not a problem of the app.
    guard.allowFailedRequest(/ERR_INTERNET_DISCONNECTED/);
    await page.goto('/login');
    await signedInToCabinet(page);
    const heading = page.getByRole('heading', { level: 1 });

    for (const [name, answer, says] of FAULTS) {
      await answerDataCalls(page, answer);
      await page.goto(info.path);
      await expect(heading, name).toBeVisible();
      await expect(page.locator('.block-error').first(), name).toContainText(says, { timeout: 15_000 });
      await expect(page.getByRole('search', { name: 'Фильтры' }), name).toHaveCount(pageOfPath(info.path)?.filters === false ? 0 : 1);
      await expect(page.getByText(PAGE_FAILED), name).toHaveCount(0);
    }

    // A burst of 401s: one trip to the login, carrying the page; sign-in returns to it.
    const logins: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') logins.push(frame.url());
    });
    await answerDataCalls(page, (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthenticated."}' }));
    await page.goto(info.path);
    await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
    await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBe(info.path);
    expect(logins).toHaveLength(1);
    await answerDataCalls(page, undefined);
    await signInCabinet(page);
    await expect(page).toHaveURL(info.path);
    await expect(heading).toBeVisible();
  });
}
