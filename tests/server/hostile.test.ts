// @vitest-environment node
// Hostile requests: each is sent over a bare socket exactly as written (fetch would tidy its
// target), must get its documented 4xx with the contract's error body, and must leave the server
// serving: after every case a signed-in call is still answered, and no exception or rejection has
// escaped the server. One case runs the server as `npm run server` does, in a process of its own,
// and checks that the requests that once ended it leave it running.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createApp } from '../../server/app.js';
import type { Handlers } from '../../server/handlers/types.js';
import { loadContract } from '../../server/lib/contract.js';
import { ANNA, JAMES, PINNED, startReference, type Reference } from './helpers.js';
import { exchange, type RawAnswer, type RawOptions } from './raw-http.js';

const root = join(import.meta.dirname, '..', '..');
const doc = parse(readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8')) as object;
const ajv = new Ajv2020({ strict: false });
ajv.addSchema(doc, 'contract');
const validationError = ajv.getSchema('contract#/components/schemas/ValidationError')!;
const apiError = ajv.getSchema('contract#/components/schemas/ApiError')!;

let ref: Reference;
let port: number;
let token: string;
const escaped: unknown[] = [];
const record = (error: unknown) => escaped.push(error);

beforeAll(async () => {
  process.on('unhandledRejection', record);
  ref = await startReference();
  port = ref.server.port;
  token = await ref.login(ANNA);
}, 60_000);
afterAll(async () => {
  process.off('unhandledRejection', record);
  await ref.close();
});

afterEach(async () => {
  // The server is still there, and nothing escaped its handling.
  const still = await ref.get('/api/v1/user/get', token);
  expect(still.status).toBe(200);
  expect(escaped.splice(0).map(String)).toEqual([]);
});

/** A request's bytes: request line, Host (unless given), the headers, Content-Length for a body, and the body. */
function request(
  method: string,
  target: string,
  headers: Record<string, string | string[]> = {},
  body?: string | Buffer,
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`];
  const given = Object.keys(headers).map((name) => name.toLowerCase());
  if (!given.includes('host')) lines.push('Host: 127.0.0.1');
  if (body !== undefined && !given.includes('content-length') && !given.includes('transfer-encoding'))
    lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  for (const [name, value] of Object.entries(headers))
    for (const one of [value].flat()) if (one !== '') lines.push(`${name}: ${one}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), Buffer.from(body ?? '')]);
}

const JSON_TYPE: Record<string, string> = { 'Content-Type': 'application/json' };
const signedIn = () => ({ Authorization: `Bearer ${token}` });

async function send(bytes: Buffer, options?: RawOptions): Promise<RawAnswer> {
  const { answers } = await exchange(port, bytes, options);
  expect(answers.length).toBeGreaterThan(0);
  return answers[0]!;
}

/** The answer is `status` with the contract's error body: a `ValidationError` naming `field` for a 400, an `ApiError` otherwise. */
function expectRefused(answer: RawAnswer, status: number, field?: string): Record<string, unknown> {
  expect({ status: answer.status, body: answer.text }).toMatchObject({ status });
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  const validate = status === 400 ? validationError : apiError;
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  if (field !== undefined) expect(Object.keys(body.errors as object)).toContain(field);
  return body;
}

