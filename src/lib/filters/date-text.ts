/**
 * Calendar dates as a person reads and types them in the interface language: written the way the
 * language writes short dates (`26.11.2026` in Russian, `26/11/2026` in British English, the
 * Arabic short form with its direction marks), read back from what was typed with any of the
 * usual separators, in Latin or Arabic-Indic digits, or as `yyyy-MM-dd`.
 *
 * The language is an Intl locale (`ru`, `en-GB`, `ar`); the dates are `yyyy-MM-dd` (period.ts).
 */
import { isDateString } from './period';

export type DatePart = 'day' | 'month' | 'year';

export interface DateTextFormat {
  /** The order of day, month and year in the language's short date. */
  order: readonly DatePart[];
  /** What stands between them (with the direction marks the language writes). */
  separators: readonly string[];
}

const formats = new Map<string, { format: Intl.DateTimeFormat; text: DateTextFormat }>();

function formatOf(locale: string) {
  let known = formats.get(locale);
  if (!known) {
    const format = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
    const order: DatePart[] = [];
    const separators: string[] = [];
    for (const part of format.formatToParts(new Date(2006, 10, 23))) {
      if (part.type === 'day' || part.type === 'month' || part.type === 'year') order.push(part.type);
      else if (part.type === 'literal' && order.length > 0 && order.length < 3) separators.push(part.value);
    }
    known = { format, text: { order, separators } };
    formats.set(locale, known);
  }
  return known;
}

/** How the language writes a short date: the order of its parts and what separates them. */
export function dateTextFormat(locale: string): DateTextFormat {
  return formatOf(locale).text;
}

/** A `yyyy-MM-dd` date as the language writes a short date: 06.11.2026, 06/11/2026. */
export function formatDateText(date: string, locale: string): string {
  if (!isDateString(date)) return date;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return formatOf(locale).format.format(new Date(year, month - 1, day));
}

/** The language's short-date pattern with its own names for the parts: дд.мм.гггг, dd/mm/yyyy. */
export function datePattern(locale: string, names: Record<DatePart, string>): string {
  const { order, separators } = dateTextFormat(locale);
  return order.map((part, index) => names[part] + (separators[index] ?? '')).join('');
}

// Marks that set the direction of text: the Arabic short form writes one before each separator.
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Digits as Latin digits: Arabic-Indic (٠…٩) and Eastern Arabic-Indic (۰…۹) alike. */
export function latinDigits(text: string): string {
  return text.replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** The first and last years a typed date may have. */
export const YEARS = { min: 1900, max: 2100 } as const;

export type DateTextResult =
  | { ok: true; date: string }
  /** `empty`: nothing typed; `format`: not three numbers in the language's order; `date`: no such day. */
  | { ok: false; reason: 'empty' | 'format' | 'date' };

/**
 * What a person typed, read as a calendar date in the language's order of day, month and year.
 * Any separators will do (26.11.2026, 26/11/2026, 26-11-2026, 26 11 2026), a two-digit year is
 * this century's, and `yyyy-MM-dd` is read as such whatever the language.
 */
export function parseDateText(text: string, locale: string): DateTextResult {
  const plain = latinDigits(text.replace(DIRECTION_MARKS, '')).trim();
  if (plain === '') return { ok: false, reason: 'empty' };
  if (/[^\d\s./\-\u060c,]/.test(plain)) return { ok: false, reason: 'format' };
  const numbers = plain.split(/[^\d]+/).filter(Boolean);
  if (numbers.length !== 3) return { ok: false, reason: 'format' };
  const iso = /^\d{4}$/.test(numbers[0]!);
  const order: readonly DatePart[] = iso ? ['year', 'month', 'day'] : dateTextFormat(locale).order;
  const parts: Partial<Record<DatePart, string>> = {};
  order.forEach((part, index) => (parts[part] = numbers[index]));
  const { day = '', month = '', year = '' } = parts;
  if (day.length > 2 || month.length > 2 || (year.length !== 4 && year.length !== 2))
    return { ok: false, reason: 'format' };
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const date = `${String(fullYear).padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  if (!isDateString(date) || fullYear < YEARS.min || fullYear > YEARS.max) return { ok: false, reason: 'date' };
  return { ok: true, date };
}
