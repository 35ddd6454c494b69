import { expect, test } from './guard';
import { openNewChannelForm, signInToConsole, silentWav } from './admin-helpers';
import { layoutShifts, signedInToCabinet, watchLayoutShifts } from './helpers';

const PAGES: [path: string, heading: string][] = [
  ['/admin', 'Загрузка треков'],
  ['/admin/music/upload/history', 'История загрузок'],
  ['/admin/reports', 'Музыкальные отчёты'],
  ['/admin/sources', 'Источники'],
  ['/admin/geo', 'География'],
];

test('an administrator signs in to the console and lands where the link pointed', async ({ page }) => {
  await page.goto('/admin/sources');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fsources$/);
  await signInToConsole(page);
  await expect(page).toHaveURL('/admin/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Источники' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Радио Маяк' })).toBeVisible();
});

for (const [path, heading] of PAGES) {
  test(`${path} shows its data on a 375 px phone, no wider than the screen`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInToConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Админ-консоль' }).getByRole('link', { name: 'Источники' }),
    ).toBeVisible();
    await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.block-error')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test('searches and filters of every list send requests the contract accepts', async ({ page }) => {
  await signInToConsole(page);
  const answered = (path: string, check: (body: Record<string, unknown>) => boolean) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(path) &&
        response.ok() &&
        check(response.request().postDataJSON() as Record<string, unknown>),
    );

  await page.goto('/admin/sources');
  await expect(page.getByRole('rowheader', { name: 'Радио Маяк' })).toBeVisible();
  let list = answered(
    '/api/v1/channels/list',
    (body) => body.search === 'Радио' && body.is_active === false && JSON.stringify(body.types) === '["RADIO"]',
  );
  await page.getByLabel('Запись', { exact: true }).selectOption('no');
  await page.locator('summary', { hasText: 'Типы' }).click();
  // The choices live in the address: a box shows checked once the router has moved there, a moment
  // after the click (check() would read it at once).
  await page.getByRole('checkbox', { name: 'Радио' }).click();
  await expect(page.getByRole('checkbox', { name: 'Радио' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Поиск каналов' }).fill('Радио');
  await list;
  await expect(page).toHaveURL(/active=no/);

  await page.goto('/admin/music/upload/history');
  list = answered(
    '/api/v1/uploads/list',
    (body) => body.search === 'serova' && JSON.stringify(body.states) === '["failed"]' && body.sort_by === 'size_bytes',
  );
  await page.getByRole('button', { name: 'Сортировать по столбцу «Размер»' }).click();
  await page.locator('summary', { hasText: 'Состояние' }).click();
  await page.getByRole('checkbox', { name: 'Ошибка' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ошибка' })).toBeChecked();
  await page.getByRole('searchbox', { name: 'Поиск загрузок' }).fill('serova');
  await list;

  await page.goto('/admin/reports?tracks[]=1101');
  list = answered(
    '/api/v1/music/report',
    (body) => JSON.stringify(body.artists) === '["Ольга Серова"]' && JSON.stringify(body.tracks) === '[1101]',
  );
  await page.getByRole('textbox', { name: 'Исполнитель', exact: true }).fill('Ольга Серова');
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await list;
  const channels = answered('/api/v1/channels/list', (body) => JSON.stringify(body.types) === '["RADIO","TV"]');
  await page.getByRole('button', { name: /^Каналы/ }).click();
  await channels;

  await page.goto('/admin/geo');
  list = answered('/api/v1/geo/list', (body) => body.search === 'Дуб' && body.type === 'city');
  await page.getByRole('combobox', { name: 'Уровень', exact: true }).selectOption('city');
  await page.getByRole('searchbox', { name: 'Поиск мест' }).fill('Дуб');
  await list;
  await expect(page.getByRole('rowheader', { name: 'Дубай' })).toBeVisible();
});

test('two generated audio files go up in one upload with their shared artist', async ({ page }) => {
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Загрузка треков' })).toBeVisible();
  await page.getByLabel(/Аудиофайлы, до 20 за раз/).setInputFiles([
    { name: 'jingle-a.wav', mimeType: 'audio/wav', buffer: silentWav(250) },
    { name: 'jingle-b.wav', mimeType: 'audio/wav', buffer: silentWav(400) },
  ]);
  await expect(page.getByRole('list', { name: 'Выбранные файлы: 2' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('textbox', { name: 'Исполнитель', exact: true }).fill('Ольга Серова');
  const sent = page.waitForRequest((request) => request.url().endsWith('/admin-api/api/v1/uploads/tracks'));
  await page.getByRole('button', { name: 'Загрузить' }).click();
  const request = await sent;
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  expect(body.match(/name="files"; filename="jingle-[ab]\.wav"\r\nContent-Type: audio\/wav/g)).toHaveLength(2);
  expect(request.headers()['authorization']).toMatch(/^Bearer adm_/);
  await expect(page.getByText('Загружено: 2. Треки поставлены в очередь на обработку.')).toBeVisible();
  await page.getByRole('link', { name: 'Следите за обработкой в истории загрузок' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'История загрузок' })).toBeVisible();
});

test('a channel is created, edited and deleted with bodies the contract accepts', async ({ page }) => {
  await page.clock.install();
  await signInToConsole(page);
  const form = await openNewChannelForm(page);
  await form.getByLabel('Найти регион или город').fill('моск');
  await form.getByLabel('Регион или город', { exact: true }).selectOption({ label: 'Москва' });
  const created = page.waitForRequest((request) => request.url().endsWith('/api/v1/channels/create'));
  await form.getByRole('button', { name: 'Добавить канал' }).click();
  expect((await created).postDataJSON()).toEqual({
    name: 'Авторадио',
    type: 'RADIO',
    country: 'RU',
    geo_id: 1504,
    stream_url: 'https://pub0302.101.ru:8443/stream/air/aac/64/100',
    is_active: true,
  });
  await expect(page.getByText('«Авторадио» добавлен.')).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Изменить Радио Маяк' }).click();
  const edit = page.getByRole('dialog', { name: 'Изменение канала «Радио Маяк»' });
  await edit.getByLabel('Адрес потока или ленты').fill('https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps');
  const edited = page.waitForRequest((request) => request.url().endsWith('/api/v1/channels/edit'));
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  expect((await edited).postDataJSON()).toMatchObject({
    id: 6,
    stream_url: 'https://icecast-vgtrk.cdnvideo.ru/mayakfm_aac_64kbps',
    geo_id: 1504,
    is_active: true,
  });
  await expect(page.getByText('Изменения канала «Радио Маяк» сохранены.')).toBeVisible();

  await page.getByRole('button', { name: 'Удалить Коммерсантъ' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить канал «Коммерсантъ»?' });
  await expect(confirm.getByText(/Запись канала «Коммерсантъ» прекратится/)).toBeVisible();
  const deleted = page.waitForRequest((request) => request.url().endsWith('/api/v1/channels/delete'));
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('rowheader', { name: 'Коммерсантъ' })).toBeHidden();
  const held = page.locator('.undo-item', { hasText: '«Коммерсантъ» будет удалён.' });
  await expect(held).toBeVisible();
  await expect(held).toContainText('через 6 с');
  // Said once to screen readers, the countdown left out.
  await expect(page.locator('.undo-bar [role="status"]')).toContainText(
    '«Коммерсантъ» будет удалён. Нажмите Enter в течение 6',
  );
  // The undo time passes.
  await page.clock.fastForward(7_000);
  expect((await deleted).postDataJSON()).toEqual({ id: 9 });
  await expect(page.getByText('«Коммерсантъ» удалён.')).toBeVisible();
});

test('a delete is undone from the keyboard and nothing is sent for it', async ({ page }) => {
  await page.clock.install();
  await signInToConsole(page);
  await page.goto('/admin/sources');
  const deletes: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/channels/delete')) deletes.push(request.postDataJSON());
  });
  await page.getByRole('button', { name: 'Удалить ТАСС' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Удалить канал «ТАСС»?' });
  await expect(confirm.getByRole('button', { name: 'Оставить' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Отменить' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Удалить ТАСС' })).toBeFocused();
  // Another delete, left to run: once it is sent, the undone one would have been too.
  await page.getByRole('button', { name: 'Удалить РБК' }).click();
  await page.getByRole('dialog', { name: 'Удалить канал «РБК»?' }).getByRole('button', { name: 'Удалить' }).click();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/channels/delete'));
  await page.clock.fastForward(7_000);
  await sent;
  await expect(page.getByText('«РБК» удалён.')).toBeVisible();
  expect(deletes).toEqual([{ id: 10 }]);
});

test('an operator sees the channels but no way to change them', async ({ page }) => {
  await signInToConsole(page, 'operator');
  await page.goto('/admin/sources');
  await expect(page.getByRole('rowheader', { name: 'Радио Маяк' })).toBeVisible();
  await expect(page.getByText('Ваша учётная запись может просматривать каналы, но не менять их.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить канал' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Удалить / })).toHaveCount(0);
});

test('the music report downloads as a file through the console', async ({ page }) => {
  await signInToConsole(page);
  await page.goto('/admin/reports?period[start_date]=2026-11-16&period[end_date]=2026-11-22');
  await expect(page.getByRole('rowheader', { name: 'Алые паруса' })).toBeVisible();
  const title = 'Эфирный отчёт 2026-11-16 – 2026-11-22';
  await page.getByLabel(`Формат отчёта «${title}»`).selectOption('xlsx');
  const asked = page.waitForRequest((request) => request.url().endsWith('/admin-api/api/v1/music/report/download'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Скачать отчёт ${title}` }).click();
  expect((await asked).postDataJSON()).toEqual({
    period: { start_date: '2026-11-16', end_date: '2026-11-22' },
    channels: [],
    sort_by: 'played_at',
    sort_order: 'desc',
    file_format: 'xlsx',
  });
  expect((await download).suggestedFilename()).toBe(`${title}.xlsx`);
  await expect(page.getByText(`Сохранено как ${title}.xlsx`)).toBeVisible();
});

test('signing out of the console leads to its sign-in and keeps the cabinet session', async ({ page }) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  await signInToConsole(page);
  await page.goto('/admin/reports');
  const signout = page.waitForRequest((request) => request.url().endsWith('/admin-api/api/v1/signout'));
  await page.getByRole('button', { name: 'Выйти' }).click();
  await signout;
  await expect(page).toHaveURL('/admin/login');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mediamonitor.session') ?? '{}'));
  expect(stored.token).toBeUndefined();
  expect(stored.jwt_token).toBeTruthy();
  await page.goto('/cabinet');
  await expect(page.getByRole('heading', { name: 'Добро пожаловать, Анна' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=/);
});

test('console pages do not shift while their data arrives (phone)', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  await signInToConsole(page);
  const scores: Record<string, number> = {};
  for (const [path] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .block-loading')).toHaveCount(0);
    scores[path] = (await layoutShifts(page)).score;
  }
  for (const [path, score] of Object.entries(scores)) expect(score, path).toBeLessThan(0.02);
});
