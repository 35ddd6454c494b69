import { i18n, type Messages } from '@lingui/core';
import type { Locale as DateLocale } from 'date-fns';
import { LOCALE_STORAGE_KEY, RTL_BODY_CLASS, RTL_LOCALES, loadDateLocale, type Locale } from './locales';

export { i18n };

/**
 * The date-fns locale of the active language. It is loaded the first time a screen formats a
 * date (see `useDateLocale`) and then follows every language change, so pages without dates
 * (sign-in) never download it.
 */
let dateLocale: DateLocale | undefined;
let dateLocaleWanted = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function getDateLocale(): DateLocale | undefined {
  return dateLocale;
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads the active language's date locale if it is not loaded yet. */
export async function requireDateLocale(): Promise<DateLocale> {
  dateLocaleWanted = true;
  const locale = i18n.locale as Locale;
  if (dateLocale && dateLocaleFor === locale) return dateLocale;
  const loaded = await loadDateLocale(locale);
  if (i18n.locale === locale) {
    dateLocale = loaded;
    dateLocaleFor = locale;
    notify();
  }
  return loaded;
}
let dateLocaleFor: Locale | undefined;

async function loadMessages(locale: Locale): Promise<Messages> {
  switch (locale) {
    case 'ru':
      return (await import('../../locales/ru/messages.po')).messages;
    case 'ar':
      return (await import('../../locales/ar/messages.po')).messages;
    default:
      return (await import('../../locales/en/messages.po')).messages;
  }
}

export type CatalogArea = 'cabinet' | 'info';
const loadedAreas = new Set<CatalogArea>();

async function loadAreaMessages(area: CatalogArea, locale: Locale): Promise<Messages> {
  if (area === 'cabinet') {
    if (locale === 'ru') return (await import('../../locales/ru/cabinet.po')).messages;
    if (locale === 'ar') return (await import('../../locales/ar/cabinet.po')).messages;
    return (await import('../../locales/en/cabinet.po')).messages;
  }
  if (locale === 'ru') return (await import('../../locales/ru/info.po')).messages;
  if (locale === 'ar') return (await import('../../locales/ar/info.po')).messages;
  return (await import('../../locales/en/info.po')).messages;
}

/**
 * Loads the messages of a part of the product (its own catalog) into the active language; they
 * then follow every language change.
 */
export async function loadAreaCatalog(area: CatalogArea): Promise<void> {
  if (loadedAreas.has(area)) return;
  // Before the first language is active, the area is only noted: activating loads it.
  if (!i18n.locale) {
    loadedAreas.add(area);
    return;
  }
  const locale = i18n.locale as Locale;
  const messages = await loadAreaMessages(area, locale);
  loadedAreas.add(area);
  i18n.load(locale, messages);
  notify();
}

/** Applies the document-level effects of a language: lang, direction and the RTL body class. */
export function applyDocumentLocale(locale: Locale) {
  const root = document.documentElement;
  root.lang = locale;
  if (RTL_LOCALES.has(locale)) {
    root.dir = 'rtl';
    document.body.classList.add(RTL_BODY_CLASS);
  } else {
    root.removeAttribute('dir');
    document.body.classList.remove(RTL_BODY_CLASS);
  }
}

/**
 * Loads a language's catalog (and its date locale once dates are in use), then switches the
 * app to it and remembers the choice under `user-locale`.
 */
export async function activateLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  const [core, nextDateLocale, ...areas] = await Promise.all([
    loadMessages(locale),
    dateLocaleWanted ? loadDateLocale(locale) : Promise.resolve(undefined),
    ...[...loadedAreas].map((area) => loadAreaMessages(area, locale)),
  ]);
  const messages = Object.assign({}, core, ...areas) as Messages;
  if (nextDateLocale) {
    dateLocale = nextDateLocale;
    dateLocaleFor = locale;
  }
  i18n.loadAndActivate({ locale, messages });
  applyDocumentLocale(locale);
  if (remember) {
    try {
      localStorage.setItem(LOCALE_STORAGE_KEY, locale);
    } catch {
      // Without storage the choice lasts for this tab.
    }
  }
  notify();
}
