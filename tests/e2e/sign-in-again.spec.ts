import type { Page, Route } from '@playwright/test';
import { expect, test } from './guard';
import { ADMIN_ACCOUNTS, openNewChannelForm, signInToConsole, silentWav } from './admin-helpers';
import { preferOnce, signedInAs, signedInToCabinet, signInCabinet, toneWav } from './helpers';

/**
 * A session that runs out on the server costs nothing the person did: a refused call opens a
 * sign-in dialog over the page, and once the same account is back the call goes out again as it
 * was; another account starts afresh at its own cabinet.
 */

const refuse = (route: Route) =>
  route.fulfill({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Unauthenticated.', code: 'unauthenticated' }),
  });

/** Records, in the page, the bodies the app sends to paths ending with `suffix` (ky's bodies are invisible to Playwright). */
async function recordBodies(page: Page, suffix: string) {
  await page.addInitScript((end) => {
    const bodies: string[] = [];
    (window as unknown as { __bodies: string[] }).__bodies = bodies;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.endsWith(end)) bodies.push(await request.clone().text());
      return original(request);
    };
  }, suffix);
}
const bodies = (page: Page) => page.evaluate(() => (window as unknown as { __bodies: string[] }).__bodies);

async function signInAgain(page: Page, email = 'anna.smirnova@mediagroup.ru', password = 'Secret-2026') {
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Эл. почта')).toHaveValue(email);
  await dialog.getByLabel('Пароль').fill(password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog).toBeHidden();
}

test('a save refused with 401 is sent again with the same body after signing in, and the typed text stays', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await recordBodies(page, '/api/v1/user/edit');
  await page.goto('/login');
  await signedInToCabinet(page);
  await page.getByRole('button', { name: 'Личные данные: Анна Смирнова' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Имя').fill('Аннушка');
  let refused = 0;
  await page.route('**/api/v1/user/edit', (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return refuse(route);
  });
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  // Over the page, the drawer and what was typed in it are still there.
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect(page.locator('.drawer').getByLabel('Имя')).toHaveValue('Аннушка');
  await signInAgain(page);
  // (The mock stores nothing: the saved profile it answers with is its example's.)
  await expect(drawer.getByRole('status').filter({ hasText: 'сохранены' })).toBeVisible();
  const sent = await bodies(page);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(JSON.parse(sent[0]!)).toMatchObject({ first_name: 'Аннушка' });
  await expect(page).toHaveURL(/\/cabinet$/);
});

test('a burst of 401s on an info page opens one dialog, and after signing in every block loads where the person is', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await page.goto('/login');
  await signedInToCabinet(page);
  let refusing = true;
  let refused = 0;
  await page.route('**/api/v1/info/**', (route) => {
    if (!refusing) return route.continue();
    refused += 1;
    return refuse(route);
  });
  const url = '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
  // A window tall enough for every block: they draw, and call, at once.
  await page.setViewportSize({ width: 1280, height: 3600 });
  await page.goto(url);
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(3);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  refusing = false;
  await signInAgain(page);
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await expect(page.locator('.chart-frame').first()).toBeVisible();
  await expect(page.locator('.block-error')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('another account signing in starts at its own cabinet, with nothing of the page it found', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await signedInAs(page);
  await page.goto('/cabinet/info/themes');
  await expect(page.getByRole('heading', { level: 1, name: 'Темы' })).toBeVisible();
  // The themes page's own calls answered first: the session ends on the way to the persons page.
  await expect(page.locator('.chart-frame').first()).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  await page.route('**/api/v1/info/**', refuse);
  await page.getByRole('navigation', { name: 'Инфо' }).getByRole('link', { name: 'Персоны' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await page.unroute('**/api/v1/info/**');
  await preferOnce(page, '**/api/v1/user/login', 'example=music-only');
  await dialog.getByLabel('Эл. почта').fill('j.carter@radiowatch.co.uk');
  await dialog.getByLabel('Пароль').fill('Secret-2026');
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.getByRole('heading', { name: 'Добро пожаловать, James' })).toBeVisible();
  await expect(page.getByText('Анна')).toHaveCount(0);
});

test('an upload refused with 401 goes out again with its file after signing in, and the other picked files stay', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await preferOnce(page, '**/api/v1/user/login', 'example=music-only');
  await preferOnce(page, '**/api/v1/music/upload/**', 'example=music-only');
  await page.goto('/login');
  await signInCabinet(page, 'j.carter@radiowatch.co.uk');
  await expect(page).toHaveURL('/cabinet');
  await page.goto('/cabinet/music/upload');
  await page.getByLabel(/Аудиофайлы/).setInputFiles([
    { name: 'first-tone.wav', mimeType: 'audio/wav', buffer: toneWav() },
    { name: 'second-tone.wav', mimeType: 'audio/wav', buffer: toneWav() },
  ]);
  const first = page.locator('li.upload-item', { hasText: 'first-tone.wav' });
  const second = page.locator('li.upload-item', { hasText: 'second-tone.wav' });
  for (const [entry, title] of [
    [first, 'First'],
    [second, 'Second'],
  ] as const) {
    await entry.getByLabel('Исполнитель').fill('Ella Brooks');
    await entry.getByLabel('Название').fill(title);
  }
  const sent: string[] = [];
  await page.route('**/api/v1/music/upload/track', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    sent.push(/filename="([^"]+)"/.exec(body)?.[1] ?? '?');
    if (sent.length === 1) return refuse(route);
    return route.continue();
  });
  await first.getByRole('button', { name: 'Загрузить first-tone.wav' }).click();
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect(second.getByLabel('Название')).toHaveValue('Second');
  await signInAgain(page, 'j.carter@radiowatch.co.uk');
  await expect(first.getByText('Загружено.', { exact: false })).toBeVisible();
  expect(sent).toEqual(['first-tone.wav', 'first-tone.wav']);
  await expect(second.getByLabel('Название')).toHaveValue('Second');
  await expect(second.getByRole('button', { name: 'Загрузить second-tone.wav' })).toBeEnabled();
});

