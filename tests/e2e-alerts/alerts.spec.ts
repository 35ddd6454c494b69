import type { Page } from '@playwright/test';
import { silentWav } from '../e2e/admin-helpers';
import { signedInToCabinet } from '../e2e/helpers';
// The reference tests' guard: an answer of 400 or 5xx from the backend is a problem too.
import { expect, test } from '../e2e-reference/reference';

/**
 * Alerts end to end against the reference backend: the mock-mode build under vite preview
 * (127.0.0.1:4186) before a backend of its own (127.0.0.1:4028) on the tiny dataset in memory, its
 * clock pinned to Friday 2026-11-27 12:00 Moscow time and moved on by these tests through the
 * loopback developer route `POST /dev/clock` (docs/alerts.md). The tests run in order, each on the
 * clock the one before left: a spike alert made from a saved view on Friday sees the spike planted
 * on Sunday once Sunday is whole, the bell and the panel show it, the email is in the outbox, the
 * digest comes at its hour in its own zone, a paused alert stays silent, an upload's first airplay
 * is told, and an account without the info key is offered no info alert and refused one.
 */
const BACKEND = `http://127.0.0.1:${process.env.E2E_ALERTS_PORT ?? '4028'}`;
const ANNA = 'anna.smirnova@mediagroup.ru';
const JAMES = 'j.carter@radiowatch.co.uk';
/** The day of the spike planted two days after the base day (theme 6, "Шторм на Чёрном море"). */
const SPIKE_DAY = '2026-11-29';

test.describe.configure({ mode: 'serial' });
test.use({ timezoneId: 'Europe/Moscow' });

/** The backend's clock now (`/dev/clock` with no advance moves nothing and says it). */
async function advance(seconds: number): Promise<{ now: string; fired: number }> {
  const answer = await fetch(`${BACKEND}/dev/clock?advance=${seconds}`, { method: 'POST' });
  expect(answer.status).toBe(200);
  return answer.json();
}

async function outbox(email: string): Promise<{ subject: string; body: string; html?: string; link?: string }[]> {
  return (await (await fetch(`${BACKEND}/dev/outbox?to=${encodeURIComponent(email)}`)).json()).items;
}

/** Signs in with the browser's clock at the backend's now, as a person would on that day. */
async function signIn(page: Page, email = ANNA) {
  const { now } = await advance(0);
  await page.clock.setFixedTime(new Date(now));
  await page.goto('/login');
  await signedInToCabinet(page, email);
}

test('a spike alert made from a saved view: none has fired yet', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/info/main?theme=6');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('search', { name: 'Фильтры' }).getByRole('button', { name: 'Сохранённые виды' }).click();
  const views = page.getByRole('dialog', { name: 'Сохранённые виды: Инфополе' });
  await views.getByLabel('Сохранить текущие фильтры как').fill('Происшествия на море');
  await views.getByRole('button', { name: 'Сохранить вид' }).click();
  await views.getByRole('button', { name: 'Оповещать меня о «Происшествия на море»' }).click();

  const form = page.getByRole('dialog', { name: 'Новое оповещение' });
  await expect(form.getByLabel('Название')).toHaveValue('Происшествия на море');
  await form.getByLabel('Отправлять оповещения на адреса').fill(ANNA);
  await form.getByRole('button', { name: 'Создать оповещение' }).click();
  await expect(page.getByText('Оповещение «Происшествия на море» сохранено.')).toBeVisible();

  await page.goto('/cabinet/alerts');
  const rule = page.getByRole('listitem').filter({ hasText: 'Происшествия на море' });
  await expect(rule).toContainText('Пока не срабатывало');
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
});

test('once the spike day is whole, the bell shows it and its notification opens the day marked', async ({ page }) => {
  // Friday noon → Monday noon: Saturday and Sunday are whole, the spike on Sunday fires.
  expect((await advance(3 * 86_400)).fired).toBeGreaterThanOrEqual(1);
  await signIn(page);
  const bell = page.getByRole('button', { name: 'Уведомления: непрочитанных 1' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('list', { name: 'Последние уведомления' });
  const item = panel.getByRole('listitem').first();
  await expect(item).toContainText('Происшествия на море');
  await item.getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/cabinet/info/main\\?.*theme=6.*mark=${SPIKE_DAY}`));
  await expect(page.getByText('На графиках отмечено 29 нояб. 2026 г. — день уведомления.')).toBeVisible();
  await expect(page.getByText(/Пунктирная вертикальная линия отмечает 29 нояб. 2026 г./).first()).toBeAttached();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();

  const [email] = await outbox(ANNA);
  expect(email).toBeDefined();
  expect(email!.subject).toMatch(/^Всплеск упоминаний/);
  // The email's link opens the same page, the same day marked, as the person would from their mail.
  const link = /https?:\/\/\S+/.exec(email!.body)?.[0] ?? '';
  expect(link).toMatch(
    new RegExp(`^http://127\\.0\\.0\\.1:\\d+/cabinet/info/main\\?period.*theme=6.*mark=${SPIKE_DAY}$`),
  );
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('На графиках отмечено 29 нояб. 2026 г. — день уведомления.')).toBeVisible();
  expect(email!.html).toContain('lang="ru"');
});

