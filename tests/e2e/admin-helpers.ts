import type { Locator, Page } from '@playwright/test';
import { preferOnce } from './helpers';

/** The contract's example accounts of the console. */
export const ADMIN_ACCOUNTS = {
  admin: { email: 's.pavlov@mediamonitor.ru', password: 'Admin-Secret-2026', example: 'default' },
  operator: { email: 'n.zaitseva@mediamonitor.ru', password: 'Operator-2026', example: 'operator' },
} as const;

/**
 * Signs in on the console's sign-in page and waits for the console. The sign-in is opened here
 * unless the page is on it, or on a console page the guard is about to send there.
 */
export async function signInToConsole(page: Page, account: keyof typeof ADMIN_ACCOUNTS = 'admin') {
  const { email, password, example } = ADMIN_ACCOUNTS[account];
  await preferOnce(page, '**/admin-api/api/v1/signin', `example=${example}`);
  const path = new URL(page.url()).pathname;
  // On a console page, the console's guard sends the page to its sign-in (noting where it was
  // going) once the app has started: wait for it rather than opening the sign-in afresh, which would
  // land on the console's home. Anywhere else, open the sign-in.
  if (path === '/admin' || (path.startsWith('/admin/') && !path.startsWith('/admin/login')))
    await page.waitForURL((url) => url.pathname.startsWith('/admin/login'));
  else if (!path.startsWith('/admin/login')) await page.goto('/admin/login');
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

/** A short, silent, valid WAV file (16-bit mono PCM) of the given length. */
export function silentWav(milliseconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round((sampleRate * milliseconds) / 1000);
  const data = samples * 2;
  const wav = Buffer.alloc(44 + data);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + data, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

/**
 * Opens the console's "new channel" form on /admin/sources and fills the Авторадио channel the
 * tests create (name, type, stream address, country); returns the form.
 */
export async function openNewChannelForm(page: Page): Promise<Locator> {
  await page.goto('/admin/sources');
  await page.getByRole('rowheader', { name: 'Радио Маяк' }).waitFor();
  await page.getByRole('button', { name: 'Добавить канал' }).click();
  const form = page.getByRole('dialog', { name: 'Новый канал' });
  await form.getByLabel('Название').fill('Авторадио');
  await form.getByLabel('Тип', { exact: true }).selectOption('RADIO');
  await form.getByLabel('Адрес потока или ленты').fill('https://pub0302.101.ru:8443/stream/air/aac/64/100');
  await form.getByLabel('Страна').selectOption('RU');
  return form;
}
