// Report tables as downloadable files: PDF (pdfkit), XLSX (exceljs), DOCX (docx) and CSV
// (csv-stringify). Every format is written by its library; this module only lays the table out.

import type { Bidi } from 'bidi-js';
import { stringify } from 'csv-stringify/sync';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  Packer,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

export type FileFormat = 'pdf' | 'xlsx' | 'docx' | 'csv';

export interface ReportTable {
  title: string;
  subtitle?: string;
  columns: { key: string; label: string; numeric?: boolean }[];
  rows: Record<string, string | number | null>[];
  direction?: 'ltr' | 'rtl';
}

type Cell = ReportTable['rows'][number][string];

export const MEDIA_TYPES: Record<FileFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

export async function renderReport(format: FileFormat, table: ReportTable): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(table);
    case 'xlsx':
      return renderXlsx(table);
    case 'docx':
      return renderDocx(table);
    case 'csv':
      return renderCsv(table);
    default:
      // The format may come from a request: a caller that skipped its check gets an error, not undefined.
      throw new Error(`unknown file format: ${String(format)}`);
  }
}

/** A name safe in a Content-Disposition header and on any file system: `info report 12` → `info-report-12.pdf`. */
export function attachmentName(base: string, format: FileFormat): string {
  const safe = base
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 100)
    // No leading dots or dashes: no hidden file, no `..`, nothing a shell reads as an option.
    .replace(/^[.-]+|[.-]+$/g, '');
  return `${safe || 'report'}.${format}`;
}

// ---------------------------------------------------------------------------------------------
// Shared

/** Numbers as a reader sees them in the PDF and DOCX: grouped by a narrow no-break space, the
 * locale-neutral (SI) grouping, since a table carries no locale; the XLSX keeps real numbers and
 * lets Excel format them in the reader's own locale. */
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const displayText = (value: Cell): string =>
  value == null ? '' : typeof value === 'number' ? numberFormat.format(value).replace(/,/g, '\u202f') : value;

/** A cell as every format takes it: a missing key or a number that is not finite (NaN from a
 * division by zero) is an empty cell, not "NaN"; a number stays a number the sheet can sum. */
function cellOf(row: ReportTable['rows'][number], key: string): Cell {
  const value = row[key];
  return value === undefined || (typeof value === 'number' && !Number.isFinite(value)) ? null : value;
}

const isRtl = (table: ReportTable) => table.direction === 'rtl';

// ---------------------------------------------------------------------------------------------
// PDF
//
// What was achieved for Arabic: DejaVu Sans carries Arabic glyphs with the init/medi/fina/rlig
// tables, so fontkit joins the letters. fontkit shapes one string at a time and, for an Arabic
// string, reverses its glyphs; pdfkit hands it one word at a time, so a phrase of several Arabic
// words came out with its words left to right, and digits inside an Arabic word reversed. So each
// line goes through the Unicode bidi algorithm (bidi-js): its runs are put in visual order, mirrored
// brackets swapped, and each run is drawn as one string, prepared so that fontkit's own reversal
// leaves it the right way round. A right-to-left table also puts its first column on the right and
// aligns its text, title and subtitle to the right. Cells whose text would run past 8 lines are cut
// with an ellipsis: a row must fit on a page.

// The package ships the fonts as files: read once, from node_modules, never fetched.
const require = createRequire(import.meta.url);
const fontDir = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  // The condensed cut fits a third more text in a column than the regular one.
  fonts ??= {
    regular: readFileSync(join(fontDir, 'DejaVuSansCondensed.ttf')),
    bold: readFileSync(join(fontDir, 'DejaVuSansCondensed-Bold.ttf')),
  };
  return fonts;
}

const A4_WIDTH = 595.28;
const MARGIN = 36;
const PAD_X = 4;
const PAD_Y = 3;
const BODY_SIZE = 8;
const HEADER_SIZE = 8;
const MAX_CELL_LINES = 8;
const COLORS = { text: '#1a1a1a', muted: '#5f6368', header: '#e8ebf0', zebra: '#f6f7f9', rule: '#c9ced6' };

