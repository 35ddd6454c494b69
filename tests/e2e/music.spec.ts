import { pageOfPath } from '../../src/lib/sections';
import { expect, test } from './guard';
import { drawEveryBlock, layoutShifts, pageWidth, preferOnce, signedInAs, toneWav, watchLayoutShifts } from './helpers';

const WEEK = 'period[start_date]=2026-11-16&period[end_date]=2026-11-22';

const PAGES: [
  path: string,
  heading: string,
  content: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
][] = [
  ['/cabinet/music/main', 'Музыка: обзор', (page) => page.getByRole('rowheader', { name: 'Северное сияние' })],
  ['/cabinet/music/reports', 'Музыкальные отчёты', (page) => page.getByRole('rowheader', { name: 'Алые паруса' })],
  ['/cabinet/music/upload', 'Загрузка треков', (page) => page.getByText('Файлы ещё не выбраны.', { exact: false })],
  [
    '/cabinet/music/upload/history',
    'История загрузок',
    (page) => page.getByRole('rowheader', { name: 'ella_brooks_slow_motion.mp3' }),
  ],
];

test.describe('as a user with music only', () => {
  test.beforeEach(async ({ page }) => {
    await signedInAs(page, 'music-only');
    // The mock answers with this user's uploads.
    await preferOnce(page, '**/api/v1/music/upload/**', 'example=music-only');
  });

  for (const [path, heading, content] of PAGES) {
    test(`${path} shows its content`, async ({ page }) => {
      await page.goto(`${path}?${WEEK}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      // The section's filter bar, on the pages that use the filters.
      await expect(page.getByRole('search', { name: 'Фильтры' })).toHaveCount(
        pageOfPath(path)?.filters === false ? 0 : 1,
      );
      if (await page.locator('.blocks').count()) await drawEveryBlock(page);
      await expect(content(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator('.block-error')).toHaveCount(0);
      await expect(page.getByText('Этот раздел пока недоступен', { exact: false })).toHaveCount(0);
    });
  }

  test('an uploaded audio file reaches the upload history', async ({ page }) => {
    await page.goto('/cabinet/music/upload');
    await page
      .getByLabel(/Аудиофайлы/)
      .setInputFiles({ name: 'test-tone.wav', mimeType: 'audio/wav', buffer: toneWav() });
    const entry = page.locator('li.upload-item', { hasText: 'test-tone.wav' });
    await entry.getByLabel('Исполнитель').fill('Ella Brooks');
    await entry.getByLabel('Название').fill('Slow Motion');
    await entry.getByLabel('Код ISRC').fill('gb-arl-26-01203');
    // The same ISRC is among this user's uploads: a warning, and the upload can still go.
    await expect(entry.getByText('Этот трек уже есть среди ваших загрузок:')).toBeVisible();
    await expect(entry.getByText('ella_brooks_slow_motion.mp3')).toBeVisible();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/music/upload/track'));
    await entry.getByRole('button', { name: 'Загрузить test-tone.wav' }).click();
    const request = await sent;
    expect(request.headers()['x-content-hash']).toBeUndefined();
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('filename="test-tone.wav"');
    expect(body).toContain('Content-Type: audio/wav');
    expect(body).toMatch(/name="isrc"\r\n\r\nGBARL2601203\r\n/);
    await expect(entry.getByText('Загружено.', { exact: false })).toBeVisible();
    await entry.getByRole('link', { name: 'Следить за ним в истории загрузок' }).click();
    await expect(page).toHaveURL(/\/cabinet\/music\/upload\/history/);
    const row = page.getByRole('row', { name: /ella_brooks_slow_motion\.mp3/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('В очереди')).toBeVisible();
  });

  test('a refused file is named with the reason, and nothing is sent', async ({ page }) => {
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/music/upload/track')) sent += 1;
    });
    await page.goto('/cabinet/music/upload');
    await page
      .getByLabel(/Аудиофайлы/)
      .setInputFiles({ name: 'promo_cut.mov', mimeType: 'video/quicktime', buffer: Buffer.from('not audio') });
    await expect(page.getByRole('alert')).toContainText('«promo_cut.mov»');
    await expect(page.locator('li.upload-item')).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('the airplay report downloads as a file named after the period', async ({ page }) => {
    await page.goto(`/cabinet/music/reports?${WEEK}`);
    await expect(page.getByRole('rowheader', { name: 'Алые паруса' })).toBeVisible({ timeout: 15_000 });
    const title = 'Эфирная справка, 2026-11-16 – 2026-11-22';
    await expect(page.getByLabel(`Формат отчёта «${title}»`)).toHaveValue('pdf');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: `Скачать справку ${title}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${title}.pdf`);
    const path = await download.path();
    expect(path).toBeTruthy();
    await expect(page.getByRole('status').filter({ hasText: `${title}.pdf` })).toBeVisible();
  });

  test('a processed upload opens its plays in the report', async ({ page }) => {
    await page.goto('/cabinet/music/upload/history');
    const row = page.getByRole('row', { name: /harbour_kids_lanterns\.mp3/ });
    await row.getByRole('link', { name: /harbour_kids_lanterns\.mp3/ }).click();
    await expect(page).toHaveURL(/\/cabinet\/music\/reports\?.*tracks/);
    await expect(page.getByRole('heading', { level: 1, name: 'Музыкальные отчёты' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Треки/ })).toContainText('выбрано: 1');
    await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  });

  test('music pages fit a phone and do not shift while their data arrives', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await watchLayoutShifts(page);
    const scores: Record<string, { score: number; nodes: string }> = {};
    for (const [path, heading] of PAGES) {
      await page.goto(`${path}?${WEEK}`);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .block-loading, .chart-frame-fallback')).toHaveCount(0, {
        timeout: 15_000,
      });
      scores[path] = await layoutShifts(page);
      const width = await pageWidth(page);
      expect(width.page, `${path} is wider than the screen: ${width.wide}`).toBeLessThanOrEqual(width.screen);
    }
    for (const [path, { score, nodes }] of Object.entries(scores))
      expect(score, `${path} shifted: ${nodes}`).toBeLessThan(0.02);
  });
});

test('a user without music is refused the music pages', async ({ page }) => {
  await signedInAs(page, 'infopole-only');
  for (const path of ['/cabinet/music/main', '/cabinet/music/upload']) {
    await page.goto(path);
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByRole('heading', { name: 'Нет доступа к разделу' })).toBeVisible();
  }
});
