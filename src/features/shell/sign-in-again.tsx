import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyRouter } from '@tanstack/react-router';
import { useId, useSyncExternalStore } from 'react';
import { signin } from '@generated/calls/admin/admin';
import { userLogin } from '@generated/calls/user/user';
import { currentQueryClient } from '@api/query-store';
import { answerSignIn, signInQuestion, type SignInQuestion } from '@api/sign-in-again';
import { session } from '@api/session';
import { CredentialsForm } from '@kit/form/credentials-form';
import { dropDrafts } from '@kit/form/drafts';
import { describeCallFailure } from '@kit/form/failure';
import { safeRedirectPath } from '@lib/safe-redirect';
import { Button } from '@ui/button';
import { useModalDialog } from '@ui/use-modal-dialog';
import { dropSectionData } from './section-data';

/**
 * Signs a person in again over the page where their session ran out: whatever they typed, picked
 * or opened stays, and the refused calls go out again once they are back (src/api/sign-in-again.ts).
 * Another account signing in starts afresh at its own console, with nothing of the page it found.
 * "Sign out instead" goes to the console's sign-in page, which brings the person back here.
 */
export function SignInAgainDialog({ router }: { router: AnyRouter }) {
  const question = useSyncExternalStore(signInQuestion.subscribe, signInQuestion.get, signInQuestion.get);
  const open = question !== undefined;
  // Escape does not dismiss it: the person answers by signing in or by signing out.
  const modal = useModalDialog(open, () => undefined);
  return (
    <dialog {...modal} className="confirm-dialog sign-in-again" aria-labelledby="sign-in-again-title">
      {question && (
        <SignInAgain key={`${question.section}-${question.accountId ?? ''}`} question={question} router={router} />
      )}
    </dialog>
  );
}

function SignInAgain({ question, router }: { question: SignInQuestion; router: AnyRouter }) {
  const { i18n } = useLingui();
  const noteId = useId();
  const { section } = question;

  const signInAs = async (credentials: { email: string; password: string }) => {
    if (section === 'admin') {
      const { token, item } = await signin(credentials);
      if (item.id !== question.accountId)
        return startAfresh('/admin', () =>
          session.signInAdmin(token, { id: item.id, name: item.name, email: item.email, role: item.role }),
        );
      session.signInAdmin(token, { id: item.id, name: item.name, email: item.email, role: item.role });
      answerSignIn(true);
    } else {
      const { item } = await userLogin(credentials);
      const { jwt_token, ...user } = item;
      if (user.id !== question.accountId) return startAfresh('/cabinet', () => session.signInCabinet(jwt_token, user));
      session.signInCabinet(jwt_token, user);
      answerSignIn(true);
    }
    // The same account is back: the refused calls go out again with its token.
  };

  /** Another account: nothing of the page it found (cached answers, drafts, open forms) survives. */
  const startAfresh = (home: string, signIn: () => void) => {
    dropDrafts();
    signIn();
    window.location.assign(home);
  };

  const signOutInstead = () => {
    answerSignIn(false);
    const queryClient = currentQueryClient();
    if (queryClient) void dropSectionData(queryClient, section);
    session.signOut(section);
    const redirect = safeRedirectPath(router.state.location.href);
    void router.navigate({
      to: section === 'admin' ? '/admin/login' : '/login',
      search: redirect ? { redirect } : {},
      replace: true,
    });
  };

  return (
    <>
      <CredentialsForm
        heading="h2"
        titleId="sign-in-again-title"
        initialEmail={question.email}
        title={<Trans>Your session has ended</Trans>}
        describeError={(error) => describeCallFailure(error, i18n, { 401: msg`The email or password is wrong.` })}
        onSubmit={signInAs}
      >
        <p id={noteId} className="sign-in-again-note">
          <Trans>
            Sign in again to carry on where you are: what you typed and chose stays, and what could not be sent goes out
            once you are back.
          </Trans>
        </p>
      </CredentialsForm>
      <div className="form-actions">
        <Button variant="secondary" onClick={signOutInstead}>
          <Trans>Sign out instead</Trans>
        </Button>
      </div>
    </>
  );
}