test('signing in again in one tab answers the dialog in the other', async ({ page, context, guard }) => {
  guard.allowConsoleError(/status of 401/);
  await page.goto('/login');
  await signedInToCabinet(page);
  let refusing = true;
  await context.route('**/api/v1/info/**', (route) => (refusing ? refuse(route) : route.continue()));
  const other = await context.newPage();
  await other.goto('/cabinet/info/themes');
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect(other.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  refusing = false;
  await signInAgain(page);
  await expect(other.getByRole('dialog', { name: 'Сеанс завершён' })).toBeHidden();
  await expect(other.getByRole('heading', { level: 1, name: 'Темы' })).toBeVisible();
  await expect(other.locator('.block-error')).toHaveCount(0);
  await other.close();
});

test('in the console, a channel create refused with 401 goes out again with the same body after signing in to the console', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await signInToConsole(page);
  const form = await openNewChannelForm(page);
  const bodies: unknown[] = [];
  await page.route('**/admin-api/api/v1/channels/create', (route) => {
    bodies.push(route.request().postDataJSON());
    return bodies.length === 1 ? refuse(route) : route.continue();
  });
  await form.getByRole('button', { name: 'Добавить канал' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await expect(form.getByLabel('Название')).toHaveValue('Авторадио');
  await expect(dialog.getByLabel('Эл. почта')).toHaveValue(ADMIN_ACCOUNTS.admin.email);
  await preferOnce(page, '**/admin-api/api/v1/signin', 'example=default');
  await dialog.getByLabel('Пароль').fill(ADMIN_ACCOUNTS.admin.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('«Авторадио» добавлен.')).toBeVisible();
  expect(bodies).toHaveLength(2);
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[0]).toMatchObject({ name: 'Авторадио', type: 'RADIO', country: 'RU' });
});

test('a stream add refused with 401 goes out again with the same body after signing in, and the form keeps what was typed', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await recordBodies(page, '/api/v1/stream/add');
  await preferOnce(page, '**/api/v1/user/login', 'example=video-only');
  await page.goto('/login');
  await signInCabinet(page, 'layla.haddad@mediawatch.ae');
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
  await page.goto('/cabinet/video/sources/video');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Добавить поток', level: 2 }) });
  await form.getByLabel('Название').fill('РБК — видеотрансляция');
  await form.getByLabel('Адрес').fill('https://live.rbc.ru/rbctv/index.m3u8');
  await form.getByLabel('Тип').selectOption({ label: 'Веб-трансляция' });
  await form.getByLabel('Канал').selectOption({ label: 'НТВ' });
  let refused = 0;
  await page.route('**/api/v1/stream/add', (route) => (refused++ === 0 ? refuse(route) : route.continue()));
  await form.getByRole('button', { name: 'Добавить поток' }).click();
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect(form.getByLabel('Название')).toHaveValue('РБК — видеотрансляция');
  await preferOnce(page, '**/api/v1/user/login', 'example=video-only');
  await signInAgain(page, 'layla.haddad@mediawatch.ae');
  await expect(form.getByText(/добавлен\. Он в очереди, пока оператор не проверит источник\./)).toBeVisible();
  const sent = await bodies(page);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(JSON.parse(sent[0]!)).toMatchObject({ url: 'https://live.rbc.ru/rbctv/index.m3u8' });
});

