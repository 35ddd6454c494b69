/**
 * The page a person was on in each console, so that a signed-in person who opens that console's
 * sign-in page goes back to it: the last cabinet page for /login and /registration, the last
 * console page for /admin/login. Sign-in pages, the start page and Unauthorized are never
 * remembered, so opening a sign-in page does not overwrite where the person was. Kept per tab
 * (session storage), so it also holds after a full page load.
 */
import { consoleOf, type Console } from './consoles';

const KEY = 'mediamonitor.last-page';

function readAll(): Partial<Record<Console, string>> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Partial<Record<Console, string>>) : {};
  } catch {
    return {};
  }
}

/** Notes a page the person has been shown. */
export function recordLocation(href: string) {
  const console = consoleOf(href);
  if (!console) return;
  const all = readAll();
  if (all[console] === href) return;
  all[console] = href;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Without storage, going back falls back to the console's start page.
  }
}

/** The last page the person was shown in a console, if any. */
export function lastPage(console: Console): string | undefined {
  return readAll()[console];
}
