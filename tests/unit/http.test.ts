import { HttpResponse, delay, http } from 'msw';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_HASH_HEADER } from '@api/config';
import { canonicalJson, contentHash } from '@api/content-hash';
import { HttpError } from '@api/errors';
import { apiRequest, setAnswerCheck, setBeforeSend, setUnauthorizedHandler } from '@api/http';
import { installAnswerCheck } from '@app/answer-shapes';
import { session } from '@api/session';
import { answer, refuse, type BodyOf } from '../setup/answers';
import { server } from '../setup/msw-server';

interface Seen {
  url: URL;
  headers: Headers;
  body: string;
}

/** Answers every request with `{ ok: true }` and records what arrived. */
function record(): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      seen.push({ url: new URL(request.url), headers: request.headers, body: await request.text() });
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

function signIn() {
  session.signInCabinet('cabinet-jwt', {
    id: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    email: 'a@b.ru',
    phone: '+7 495 1234567',
    permissions: { all: true },
  });
  session.signInAdmin('admin-token', { id: 2, name: 'Admin', email: 'admin@b.ru' });
}

// These tests look at the seam's own work with made-up answers: the contract's shape check, which
// the app installs, is off here except where a test turns it on.
beforeEach(() => setAnswerCheck(undefined));
// Every secured call needs its section's token (the seam never sends one without); the tests of
// signed-out calls sign out themselves.
beforeEach(signIn);
afterAll(() => installAnswerCheck());

afterEach(() => {
  session.signOut('cabinet');
  session.signOut('admin');
  window.history.replaceState(null, '', '/');
  setUnauthorizedHandler(() => {});
  setBeforeSend(undefined);
});

describe('the HTTP seam: hosts, tokens and headers per section', () => {
  it('sends cabinet calls to the cabinet host with the JWT, JSON and a content hash', async () => {
    signIn();
    const seen = record();
    const body = { period: { start_date: '2026-11-16', end_date: '2026-11-22' }, limit: 10 };
    await expect(apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: body })).resolves.toEqual({
      ok: true,
    });
    const [request] = seen;
    expect(request?.url.pathname).toBe('/api/v1/info/themes/top');
    expect(request?.headers.get('authorization')).toBe('Bearer cabinet-jwt');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual(body);
    expect(request?.headers.get(CONTENT_HASH_HEADER)).toBe(await contentHash(canonicalJson(body)));
  });

  it("sends the contract's admin calls under /admin-api with the admin token and no content hash, wherever the person is", async () => {
    signIn();
    const seen = record();
    await apiRequest({ url: '/api/v1/channels/list', method: 'POST', data: { page: 1 } });
    await apiRequest({ url: '/api/v1/signout', method: 'POST' });
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/admin-api/api/v1/channels/list',
      '/admin-api/api/v1/signout',
    ]);
    expect(seen.every((request) => request.headers.get('authorization') === 'Bearer admin-token')).toBe(true);
    expect(seen[0]?.headers.has(CONTENT_HASH_HEADER)).toBe(false);
  });

  it("sends the contract's cabinet calls to the cabinet, also from an admin page", async () => {
    signIn();
    window.history.replaceState(null, '', '/admin/sources');
    const seen = record();
    await apiRequest({ url: '/api/v1/info/reports/7/file', method: 'GET' });
    expect(seen[0]?.url.pathname).toBe('/api/v1/info/reports/7/file');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer cabinet-jwt');
  });

  it('sends a call both sections serve to the console the person is in', async () => {
    signIn();
    const seen = record();
    window.history.replaceState(null, '', '/admin/reports');
    await apiRequest({ url: '/api/v1/music/report', method: 'POST', data: {} });
    window.history.replaceState(null, '', '/cabinet/music/reports');
    await apiRequest({ url: '/api/v1/music/report', method: 'POST', data: {} });
    expect(seen.map((request) => [request.url.pathname, request.headers.get('authorization')])).toEqual([
      ['/admin-api/api/v1/music/report', 'Bearer admin-token'],
      ['/api/v1/music/report', 'Bearer cabinet-jwt'],
    ]);
  });

  it('sends no Authorization header without a token', async () => {
    const seen = record();
    await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: { email: 'a@b.ru', password: 'x' } });
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it.each([
    '/api/v1/video/content/list',
    '/api/v1/stream/list',
    '/api/v1/video/objects/list',
    '/api/v1/video/persons/list',
  ])('sends no content hash to the no-cache endpoint %s', async (url) => {
    signIn();
    const seen = record();
    await apiRequest({ url, method: 'POST', data: { page: 1 } });
    expect(seen[0]?.headers.has(CONTENT_HASH_HEADER)).toBe(false);
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer cabinet-jwt');
  });

  it('sends no content hash with a multipart upload', async () => {
    signIn();
    const seen = record();
    const form = new FormData();
    form.append('file', new File(['x'], 'a.mp3', { type: 'audio/mpeg' }));
    await apiRequest({
      url: '/api/v1/music/upload/track',
      method: 'POST',
      data: form,
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(seen[0]?.headers.has(CONTENT_HASH_HEADER)).toBe(false);
    expect(seen[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('copies the XSRF cookie into its header', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const seen = record();
    await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} });
    expect(seen[0]?.headers.get('x-xsrf-token')).toBe('abc=123');
  });
});

