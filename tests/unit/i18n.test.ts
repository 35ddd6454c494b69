import { i18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { format, startOfWeek } from 'date-fns';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { formattersFor } from '@i18n/format';
import { DATE_LOCALES } from '@i18n/date-locales';
import { activateLocale, loadAreaCatalog, loadDateLocale } from '@i18n/i18n';
import { LOCALE_STORAGE_KEY, initialLocale } from '@i18n/locales';

/** Section 9's Russian plural rule, as written. */
function specRussianForm(count: number): number {
  if (count === 0) return 0;
  const last = count % 10;
  const lastTwo = count % 100;
  if (last === 1 && !(lastTwo >= 11 && lastTwo <= 19)) return 1;
  if ((last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14)) || count < 4) return 2;
  return 3;
}

/** What Lingui's plural with an exact `0` case picks in Russian. */
function linguiRussianForm(count: number): number {
  if (count === 0) return 0;
  const category = new Intl.PluralRules('ru').select(count);
  return category === 'one' ? 1 : category === 'few' ? 2 : 3;
}

afterAll(() => activateLocale('en', { remember: false }));

describe('languages', () => {
  it('follows section 9’s Russian plural rule for every count up to 1,000', () => {
    for (let count = 0; count <= 1000; count += 1)
      expect(linguiRussianForm(count), String(count)).toBe(specRussianForm(count));
  });

  it('starts in Russian unless another language was stored', () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(initialLocale()).toBe('ru');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(initialLocale()).toBe('ar');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe('ru');
  });

  it('switches the catalog, the date conventions, <html lang> and the direction, and remembers the choice', async () => {
    await activateLocale('en');
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(startOfWeek(new Date(2026, 10, 19)).getDay()).toBe(6);
    await activateLocale('ru');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    expect(document.body.classList.contains('rtl')).toBe(false);
    expect(startOfWeek(new Date(2026, 10, 19)).getDay()).toBe(1);
  });

  it('starts weeks on Monday in Russian and on Saturday in Arabic', async () => {
    const thursday = new Date(2026, 10, 19);
    await activateLocale('ru', { remember: false });
    expect(startOfWeek(thursday).getDay()).toBe(1);
    expect(formattersFor('ru').weekStartsOn).toBe(1);
    await activateLocale('ar', { remember: false });
    expect(startOfWeek(thursday).getDay()).toBe(6);
    expect(formattersFor('ar').weekStartsOn).toBe(6);
  });

  it('writes dates and numbers in each language without downloading anything', () => {
    expect(formattersFor('ru').date('2026-11-16')).toBe('16 нояб. 2026 г.');
    expect(formattersFor('en').date('2026-11-16')).toBe('16 Nov 2026');
    expect(formattersFor('en').dayMonth('2026-11-16')).toBe('16 Nov');
    expect(formattersFor('en').date('2026-11-16', 'month')).toBe('November 2026');
    expect(formattersFor('ar').number(12345)).toBe(new Intl.NumberFormat('ar').format(12345));
    expect(formattersFor('ar').date('2026-11-16')).toMatch(/2026|٢٠٢٦/);
    // A `yyyy-MM-dd` date is that calendar day wherever the reader is.
    expect(formattersFor('en').date('2026-01-01', 'full')).toMatch(/^Thursday,? 1 January 2026$/);
  });
});

describe('area catalogs', () => {
  it('load into the active language and follow it when it changes', async () => {
    const sections = generateMessageId('Sections');
    await activateLocale('ru', { remember: false });
    await loadAreaCatalog('cabinet');
    expect(i18n._(sections)).toBe('Разделы');
    await activateLocale('ar', { remember: false });
    expect(i18n._(sections)).toBe('الأقسام');
  });
});

describe('counted messages', () => {
  it('say zero in its own words in Russian, and follow each form up the counts', async () => {
    const utterances = generateMessageId(
      '{utterances, plural, =0 {no utterances} one {# utterance} other {# utterances}}, {duration}',
    );
    await activateLocale('ru', { remember: false });
    await loadAreaCatalog('reports');
    const said = (count: number) => i18n._(utterances, { utterances: count, duration: '5 мин' });
    expect(said(0)).toBe('нет реплик, 5 мин');
    expect(said(1)).toBe('1 реплика, 5 мин');
    expect(said(3)).toBe('3 реплики, 5 мин');
    expect(said(11)).toBe('11 реплик, 5 мин');
    await activateLocale('ar', { remember: false });
    expect(said(0)).toBe('لا مداخلات، 5 мин');
    expect(said(2)).toBe('مداخلتان، 5 мин');
  });
});

describe('the date library', () => {
  const monday = new Date(2026, 10, 16);

  it('follows the language with its locale once dates are in use, week start included', async () => {
    await activateLocale('ru', { remember: false });
    await loadDateLocale(DATE_LOCALES);
    expect(format(monday, 'EEEE, d MMMM')).toBe('понедельник, 16 ноября');
    await activateLocale('en', { remember: false });
    expect(format(monday, 'EEEE, d MMMM')).toBe('Monday, 16 November');
    expect(startOfWeek(monday).getDay()).toBe(1);
    await activateLocale('ar', { remember: false });
    expect(format(monday, 'EEEE')).toBe('الاثنين');
    expect(startOfWeek(monday).getDay()).toBe(6);
  });

  it('gets the locale of a language that was still starting when dates came into use', async () => {
    // A fresh start of the module, as on a page load: dates come into use while Russian loads.
    vi.resetModules();
    const fresh = await import('@i18n/i18n');
    const dates = await import('date-fns');
    dates.setDefaultOptions({});
    const starting = fresh.activateLocale('ru', { remember: false });
    const entering = fresh.loadDateLocale(DATE_LOCALES);
    await Promise.all([starting, entering]);
    expect(dates.format(monday, 'LLLL')).toBe('ноябрь');
  });

  it('is set before the translations, which are set before the document and the stored choice', async () => {
    await activateLocale('ru', { remember: false });
    await loadDateLocale(DATE_LOCALES);
    const seen: string[] = [];
    const unsubscribe = i18n.on('change', () =>
      seen.push(
        `translations ${format(monday, 'MMMM')} ${document.documentElement.lang} ${localStorage.getItem(LOCALE_STORAGE_KEY)}`,
      ),
    );
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ru');
    await activateLocale('en');
    unsubscribe();
    // When the translations changed, the date library already spoke English; the document and the storage did not yet.
    expect(seen).toEqual(['translations November ru ru']);
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
  });
});
