import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@api/errors';
import { apiRequest } from '@api/http';
import { setAnswerCheck, setReauthenticate, setUnauthorizedHandler } from '@api/seam-hooks';
import { installAnswerCheck } from '@app/answer-shapes';
import { SESSION_STORAGE_KEY, session, type SessionUser } from '@api/session';
import { answerSignIn, signInAgain, signInQuestion } from '@api/sign-in-again';
import { answer, refuse } from '../setup/answers';
import { server } from '../setup/msw-server';

const anna: SessionUser = {
  id: 1001,
  first_name: 'Анна',
  last_name: 'Смирнова',
  email: 'anna@b.ru',
  phone: '+7 495 1234567',
  permissions: { all: true },
};
const boris: SessionUser = { ...anna, id: 1002, first_name: 'Борис', email: 'boris@b.ru' };

/** Answers the info calls: 401 to the expired token, the body's echo to any other. */
function expiredToken(expired = 'old-jwt') {
  const seen: { token: string | null; body: unknown }[] = [];
  server.use(
    http.post('*/api/v1/info/:call', async ({ request }) => {
      const body = await request.json().catch(() => undefined);
      const token = request.headers.get('authorization');
      seen.push({ token, body });
      if (token === `Bearer ${expired}`) return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      return HttpResponse.json({ echo: body });
    }),
  );
  return seen;
}

/** Waits until the seam has asked the person to sign in again. */
const asked = () => vi.waitFor(() => expect(signInQuestion.get()).toBeDefined(), { timeout: 5000 });

let onUnauthorized: ReturnType<typeof vi.fn<(section: string) => void>>;
beforeEach(() => {
  // Made-up answers: the contract's shape check has its own tests.
  setAnswerCheck(undefined);
  session.signInCabinet('old-jwt', anna);
  onUnauthorized = vi.fn<(section: string) => void>();
  setUnauthorizedHandler(onUnauthorized);
  setReauthenticate(signInAgain);
});
afterEach(() => {
  installAnswerCheck();
  answerSignIn(false);
  setReauthenticate(undefined);
  session.signOut('cabinet');
  session.signOut('admin');
});

describe('a session that runs out on the server', () => {
  it('asks once for a burst of refused calls, then sends each again with its body once the same account is back', async () => {
    const seen = expiredToken();
    const calls = Array.from({ length: 10 }, (_, i) =>
      apiRequest<{ echo: unknown }>({ url: `/api/v1/info/top${i}`, method: 'POST', data: { n: i } }),
    );
    await asked();
    const question = signInQuestion.get();
    expect(question).toMatchObject({ section: 'cabinet', accountId: 1001, email: 'anna@b.ru' });
    // Nobody has been signed out while the question waits.
    expect(session.tokenFor('cabinet')).toBe('old-jwt');
    session.signInCabinet('new-jwt', anna);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.echo)).toEqual(Array.from({ length: 10 }, (_, i) => ({ n: i })));
    expect(seen.filter((call) => call.token === 'Bearer new-jwt')).toHaveLength(10);
    expect(signInQuestion.get()).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('is answered by another tab signing in again (its storage reaches this tab)', async () => {
    expiredToken();
    const call = apiRequest<{ echo: unknown }>({ url: '/api/v1/info/themes', method: 'POST', data: { q: 1 } });
    await asked();
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ jwt_token: 'tab-jwt', user: anna }));
    session.reload();
    await expect(call).resolves.toEqual({ echo: { q: 1 } });
  });

  it('sends nothing again when another account signs in, and leaves that account signed in', async () => {
    expiredToken();
    const call = apiRequest({ url: '/api/v1/info/themes', method: 'POST', data: {} }).catch((error: unknown) => error);
    await asked();
    session.signInCabinet('boris-jwt', boris);
    const error = await call;
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(session.tokenFor('cabinet')).toBe('boris-jwt');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails the calls when the person signs out instead', async () => {
    expiredToken();
    const call = apiRequest({ url: '/api/v1/info/themes', method: 'POST', data: {} }).catch((error: unknown) => error);
    await asked();
    answerSignIn(false);
    session.signOut('cabinet');
    expect(await call).toMatchObject({ kind: 'http', status: 401 });
  });

  it('signs out as before when the new token is refused too (no second question)', async () => {
    server.use(
      http.post('*/api/v1/info/:call', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    const call = apiRequest({ url: '/api/v1/info/themes', method: 'POST', data: {} }).catch((error: unknown) => error);
    await asked();
    session.signInCabinet('new-jwt', anna);
    expect(await call).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('cabinet');
    expect(session.tokenFor('cabinet')).toBeUndefined();
  });

  it('sends an upload again with the files that were picked', async () => {
    const sent: string[] = [];
    server.use(
      http.post('*/api/v1/music/upload/track', async ({ request }) => {
        const form = await request.formData();
        sent.push(`${request.headers.get('authorization')} ${(form.get('file') as File).name}`);
        if (request.headers.get('authorization') === 'Bearer old-jwt')
          return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
        return HttpResponse.json({ item: { id: 1121 } });
      }),
    );
    const form = new FormData();
    form.append('file', new File([new Uint8Array(1024)], 'track.mp3', { type: 'audio/mpeg' }));
    const upload = apiRequest(
      { url: '/api/v1/music/upload/track', method: 'POST', data: form },
      { onUploadProgress: () => undefined },
    );
    await asked();
    session.signInCabinet('new-jwt', anna);
    await expect(upload).resolves.toEqual({ item: { id: 1121 } });
    expect(sent).toEqual(['Bearer old-jwt track.mp3', 'Bearer new-jwt track.mp3']);
  });

  it('never asks on a sign-in call, which carries no token, nor on a sign-out call', async () => {
    let authorization: string | null = 'unset';
    server.use(
      answer('/api/v1/user/login', 'post', ({ request }, reply) => {
        authorization = request.headers.get('authorization');
        return reply(401, { message: 'These credentials do not match our records.' });
      }),
      refuse('/api/v1/user/logout', 'post', 401, { message: 'Unauthenticated.' }),
    );
    await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} }).catch(() => undefined);
    expect(authorization).toBeNull();
    await apiRequest({ url: '/api/v1/user/logout', method: 'POST' }).catch(() => undefined);
    expect(signInQuestion.get()).toBeUndefined();
  });
});