describe('request-targets', () => {
  it('a malformed percent-encoding in a path parameter is a 400, not the end of the server', async () => {
    const answer = await send(request('GET', '/api/v1/info/reports/%E0%A4%A/file?file_format=pdf', signedIn()));
    expectRefused(answer, 400, 'path');
  });

  it('a malformed percent-encoding elsewhere in the path, or a lone % at its end, is a 400', async () => {
    expectRefused(await send(request('GET', '/api/v1/info/%ZZ/x', signedIn())), 400, 'path');
    expectRefused(await send(request('GET', '/api/v1/user/get%', signedIn())), 400, 'path');
  });

  it('a malformed percent-encoding or a control character in the query is a 400 on its parameter', async () => {
    expectRefused(
      await send(request('GET', '/api/v1/rsp/report/1/download?file_format=%C3', signedIn())),
      400,
      'file_format',
    );
    expectRefused(
      await send(request('GET', '/api/v1/rsp/report/1/download?file_format=pdf%0a', signedIn())),
      400,
      'file_format',
    );
  });

  it('//[ (which new URL() refuses) is a 400', async () => {
    expectRefused(await send(request('GET', '//[')), 400, 'path');
  });

  it('a character RFC 3986 does not allow in a path (a backslash, a bracket, a fragment) is a 400', async () => {
    // new URL() read the backslash as a slash: /api/v1/user\get was served as /api/v1/user/get.
    expectRefused(await send(request('GET', '/api/v1/user\\get', signedIn())), 400, 'path');
    expectRefused(await send(request('GET', '/api/v1/user/get]', signedIn())), 400, 'path');
    expectRefused(await send(request('GET', '/api/v1/user/get#top', signedIn())), 400, 'path');
  });

  it('a NUL or a control character in the request line gets the contract’s 400 body', async () => {
    expectRefused(await send(request('GET', '/api/v1/user/get\u0000', signedIn())), 400, 'target');
    expectRefused(await send(request('GET', '/api/v1/user/\u0001get', signedIn())), 400, 'target');
  });

  it('an encoded NUL in a path parameter is a 400', async () => {
    expectRefused(
      await send(request('GET', '/api/v1/rsp/report/1%00/download?file_format=pdf', signedIn())),
      400,
      'path',
    );
  });

  it('the asterisk-form is a 400: only paths are served', async () => {
    expectRefused(await send(request('OPTIONS', '*')), 400, 'target');
  });

  it('the absolute-form is served as its path', async () => {
    const answer = await send(request('GET', `http://127.0.0.1:${port}/api/v1/user/get`, signedIn()));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text).item.email).toBe(ANNA.email);
  });

  it('a dot segment is a 400 and is never resolved: /api/v1/../v1/user/get is not /api/v1/user/get', async () => {
    expectRefused(await send(request('GET', '/api/v1/../v1/user/get', signedIn())), 400, 'path');
    expectRefused(await send(request('GET', '/api/v1/%2E/user/get', signedIn())), 400, 'path');
  });

  it('%2e%2e does not lead out of the API to the developer routes', async () => {
    const outbox = expectRefused(await send(request('GET', '/api/%2e%2e/dev/outbox')), 400, 'path');
    expect(outbox).not.toHaveProperty('items');
    // Nor can it end someone's sessions.
    const james = await ref.login(JAMES);
    const expire = await send(request('POST', `/api/%2e%2e/dev/sessions/expire?email=${JAMES.email}`));
    expectRefused(expire, 400, 'path');
    expect((await ref.get('/api/v1/user/get', james)).status).toBe(200);
  });

  it('a request-target over 8 KiB is a 414; a request line over 16 KiB a 431', async () => {
    expectRefused(await send(request('GET', `/api/v1/user/get?x=${'a'.repeat(9000)}`, signedIn())), 414);
    expectRefused(await send(request('GET', `/api/v1/user/get?x=${'a'.repeat(20_000)}`, signedIn())), 431);
  });

  it('a header over 16 KiB is a 431', async () => {
    expectRefused(
      await send(request('GET', '/api/v1/user/get', { ...signedIn(), 'X-Filler': 'a'.repeat(20_000) })),
      431,
    );
  });

  it('a query parameter does not replace a path parameter', async () => {
    // /api/v1/rsp/report/abc/download?id=100000001 downloaded report 100000001.
    const answer = await send(
      request('GET', '/api/v1/rsp/report/abc/download?id=100000001&file_format=pdf', signedIn()),
    );
    expectRefused(answer, 400, 'id');
  });

  it('a query parameter given twice is a 400', async () => {
    const answer = await send(
      request('GET', '/api/v1/rsp/report/100000001/download?file_format=pdf&file_format=csv', signedIn()),
    );
    expectRefused(answer, 400, 'file_format');
  });

  it('an id past 2^53 − 1 is a 400, in the path as in a body; past 2^63 too', async () => {
    expectRefused(
      await send(request('GET', '/api/v1/rsp/report/9007199254740993/download?file_format=pdf', signedIn())),
      400,
      'id',
    );
    expectRefused(
      await send(request('GET', '/api/v1/rsp/report/99999999999999999999/download?file_format=pdf', signedIn())),
      400,
      'id',
    );
    const body = '{"story_id": 9007199254740993}';
    expectRefused(
      await send(request('POST', '/api/v1/statistics/story', { ...signedIn(), ...JSON_TYPE }, body)),
      400,
      'story_id',
    );
  });
});