type Doc = PDFKit.PDFDocument;

async function renderPdf(table: ReportTable): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const rtl = isRtl(table);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true, // for "page N of M" in the footers, written once the count is known
    info: { Title: table.title },
    displayTitle: true,
  });
  const done = collect(doc);
  doc.registerFont('regular', regular).registerFont('bold', bold);
  // A portrait page unless the columns' longest lines need the landscape one.
  const measures = measureColumns(doc, table);
  const landscape = measures.reduce((sum, m) => sum + m.most, 0) > A4_WIDTH - 2 * MARGIN;
  const pageOptions = { size: 'A4', layout: landscape ? 'landscape' : 'portrait', margin: MARGIN } as const;
  doc.addPage(pageOptions).fillColor(COLORS.text);

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 12; // room for the footer
  const align = rtl ? 'right' : 'left';

  let y = MARGIN;
  doc.font('bold').fontSize(15);
  y = drawParagraph(doc, table.title, left, y, width, align);
  if (table.subtitle) {
    doc.font('regular').fontSize(9.5).fillColor(COLORS.muted);
    y = drawParagraph(doc, table.subtitle, left, y + 2, width, align);
    doc.fillColor(COLORS.text);
  }
  y += 10;

  // Widths in the table's column order, then placed left to right: reversed for right-to-left.
  const widths = fitWidths(measures, width);
  const order = table.columns.map((column, index) => ({ column, width: widths[index]! }));
  if (rtl) order.reverse();
  const cells = order.map(({ column, width: w }, i) => ({
    column,
    x: left + order.slice(0, i).reduce((sum, cell) => sum + cell.width, 0),
    width: w,
    align: (column.numeric ? 'right' : align) as Align,
  }));

  const drawHeader = () => {
    doc.font('bold').fontSize(HEADER_SIZE);
    const lines = cells.map((cell) => wrap(doc, cell.column.label, cell.width - 2 * PAD_X, MAX_CELL_LINES));
    const height = rowHeight(doc, lines);
    doc.rect(left, y, width, height).fill(COLORS.header).fillColor(COLORS.text);
    cells.forEach((cell, i) =>
      drawLines(doc, lines[i]!, cell.x + PAD_X, y + PAD_Y, cell.width - 2 * PAD_X, cell.align),
    );
    y += height;
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.8)
      .strokeColor(COLORS.rule)
      .stroke();
  };

  drawHeader();
  doc.font('regular').fontSize(BODY_SIZE);
  table.rows.forEach((row, index) => {
    const lines = cells.map((cell) =>
      wrap(doc, displayText(cellOf(row, cell.column.key)), cell.width - 2 * PAD_X, MAX_CELL_LINES),
    );
    const height = rowHeight(doc, lines);
    if (y + height > bottom) {
      doc.addPage(pageOptions);
      y = MARGIN;
      drawHeader();
      doc.font('regular').fontSize(BODY_SIZE);
    }
    if (index % 2 === 1) doc.rect(left, y, width, height).fill(COLORS.zebra).fillColor(COLORS.text);
    cells.forEach((cell, i) =>
      drawLines(doc, lines[i]!, cell.x + PAD_X, y + PAD_Y, cell.width - 2 * PAD_X, cell.align),
    );
    y += height;
  });
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.8)
    .strokeColor(COLORS.rule)
    .stroke();

  const { start, count } = doc.bufferedPageRange();
  doc.font('regular').fontSize(7).fillColor(COLORS.muted);
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const label = `${page - start + 1} / ${count}`;
    doc.text(label, left + (width - doc.widthOfString(label)) / 2, doc.page.height - MARGIN - 6, { lineBreak: false });
  }
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

type Align = 'left' | 'right';

interface ColumnMeasure {
  /** The width of its longest word (a long link may still be cut): narrower, a word would break. */
  least: number;
  /** The width of its longest line: wider is wasted. */
  most: number;
}

/** Measured on the header and the first rows only: measuring all of a 10,000-row table would cost
 * as much as drawing it. */
