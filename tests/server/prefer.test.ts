// @vitest-environment node
// QA scenarios under the reference backend: the `Prefer` header the scenario switch sends is
// answered with the contract's named example or documented status, as the mock answers it; a
// sign-in answered with an example signs in as that example's account for real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReference, type Reference } from './helpers.js';

let ref: Reference;
let token: string;
beforeAll(async () => {
  ref = await startReference();
  token = await ref.login();
});
afterAll(() => ref.close());

describe('the Prefer header', () => {
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
  });

  it('refuses an example the operation does not have, as the mock does', async () => {
    expect((await ref.post('/api/v1/info/themes/top', {}, token, { prefer: 'example=no-such-example' })).status).toBe(
      404,
    );
  });

  it('still asks for a token first', async () => {
    expect((await ref.post('/api/v1/info/themes/top', {}, undefined, { prefer: 'example=empty' })).status).toBe(401);
  });

  it('signs in as the example account for real: the calls that follow are that account’s', async () => {
    const { status, body } = await ref.post(
      '/api/v1/user/login',
      { email: 'any@example.org', password: 'whatever' },
      undefined,
      { prefer: 'example=music-only' },
    );
    expect(status).toBe(200);
    expect(body.item.email).toBe('j.carter@radiowatch.co.uk');
    const me = (await (await ref.get('/api/v1/user/get', body.item.jwt_token)).json()) as { item: unknown };
    expect(me.item).toMatchObject({ email: 'j.carter@radiowatch.co.uk', permissions: { music: true } });
    expect((await ref.post('/api/v1/info/themes/top', {}, body.item.jwt_token)).status).toBe(403);
  });

  it('answers the wrong-credentials scenario with its 401', async () => {
    const { status, body } = await ref.post(
      '/api/v1/user/login',
      { email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' },
      undefined,
      { prefer: 'example=wrong-credentials' },
    );
    expect(status).toBe(401);
    expect(body.code).toBe('invalid_credentials');
  });
});
