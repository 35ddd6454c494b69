import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { signedInAs, signedInToCabinet } from './helpers';

/**
 * Analytics pages print as reports: printed to PDF (Chromium's page.pdf, A4 both ways round)
 * after the page's Print button has laid it out for paper, the text of every PDF page is read
 * back: no menu, bar or button is in it, the filters are stated in words, and every chart stands
 * whole on one page (its title and every label it draws on the same page).
 */

interface ChartOnPage {
  title: string;
  labels: string[];
}

/** Presses Print with the browser's print dialog stood in for, and waits for it to be asked for. */
async function pressPrint(page: Page, label: string) {
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
}

/** Each chart's title and the texts its SVG draws, as the page holds them once it has drawn. */
async function chartsOf(page: Page): Promise<ChartOnPage[]> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.block-framed'))
      .filter((block) => block.querySelector('svg[role="img"]'))
      .map((block) => ({
        title: block.querySelector('h2, h3')?.textContent?.trim() ?? '',
        // What each label shows: its text without the full name a shortened label keeps in a <title>.
        labels: [
          ...new Set(
            Array.from(block.querySelectorAll('svg[role="img"] text'), (text) =>
              Array.from(text.childNodes)
                .filter((node) => node.nodeName !== 'title')
                .map((node) => node.textContent ?? '')
                .join('')
                .trim(),
            ).filter((text) => text.length > 1),
          ),
        ],
      })),
  );
}

/** Text as compared: spaces of every kind (the thousands' narrow ones too) as one. */
const plain = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();

/** The text of each page of a PDF. */
async function pdfPages(pdf: Buffer): Promise<string[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true, isEvalSupported: false })
    .promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? plain(item.str) : '')).filter(Boolean));
  }
  return pages;
}

/** Arabic comes back from a PDF in its joined letter shapes, laid out left to right: it is not compared. */
const ARABIC = /[\u0600-\u06ff\ufb50-\ufeff]/;

/**
 * Every chart's title is on a page that also holds every label the chart draws (those in Latin or
 * Cyrillic letters and figures): a chart cut across two pages would leave some of them behind.
 */
function expectChartsWhole(pages: string[][], charts: ChartOnPage[], where: string) {
  expect(charts.length, where).toBeGreaterThan(0);
  for (const chart of charts) {
    const titled = ARABIC.test(chart.title)
      ? pages
      : pages.filter((texts) => texts.join(' ').includes(plain(chart.title)));
    expect(titled.length, `${where}: "${chart.title}" is printed`).toBeGreaterThan(0);
    const labels = chart.labels.filter((label) => !ARABIC.test(label)).map(plain);
    const whole = titled.some((texts) => labels.every((label) => texts.join(' ').includes(label)));
    expect(whole, `${where}: "${chart.title}" with all of ${JSON.stringify(chart.labels)} on its page`).toBe(true);
  }
}

const PAGES = [
  {
    path: '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22&channels[]=7&channel_types[]=TV&compare=previous',
    heading: 'Инфополе: обзор',
    stated: [
      'Инфополе · Инфополе: обзор',
      'Период',
      '16 нояб. 2026 г. – 22 нояб. 2026 г.',
      'Предыдущий период: 9 нояб. 2026 г. – 15 нояб. 2026 г.',
      'Каналы',
      'РИА Новости',
      'Типы каналов',
      'ТВ',
      'Ключевые объекты',
      'Размер топа',
    ],
    navigation: [
      'Сводная таблица',
      'Эфирная сетка',
      'Статистика по каналам',
      'Все отчёты',
      'Сохранённые виды',
      'Сбросить фильтры',
      'Сценарии QA',
      'Меню',
      'Печать',
      'PNG',
      'CSV',
    ],
  },
  {
    path: '/cabinet/music/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22&limit=5',
    heading: 'Музыка: обзор',
    stated: [
      'Музыка · Музыка: обзор',
      'Период',
      '16 нояб. 2026 г. – 22 нояб. 2026 г.',
      'Каналы',
      'Все',
      'Типы каналов',
      'Размер топа',
      '5',
    ],
    navigation: [
      'Загрузка треков',
      'История загрузок',
      'Инфополе',
      'Все отчёты',
      'Сохранённые виды',
      'Сбросить фильтры',
      'Сценарии QA',
      'Меню',
      'Печать',
      'PNG',
      'CSV',
    ],
  },
];

for (const printed of PAGES) {
  test(`${printed.heading} prints as a report on A4, upright and on its side`, async ({ page }) => {
    test.setTimeout(60_000);
    await signedInAs(page);
    await page.goto(printed.path);
    await expect(page.getByRole('heading', { level: 1, name: printed.heading })).toBeVisible();
    await pressPrint(page, 'Печать');
    await page.emulateMedia({ media: 'print' });
    const charts = await chartsOf(page);
    for (const landscape of [false, true]) {
      const where = `${printed.heading}, ${landscape ? 'landscape' : 'portrait'}`;
      const pages = await pdfPages(await page.pdf({ format: 'A4', landscape, printBackground: true }));
      const all = pages.flat();
      for (const text of printed.stated) expect(all, `${where}: states ${text}`).toContain(plain(text));
      expect(
        all.some((text) => text.startsWith('Напечатано ')),
        `${where}: the time printed`,
      ).toBe(true);
      for (const text of printed.navigation) expect(all, `${where}: no ${text}`).not.toContain(text);
      expectChartsWhole(pages, charts, where);
    }
  });
}

test('a page printed in Arabic reads right to left, with its filters in Arabic and no menu or button', async ({
  page,
}) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  await page.evaluate(() => localStorage.setItem('user-locale', 'ar'));
  await page.goto('/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await pressPrint(page, 'طباعة');
  await page.emulateMedia({ media: 'print' });
  // What paper shows, read from the page laid out for print (a PDF gives Arabic back in its joined letter shapes).
  const header = page.locator('.print-header');
  await expect(header).toBeVisible();
  expect(await header.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await expect(header).toContainText('الأخبار · الأخبار: نظرة عامة');
  for (const text of ['الفترة', 'القنوات', 'أنواع القنوات', 'طُبع في']) await expect(header).toContainText(text);
  const shown = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'nav, .btn, .icon-button, .filter-bar, .cabinet-header, .chart-frame-toolbar, .qa-switch',
      ),
    )
      .filter((element) => (element as HTMLElement).checkVisibility())
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(shown).toEqual([]);
  const charts = await chartsOf(page);
  expectChartsWhole(await pdfPages(await page.pdf({ format: 'A4' })), charts, 'Arabic');
});

test('the Print button is on analytics pages only, and Ctrl+P prints the same way', async ({ page }) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/themes');
  await expect(page.getByRole('button', { name: 'Печать', exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.keyboard.press('Control+p');
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.print-header')).toContainText('Инфополе · Темы');
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/cabinet/info/broadcast');
  await expect(page.getByRole('button', { name: 'Печать', exact: true })).toBeVisible();
  await page.goto('/cabinet/info/reports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Печать', exact: true })).toHaveCount(0);
});
