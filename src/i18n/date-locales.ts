import type { Locale as DateLocale } from 'date-fns';
import type { Locale } from './locales';

/**
 * The date library's locale of each language (English the British way, as its dates are written),
 * each downloaded when first needed. Loaded by the consoles only: the sign-in pages show no dates.
 */
export const DATE_LOCALES: Record<Locale, () => Promise<DateLocale>> = {
  ru: () => import('date-fns/locale/ru').then((module) => module.ru),
  en: () => import('date-fns/locale/en-GB').then((module) => module.enGB),
  ar: () => import('date-fns/locale/ar').then((module) => module.ar),
};
