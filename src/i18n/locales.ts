import type { Locale as DateLocale } from 'date-fns';

export const LOCALES = ['ru', 'en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'ru';
export const FALLBACK_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'user-locale';

/** Each language's own name, shown in the language switch whatever the active language. */
export const LOCALE_NAMES: Record<Locale, string> = { ru: 'Русский', en: 'English', ar: 'العربية' };

export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['ar']);
export const RTL_BODY_CLASS = 'rtl';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The stored choice, else Russian. */
export function initialLocale(): Locale {
  try {
    const stored = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** date-fns locales, loaded with their language: weeks start on Monday (ru, en) or Saturday (ar). */
export async function loadDateLocale(locale: Locale): Promise<DateLocale> {
  switch (locale) {
    case 'ru':
      return (await import('date-fns/locale/ru')).ru;
    case 'ar':
      return (await import('date-fns/locale/ar')).ar;
    default:
      return (await import('date-fns/locale/en-GB')).enGB;
  }
}
