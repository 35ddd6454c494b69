/**
 * CSV as RFC 4180 writes it: fields separated by commas, records by CRLF, and a field that holds
 * a comma, a double quote, a CR or an LF enclosed in double quotes with its quotes doubled. The
 * document starts with a UTF-8 byte order mark so spreadsheet programs read Cyrillic and Arabic
 * text correctly.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

export type CsvValue = string | number | null | undefined;

export interface CsvColumn {
  key: string;
  label: string;
}

/**
 * A text cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a
 * CR) gets a leading apostrophe, so monitored content can never execute in the reader's
 * spreadsheet. Numbers are written as they are.
 */
function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One field, quoted when it has to be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : neutralizeFormula(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records to CSV text (no byte order mark), each record ended by CRLF. */
export function csvText(records: readonly (readonly CsvValue[])[]): string {
  return records.map((record) => `${record.map(csvField).join(',')}\r\n`).join('');
}

/**
 * A whole CSV document for a table: the byte order mark, the header of column labels and one
 * record per row, its cells in column order (a missing cell is empty).
 */
export function toCsv(columns: readonly CsvColumn[], rows: readonly Readonly<Record<string, CsvValue>>[]): string {
  const header = columns.map((column) => column.label);
  const body = rows.map((row) => columns.map((column) => row[column.key]));
  return CSV_BOM + csvText([header, ...body]);
}