describe('a secured call without its token', () => {
  it('is refused without leaving the browser, as the server would refuse it', async () => {
    session.signOut('admin');
    const seen = record();
    window.history.replaceState(null, '', '/admin/reports');
    const error = await apiRequest({ url: '/api/v1/music/report', method: 'POST', data: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(seen).toEqual([]);
    // The other section keeps its session and its calls.
    expect(session.tokenFor('cabinet')).toBe('cabinet-jwt');
  });

  it('leaves the calls served without a token alone: signing in, registering, recovering a password', async () => {
    session.signOut('cabinet');
    session.signOut('admin');
    const seen = record();
    await apiRequest({ url: '/api/v1/user/password/recovery', method: 'POST', data: { email: 'a@b.ru' } });
    await apiRequest({ url: '/api/v1/signin', method: 'POST', data: {} });
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/user/password/recovery',
      '/admin-api/api/v1/signin',
    ]);
    expect(seen.every((request) => !request.headers.has('authorization'))).toBe(true);
  });
});

describe('the content hash', () => {
  it('is equal for equal bodies whatever their key order', async () => {
    const a = { limit: 10, period: { end_date: '2026-11-22', start_date: '2026-11-16' }, channels: [1, 2] };
    const b = { channels: [1, 2], period: { start_date: '2026-11-16', end_date: '2026-11-22' }, limit: 10 };
    expect(await contentHash(canonicalJson(a))).toBe(await contentHash(canonicalJson(b)));
  });

  it('differs when a value or the order of an array differs', async () => {
    const base = await contentHash(canonicalJson({ channels: [1, 2] }));
    expect(await contentHash(canonicalJson({ channels: [2, 1] }))).not.toBe(base);
    expect(await contentHash(canonicalJson({ channels: [1, 3] }))).not.toBe(base);
  });

  it('is lowercase hex SHA-256, with or without the browser digest', async () => {
    expect(await contentHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(canonicalJson({ b: 1, a: [{ d: null, c: 'x' }] })).toBe('{"a":[{"c":"x","d":null}],"b":1}');
    const subtle = Object.getOwnPropertyDescriptor(globalThis.crypto, 'subtle');
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(await contentHash('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    } finally {
      // The browser's digest is usually the prototype's getter: the stand-in then simply goes.
      if (subtle) Object.defineProperty(globalThis.crypto, 'subtle', subtle);
      else Reflect.deleteProperty(globalThis.crypto, 'subtle');
    }
  });

  it('hashes the sorted query string of a GET', async () => {
    signIn();
    const seen = record();
    await apiRequest({
      url: '/api/v1/timeline/program/get',
      method: 'GET',
      params: { program_id: 1611, date: '2026-11-18' },
    });
    expect(seen[0]?.url.search).toBe('?date=2026-11-18&program_id=1611');
    expect(seen[0]?.headers.get(CONTENT_HASH_HEADER)).toBe(await contentHash('date=2026-11-18&program_id=1611'));
  });
});

describe('query strings', () => {
  it('are written in qs bracket style', async () => {
    const seen = record();
    await apiRequest({
      url: '/api/v1/x',
      method: 'GET',
      params: { channels: [1, 2], period: { start_date: '2026-11-16' } },
    });
    expect(decodeURIComponent(seen[0]?.url.search ?? '')).toBe(
      '?channels[]=1&channels[]=2&period[start_date]=2026-11-16',
    );
  });
});

describe('responses and errors', () => {
  it('returns a blob for downloads', async () => {
    server.use(
      http.get(
        '*/api/v1/rsp/report/701/download',
        () => new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const blob = await apiRequest<Blob>({
      url: '/api/v1/rsp/report/701/download',
      method: 'GET',
      params: { file_format: 'pdf' },
      responseType: 'blob',
    });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF-1.7');
  });

  it("asks for any type and returns a blob when a call follows a download's progress", async () => {
    let accept: string | null = null;
    server.use(
      http.post('*/api/v1/music/report/download', ({ request }) => {
        accept = request.headers.get('accept');
        return new HttpResponse(new Blob(['%PDF-1.7']), { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const file = await apiRequest<Blob>(
      { url: '/api/v1/music/report/download', method: 'POST', data: { file_format: 'pdf' } },
      { onDownloadProgress: () => {} },
    );
    expect(file).toBeInstanceOf(Blob);
    expect(accept).toBe('*/*');
  });

  it('returns a blob for a file answer even when the call did not ask for one', async () => {
    server.use(
      http.get(
        '*/api/v1/info/reports/501/file',
        () =>
          new HttpResponse(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff]), {
            headers: { 'Content-Type': 'application/pdf' },
          }),
      ),
    );
    const file = await apiRequest<Blob>({
      url: '/api/v1/info/reports/501/file',
      method: 'GET',
      params: { file_format: 'pdf' },
    });
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0xff]));
  });

  it('reports download progress for files', async () => {
    const bytes = new Uint8Array(64 * 1024);
    server.use(
      http.get(
        '*/api/v1/rsp/report/702/download',
        () =>
          new HttpResponse(bytes, {
            headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes.length) },
          }),
      ),
    );
    const progress = vi.fn();
    const blob = await apiRequest<Blob>(
      { url: '/api/v1/rsp/report/702/download', method: 'GET', params: { file_format: 'pdf' }, responseType: 'blob' },
      { onDownloadProgress: progress },
    );
    expect(blob.size).toBe(bytes.length);
    const last = progress.mock.calls.at(-1)?.[0] as { loaded: number; total: number };
    expect(last).toEqual({ loaded: bytes.length, total: bytes.length });
  });

  it('accepts any type for a download that follows its progress, though the call does not ask for a blob', async () => {
    let accept: string | null = null;
    server.use(
      http.get('*/api/v1/rsp/report/702/download', ({ request }) => {
        accept = request.headers.get('Accept');
        return new HttpResponse('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    const file = await apiRequest<Blob>(
      { url: '/api/v1/rsp/report/702/download', method: 'GET', params: { file_format: 'pdf' } },
      { onDownloadProgress: () => undefined },
    );
    expect(accept).toBe('*/*');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('turns an HTTP status into an HttpError carrying the server body', async () => {
    const body: BodyOf<'/api/v1/user/edit', 'post', 400> = {
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { phone: ['The phone format is invalid.'] },
    };
    server.use(refuse('/api/v1/user/edit', 'post', 400, body));
    const error = await apiRequest({ url: '/api/v1/user/edit', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 400, body });
    expect((error as HttpError).fieldErrors).toEqual({ phone: ['The phone format is invalid.'] });
  });

  it('turns a network failure into a network HttpError', async () => {
    server.use(answer('/api/v1/user/login', 'post', () => HttpResponse.error()));
    const error = await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it('turns an exceeded timeout into a timeout HttpError (no timeout by default)', async () => {
    server.use(
      http.post('*/api/v1/user/login', async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const error = await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} }, { timeout: 20 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'timeout' });
    await expect(apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} })).resolves.toEqual({});
  });

  it('signs the section out on a 401 to a call that carried its token', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(refuse('/api/v1/user/get', 'get', 401, { message: 'Unauthenticated.' }));
    await apiRequest({ url: '/api/v1/user/get', method: 'GET' }).catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledWith('cabinet');
  });

  it('does not treat a 401 to a sign-in call as a lost session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    server.use(refuse('/api/v1/user/login', 'post', 401, { message: 'These credentials do not match our records.' }));
    await apiRequest({ url: '/api/v1/user/login', method: 'POST', data: {} }).catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports upload progress and returns the upload result', async () => {
    signIn();
    server.use(http.post('*/api/v1/music/upload/track', () => HttpResponse.json({ item: { id: 1121 } })));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(2048)], 'track.mp3', { type: 'audio/mpeg' }));
    const progress = vi.fn();
    await expect(
      apiRequest({ url: '/api/v1/music/upload/track', method: 'POST', data: form }, { onUploadProgress: progress }),
    ).resolves.toEqual({ item: { id: 1121 } });
    const last = progress.mock.calls.at(-1)?.[0] as { loaded: number; total: number };
    expect(last.loaded).toBeGreaterThan(2048);
    expect(last.loaded).toBe(last.total);
  });

  it('hands an upload error body back to the caller', async () => {
    signIn();
    const body = { message: 'The file may not be greater than 100 megabytes.', code: 'payload_too_large' };
    server.use(refuse('/api/v1/music/upload/track', 'post', 413, body));
    const form = new FormData();
    form.append('file', new File([new Uint8Array(2048)], 'big.mp3', { type: 'audio/mpeg' }));
    const progress = vi.fn();
    const error = await apiRequest(
      { url: '/api/v1/music/upload/track', method: 'POST', data: form },
      { onUploadProgress: progress },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 413, body });
  });
});

