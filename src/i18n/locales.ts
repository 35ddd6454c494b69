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

/** The first day of the week: Monday in Russian and English, Saturday in Arabic. */
export const WEEK_STARTS_ON: Record<Locale, 0 | 1 | 6> = { ru: 1, en: 1, ar: 6 };

/** The Intl locale dates and numbers are written in (English dates the British way: 16 Nov 2026). */
export const FORMAT_LOCALES: Record<Locale, { date: string; number: string }> = {
  ru: { date: 'ru', number: 'ru' },
  en: { date: 'en-GB', number: 'en' },
  ar: { date: 'ar', number: 'ar' },
};