function measureColumns(doc: Doc, table: ReportTable): ColumnMeasure[] {
  const sample = table.rows.slice(0, 200);
  return table.columns.map((column) => {
    const measure = { least: 0, most: 0 };
    const add = (text: string) => {
      for (const line of text.split('\n')) {
        measure.most = Math.max(measure.most, doc.widthOfString(line));
        for (const word of line.split(/\s+/))
          measure.least = Math.max(measure.least, Math.min(doc.widthOfString(word), 120));
      }
    };
    doc.font('bold').fontSize(HEADER_SIZE);
    add(column.label);
    doc.font('regular').fontSize(BODY_SIZE);
    for (const row of sample) add(displayText(cellOf(row, column.key)));
    return { least: measure.least + 2 * PAD_X, most: measure.most + 2 * PAD_X };
  });
}

/** As a browser lays out an automatic table: every column gets its longest word, and what is left
 * goes to the columns in proportion to how much more their longest lines want; when all lines fit,
 * the spare width is shared in proportion to the lines. No column asks for more than half the
 * width, so one column of long texts does not squeeze the others down to a word a line. */
function fitWidths(measured: ColumnMeasure[], available: number): number[] {
  const measures = measured.map((m) => ({ least: m.least, most: Math.max(m.least, Math.min(m.most, available / 2)) }));
  const least = measures.reduce((sum, m) => sum + m.least, 0);
  const most = measures.reduce((sum, m) => sum + m.most, 0);
  if (most <= available) return measures.map((m) => m.most + ((available - most) * m.most) / most);
  if (least <= available)
    return measures.map((m) => m.least + ((available - least) * (m.most - m.least)) / (most - least));
  return measures.map((m) => (m.least * available) / least);
}

function rowHeight(doc: Doc, lines: Line[][]): number {
  const count = Math.max(1, ...lines.map((cell) => cell.length));
  return count * doc.currentLineHeight(true) + 2 * PAD_Y;
}

/** A line of a wrapped text with its width, kept so that aligning it costs no second measure. */
interface Line {
  text: string;
  width: number;
}

/** Breaks text into lines no wider than `width` in the current font, at spaces and, for a word
 * longer than a line (a link, a long hashtag), between characters. */
function wrap(doc: Doc, text: string, width: number, maxLines: number): Line[] {
  const whole = text.includes('\n') ? Infinity : doc.widthOfString(text);
  if (whole <= width) return [{ text, width: whole }];
  const space = doc.widthOfString(' ');
  const lines: Line[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = { text: '', width: 0 };
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = doc.widthOfString(word);
      if (line.text && line.width + space + wordWidth <= width) {
        line = { text: `${line.text} ${word}`, width: line.width + space + wordWidth };
        continue;
      }
      if (line.text) lines.push(line);
      line = { text: word, width: wordWidth };
      while (line.width > width) {
        const cut = fittingPrefix(doc, line.text, width);
        lines.push({ text: line.text.slice(0, cut), width: doc.widthOfString(line.text.slice(0, cut)) });
        line = { text: line.text.slice(cut), width: doc.widthOfString(line.text.slice(cut)) };
      }
    }
    lines.push(line);
    if (lines.length > maxLines) break;
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!.text;
  while (last && doc.widthOfString(`${last}…`) > width) last = [...last].slice(0, -1).join('');
  kept[maxLines - 1] = { text: `${last}…`, width: doc.widthOfString(`${last}…`) };
  return kept;
}

/** How many UTF-16 units of `text`, cut at a code point, fit in `width` (at least one code point). */
function fittingPrefix(doc: Doc, text: string, width: number): number {
  const points = [...text];
  let low = 1;
  let high = points.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(points.slice(0, mid).join('')) <= width) low = mid;
    else high = mid - 1;
  }
  return points.slice(0, low).join('').length;
}

