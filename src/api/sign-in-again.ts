/**
 * Signing in again where the person is. A call refused with 401 (its token ran out on the server)
 * does not throw the page away: the seam asks here, one question per section however many calls
 * were refused, and waits. The app shows a sign-in dialog over the page for the question
 * (src/features/shell/sign-in-again.tsx); the answer is `true` when the same account signed in
 * again (the refused calls are then sent again with the new token), `false` when the person
 * chose to sign out instead or another account signed in (the app then leaves the page).
 *
 * Another tab that signs in again answers the question here too: the session follows the other
 * tab's storage, and a new token of the same account settles it.
 */
import { session, type Section, type SessionState } from './session';

export interface SignInQuestion {
  section: Section;
  /** Who was signed in: the dialog offers that account, and knows another one when it comes. */
  accountId?: number;
  email?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let asked: (SignInQuestion & { settle: (again: boolean) => void }) | undefined;
const waiting: Partial<Record<Section, Promise<boolean>>> = {};

function notify() {
  for (const listener of listeners) listener();
}

const accountOf = (state: SessionState, section: Section) => (section === 'admin' ? state.admin : state.user);

/** The question being asked, if any (for the dialog). */
export const signInQuestion = {
  get: (): SignInQuestion | undefined => asked,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Asks the person to sign in to `section` again because `refusedToken` was refused. Calls of the
 * same burst share the one question. Resolves at once when the token has already been replaced.
 */
export function signInAgain(section: Section, refusedToken: string): Promise<boolean> {
  const current = session.tokenFor(section);
  if (current && current !== refusedToken) return Promise.resolve(true);
  if (!current) return Promise.resolve(false);
  const pending = waiting[section];
  if (pending) return pending;
  const account = accountOf(session.get(), section);
  const signedInAt = session.get().signed_in_at?.[section];
  const question = new Promise<boolean>((resolve) => {
    const stop = session.subscribe((state) => {
      // Another tab signed in again (or out): its storage event reached this tab's session. A
      // new sign-in shows by its time even where the server handed out the same token again.
      const token = section === 'admin' ? state.token : state.jwt_token;
      if (token === refusedToken && state.signed_in_at?.[section] === signedInAt) return;
      answerSignIn(Boolean(token) && accountOf(state, section)?.id === account?.id);
    });
    asked = {
      section,
      accountId: account?.id,
      email: account?.email,
      settle: (again) => {
        stop();
        resolve(again);
      },
    };
    notify();
  }).finally(() => {
    delete waiting[section];
  });
  waiting[section] = question;
  return question;
}

/** The dialog's answer: `true` when the same account signed in again. */
export function answerSignIn(again: boolean) {
  const question = asked;
  if (!question) return;
  asked = undefined;
  question.settle(again);
  notify();
}
