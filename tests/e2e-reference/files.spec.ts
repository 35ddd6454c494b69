import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { silentWav } from '../e2e/admin-helpers';
import { signedInToCabinet } from '../e2e/helpers';
import { expect, settled, test } from './reference';

/**
 * Files both ways: an info report downloads in each of its four formats and each file opens (it
 * is parsed here) holding the report's rows; an uploaded track appears in the upload history and
 * is processed there.
 */

test.use({ timezoneId: 'Europe/Moscow' });

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signedInToCabinet(page);
});

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: true,
    isEvalSupported: false,
  }).promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

test('an info report downloads as PDF, XLSX, DOCX and CSV, each a file that opens with the report in it', async ({
  page,
}) => {
  await page.goto('/cabinet/info/reports');
  await settled(page);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Скачать / }) })
    .first();
  const title = (await row.getByRole('rowheader').innerText()).trim();
  const files = new Map<string, Buffer>();
  for (const format of ['pdf', 'xlsx', 'docx', 'csv']) {
    await row.getByLabel(`Формат отчёта «${title}»`).selectOption(format);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Скачать ${title}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    files.set(format, await readFile((await file.path())!));
  }

  const csv = parse(
    files
      .get('csv')!
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
    { relax_column_count: true },
  ) as string[][];
  expect(csv[0]).toEqual(['Сюжет', 'Тема', 'Упоминания', 'Позитив', 'Нейтрально', 'Негатив', 'Первое', 'Последнее']);
  expect(csv.length).toBeGreaterThan(20);
  const story = csv[1]![0]!;
  const mentions = Number(csv[1]![2]);
  expect(mentions).toBeGreaterThan(0);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(files.get('xlsx')! as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const cells: unknown[] = [];
  sheet.eachRow((line) => cells.push(...(line.values as unknown[])));
  expect(cells).toContain(story);
  expect(cells).toContain(mentions);

  const document = strFromU8(unzipSync(new Uint8Array(files.get('docx')!))['word/document.xml']!);
  expect(document).toContain(title);
  expect(document).toContain(story.replace(/&/g, '&amp;').replace(/</g, '&lt;'));

  const text = await pdfText(files.get('pdf')!);
  expect(text.replace(/\s+/g, ' ')).toContain('Упоминания');
});

test('an uploaded track appears in the upload history and is processed there', async ({ page }) => {
  const name = `reference-${Date.now().toString(36)}.wav`;
  await page.goto('/cabinet/music/upload');
  // Twelve seconds: the backend refuses a recording shorter than ten.
  await page.getByLabel(/Аудиофайлы/).setInputFiles({ name, mimeType: 'audio/wav', buffer: silentWav(12_000) });
  const entry = page.locator('li.upload-item', { hasText: name });
  await entry.getByLabel('Исполнитель').fill('Ella Brooks');
  await entry.getByLabel('Название').fill(`Slow Motion ${name}`);
  await entry.getByRole('button', { name: `Загрузить ${name}` }).click();
  await expect(entry.getByText('Загружено.', { exact: false })).toBeVisible();
  await entry.getByRole('link', { name: 'Следить за ним в истории загрузок' }).click();
  await expect(page).toHaveURL(/\/cabinet\/music\/upload\/history/);
  const row = page.getByRole('row', { name: new RegExp(name.replace('.', '\\.')) });
  await expect(row).toBeVisible();
  // The history asks again while something is on its way: the upload moves on to processed.
  await expect(row.getByText('Готов', { exact: true })).toBeVisible({ timeout: 30_000 });
});
