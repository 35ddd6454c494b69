// @vitest-environment node
// Each format is rendered, then read back by an independent reader, and its content checked.

import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  attachmentName,
  MEDIA_TYPES,
  renderReport,
  type FileFormat,
  type ReportTable,
} from '../../server/files/render.js';

const table: ReportTable = {
  title: 'Темы за 16.11.2026–22.11.2026',
  subtitle: 'Период: неделя; источники: все',
  columns: [
    { key: 'topic', label: 'Тема' },
    { key: 'source', label: 'Источник' },
    { key: 'mentions', label: 'Упоминания', numeric: true },
    { key: 'share', label: 'Доля, %', numeric: true },
  ],
  rows: [
    { topic: 'Выборы в Москве, "итоги"', source: 'РИА Новости', mentions: 1234567, share: 12.5 },
    { topic: 'Climate summit\nday 2', source: 'Reuters', mentions: 42, share: 0.75 },
    { topic: 'مرحبا بالعالم', source: 'الجزيرة', mentions: 7, share: null },
    { topic: '=HYPERLINK("http://example.com")', source: 'TASS', mentions: -3, share: 3 },
  ],
};

const manyRows = (count: number): ReportTable => ({
  ...table,
  rows: Array.from({ length: count }, (_, i) => ({ ...table.rows[i % table.rows.length]!, mentions: i + 1 })),
});

/** Spaces of every kind (the numbers' narrow no-break ones too) as one, and Arabic presentation
 * forms as their letters. */
const plain = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

interface PdfItem {
  text: string;
  left: number;
  right: number;
  top: number;
}

async function readPdf(bytes: Buffer): Promise<PdfItem[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: PdfItem[][] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.flatMap((item) =>
        'str' in item && item.str.trim()
          ? [
              {
                text: plain(item.str),
                left: item.transform[4],
                right: item.transform[4] + item.width,
                top: item.transform[5],
              },
            ]
          : [],
      ),
    );
  }
  await document.destroy();
  return pages;
}

const pageText = (items: PdfItem[]) => items.map((item) => item.text).join(' ');

describe('PDF', () => {
  it('holds the title, Cyrillic and Arabic cells and numbers, with numbers right-aligned', async () => {
    const bytes = await renderReport('pdf', table);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page] = await readPdf(bytes);
    const text = pageText(page!);
    expect(text).toContain(plain(table.title));
    expect(text).toContain('Период: неделя; источники: все');
    expect(text).toContain('Выборы в Москве, "итоги"');
    expect(text).toContain('РИА Новости');
    expect(text).toContain('1 234 567');
    // pdfkit maps each joined Arabic glyph back to its letters, and the words are drawn in visual
    // order, which the reader turns back into reading order.
    expect(text).toContain('الجزيرة');
    expect(text).toContain('مرحبا بالعالم');

    const big = page!.find((item) => item.text === '1 234 567')!;
    const small = page!.find((item) => item.text === '42')!;
    expect(Math.abs(big.right - small.right)).toBeLessThan(0.5);
    expect(big.left).toBeLessThan(small.left);
  });

  it('lays a right-to-left table out from the right, its Arabic words in reading order', async () => {
    const arabic: ReportTable = { ...table, title: 'المواضيع الرئيسية', direction: 'rtl' };
    const [page] = await readPdf(await renderReport('pdf', arabic));
    const text = pageText(page!);
    expect(text).toContain('المواضيع الرئيسية');
    const topic = page!.find((item) => item.text === 'Тема')!;
    const mentions = page!.find((item) => item.text === 'Упоминания')!;
    expect(topic.left).toBeGreaterThan(mentions.left);
  });

  it('runs 2,000 rows over many pages, each with the header row', async () => {
    const pages = await readPdf(await renderReport('pdf', manyRows(2000)));
    expect(pages.length).toBeGreaterThan(10);
    pages.forEach((items, index) => {
      const labels = items.filter((item) => item.text === 'Упоминания');
      expect(labels, `header on page ${index + 1}`).toHaveLength(1);
      expect(pageText(items)).toContain(`${index + 1} / ${pages.length}`);
      // The header is the topmost row of the table on every page after the first.
      if (index > 0)
        expect(
          Math.max(...items.filter((item) => item.text !== labels[0]!.text).map((item) => item.top)),
        ).toBeLessThanOrEqual(labels[0]!.top + 0.5);
    });
    expect(pageText(pages.at(-1)!)).toContain('2 000');
  });
});

