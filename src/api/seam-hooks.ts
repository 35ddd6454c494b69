import { consoleOf } from '@lib/consoles';
import { currentQueryClient } from './query-store';
import type { Section } from './session';

/**
 * What the app plugs into the HTTP seam, kept apart from the seam itself so that registering a
 * hook at start does not load the seam (it loads with the first call, see request.ts).
 */

/**
 * A hook run before every call; mock builds use it for QA scenarios (src/app/qa.ts). It may add
 * headers or wait; it may also answer the call itself with a `Response`, which the seam then
 * reads exactly as the server's answer (faults the mock cannot make, such as a malformed body),
 * or throw, which fails the call as a lost connection would.
 */
export type BeforeSend = (request: {
  method: string;
  path: string;
  headers: Record<string, string>;
}) => Promise<Response | void> | Response | void;
type UnauthorizedHandler = (section: Section) => void;
/** The console of the page the person is on, if they are on one. */
type PageConsole = () => Section | undefined;
/** Asks the person to sign in again after `token` was refused; true when the same account did. */
type Reauthenticate = (section: Section, token: string) => Promise<boolean>;

/**
 * Checks a successful JSON answer against the contract's shape of its operation; returns where it
 * departs, or nothing when it can be read (src/app/answer-shapes.ts registers it).
 */
export type AnswerCheck = (
  request: { method: string; path: string },
  body: unknown,
) => Promise<string | undefined> | string | undefined;

interface SeamHooks {
  /** The interface's language, sent as `Accept-Language` (names of themes and the like come in it). */
  language?: string;
  beforeSend?: BeforeSend;
  checkAnswer?: AnswerCheck;
  onUnauthorized: UnauthorizedHandler;
  reauthenticate?: Reauthenticate;
  pageConsole: PageConsole;
}

/** The hooks as a page starts: nothing registered, the console read from the browser's location. */
const initialHooks = (): SeamHooks => ({
  onUnauthorized: () => {},
  pageConsole: () => consoleOf(globalThis.location?.pathname ?? '/'),
});

export const seamHooks: SeamHooks = initialHooks();

/**
 * Forgets every registered hook, as a new page load would. Component test files share one page
 * (vite.config.ts), and each starts from here (tests/setup/fresh-file.ts).
 */
export function resetSeamHooks() {
  for (const key of Object.keys(seamHooks) as (keyof SeamHooks)[]) delete seamHooks[key];
  Object.assign(seamHooks, initialHooks());
}

/**
 * The app's router tells the seam where the person is (its location, which in tests is not the
 * browser's). The seam asks only for a call that both sections serve (http.ts, `sectionOf`).
 */
export function setPageConsole(pageConsole: PageConsole) {
  seamHooks.pageConsole = pageConsole;
}

/**
 * The app registers how a refused session is renewed where the person is (a sign-in dialog over
 * the page, src/api/sign-in-again.ts). Without it, a 401 signs the section out at once.
 */
export function setReauthenticate(reauthenticate: Reauthenticate | undefined) {
  seamHooks.reauthenticate = reauthenticate;
}

/**
 * The language the interface is in, from now on sent with every call (the i18n layer sets it). A
 * change asks every cached answer again, since names in it (themes, categories) were in the
 * language before.
 */
export function setRequestLanguage(language: string) {
  const changed = seamHooks.language !== undefined && seamHooks.language !== language;
  seamHooks.language = language;
  if (changed) void currentQueryClient()?.invalidateQueries();
}

export function setAnswerCheck(check: AnswerCheck | undefined) {
  seamHooks.checkAnswer = check;
}

export function setBeforeSend(hook: BeforeSend | undefined) {
  seamHooks.beforeSend = hook;
}

/**
 * The app registers what follows a lost session (leaving for the section's login). The seam has
 * signed the section out before calling it, once per lost token.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  seamHooks.onUnauthorized = handler;
}
