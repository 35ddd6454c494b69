// @vitest-environment node
// Sign-in, registration and recovery as a real service has them: throttled per account and per
// client (429 with Retry-After, before any password is checked or email sent), the same scrypt
// work for an email with no account as for one with, and a new password ending the account's
// other sessions. The clock is pinned and moved by hand; each test is its own client (the
// loopback peer's X-Forwarded-For), so their counts stay apart.
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kdf } from '../../server/lib/passwords.js';
import { THROTTLE_RULES, clientOf } from '../../server/lib/throttle.js';
import { ADMIN, ANNA, IGOR, JAMES, startReference, type Reference } from './helpers.js';

const LAYLA = { email: 'layla.haddad@mediawatch.ae', password: 'Secret-2026' };
const MINUTE = 60_000;

let ref: Reference;
let clients = 0;

beforeAll(async () => {
  ref = await startReference();
}, 60_000);
afterAll(() => ref.close());

/** A client of its own (a documentation address, forwarded by the loopback peer). */
function newClient() {
  clients += 1;
  const address = `203.0.113.${clients}`;
  const from = { 'x-forwarded-for': address };
  return {
    address,
    login: (email: string, password: string) => ref.post('/api/v1/user/login', { email, password }, undefined, from),
    signin: (email: string, password: string) => ref.post('/api/v1/signin', { email, password }, undefined, from),
    register: (email: string, password = 'Reference-2026') =>
      ref.post(
        '/api/v1/user/registration',
        { first_name: 'Olivia', last_name: 'Grant', email, phone: '+44 20 7946 0321', password },
        undefined,
        from,
      ),
    recover: (email: string) => ref.post('/api/v1/user/password/recovery', { email }, undefined, from),
    accept: (email: string, token: string, password = 'New-Secret-2026') =>
      ref.post('/api/v1/user/password/recovery/accept', { email, token, password }, undefined, from),
  };
}

const outbox = (email: string) =>
  ref.server.dataset.db
    .prepare('SELECT link FROM outbox WHERE to_email = ? ORDER BY id')
    .pluck()
    .all(email) as string[];

