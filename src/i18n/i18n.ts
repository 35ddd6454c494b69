import { i18n, type Messages } from '@lingui/core';
import { setDefaultOptions, type Locale as DateLocale } from 'date-fns';
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
 * Every catalog of every language as a lazily loaded chunk: `messages` (what every page may show)
 * and `sign-in` (the sign-in screens) are known from the start; the consoles' catalogs (`cabinet`,
 * one per section and per page that has its own, the on-demand ones: lingui.config.ts) from a
 * table the consoles load with their frame (console-catalogs.ts), so that the sign-in pages do not
 * carry the list of them. A page downloads only the messages it can show.
 */
const START_CATALOGS = import.meta.glob<{ messages: Messages }>(['/locales/*/messages.po', '/locales/*/sign-in.po']);
const consoleCatalogs = () => import('./console-catalogs').then((module) => module.CONSOLE_CATALOGS);

async function loadCatalog(locale: Locale, name: string): Promise<Messages> {
  const path = `/locales/${locale}/${name}.po`;
  const load = START_CATALOGS[path] ?? (await consoleCatalogs())[path];
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

/**
 * Code loaded on demand together with the catalog of its messages (lingui.config.ts,
 * ON_DEMAND_CATALOGS): resolves with the module once both are in, so it never shows untranslated.
 */
export function withCatalog<M>(code: Promise<M>, area: string): Promise<M> {
  return Promise.all([code, loadAreaCatalog(area)]).then(([module]) => module);
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

type DateLocales = Record<Locale, () => Promise<DateLocale>>;

/**
 * The date locales, once the date library is in use: the consoles format and compute with dates
 * and hand them over as they start (`date-locales.ts`); the sign-in pages show no dates.
 */
let dateLocales: DateLocales | undefined;
/** The language whose date locale the date library holds. */
let dateLocaleOf: Locale | undefined;
/** The language being started, while it is. */
let activating: Promise<void> | undefined;

function setDateLocale(locale: Locale, dateLocale: DateLocale | undefined) {
  setDefaultOptions({ ...(dateLocale ? { locale: dateLocale } : {}), weekStartsOn: WEEK_STARTS_ON[locale] });
  if (dateLocale) dateLocaleOf = locale;
}

/**
 * Puts the date library in the active language with its locale (month and day names, week start),
 * from now on and at every language change. The consoles call it as they start; the sign-in
 * pages, which show no dates, never download a date locale.
 */
export async function loadDateLocale(locales: DateLocales): Promise<void> {
  dateLocales = locales;
  // A language still starting may have begun before dates were in use: let it finish first.
  await activating;
  const locale = i18n.locale as Locale | undefined;
  if (!locale || dateLocaleOf === locale) return;
  const dateLocale = await locales[locale]();
  if (i18n.locale === locale) setDateLocale(locale, dateLocale);
}

/**
 * Starts a language in the specification's order: its message catalogs load (with the date
 * library's locale, side by side, once dates are in use), then the date library's locale is set,
 * then the translations, then the document (lang, direction, the RTL body class), and last the
 * choice is stored under `user-locale`.
 */
export function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  const started = startLocale(locale, options);
  activating = started.catch(() => undefined);
  return started;
}

async function startLocale(locale: Locale, { remember = true }: { remember?: boolean }): Promise<void> {
  const [dateLocale, core, ...areas] = await Promise.all([
    dateLocales?.[locale](),
    loadCatalog(locale, 'messages'),
    ...[...loadedAreas].map((area) => loadCatalog(locale, area)),
  ]);
  const messages = Object.assign({}, core, ...areas) as Messages;
  setDateLocale(locale, dateLocale);
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