describe('XLSX', () => {
  it('has one sheet with a bold, frozen header row and numbers kept as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer: a copy of the bytes as one.
    await workbook.xlsx.load(new Uint8Array(await renderReport('xlsx', table)).buffer);
    expect(workbook.worksheets).toHaveLength(1);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe(table.title);

    let headerNumber = 0;
    sheet.eachRow((row, number) => {
      if (row.getCell(1).value === 'Тема') headerNumber = number;
    });
    expect(headerNumber).toBeGreaterThan(1);
    const header = sheet.getRow(headerNumber);
    expect([1, 2, 3, 4].map((column) => header.getCell(column).value)).toEqual([
      'Тема',
      'Источник',
      'Упоминания',
      'Доля, %',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerNumber });

    const first = sheet.getRow(headerNumber + 1);
    expect(first.getCell(1).value).toBe('Выборы в Москве, "итоги"');
    expect(first.getCell(3).value).toBe(1234567);
    expect(first.getCell(4).value).toBe(12.5);
    const arabic = sheet.getRow(headerNumber + 3);
    expect(arabic.getCell(1).value).toBe('مرحبا بالعالم');
    expect(arabic.getCell(3).value).toBe(7);
    expect(arabic.getCell(4).value).toBeNull();
    expect(sheet.getRow(headerNumber + 4).getCell(3).value).toBe(-3);
    expect(sheet.rowCount).toBe(headerNumber + table.rows.length);

    for (const column of [1, 2, 3, 4]) expect(sheet.getColumn(column).width).toBeGreaterThanOrEqual(8);
    expect(sheet.getColumn(1).width).toBeGreaterThan(sheet.getColumn(3).width!);
  });
});

describe('DOCX', () => {
  it('has a title heading, the subtitle and a table with a repeated header row', async () => {
    const files = unzipSync(new Uint8Array(await renderReport('docx', table)));
    const xml = strFromU8(files['word/document.xml']!);
    const texts = [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) =>
      text!
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    );
    expect(xml).toMatch(new RegExp(`<w:pStyle w:val="Heading1"/>.*?<w:t[^>]*>${table.title}</w:t>`));
    expect(texts).toContain(table.subtitle);
    expect(xml.match(/<w:tr>/g)).toHaveLength(table.rows.length + 1);
    expect(xml).toMatch(/<w:tr><w:trPr><w:tblHeader\/><\/w:trPr>/);
    expect(texts.map(plain)).toEqual(
      expect.arrayContaining([
        'Тема',
        'Упоминания',
        'Выборы в Москве, "итоги"',
        'مرحبا بالعالم',
        'الجزيرة',
        '1 234 567',
        '0.75',
        '-3',
      ]),
    );
    // The cell's two lines: two runs with a line break between them.
    expect(xml).toMatch(/<w:t[^>]*>Climate summit<\/w:t><\/w:r><w:r><w:br\/><w:t[^>]*>day 2<\/w:t>/);
  });
});

describe('CSV', () => {
  it('starts with a BOM and quotes commas, quotes and line breaks as RFC 4180 says', async () => {
    const bytes = await renderReport('csv', table);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('"Выборы в Москве, ""итоги"""');
    expect(text).toContain('\r\n');

    const records: string[][] = parse(bytes, { bom: true });
    expect(records).toEqual([
      ['Тема', 'Источник', 'Упоминания', 'Доля, %'],
      ['Выборы в Москве, "итоги"', 'РИА Новости', '1234567', '12.5'],
      ['Climate summit\nday 2', 'Reuters', '42', '0.75'],
      ['مرحبا بالعالم', 'الجزيرة', '7', ''],
      // Text that a spreadsheet would run as a formula is defused; a negative number is not.
      [`'=HYPERLINK("http://example.com")`, 'TASS', '-3', '3'],
    ]);
  });
});

describe('empty cells', () => {
  it('writes a missing key or a number that is not finite as an empty cell, not "NaN"', async () => {
    const gaps: ReportTable = {
      ...table,
      rows: [{ topic: 'Пусто', mentions: Number.NaN, share: Number.POSITIVE_INFINITY }],
    };
    expect(parse(await renderReport('csv', gaps), { bom: true })[1]).toEqual(['Пусто', '', '', '']);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await renderReport('xlsx', gaps)).buffer);
    const last = workbook.worksheets[0]!.lastRow!;
    expect([1, 2, 3, 4].map((column) => last.getCell(column).value)).toEqual(['Пусто', null, null, null]);
    const [page] = await readPdf(await renderReport('pdf', gaps));
    expect(pageText(page!)).not.toMatch(/NaN|∞/);
  });
});

describe('names and types', () => {
  it('gives safe ASCII file names', () => {
    expect(attachmentName('info-report-12', 'pdf')).toBe('info-report-12.pdf');
    expect(attachmentName('info report 12', 'xlsx')).toBe('info-report-12.xlsx');
    expect(attachmentName('../Отчёт "12"', 'docx')).toBe('12.docx');
    expect(attachmentName('Отчёт', 'csv')).toBe('report.csv');
  });

  it('names each media type', () => {
    expect(MEDIA_TYPES).toEqual({
      pdf: 'application/pdf',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      csv: 'text/csv',
    });
  });
});

describe('speed', () => {
  // The limit is loose on purpose (a shared CI machine); on this project's 2-core machine each
  // format takes well under it.
  it.each<FileFormat>(['pdf', 'xlsx', 'docx', 'csv'])(
    'renders 10,000 rows as %s in seconds',
    { timeout: 60_000 },
    async (format) => {
      const large = manyRows(10_000);
      const started = performance.now();
      const bytes = await renderReport(format, large);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(bytes.length).toBeGreaterThan(10_000);
    },
  );
});