describe('methods and hosts', () => {
  it('a method the path does not have is a 405 with Allow', async () => {
    const put = await send(request('PUT', '/api/v1/user/login', JSON_TYPE, '{}'));
    expectRefused(put, 405);
    expect(put.headers.allow).toBe('POST');
    const remove = await send(request('DELETE', '/api/v1/user/get', signedIn()));
    expectRefused(remove, 405);
    expect(remove.headers.allow).toBe('GET, HEAD');
  });

  it('HEAD is answered as GET, without the body', async () => {
    const answer = await send(request('HEAD', '/api/v1/user/get', signedIn()), { head: true });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('CONNECT gets the contract’s 400 body: this server is no proxy', async () => {
    expectRefused(await send(request('CONNECT', '127.0.0.1:443', { Host: '127.0.0.1:443' })), 400, 'method');
  });

  it('a method HTTP does not know gets the contract’s 400 body', async () => {
    expectRefused(await send(request('FOO', '/api/v1/user/get', signedIn())), 400, 'method');
  });

  it('an HTTP/1.1 request without a Host, or with two, gets the contract’s 400 body', async () => {
    const none = Buffer.from(`GET /api/v1/user/get HTTP/1.1\r\nAuthorization: Bearer ${token}\r\n\r\n`);
    expectRefused(await send(none), 400, 'Host');
    expectRefused(
      await send(request('GET', '/api/v1/user/get', { Host: ['127.0.0.1', 'example.org'], ...signedIn() })),
      400,
      'Host',
    );
  });
});

describe('developer routes', () => {
  it('are answered to a loopback caller naming a loopback host', async () => {
    for (const host of ['127.0.0.1', `127.0.0.1:${port}`, 'localhost', `LOCALHOST:${port}`, '[::1]', `[::1]:${port}`]) {
      const answer = await send(request('GET', '/health', { Host: host }));
      expect({ host, status: answer.status }).toEqual({ host, status: 200 });
    }
    expect((await send(request('GET', '/dev/outbox?to=nobody%40example.org', { Host: 'localhost' }))).status).toBe(200);
  });

  it('answer another Host with the 404 of an unknown path (a DNS-rebinding page cannot read them)', async () => {
    const unknown = await send(request('GET', '/no/such/path'));
    for (const host of ['evil.example', 'evil.example:4020', '127.0.0.1.evil.example', '127.0.0.2']) {
      const answer = await send(request('GET', '/dev/outbox', { Host: host }));
      expectRefused(answer, 404);
      expect(answer.text).toBe(unknown.text);
    }
    const james = await ref.login(JAMES);
    expectRefused(
      await send(request('POST', `/dev/sessions/expire?email=${JAMES.email}`, { Host: 'evil.example' })),
      404,
    );
    expect((await ref.get('/api/v1/user/get', james)).status).toBe(200);
  });

  it('are matched on the target as sent: an encoded name or an absolute-form target is no route of theirs', async () => {
    expectRefused(await send(request('GET', '/dev/%6futbox')), 404);
    expectRefused(await send(request('GET', `http://127.0.0.1:${port}/dev/outbox`)), 404);
  });

  it('answer a method they do not have with 405', async () => {
    const answer = await send(request('GET', '/dev/sessions/expire?email=x'));
    expectRefused(answer, 405);
    expect(answer.headers.allow).toBe('POST');
  });
});

describe('lengths and bodies', () => {
  const login = (headers: Record<string, string | string[]>, body?: string | Buffer) =>
    request('POST', '/api/v1/user/login', headers, body);

  it('a duplicate Content-Length, equal or not, or one beside Transfer-Encoding, gets the contract’s 400 body', async () => {
    const body = JSON.stringify(ANNA);
    const length = String(body.length);
    expectRefused(await send(login({ ...JSON_TYPE, 'Content-Length': [length, String(body.length + 1)] }, body)), 400);
    expectRefused(await send(login({ ...JSON_TYPE, 'Content-Length': [length, length] }, body)), 400);
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    expectRefused(
      await send(login({ ...JSON_TYPE, 'Transfer-Encoding': 'chunked', 'Content-Length': length }, chunked)),
      400,
    );
  });

  it('a body shorter than its Content-Length, the client having given up, is a 400', async () => {
    const answer = await send(login({ ...JSON_TYPE, 'Content-Length': '100' }, '{"email":'), { halfClose: true });
    expectRefused(answer, 400, 'body');
  });

  it('a body longer than its Content-Length: the request is answered as declared, the rest gets a 400 and the connection closes', async () => {
    const { answers, closedByServer } = await exchange(
      port,
      login({ ...JSON_TYPE, 'Content-Length': '2' }, '{}garbage\r\n\r\n'),
      // A third answer never comes: the server closes the connection after the second.
      { answers: 3 },
    );
    expect(answers).toHaveLength(2);
    expectRefused(answers[0]!, 400, 'email');
    expectRefused(answers[1]!, 400, 'method');
    expect(answers[1]!.headers.connection).toBe('close');
    expect(closedByServer).toBe(true);
  });

  it('truncated or invalid JSON is a 400 on the body', async () => {
    expectRefused(await send(login(JSON_TYPE, '{"email": "a@b.co", "pass')), 400, 'body');
    expectRefused(await send(login(JSON_TYPE, "{'email': 1}")), 400, 'body');
  });

  it('JSON nested 100,000 deep is a 400', async () => {
    const deep = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    expectRefused(await send(login(JSON_TYPE, deep)), 400, 'body');
    const arrays = `{"channels":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expectRefused(
      await send(request('POST', '/api/v1/statistics/themes', { ...signedIn(), ...JSON_TYPE }, arrays)),
      400,
      'body',
    );
  });

  it('bytes that are not UTF-8 are a 400', async () => {
    const body = Buffer.concat([
      Buffer.from('{"email":"'),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('@b.co","password":"x"}'),
    ]);
    expectRefused(await send(login(JSON_TYPE, body)), 400, 'body');
  });

  it('a body over 1 MiB is a 413, declared or sent in chunks', async () => {
    const declared = await exchange(port, login({ ...JSON_TYPE, 'Content-Length': String(2 * 1024 * 1024) }));
    expectRefused(declared.answers[0]!, 413);
    // Sent whole: the answer comes before the body has arrived, and still reaches the client.
    const whole = `{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`;
    expectRefused(await send(login(JSON_TYPE, whole)), 413);
    const chunk = `{"email":"${'a'.repeat(1_200_000)}"}`;
    const chunked = await send(
      login({ ...JSON_TYPE, 'Transfer-Encoding': 'chunked' }, `${chunk.length.toString(16)}\r\n${chunk}\r\n`),
    );
    expectRefused(chunked, 413);
  });

  it('no body where one is required is a 400', async () => {
    expectRefused(await send(login(JSON_TYPE, '')), 400, 'body');
    expectRefused(await send(login({}, '')), 400, 'body');
  });

  it('a body where none is expected is a 400', async () => {
    expectRefused(await send(request('GET', '/api/v1/user/get', { ...signedIn(), ...JSON_TYPE }, '{}')), 400, 'body');
  });

  it('a JSON operation refuses another media type (415), so a cross-site form cannot sign in', async () => {
    const body = JSON.stringify(ANNA);
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ])
      expectRefused(await send(login({ 'Content-Type': type }, body)), 415);
    expectRefused(await send(login({ ...JSON_TYPE, 'Content-Encoding': 'gzip' }, body)), 415);
    const chunked = `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`;
    expectRefused(await send(login({ ...JSON_TYPE, 'Transfer-Encoding': 'gzip, chunked' }, chunked)), 415);
    // What is sent as JSON is served.
    expect((await send(login({ 'Content-Type': 'application/json; charset=UTF-8' }, body))).status).toBe(200);
  });
});

describe('values', () => {
  const recovery = (body: string) => request('POST', '/api/v1/user/password/recovery', JSON_TYPE, body);

  it('keys named like Object.prototype members are ordinary keys: a 400 naming them', async () => {
    for (const key of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__'])
      expectRefused(await send(recovery(`{"email":"a@b.co","${key}":1}`)), 400, key);
    expectRefused(await send(recovery('{"email":"a@b.co","__proto__":{"polluted":true}}')), 400, '__proto__');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('array items with such keys are compared safely for uniqueness', async () => {
    const body = '{"channels":[{"valueOf":1},{"valueOf":1}]}';
    expectRefused(
      await send(request('POST', '/api/v1/statistics/themes', { ...signedIn(), ...JSON_TYPE }, body)),
      400,
      'channels.0',
    );
  });

  it('page numbers out of bounds are a 400 on every paged list', async () => {
    const lists = [
      '/api/v1/info/reports/list',
      '/api/v1/theme/list',
      '/api/v1/rsp/report/list',
      '/api/v1/music/upload/list',
    ];
    for (const path of lists)
      for (const page of ['1e21', '1e400', '-0', '100001', '"2"', '1.5', 'null'])
        expectRefused(
          await send(request('POST', path, { ...signedIn(), ...JSON_TYPE }, `{"page":${page}}`)),
          400,
          'page',
        );
  });

  it('arrays where objects are expected, and strings where numbers are, are a 400', async () => {
    expectRefused(await send(recovery('[]')), 400, 'body');
    expectRefused(await send(recovery('"a@b.co"')), 400, 'body');
    const themes = (body: string) =>
      request('POST', '/api/v1/statistics/themes', { ...signedIn(), ...JSON_TYPE }, body);
    expectRefused(await send(themes('{"period":[]}')), 400, 'period');
    expectRefused(await send(themes('{"limit":"10"}')), 400, 'limit');
  });

  it('a Prefer example named like an Object.prototype member is no example: 404', async () => {
    for (const name of ['toString', 'constructor', '__proto__'])
      expectRefused(
        await send(
          request('POST', '/api/v1/info/themes/top', { ...signedIn(), ...JSON_TYPE, Prefer: `example=${name}` }, '{}'),
        ),
        404,
      );
  });
});

describe('handlers that fail', () => {
  let server: Server;
  let appPort: number;
  const logged: string[] = [];
  beforeAll(async () => {
    const failing: Handlers = {
      userGet: () => {
        throw new Error('the handler failed');
      },
      userLogout: async () => Promise.reject(new Error('the promise was rejected')),
      signout: () => {
        throw 'a string, not an Error';
      },
    };
    const app = createApp({
      contract: loadContract(),
      dataset: ref.server.dataset,
      handlers: failing,
      settings: { tokenTtl: 3600, appOrigin: 'http://127.0.0.1:5173', files: '' } as never,
      now: () => new Date(PINNED),
      checkAnswers: true,
      log: (line) => logged.push(line),
    });
    server = createServer((request, response) => void app(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    appPort = (server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answer 500 with the error body and are logged, whatever they throw', async () => {
    const admin = await ref.signin();
    const cases: [string, string, string][] = [
      ['GET', '/api/v1/user/get', token],
      ['POST', '/api/v1/user/logout', token],
      ['POST', '/api/v1/signout', admin],
    ];
    for (const [method, path, bearer] of cases) {
      const { answers } = await exchange(appPort, request(method, path, { Authorization: `Bearer ${bearer}` }));
      expectRefused(answers[0]!, 500);
    }
    expect(logged).toEqual([
      expect.stringContaining('userGet: Error: the handler failed'),
      expect.stringContaining('userLogout: Error: the promise was rejected'),
      expect.stringContaining('signout: a string, not an Error'),
    ]);
  });
});

describe('npm run server', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill();
  });

  it('keeps running after the requests that once ended it', async () => {
    child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'server', 'main.ts')],
      {
        env: {
          ...process.env,
          REFERENCE_PORT: '0',
          REFERENCE_DB: ':memory:',
          REFERENCE_SCALE: 'tiny',
          REFERENCE_SEED: 'test',
          REFERENCE_NOW: PINNED,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    const started = await new Promise<number>((resolve, reject) => {
      let stdout = '';
      child!.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /Reference backend on http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout);
        if (match) resolve(Number(match[1]));
      });
      void exited.then((code) => reject(new Error(`the server stopped (${code}) before it served: ${stderr}`)));
    });
    for (const bytes of [
      request('GET', '/api/v1/info/reports/%E0%A4%A/file?file_format=pdf'),
      request('GET', '//['),
      request('POST', '/api/v1/user/password/recovery', JSON_TYPE, '{"email":"a@b.co","toString":1}'),
    ]) {
      const { answers } = await exchange(started, bytes);
      expectRefused(answers[0]!, 400);
    }
    const health = await exchange(started, request('GET', '/health'));
    expect(health.answers[0]!.status).toBe(200);
    expect(child.exitCode).toBeNull();
    expect(stderr).toBe('');
  });
});