function expectRefused(answer: { status: number; body: unknown; headers: Headers }, seconds: number) {
  expect(answer.status).toBe(429);
  expect(answer.headers.get('retry-after')).toBe(String(seconds));
  expect(answer.body).toEqual({
    message: `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    code: 'too_many_requests',
  });
}

describe('sign-in throttle', () => {
  it('locks an email after five wrong passwords, the right one too, for a minute that doubles with each further wrong one, up to an hour', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await client.login(IGOR.email, 'wrong-password')).status).toBe(401);
    expectRefused(await client.login(IGOR.email, IGOR.password), 60);
    // Another client is held back as well: the lock is the account's.
    expectRefused(await newClient().login(IGOR.email, IGOR.password), 60);
    // Refused attempts do not lengthen the lock.
    ref.advance(59_000);
    expectRefused(await client.login(IGOR.email, 'wrong-password'), 1);
    ref.advance(1_000);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      expect((await client.login(IGOR.email, 'wrong-password')).status).toBe(401);
      const refused = await client.login(IGOR.email, IGOR.password);
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get('retry-after'));
      waits.push(wait);
      ref.advance(wait * 1000);
    }
    expect(waits).toEqual([120, 240, 480, 960, 1920, 3600, 3600]);
    // Once the lock is over, the right password signs in and the count starts afresh.
    expect((await client.login(IGOR.email, IGOR.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await client.login(IGOR.email, 'wrong-password')).status).toBe(401);
    expect((await client.login(IGOR.email, IGOR.password)).status).toBe(429);
    ref.advance(MINUTE);
    expect((await client.login(IGOR.email, IGOR.password)).status).toBe(200);
  });

  it('forgets wrong passwords at a successful sign-in, and a day after the last one', async () => {
    const client = newClient();
    for (let i = 0; i < 4; i++) expect((await client.login(JAMES.email, 'wrong-password')).status).toBe(401);
    expect((await client.login(JAMES.email, JAMES.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await client.login(JAMES.email, 'wrong-password')).status).toBe(401);
    ref.advance(24 * 60 * MINUTE);
    for (let i = 0; i < 4; i++) expect((await client.login(JAMES.email, 'wrong-password')).status).toBe(401);
    expect((await client.login(JAMES.email, JAMES.password)).status).toBe(200);
  });

  it('answers an email with no account exactly as a registered one, so the lock tells nobody who is registered', async () => {
    const client = newClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await client.login('nobody.here@example.org', 'wrong-password'));
    expect(answers.slice(0, 5).map((answer) => answer.body)).toEqual(
      Array(5).fill({ message: 'These credentials do not match our records.', code: 'invalid_credentials' }),
    );
    expectRefused(answers[5]!, 60);
    // Emails are counted whatever their case.
    expectRefused(await client.login('Nobody.Here@Example.org', 'wrong-password'), 60);
  });

  it('counts the console apart from the cabinet, with the same lock', async () => {
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await client.signin(ADMIN.email, 'wrong-password')).status).toBe(401);
    expectRefused(await client.signin(ADMIN.email, ADMIN.password), 60);
    // The same email on the cabinet's sign-in is another account's count.
    expect((await client.login(ADMIN.email, 'wrong-password')).status).toBe(401);
    ref.advance(MINUTE);
    expect((await client.signin(ADMIN.email, ADMIN.password)).status).toBe(200);
  });

  it('lets a client send 50 wrong passwords a quarter of an hour over every email, and never counts a success', async () => {
    const client = newClient();
    // Signing in again and again, as the browser tests do, is never held back.
    for (let i = 0; i < 60; i++) expect((await client.login(ANNA.email, ANNA.password)).status).toBe(200);
    const { limit, seconds } = THROTTLE_RULES.signInClient;
    for (let i = 0; i < limit; i++)
      expect((await client.login(`guess.${Math.floor(i / 5)}@example.org`, 'wrong-password')).status).toBe(401);
    expectRefused(await client.login('fresh.one@example.org', 'wrong-password'), seconds);
    expect((await client.signin(ADMIN.email, ADMIN.password)).status).toBe(429);
    // Another address is not held back.
    expect((await newClient().login(ANNA.email, ANNA.password)).status).toBe(200);
    ref.advance(seconds * 1000);
    expect((await client.login(ANNA.email, ANNA.password)).status).toBe(200);
  });
});

describe('registration and recovery throttles', () => {
  it('takes 5 registrations of an email and 20 from a client an hour, created or refused', async () => {
    const client = newClient();
    expect((await client.register('olivia.grant@example.org')).body).toEqual({ result: true });
    for (let i = 0; i < 4; i++) expect((await client.register('olivia.grant@example.org')).status).toBe(400);
    expectRefused(await client.register('Olivia.Grant@example.org'), 3600);
    for (let i = 0; i < 15; i++) expect((await client.register(`colleague.${i}@example.org`)).status).toBe(200);
    expectRefused(await client.register('one.more@example.org'), 3600);
    expect((await newClient().register('one.more@example.org')).status).toBe(200);
    ref.advance(60 * MINUTE);
    expect((await client.register('another.one@example.org')).status).toBe(200);
  });

  it('sends at most 3 recovery emails an hour to an email, registered or not, and takes 20 requests from a client', async () => {
    const client = newClient();
    for (let i = 0; i < 3; i++) expect((await client.recover(LAYLA.email)).body).toEqual({ success: 1 });
    expectRefused(await client.recover(LAYLA.email), 3600);
    expectRefused(await newClient().recover(LAYLA.email), 3600);
    expect(outbox(LAYLA.email)).toHaveLength(3);
    for (let i = 0; i < 3; i++) expect((await client.recover('nobody.else@example.org')).body).toEqual({ success: 1 });
    expectRefused(await client.recover('nobody.else@example.org'), 3600);
    for (let i = 0; i < 14; i++) expect((await client.recover(`person.${i}@example.org`)).status).toBe(200);
    expectRefused(await client.recover('one.more.person@example.org'), 3600);
    ref.advance(60 * MINUTE);
    expect((await client.recover(LAYLA.email)).body).toEqual({ success: 1 });
    expect(outbox(LAYLA.email)).toHaveLength(4);
  });

  it('takes 10 refused recovery links an email and 30 a client an hour; a link that works counts against nobody', async () => {
    const client = newClient();
    for (let i = 0; i < 10; i++)
      expect((await client.accept('guessed.at@example.org', `guess-${i}`)).body).toEqual({ success: 0 });
    expectRefused(await client.accept('guessed.at@example.org', 'guess-10'), 3600);
    for (let i = 0; i < 20; i++)
      expect((await client.accept(`guessed.${i}@example.org`, `guess-${i}`)).body).toEqual({ success: 0 });
    expectRefused(await client.accept('guessed.again@example.org', 'guess'), 3600);
    ref.advance(60 * MINUTE);
    expect((await client.accept('guessed.at@example.org', 'guess-11')).body).toEqual({ success: 0 });
  });

  it('lifts the sign-in lock of the old password once a recovery link sets a new one', async () => {
    const client = newClient();
    const email = 'recovering@example.org';
    expect((await client.register(email, 'Old-Secret-2026')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await client.login(email, 'wrong-password')).status).toBe(401);
    expectRefused(await client.login(email, 'Old-Secret-2026'), 60);
    expect((await client.recover(email)).status).toBe(200);
    const token = new URL(outbox(email).at(-1)!).searchParams.get('token')!;
    expect((await client.accept(email, token)).body).toEqual({ success: 1 });
    expect((await client.login(email, 'New-Secret-2026')).status).toBe(200);
  });
});

describe('equal cost', () => {
  it('hashes once for a wrong password, whether or not the email has an account, on both sign-ins', async () => {
    const client = newClient();
    const derive = vi.spyOn(kdf, 'derive');
    const cost = async (send: () => Promise<{ status: number }>) => {
      derive.mockClear();
      expect((await send()).status).toBe(401);
      return derive.mock.calls.length;
    };
    expect(await cost(() => client.login(ANNA.email, 'wrong-password'))).toBe(1);
    expect(await cost(() => client.login('no.account@example.org', 'wrong-password'))).toBe(1);
    expect(await cost(() => client.signin(ADMIN.email, 'wrong-password'))).toBe(1);
    expect(await cost(() => client.signin('no.console@example.org', 'wrong-password'))).toBe(1);
    // An email of the other section is no account here either.
    expect(await cost(() => client.signin(ANNA.email, ANNA.password))).toBe(1);
  });

  it('takes about as long for an email with no account as for a registered one', async () => {
    const client = newClient();
    const known = [ANNA, JAMES, IGOR, LAYLA];
    const times: { known: number[]; unknown: number[] } = { known: [], unknown: [] };
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await client.login(email, 'wrong-password')).status).toBe(401);
      return performance.now() - started;
    };
    // Interleaved, so that a busy moment of the machine weighs on both alike; three per account stay below its lock.
    for (let round = 0; round < 3; round++)
      for (const [index, account] of known.entries()) {
        times.known.push(await timed(account.email));
        times.unknown.push(await timed(`unknown.${round}.${index}@example.org`));
      }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // The same scrypt work both ways; without it an unknown email answered some 30 times sooner.
    expect(median(times.unknown)).toBeGreaterThan(median(times.known) / 3);
    expect(median(times.unknown)).toBeLessThan(median(times.known) * 3);
  });
});

describe('a new password', () => {
  it('set in the profile ends the other sessions of the account and keeps the one that set it', async () => {
    const client = newClient();
    const email = 'two.devices@example.org';
    expect((await client.register(email, 'First-Secret-2026')).status).toBe(200);
    const here = (await client.login(email, 'First-Secret-2026')).body.item.jwt_token as string;
    const there = (await client.login(email, 'First-Secret-2026')).body.item.jwt_token as string;
    const other = (await client.login(ANNA.email, ANNA.password)).body.item.jwt_token as string;
    const profile = { first_name: 'Olivia', last_name: 'Grant', phone: '+44 20 7946 0321' };
    // Without a new password, nobody is signed out.
    expect((await ref.post('/api/v1/user/edit', profile, here)).status).toBe(200);
    expect((await ref.get('/api/v1/user/get', there)).status).toBe(200);
    expect((await ref.post('/api/v1/user/edit', { ...profile, password: 'Second-Secret-2026' }, here)).status).toBe(
      200,
    );
    expect((await ref.get('/api/v1/user/get', here)).status).toBe(200);
    expect((await ref.get('/api/v1/user/get', there)).status).toBe(401);
    // Another account's session is untouched.
    expect((await ref.get('/api/v1/user/get', other)).status).toBe(200);
    expect((await client.login(email, 'First-Secret-2026')).status).toBe(401);
    expect((await client.login(email, 'Second-Secret-2026')).status).toBe(200);
  });

  it('set with a recovery link ends every session of the account', async () => {
    const client = newClient();
    const email = 'forgot.it@example.org';
    expect((await client.register(email, 'First-Secret-2026')).status).toBe(200);
    const before = (await client.login(email, 'First-Secret-2026')).body.item.jwt_token as string;
    expect((await client.recover(email)).status).toBe(200);
    const token = new URL(outbox(email).at(-1)!).searchParams.get('token')!;
    expect((await client.accept(email, token, 'Second-Secret-2026')).body).toEqual({ success: 1 });
    expect((await ref.get('/api/v1/user/get', before)).status).toBe(401);
    expect((await client.login(email, 'Second-Secret-2026')).status).toBe(200);
  });
});

describe('the client of a request', () => {
  const request = (remoteAddress: string, forwarded?: string) =>
    ({
      socket: { remoteAddress },
      headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    }) as unknown as IncomingMessage;

  it('is the remote address, or what the proxy on the loopback address saw', () => {
    expect(clientOf(request('198.51.100.4'))).toBe('198.51.100.4');
    expect(clientOf(request('::ffff:198.51.100.4'))).toBe('198.51.100.4');
    // Only a proxy on this machine is believed, and only the address it added itself.
    expect(clientOf(request('198.51.100.4', '203.0.113.9'))).toBe('198.51.100.4');
    expect(clientOf(request('127.0.0.1', '10.1.2.3, 203.0.113.9'))).toBe('203.0.113.9');
    expect(clientOf(request('::1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientOf(request('127.0.0.2', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientOf(request('127.0.0.1'))).toBe('127.0.0.1');
    expect(clientOf(request('127.0.0.1', ''))).toBe('127.0.0.1');
  });

  it('is the /64 network of an IPv6 address, which one subscriber holds whole', () => {
    expect(clientOf(request('2001:db8:85a3:12:8a2e:370:7334:1'))).toBe('2001:db8:85a3:12::/64');
    expect(clientOf(request('2001:db8:85a3:12::99'))).toBe('2001:db8:85a3:12::/64');
    expect(clientOf(request('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(clientOf(request('::1', '2001:DB8:0:7::5'))).toBe('2001:db8:0:7::/64');
  });
});
