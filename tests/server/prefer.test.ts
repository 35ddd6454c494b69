// @vitest-environment node
// QA scenarios under the reference backend: the `Prefer` header the scenario switch sends is
// answered with the contract's named example or documented status, as the mock answers it, but
// only once the call's token has been checked. The calls that take no token (sign-in, login,
// registration, password recovery) ignore it and are served for real: a header never signs anyone
// in, never stands in for a password, never fakes a recovery.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ANNA, JAMES, startReference, type Reference } from './helpers.js';

let ref: Reference;
let token: string;
beforeAll(async () => {
  ref = await startReference();
  token = await ref.login();
}, 60_000);
afterAll(() => ref.close());

describe('the Prefer header on a call that takes a token', () => {
  it('answers a named example', async () => {
    const { status, body } = await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'example=empty' });
    expect(status).toBe(200);
    expect(body).toEqual({ items: [] });
  });

  it('answers a forced status with its documented body', async () => {
    const failed = await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'code=500' });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Internal server error.', code: 'internal_error' });
    const refused = await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'code=403' });
    expect(refused.status).toBe(403);
    const signedOut = await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'code=401' });
    expect(signedOut.status).toBe(401);
    // A forced 401 is only an answer: the session goes on.
    expect((await ref.get('/api/v1/user/get', token)).status).toBe(200);
  });

  it('refuses an example the operation does not have, as the mock does', async () => {
    expect((await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'example=no-such-example' })).status).toBe(
      404,
    );
  });

  it('is answered only once the token is valid: without one, or with a wrong or expired one, 401 whatever it asks', async () => {
    for (const prefer of ['example=empty', 'code=200', 'example=all', 'code=500']) {
      for (const bearer of [undefined, 'cab_not-a-token', `${token}x`]) {
        const { status, body } = await ref.post('/api/v1/info/themes/top', {}, bearer, { prefer });
        expect({ prefer, bearer, status }).toEqual({ prefer, bearer, status: 401 });
        expect(body.code).toBe('unauthenticated');
      }
      expect((await ref.get('/api/v1/user/get')).status).toBe(401);
    }
    // A cabinet token is no console token, Prefer or not.
    expect((await ref.post('/api/v1/channels/list', { page: 1 }, token, { prefer: 'example=default' })).status).toBe(
      401,
    );
  });
});

describe('the calls that take no token ignore it', () => {
  it('console sign-in: an example with no body is the 400 it always was, and no session starts', async () => {
    const { status, body } = await ref.post('/api/v1/signin', undefined, undefined, { prefer: 'example=default' });
    expect(status).toBe(400);
    expect(body).not.toHaveProperty('token');
  });

  it('console sign-in: a wrong password is refused whatever example or status is asked for', async () => {
    for (const prefer of ['example=default', 'code=200']) {
      const { status, body } = await ref.post('/api/v1/signin', { ...ADMIN, password: 'wrong' }, undefined, { prefer });
      expect(status).toBe(401);
      expect(body.code).toBe('invalid_credentials');
    }
  });

  it('console sign-in: the right password signs in the account it belongs to, not the example’s', async () => {
    const operator = { email: 'n.zaitseva@mediamonitor.ru', password: 'Operator-2026' };
    const { status, body } = await ref.post('/api/v1/signin', operator, undefined, { prefer: 'example=default' });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ email: operator.email, role: 'operator' });
  });

  it('cabinet login: a wrong password with an example is refused, and no one is signed in', async () => {
    const { status, body } = await ref.post('/api/v1/user/login', { ...ANNA, password: 'wrong' }, undefined, {
      prefer: 'example=all',
    });
    expect(status).toBe(401);
    expect(body.code).toBe('invalid_credentials');
    expect(body).not.toHaveProperty('item');
  });

  it('cabinet login: an account signs in as itself whatever the example', async () => {
    const { status, body } = await ref.post('/api/v1/user/login', JAMES, undefined, { prefer: 'example=all' });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ email: JAMES.email, permissions: { music: true } });
    const me = (await (await ref.get('/api/v1/user/get', body.item.jwt_token)).json()) as { item: unknown };
    expect(me.item).toMatchObject({ email: JAMES.email });
    expect((await ref.post('/api/v1/info/themes/top', {}, body.item.jwt_token)).status).toBe(403);
  });

  it('cabinet login: the wrong-credentials scenario does not refuse the right password', async () => {
    const { status, body } = await ref.post('/api/v1/user/login', ANNA, undefined, {
      prefer: 'example=wrong-credentials',
    });
    expect(status).toBe(200);
    expect(body.item.email).toBe(ANNA.email);
  });

  it('registration is served for real: the created example does not create, the account does', async () => {
    const taken = await ref.post(
      '/api/v1/user/registration',
      { email: ANNA.email, password: 'Another-2026', first_name: 'A', last_name: 'B', phone: '+7 900 000-00-00' },
      undefined,
      { prefer: 'example=created' },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toHaveProperty('email');
  });

  it('password recovery and its acceptance are served for real', async () => {
    const sent = await ref.post('/api/v1/user/password/recovery', { email: ANNA.email }, undefined, {
      prefer: 'code=500',
    });
    expect(sent).toMatchObject({ status: 200, body: { success: 1 } });
    const outbox = (await (await ref.get(`/dev/outbox?to=${encodeURIComponent(ANNA.email)}`)).json()) as {
      items: unknown[];
    };
    expect(outbox.items.length).toBeGreaterThan(0);
    const accepted = await ref.post(
      '/api/v1/user/password/recovery/accept',
      { email: ANNA.email, token: 'not-the-token', password: 'Secret-2027' },
      undefined,
      { prefer: 'example=changed' },
    );
    expect(accepted).toMatchObject({ status: 200, body: { success: 0 } });
    // Anna's password is unchanged.
    expect((await ref.post('/api/v1/user/login', ANNA)).status).toBe(200);
  });
});