/** Draws wrapped lines from the top of a box; returns the y under the last. */
function drawLines(doc: Doc, lines: Line[], x: number, y: number, width: number, align: Align): number {
  const lineHeight = doc.currentLineHeight(true);
  for (const line of lines) {
    const pieces = visualPieces(line.text);
    if (pieces === null) {
      doc.text(line.text, x + (align === 'right' ? width - line.width : 0), y, { lineBreak: false });
    } else {
      const options = pieces.map((piece) => ({
        lineBreak: false,
        features: /[ \t]/.test(piece) ? WHOLE_RUN : undefined,
      }));
      const widths = pieces.map((piece, i) => doc.widthOfString(piece, options[i]));
      let at = x + (align === 'right' ? width - widths.reduce((sum, w) => sum + w, 0) : 0);
      pieces.forEach((piece, i) => {
        doc.text(piece, at, y, options[i]);
        at += widths[i]!;
      });
    }
    y += lineHeight;
  }
  return y;
}

function drawParagraph(doc: Doc, text: string, x: number, y: number, width: number, align: Align): number {
  return drawLines(doc, wrap(doc, text, width, 4), x, y, width, align);
}

// pdfkit lays a string out word by word, caching each word, unless it is given OpenType features;
// an empty list keeps the font's defaults and makes fontkit shape (and, for Arabic, reverse) the
// run as a whole. Only runs with a space need that: a single word comes out the same from the cache.
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];

// bidi-js's CommonJS build exports its factory itself while its types describe the ES build's
// default export; required, it is the same function under every module setting.
const bidi = (require('bidi-js') as () => Bidi)();
const RIGHT_TO_LEFT_CHARS = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
// fontkit picks the script of a string by its first character of a real script, and reverses
// the glyphs when that script is written right to left.
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const fontkitReverses = (text: string) => RTL_SCRIPT.test(SCRIPTED.exec(text)?.[0] ?? '');

/** A line's runs in visual order, left to right, each ready for fontkit; null for a line with no
 * right-to-left character, which pdfkit draws as it is. The line's own first strong character
 * sets its direction, so an English cell in an Arabic table still reads left to right. */
function visualPieces(line: string): string[] | null {
  if (!RIGHT_TO_LEFT_CHARS.test(line)) return null;
  const { levels } = bidi.getEmbeddingLevels(line);
  const mirrored = bidi.getMirroredCharactersMap(line, levels);
  const runs: { level: number; text: string }[] = [];
  for (let i = 0; i < line.length; i++) {
    const char = mirrored.get(i) ?? line[i]!;
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += char;
    else runs.push({ level: levels[i]!, text: char });
  }
  // Rule L2 on whole runs: from the highest level down to the lowest odd one, reverse every
  // stretch of runs at that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  // A right-to-left run must come out reversed and fontkit reverses an Arabic one itself; so a run
  // is reversed here exactly when those two differ (brackets alone, Arabic-Indic digits).
  return runs.map(({ level, text }) =>
    (level % 2 === 1) !== fontkitReverses(text) ? [...text].reverse().join('') : text,
  );
}

// ---------------------------------------------------------------------------------------------
// XLSX

async function renderXlsx(table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = table.title;
  const sheet = workbook.addWorksheet(sheetName(table.title));
  sheet.addRow([table.title]).font = { bold: true, size: 14 };
  if (table.subtitle) sheet.addRow([table.subtitle]).font = { color: { argb: 'FF5F6368' } };
  sheet.addRow([]);

  const header = sheet.addRow(table.columns.map((column) => column.label));
  header.font = { bold: true };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EBF0' } };
    cell.border = { bottom: { style: 'thin' } };
  });
  sheet.views = [{ state: 'frozen', ySplit: header.number, rightToLeft: isRtl(table) }];
  sheet.autoFilter = {
    from: { row: header.number, column: 1 },
    to: { row: header.number, column: table.columns.length },
  };

  for (const row of table.rows) {
    sheet.addRow(table.columns.map((column) => cellOf(row, column.key)));
  }

  // Widths in characters, from the header and the first rows (as for the PDF, not all of them).
  const sample = table.rows.slice(0, 500);
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    const longest = Math.max(
      column.label.length,
      ...sample.map((row) =>
        Math.max(
          ...displayText(cellOf(row, column.key))
            .split('\n')
            .map((line) => line.length),
        ),
      ),
    );
    sheetColumn.width = Math.min(Math.max(longest + 2, 8), 60);
    if (column.numeric) {
      const integers = table.rows.every((row) => {
        const value = cellOf(row, column.key);
        return typeof value !== 'number' || Number.isInteger(value);
      });
      sheetColumn.numFmt = integers ? '#,##0' : '#,##0.00';
    }
  });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Excel's rules for a sheet name: at most 31 characters, none of []:*?/\. */
