import { i18n, type Messages } from '@lingui/core';
import { setDefaultOptions } from 'date-fns';
import { LOCALE_STORAGE_KEY, RTL_BODY_CLASS, RTL_LOCALES, WEEK_STARTS_ON, type Locale } from './locales';

export { i18n };

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called after every language change and every catalog loaded into the active language. */
export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Every catalog of every language as a lazily loaded chunk: `messages` (sign-in pages, errors),
 * `cabinet` (the frames and shared widgets) and one per section that has its own
 * (src/lib/sections.ts). A page downloads only the messages it can show.
 */
const CATALOGS = import.meta.glob<{ messages: Messages }>('/locales/*/*.po');

async function loadCatalog(locale: Locale, name: string): Promise<Messages> {
  const load = CATALOGS[`/locales/${locale}/${name}.po`];
  if (!load) throw new Error(`There is no catalog ${name} for ${locale}`);
  return (await load()).messages;
}

const loadedAreas = new Set<string>();

/**
 * Loads the messages of a part of the product (its own catalog) into the active language; they
 * then follow every language change.
 */
export async function loadAreaCatalog(area: string): Promise<void> {
  if (loadedAreas.has(area)) return;
  // Before the first language is active, the area is only noted: activating loads it.
  if (!i18n.locale) {
    loadedAreas.add(area);
    return;
  }
  const locale = i18n.locale as Locale;
  const messages = await loadCatalog(locale, area);
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
 * Loads a language's catalogs, then sets the date library's conventions for it (weeks start on
 * Monday, or Saturday in Arabic; dates themselves are written by Intl, which knows every
 * language without a download), switches the translations and the document, and remembers the
 * choice under `user-locale`.
 */
export async function activateLocale(locale: Locale, { remember = true } = {}): Promise<void> {
  const [core, ...areas] = await Promise.all([loadCatalog(locale, 'messages'), ...[...loadedAreas].map((area) => loadCatalog(locale, area))]);
  const messages = Object.assign({}, core, ...areas) as Messages;
  setDefaultOptions({ weekStartsOn: WEEK_STARTS_ON[locale] });
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