describe('a burst of 401s', () => {
  it('signs the section out once, however many calls of the page fail', async () => {
    signIn();
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const signOut = vi.spyOn(session, 'signOut');
    server.use(http.post('*/api/v1/info/*', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const calls = Array.from({ length: 10 }, (_, i) =>
      apiRequest({ url: `/api/v1/info/top${i}`, method: 'POST', data: {} }).catch((e: unknown) => e),
    );
    const errors = await Promise.all(calls);
    expect(errors.every((error) => error instanceof HttpError && error.status === 401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(session.tokenFor('cabinet')).toBeUndefined();
    // The other section keeps its session.
    expect(session.tokenFor('admin')).toBe('admin-token');
  });

  it('does not sign out a newer session when a late 401 answers a call made with the old token', async () => {
    session.signInCabinet('old-jwt', {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '',
      permissions: {},
    });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    let answerNow: (() => void) | undefined;
    server.use(
      answer('/api/v1/user/get', 'get', async (_info, reply) => {
        await new Promise<void>((resolve) => (answerNow = resolve));
        return reply(401, { message: 'Unauthenticated.' });
      }),
    );
    const late = apiRequest({ url: '/api/v1/user/get', method: 'GET' }).catch(() => undefined);
    await vi.waitFor(() => expect(answerNow).toBeDefined(), { timeout: 5000 });
    session.signInCabinet('new-jwt', {
      id: 1,
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.ru',
      phone: '',
      permissions: {},
    });
    answerNow?.();
    await late;
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(session.tokenFor('cabinet')).toBe('new-jwt');
  });
});

describe('answers that cannot be read', () => {
  const top = (body: string, type = 'application/json', status = 200) =>
    server.use(
      http.post(
        '*/api/v1/info/themes/top',
        () => new HttpResponse(body, { status, headers: { 'Content-Type': type } }),
      ),
    );
  const call = () => apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch((e: unknown) => e);

  it('turn a truncated JSON body into a parse error of its own kind', async () => {
    top('{"items": [');
    const error = await call();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      kind: 'parse',
      status: 200,
      message: 'The server answer could not be read',
      body: '{"items": [',
    });
  });

  it('turn an HTML page where JSON was expected into a parse error', async () => {
    top('<!doctype html><title>Cabinet</title>', 'text/html');
    expect(await call()).toMatchObject({ kind: 'parse' });
  });

  it('turn a plain-text body where JSON was expected into a parse error', async () => {
    top('OK', 'text/plain');
    expect(await call()).toMatchObject({ kind: 'parse' });
  });

  it("without the app's shape check, return a well-formed body whatever its shape", async () => {
    top('{"unexpected": true}');
    expect(await call()).toEqual({ unexpected: true });
  });

  it("with the app's shape check, turn a body of another shape into a shape error that says where", async () => {
    installAnswerCheck();
    top('{"unexpected": true}');
    expect(await call()).toMatchObject({
      kind: 'shape',
      status: 200,
      answer: { unexpected: true },
      message: expect.stringContaining('$.items: is missing'),
    });
    top(
      '{"items": [{"id": "one", "name": "Политика", "count": 1, "share": 0.1, "sentiment": {"positive": 0, "neutral": 1, "negative": 0}}]}',
    );
    expect(await call()).toMatchObject({
      kind: 'shape',
      message: expect.stringContaining('$.items[0].id: expected an integer'),
    });
    top('{"items": []}');
    expect(await call()).toEqual({ items: [] });
  });

  it('with the shape check, leave files, text and undocumented extra fields alone', async () => {
    installAnswerCheck();
    top('{"items": [], "next_cursor": "abc"}');
    expect(await call()).toEqual({ items: [], next_cursor: 'abc' });
    top('plain words', 'text/plain');
    await expect(
      apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {}, responseType: 'text' }),
    ).resolves.toBe('plain words');
    server.use(
      http.get(
        '*/api/v1/info/reports/7/file',
        () => new HttpResponse(new Blob(['%PDF']), { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    expect(
      await apiRequest({ url: '/api/v1/info/reports/7/file', method: 'GET', responseType: 'blob' }),
    ).toBeInstanceOf(Blob);
  });

  it('return nothing for an empty body, and text to a call that asks for text', async () => {
    top('');
    expect(await call()).toBeUndefined();
    top('plain words', 'text/plain');
    await expect(
      apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {}, responseType: 'text' }),
    ).resolves.toBe('plain words');
  });

  it('keep an error status an http error, its unreadable body kept as text', async () => {
    top('<html>Bad gateway</html>', 'text/html', 502);
    expect(await call()).toMatchObject({ kind: 'http', status: 502, body: '<html>Bad gateway</html>' });
  });
});

describe('the HTTP seam: a page of calls', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends each call in a task of its own, though the browser digests them all in one', async () => {
    // The browser's digest answers the calls of a page together: here, all at once when opened.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const hashing = vi.spyOn(crypto.subtle, 'digest').mockImplementation(async () => {
      await gate;
      return new ArrayBuffer(32);
    });
    const sent: string[] = [];
    setBeforeSend(({ path }) => {
      sent.push(path);
      return Response.json({ ok: true });
    });
    const calls = ['a', 'b', 'c', 'd'].map((name) =>
      apiRequest({ url: `/api/v1/info/${name}`, method: 'POST', data: { name } }),
    );
    await vi.waitFor(() => expect(hashing).toHaveBeenCalledTimes(4), { timeout: 5000 });
    // The tasks asked for from here on are held, and run one by one below.
    const tasks: (() => void)[] = [];
    const timer = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      tasks.push(run);
      return 0;
    }) as unknown as typeof setTimeout);
    open();
    const drain = async () => {
      for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    };
    await drain();
    // Nothing is sent in the task that answered the digests…
    expect(sent).toEqual([]);
    expect(tasks).toHaveLength(4);
    // …and each of the tasks asked for sends one call.
    for (const [index, run] of tasks.entries()) {
      run();
      await drain();
      expect(sent).toHaveLength(index + 1);
    }
    timer.mockRestore();
    await expect(Promise.all(calls)).resolves.toHaveLength(4);
  });
});

describe('the beforeSend hook (QA builds)', () => {
  it("can answer a call itself; the answer is read like the server's", async () => {
    const seen = record();
    setBeforeSend(() => new Response('{"items": [', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(
      await apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch((e: unknown) => e),
    ).toMatchObject({ kind: 'parse' });
    setBeforeSend(() => Response.json({ message: 'Internal server error.' }, { status: 500 }));
    expect(
      await apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch((e: unknown) => e),
    ).toMatchObject({ kind: 'http', status: 500 });
    expect(seen).toHaveLength(0);
  });

  it('fails the call as a network failure when it throws', async () => {
    setBeforeSend(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(
      await apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch((e: unknown) => e),
    ).toMatchObject({ kind: 'network' });
  });

  it('lets the call go to the server when it answers nothing', async () => {
    const seen = record();
    setBeforeSend(({ headers }) => {
      headers.Prefer = 'code=200';
    });
    await expect(apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} })).resolves.toEqual({
      ok: true,
    });
    expect(seen[0]?.headers.get('prefer')).toBe('code=200');
  });
});
