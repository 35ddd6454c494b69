import type { Page } from '@playwright/test';
import { expect, test as guarded } from '../e2e/guard';

/**
 * The end-to-end tests against the reference backend: the mock-mode build under vite preview
 * (127.0.0.1:4175), its API proxy going to the reference backend (127.0.0.1:4025) on its full
 * dataset, the clock real (the browser on Moscow time, as the data is). What they write (accounts,
 * channels, uploads) stays in that database, so they make names of their own each run.
 */
export const REFERENCE = `http://127.0.0.1:${process.env.E2E_REFERENCE_PORT ?? '4025'}`;

/**
 * Beside the base guard: an answer of 400 or 5xx from the backend is a problem (the app sent a
 * request the contract forbids, or the backend failed); tests that provoke one allow it.
 */
export const test = guarded.extend<{ refused: RegExp[]; backendAnswers: void }>({
  refused: [[], { option: true }],
  backendAnswers: [
    async ({ page, guard, refused }, use) => {
      page.on('response', (response) => {
        const path = new URL(response.url()).pathname;
        if (!/^\/(admin-)?api\//.test(path)) return;
        if (response.status() !== 400 && response.status() < 500) return;
        const where = `${response.request().method()} ${path} → ${response.status()}`;
        if (!refused.some((pattern) => pattern.test(where)))
          guard.problems.push(`the reference backend answered ${where}`);
      });
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Today and other days on the monitoring's clock (Moscow time), as `yyyy-MM-dd`. */
export function moscowDay(offset = 0): string {
  return new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

/** Monday of this week, Moscow time. */
export function moscowMonday(): string {
  const today = new Date(`${moscowDay()}T00:00:00Z`);
  return moscowDay(-((today.getUTCDay() + 6) % 7));
}

/** The dataset's days: its base and the planted spikes (`/dev/dataset`, loopback only). */
export async function dataset(): Promise<{ base: string; start: string; planted: { name: string; date: string }[] }> {
  return (await fetch(`${REFERENCE}/dev/dataset`)).json();
}

/** The recovery emails sent to an address, newest first (`/dev/outbox`). */
export async function outbox(email: string): Promise<{ subject: string; body: string; link: string }[]> {
  return (await (await fetch(`${REFERENCE}/dev/outbox?to=${encodeURIComponent(email)}`)).json()).items;
}

/** Ends an account's sessions on the server now, as their lifetime running out would. */
export async function expireSessions(email: string): Promise<void> {
  await fetch(`${REFERENCE}/dev/sessions/expire?email=${encodeURIComponent(email)}`, { method: 'POST' });
}

/** Opens the app in English from the first page on. */
export async function inEnglish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('user-locale', 'en'));
}

/** An email no run has used before. */
export const freshEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;

/** Waits until every block of the page has its answer and nothing is on its way. */
export async function settled(page: Page) {
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}