test('the digest comes at its hour in its own zone; a paused alert stays silent', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/alerts');
  // Monday 12:00 in Moscow is 13:00 in Dubai: the digest at 14:00 Dubai time, in English.
  await page.getByRole('checkbox', { name: 'Присылать ежедневную сводку' }).check();
  await page.getByLabel('Время').selectOption('14');
  await page.getByLabel('Часовой пояс').fill('Asia/Dubai');
  await page.getByLabel('Язык сводки').selectOption('en');
  await page.getByRole('button', { name: 'Сохранить сводку' }).click();
  await expect(page.getByText('Настройки сводки сохранены.')).toBeVisible();
  await page.getByRole('button', { name: 'Приостановить «Происшествия на море»' }).click();
  await expect(page.getByRole('button', { name: 'Возобновить «Происшествия на море»' })).toBeVisible();

  const before = (await outbox(ANNA)).length;
  await advance(1_800);
  expect(await outbox(ANNA)).toHaveLength(before);
  await advance(3_600);
  const digest = (await outbox(ANNA)).filter((email) => /digest/i.test(email.subject));
  expect(digest).toHaveLength(1);
  expect(digest[0]!.body).toContain('Происшествия на море');

  // A day on with the rule paused: nothing new from it.
  const seen = (await outbox(ANNA)).length;
  expect((await advance(86_400)).fired).toBe(0);
  expect((await outbox(ANNA)).filter((email) => !/digest/i.test(email.subject)).length).toBe(seen - 1);
});

test("an upload's first airplay is told; an account without the info key gets no info alert", async ({
  page,
  guard,
}) => {
  await signIn(page, JAMES);
  const name = `alerts-${Date.now().toString(36)}.wav`;
  await page.goto('/cabinet/music/upload');
  await page.getByLabel(/Аудиофайлы/).setInputFiles({ name, mimeType: 'audio/wav', buffer: silentWav(12_000) });
  const entry = page.locator('li.upload-item', { hasText: name });
  await entry.getByLabel('Исполнитель').fill('Ольга Серова');
  await entry.getByLabel('Название').fill('Морской бриз');
  await entry.getByRole('button', { name: `Загрузить ${name}` }).click();
  await expect(entry.getByText('Загружено.', { exact: false })).toBeVisible();
  await page.goto('/cabinet/music/upload/history');
  const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row.getByText('Готов', { exact: true })).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: 'Оповещать меня о первом эфире: Ольга Серова — Морской бриз' }).click();
  const form = page.getByRole('dialog', { name: 'Новое оповещение' });
  // James has the music key only: the form offers the music kinds and no info one.
  const kinds = await form.getByLabel('Что отслеживать').locator('option').allTextContents();
  expect(kinds.join(' ')).not.toMatch(/Всплеск/);
  await form.getByRole('button', { name: 'Создать оповещение' }).click();
  await expect(page.getByText(/Оповещение «.*Морской бриз» сохранено\./)).toBeVisible();

  // A new release from the day after the upload, taken up by a first channel within its first week:
  // a day at a time until a whole day holds its first airplay (the bell's count waits for it).
  // Days on, the session has run out, as a person's would: the page's first calls are refused
  // (the browser logs each 401) before it asks to sign in again.
  guard.allowConsoleError(/status of 401 \(Unauthorized\)/);
  await page.goto('about:blank');
  let fired = 0;
  for (let day = 0; day < 7 && fired === 0; day += 1) fired = (await advance(86_400)).fired;
  expect(fired).toBe(1);
  await signIn(page, JAMES);
  await page.getByRole('button', { name: /^Уведомления: непрочитанных/ }).click();
  await expect(page.getByRole('list', { name: 'Последние уведомления' })).toContainText(
    'Впервые в эфире: Ольга Серова — Морской бриз',
  );

  // The backend refuses the info alert the form does not offer.
  const login = await fetch(`${BACKEND}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: JAMES, password: 'Secret-2026' }),
  });
  const token = (await login.json()).item.jwt_token as string;
  const refused = await fetch(`${BACKEND}/api/v1/alerts/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Всплески', kind: 'spike', scope: { theme_id: 6 }, language: 'ru' }),
  });
  expect(refused.status).toBe(403);
});