test('an on-demand recording refused with 401 is ordered after signing in with the same body, the form keeping its choices', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await recordBodies(page, '/api/v1/stream/demand/create');
  await preferOnce(page, '**/api/v1/user/login', 'example=video-only');
  await page.goto('/login');
  await signInCabinet(page, 'layla.haddad@mediawatch.ae');
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
  await page.goto('/cabinet/video/sources/video');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Заказать запись', level: 2 }) });
  const at = (hours: number) => {
    const date = new Date(Date.now() + hours * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  };
  await form.getByLabel('Канал').selectOption({ label: 'НТВ' });
  await form.getByLabel('Начало').fill(at(2));
  await form.getByLabel('Конец').fill(at(3));
  let refused = 0;
  await page.route('**/api/v1/stream/demand/create', (route) => (refused++ === 0 ? refuse(route) : route.continue()));
  await form.getByRole('button', { name: 'Заказать запись' }).click();
  await expect(page.getByRole('dialog', { name: 'Сеанс завершён' })).toBeVisible();
  await expect(form.getByLabel('Начало')).toHaveValue(at(2));
  await preferOnce(page, '**/api/v1/user/login', 'example=video-only');
  await signInAgain(page, 'layla.haddad@mediawatch.ae');
  await expect(form.getByText(/заказана\. Запись в очереди/)).toBeVisible();
  const sent = await bodies(page);
  expect(sent).toHaveLength(2);
  expect(sent[1]).toBe(sent[0]);
  expect(JSON.parse(sent[0]!)).toMatchObject({ channel_id: 3 });
});

test('in the console, a two-file upload refused with 401 goes up again with both files after signing in', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка треков' })).toBeVisible();
  await page.getByLabel(/Аудиофайлы, до 20 за раз/).setInputFiles([
    { name: 'jingle-a.wav', mimeType: 'audio/wav', buffer: silentWav(250) },
    { name: 'jingle-b.wav', mimeType: 'audio/wav', buffer: silentWav(400) },
  ]);
  await page.getByRole('textbox', { name: 'Исполнитель', exact: true }).fill('Ольга Серова');
  const files: string[][] = [];
  await page.route('**/admin-api/api/v1/uploads/tracks', (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    files.push([...body.matchAll(/filename="([^"]+)"/g)].map((match) => match[1]!));
    return files.length === 1 ? refuse(route) : route.continue();
  });
  await page.getByRole('button', { name: 'Загрузить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('list', { name: 'Выбранные файлы: 2' }).getByRole('listitem')).toHaveCount(2);
  await preferOnce(page, '**/admin-api/api/v1/signin', 'example=default');
  await dialog.getByLabel('Пароль').fill(ADMIN_ACCOUNTS.admin.password);
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Загружено: 2. Треки поставлены в очередь на обработку.')).toBeVisible();
  expect(files).toEqual([
    ['jingle-a.wav', 'jingle-b.wav'],
    ['jingle-a.wav', 'jingle-b.wav'],
  ]);
});
