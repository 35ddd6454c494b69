import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { datePattern, dateTextFormat, formatDateText, latinDigits, parseDateText } from '@lib/filters/date-text';
import { FORMAT_LOCALES } from '@i18n/locales';

/** Calendar days from 1950 to 2090, written yyyy-MM-dd. */
const day = fc
  .integer({ min: Date.UTC(1950, 0, 1) / 86_400_000, max: Date.UTC(2090, 11, 31) / 86_400_000 })
  .map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const LANGUAGES = Object.values(FORMAT_LOCALES).map((locale) => locale.date);
const RLM = '\u200f';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

describe('dates as the interface language writes them', () => {
  it('write a short date the way each language does', () => {
    expect(formatDateText('2026-11-06', 'ru')).toBe('06.11.2026');
    expect(formatDateText('2026-11-06', 'en-GB')).toBe('06/11/2026');
    expect(formatDateText('2026-11-06', 'ar').replaceAll(RLM, '')).toBe('06/11/2026');
    expect(dateTextFormat('ar').order).toEqual(['day', 'month', 'year']);
  });

  it('name the pattern with the language’s own letters', () => {
    expect(datePattern('ru', { day: 'дд', month: 'мм', year: 'гггг' })).toBe('дд.мм.гггг');
    expect(datePattern('en-GB', { day: 'dd', month: 'mm', year: 'yyyy' })).toBe('dd/mm/yyyy');
    expect(datePattern('ar', { day: 'يوم', month: 'شهر', year: 'سنة' }).replaceAll(RLM, '')).toBe('يوم/شهر/سنة');
  });

  it('read back every date they write, in every language', () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...LANGUAGES), (date, locale) => {
        expect(parseDateText(formatDateText(date, locale), locale)).toEqual({ ok: true, date });
      }),
    );
  });

  it('read what people type: other separators, single digits, two-digit years, ISO dates, Arabic-Indic digits', () => {
    fc.assert(
      fc.property(
        day,
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom('.', '/', '-', ' ', ' / '),
        (date, locale, separator) => {
          const [year, month, dayOfMonth] = date.split('-');
          const typed = [String(Number(dayOfMonth)), String(Number(month)), year].join(separator);
          expect(parseDateText(` ${typed} `, locale)).toEqual({ ok: true, date });
          expect(parseDateText(date, locale)).toEqual({ ok: true, date });
          const arabic = typed.replace(/\d/g, (digit) => ARABIC_DIGITS[Number(digit)]!);
          expect(parseDateText(arabic, locale)).toEqual({ ok: true, date });
        },
      ),
    );
    expect(parseDateText('6.11.26', 'ru')).toEqual({ ok: true, date: '2026-11-06' });
    expect(latinDigits('٢٠٢٦/۱۱')).toBe('2026/11');
  });

  it('tell an unreadable text from a day that does not exist', () => {
    expect(parseDateText('', 'ru')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDateText('   ', 'ru')).toEqual({ ok: false, reason: 'empty' });
    for (const text of ['вчера', '26.11', '26.11.2026.1', '2026', '26.11.20267', '123.11.2026', 'a26.11.2026'])
      expect(parseDateText(text, 'ru'), text).toEqual({ ok: false, reason: 'format' });
    for (const text of ['31.02.2026', '29.02.2027', '00.11.2026', '26.13.2026', '01.01.1850', '01.01.2200'])
      expect(parseDateText(text, 'ru'), text).toEqual({ ok: false, reason: 'date' });
    expect(parseDateText('29.02.2028', 'ru')).toEqual({ ok: true, date: '2028-02-29' });
  });

  it('never read a date other than the one typed', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\d./ -]{0,14}$/), fc.constantFrom(...LANGUAGES), (text, locale) => {
        const read = parseDateText(text, locale);
        if (!read.ok) return;
        const [year, month, dayOfMonth] = read.date.split('-').map(Number) as [number, number, number];
        const typed = text.split(/\D+/).filter(Boolean).map(Number);
        const written = typed.some((n) => n === year) ? [dayOfMonth, month, year] : [dayOfMonth, month, year % 100];
        expect([...typed].sort((a, b) => a - b)).toEqual(written.sort((a, b) => a - b));
      }),
    );
  });
});
