import { i18n } from '@lingui/core';
import { startOfWeek } from 'date-fns';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale, getDateLocale, requireDateLocale } from '../../src/i18n/i18n';
import { LOCALE_STORAGE_KEY, initialLocale } from '../../src/i18n/locales';

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
    for (let count = 0; count <= 1000; count += 1) expect(linguiRussianForm(count), String(count)).toBe(specRussianForm(count));
  });

  it('starts in Russian unless another language was stored', () => {
    localStorage.removeItem(LOCALE_STORAGE_KEY);
    expect(initialLocale()).toBe('ru');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
    expect(initialLocale()).toBe('ar');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'xx');
    expect(initialLocale()).toBe('ru');
  });

  it('switches the catalog, the date locale, <html lang> and the direction, and remembers the choice', async () => {
    await activateLocale('en');
    await requireDateLocale();
    await activateLocale('ar');
    expect(i18n.locale).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.body.classList.contains('rtl')).toBe(true);
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('ar');
    expect(getDateLocale()?.code).toBe('ar');
    await activateLocale('ru');
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    expect(document.body.classList.contains('rtl')).toBe(false);
    expect(getDateLocale()?.code).toBe('ru');
  });

  it('starts weeks on Monday in Russian and on Saturday in Arabic', async () => {
    const thursday = new Date(2026, 10, 19);
    await activateLocale('ru', { remember: false });
    expect(startOfWeek(thursday, { locale: await requireDateLocale() }).getDay()).toBe(1);
    await activateLocale('ar', { remember: false });
    expect(startOfWeek(thursday, { locale: await requireDateLocale() }).getDay()).toBe(6);
  });
});

describe('area catalogs', () => {
  it('load into the active language and follow it when it changes', async () => {
    const { loadAreaCatalog } = await import('../../src/i18n/i18n');
    const { generateMessageId } = await import('@lingui/message-utils/generateMessageId');
    const sections = generateMessageId('Sections');
    await activateLocale('ru', { remember: false });
    await loadAreaCatalog('cabinet');
    expect(i18n._(sections)).toBe('Разделы');
    await activateLocale('ar', { remember: false });
    expect(i18n._(sections)).toBe('الأقسام');
  });
});
