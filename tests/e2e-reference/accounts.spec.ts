import type { Page } from '@playwright/test';
import { expect, expireSessions, freshEmail, inEnglish, moscowDay, outbox, test } from './reference';

/**
 * Accounts as a real backend keeps them, in English: a registered account signs in; a forgotten
 * password is set anew through the link the recovery email carries; a session that runs out on
 * the server opens the sign-in dialog and the save it refused lands once the person is back.
 */

test.use({ timezoneId: 'Europe/Moscow' });
test.beforeEach(async ({ page }) => inEnglish(page));

async function register(page: Page, email: string, password = 'Reference-2026') {
  await page.goto('/registration');
  await page.getByLabel('First name').fill('Olivia');
  await page.getByLabel('Last name').fill('Grant');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+44 20 7946 0321');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat the password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Your account has been created. Sign in with your email and password.')).toBeVisible();
}

async function signIn(page: Page, email: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
}

test('a new account registers, then signs in with what it registered', async ({ page }) => {
  const email = freshEmail('olivia');
  await register(page, email);
  await signIn(page, email, 'Reference-2026');
  await expect(page.getByRole('button', { name: 'Personal information of Olivia Grant' })).toBeVisible();
});

test('a new account, with the reports section only, orders a transcription of yesterday evening’s air', async ({
  page,
}) => {
  const email = freshEmail('transcript');
  await register(page, email);
  await signIn(page, email, 'Reference-2026');
  await page.goto('/cabinet/reports/transcription');
  await expect(page.getByRole('heading', { level: 1, name: 'Transcription reports' })).toBeVisible();
  await expect(page.getByText('No transcriptions yet. Order one above: it appears here at once.')).toBeVisible();
  const channel = page.getByLabel('Channel');
  await expect(channel).toBeEnabled();
  await channel.selectOption({ label: 'Первый канал' });
  // Yesterday, 21:00–21:30 on the browser's clock (Moscow time, as the monitoring's).
  const yesterday = moscowDay(-1);
  await page.getByLabel('Start of the window').fill(`${yesterday}T21:00`);
  await page.getByLabel('End of the window').fill(`${yesterday}T21:30`);
  await page.getByRole('radio', { name: 'Russian' }).check();
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/transcription/create'));
  await page.getByRole('button', { name: 'Order the transcription' }).click();
  expect((await response).status()).toBe(200);
  await expect(page.getByText(/^The transcription of Первый канал from .+ is ordered\./)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Первый канал/ }) });
  await expect(row).toContainText('Queued');
});

test.describe('a second registration', () => {
  test.use({ refused: [/user\/registration → 400/] });
  test('the same email cannot register twice: the form says so on the email field', async ({ page, guard }) => {
    guard.allowConsoleError(/status of 400/);
    const email = freshEmail('twice');
    await register(page, email);
    await page.goto('/registration');
    await page.getByLabel('First name').fill('Olivia');
    await page.getByLabel('Last name').fill('Grant');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+44 20 7946 0321');
    await page.getByLabel('Password', { exact: true }).fill('Reference-2026');
    await page.getByLabel('Repeat the password').fill('Reference-2026');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(email);
  });
});

test('a forgotten password is set anew through the link of the recovery email', async ({ page }) => {
  const email = freshEmail('recovery');
  await register(page, email, 'Old-Secret-2026');
  await page.goto('/password-recovery');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const [message] = await outbox(email);
  expect(message, 'the recovery email is in the outbox').toBeDefined();
  const link = new URL(message!.link);
  expect(link.pathname).toBe('/new-password');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('New-Secret-2026');
  await page.getByLabel('Repeat the password').fill('New-Secret-2026');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with the new password.')).toBeVisible();
  await signIn(page, email, 'New-Secret-2026');
  // The link works once.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('Third-Secret-2026');
  await page.getByLabel('Repeat the password').fill('Third-Secret-2026');
  await page.getByRole('button', { name: 'Save the password' }).click();
  await expect(page.getByRole('heading', { name: 'This link is no longer valid' })).toBeVisible();
});

test('a session that ran out opens the sign-in dialog, and the refused save lands once signed in again', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  const email = freshEmail('session');
  await register(page, email);
  await signIn(page, email, 'Reference-2026');
  await page.getByRole('button', { name: 'Personal information of Olivia Grant' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('First name').fill('Livia');
  await expireSessions(email);
  await drawer.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill('Reference-2026');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    drawer.getByRole('status').filter({ hasText: 'Your personal information has been saved.' }),
  ).toBeVisible();
  // What the server stored: a fresh page asks for the profile again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Personal information of Livia Grant' })).toBeVisible();
});