function sheetName(title: string): string {
  const name = title
    .replace(/[[\]:*?/\\]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return name || 'Report';
}

// ---------------------------------------------------------------------------------------------
// DOCX

// Content width of an A4 page with one-inch margins, in twentieths of a point.
const DOCX_WIDTH = { portrait: 11906 - 2 * 1440, landscape: 16838 - 2 * 1440 };

async function renderDocx(table: ReportTable): Promise<Buffer> {
  const rtl = isRtl(table);
  const landscape = table.columns.length > 5;
  const total = landscape ? DOCX_WIDTH.landscape : DOCX_WIDTH.portrait;

  // Column widths by the longest text in the header and the first rows, as for the sheet.
  const sample = table.rows.slice(0, 500);
  const weights = table.columns.map((column) =>
    Math.min(Math.max(column.label.length, ...sample.map((row) => displayText(cellOf(row, column.key)).length), 6), 50),
  );
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const columnWidths = weights.map((weight) => Math.floor((weight * total) / weightSum));

  // In a right-to-left paragraph the default alignment is already the right edge, so only the
  // numbers of a left-to-right table need one.
  // Properties left undefined rather than false write no element: a 10,000-row table has 50,000
  // cells, and every element costs the XML writer time and memory.
  const paragraph = (text: string, numeric: boolean | undefined, bold?: true) =>
    new Paragraph({
      bidirectional: rtl || undefined,
      alignment: numeric && !rtl ? AlignmentType.RIGHT : undefined,
      // A line break inside <w:t> is read as a space: each line is its own run after a <w:br/>.
      children: text
        .split(/\r?\n/)
        .map(
          (line, i) => new TextRun({ text: line, bold, rightToLeft: rtl || undefined, break: i > 0 ? 1 : undefined }),
        ),
    });

  const header = new TableRow({
    tableHeader: true, // Word repeats it at the top of every page
    children: table.columns.map(
      (column, i) =>
        new TableCell({
          width: { size: columnWidths[i]!, type: WidthType.DXA },
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'E8EBF0' },
          children: [paragraph(column.label, column.numeric, true)],
        }),
    ),
  });
  const rows = table.rows.map(
    (row) =>
      new TableRow({
        children: table.columns.map(
          (column) => new TableCell({ children: [paragraph(displayText(cellOf(row, column.key)), column.numeric)] }),
        ),
      }),
  );

  const document = new Document({
    title: table.title,
    sections: [
      {
        properties: {
          page: { size: { orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT } },
        },
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            bidirectional: rtl || undefined,
            children: [new TextRun({ text: table.title, rightToLeft: rtl || undefined })],
          }),
          ...(table.subtitle ? [paragraph(table.subtitle, false)] : []),
          new Table({
            rows: [header, ...rows],
            width: { size: total, type: WidthType.DXA },
            columnWidths,
            visuallyRightToLeft: rtl || undefined,
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

// ---------------------------------------------------------------------------------------------
// CSV

/** Written by csv-stringify: RFC 4180 quoting (a field with a comma, quote or line break is quoted,
 * its quotes doubled), CRLF line ends, and a UTF-8 BOM without which Excel reads Cyrillic and
 * Arabic as mojibake. Only the header and the rows: a title line would break every program that
 * reads the file as data. Text that Excel would run as a formula (=, +, -, @ first) gets a leading
 * apostrophe, since the cells carry text from outside sources (OWASP's CSV injection advice). */
function renderCsv(table: ReportTable): Buffer {
  const records = [
    table.columns.map((column) => column.label),
    ...table.rows.map((row) => table.columns.map((column) => cellOf(row, column.key))),
  ];
  return Buffer.from(stringify(records, { bom: true, record_delimiter: 'windows', escape_formulas: true }), 'utf8');
}
