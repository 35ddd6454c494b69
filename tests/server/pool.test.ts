// @vitest-environment node
// The pool of readers: the read-only operations answered on worker threads, each with its own
// read-only connection to the database file, and the writes on the main thread. Two servers share
// one database file: one with two workers, one running every call on its main thread. What the
// first answers from its workers must equal what the second answers inline, for every read of the
// contract; writes still land, and the readers see them (and today's figures as they grow); a
// worker that stops is replaced and its call answered 500; reads overlap in time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDataset, type Dataset } from '../../server/data/dataset.js';
import { ACCESS } from '../../server/handlers/access.js';
import type { Context } from '../../server/handlers/types.js';
import { loadContract } from '../../server/lib/contract.js';
import { sessionAccount } from '../../server/lib/sessions.js';
import { ADMIN, ANNA, PINNED, startReference, type Answer, type Reference } from './helpers.js';

const contract = loadContract();
type Json = Record<string, unknown>;
const doc = contract.doc as { paths: Record<string, Record<string, Json>> };
const resolve = <T>(node: T): T => {
  let current: unknown = node;
  while (current && typeof current === 'object' && typeof (current as Json).$ref === 'string')
    current = ((current as Json).$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, part) => (at as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], contract.doc);
  return current as T;
};

const reads = Object.entries(ACCESS)
  .filter(([, access]) => access === 'read')
  .map(([id]) => id)
  .sort();

let dir: string;
let dataset: Dataset;
let dataMoment = new Date(PINNED).getTime();
let pooled: Reference;
let inline: Reference;
const tokens: Record<'pooled' | 'inline', { cabinet: string; admin: string }> = {
  pooled: { cabinet: '', admin: '' },
  inline: { cabinet: '', admin: '' },
};
/** The operations the pooled server gave to a worker, in order (cleared by the tests), and all of them. */
const given: string[] = [];
const everGiven = new Set<string>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'reference-pool-'));
  const database = join(dir, 'reference.sqlite');
  // The pooled server's dataset is opened here, on a clock of the test's, so that today's figures
  // can grow while it serves.
  dataset = openDataset({ file: database, seed: 'test', scale: 'tiny', now: () => new Date(dataMoment) });
  pooled = await startReference({ database, workers: 2, files: join(dir, 'files') }, { dataset });
  inline = await startReference({ database, workers: 0, files: join(dir, 'files') });
  pooled.server.pool!.on('call', ({ operation }) => {
    given.push(operation);
    everGiven.add(operation);
  });
  for (const [name, ref] of [
    ['pooled', pooled],
    ['inline', inline],
  ] as const) {
    tokens[name].cabinet = await ref.login(ANNA);
    tokens[name].admin = await ref.signin(ADMIN);
  }
}, 180_000);

afterAll(async () => {
  await pooled?.close();
  await inline?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  admin?: boolean;
  lang?: string;
}

interface Sent {
  status: number;
  type: string;
  disposition: string;
  bytes: Buffer;
}

async function send(ref: Reference, name: 'pooled' | 'inline', call: Call): Promise<Sent> {
  const token = call.admin ? tokens[name].admin : tokens[name].cabinet;
  const response = await fetch(`${ref.url}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(call.lang ? { 'accept-language': call.lang } : {}),
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    disposition: response.headers.get('content-disposition') ?? '',
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The same call to both servers: the answers must be the same (files: the same kind and name, and a CSV byte for byte). */
async function same(call: Call): Promise<Sent> {
  const [fromWorker, fromMain] = [await send(pooled, 'pooled', call), await send(inline, 'inline', call)];
  const label = `${call.method} ${call.path} ${JSON.stringify(call.body ?? null).slice(0, 120)}`;
  expect(fromWorker.status, label).toBe(fromMain.status);
  expect(fromWorker.status, `${label}: ${fromWorker.bytes.toString().slice(0, 300)}`).not.toBe(500);
  expect(fromWorker.type, label).toBe(fromMain.type);
  if (fromWorker.type.startsWith('application/json'))
    expect(JSON.parse(fromWorker.bytes.toString()), label).toEqual(JSON.parse(fromMain.bytes.toString()));
  else {
    // PDF, XLSX and DOCX carry the moment they were written; their table is the CSV's.
    expect(fromWorker.disposition, label).toBe(fromMain.disposition);
    if (fromWorker.type.startsWith('text/csv')) expect(fromWorker.bytes.equals(fromMain.bytes), label).toBe(true);
    else expect(fromWorker.bytes.length, label).toBeGreaterThan(0);
  }
  return fromWorker;
}

/** Each operation called as its contract's first example says (path and query from the parameters' examples). */
function exampleCall(id: string): Call {
  const operation = contract.byId(id);
  const raw = doc.paths[operation.path]![operation.method.toLowerCase()]!;
  let path = operation.path;
  const query = new URLSearchParams();
  for (const entry of (raw.parameters as unknown[] | undefined) ?? []) {
    const parameter = resolve(entry) as { name: string; in: string; required?: boolean; example?: unknown };
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, String(parameter.example));
    else if (parameter.in === 'query' && parameter.required) query.set(parameter.name, String(parameter.example));
  }
  const media = (resolve(raw.requestBody) as Json | undefined)?.content as Record<string, Json> | undefined;
  const example = Object.values((media?.['application/json']?.examples as Record<string, Json>) ?? {})[0];
  return {
    method: operation.method as Call['method'],
    path: `${path}${query.size > 0 ? `?${query}` : ''}`,
    body: example ? (resolve(example) as Json).value : undefined,
    admin: operation.section === 'admin',
  };
}

/** A JSON answer of the pooled server (itself a read, answered by a worker). */
async function read(path: string, body: unknown): Promise<Answer> {
  const answer = await pooled.post(path, body, tokens.pooled.cabinet);
  expect(answer.status, path).toBe(200);
  return answer.body;
}

/**
 * The call the sweep makes of an operation: its example, except where the example names a report
 * or a programme the tiny dataset does not have; those take a done one of the lists.
 */
async function sweepCall(id: string): Promise<Call> {
  const done = (items: Answer[]) => items.find((item) => item.state === 'done');
  if (id === 'infoReportsFile' || id === 'infoReportsFileLink') {
    const report = done((await read('/api/v1/info/reports/list', { limit: 100 })).items);
    return id === 'infoReportsFile'
      ? { method: 'GET', path: `/api/v1/info/reports/${report.id}/file?file_format=${report.formats[0]}` }
      : {
          method: 'POST',
          path: '/api/v1/info/reports/file/link',
          body: { id: report.id, file_format: report.formats[0] },
        };
  }
  if (id === 'rspReportDownload') {
    const report = done((await read('/api/v1/rsp/report/list', { limit: 100, types: ['transcription'] })).items);
    return { method: 'GET', path: `/api/v1/rsp/report/${report.id}/download?file_format=${report.formats[0]}` };
  }
  if (id === 'videoReportDownload') {
    const task = done((await read('/api/v1/video/report/task/list', { limit: 100 })).items);
    return { method: 'GET', path: `/api/v1/video/report/${task.id}/download?file_format=${task.file_format}` };
  }
  if (id === 'timelineProgramGet') {
    const list = exampleCall('timelineBroadcastList');
    const { date } = list.body as { date: string };
    const channels = (await read(list.path, list.body)).items as { intervals: { program_id: number }[] }[];
    return {
      method: 'GET',
      path: `/api/v1/timeline/program/get?program_id=${channels[0]!.intervals[0]!.program_id}&date=${date}`,
    };
  }
  return exampleCall(id);
}

describe('which operations the workers answer', () => {
  it('writes are exactly the POSTs the contract does not mark x-safe; every GET and x-safe POST is a read', () => {
    const expected = Object.fromEntries(
      contract.operations.map((operation) => {
        const raw = doc.paths[operation.path]![operation.method.toLowerCase()]!;
        return [operation.id, operation.method === 'POST' && !raw['x-safe'] ? 'write' : 'read'];
      }),
    );
    expect(ACCESS).toEqual(expected);
  });

  it('a worker cannot write: its connection is read-only, and the main thread keeps the rest', async () => {
    const pool = pooled.server.pool!;
    const account = sessionAccount(pooled.server.dataset.db, tokens.pooled.cabinet, ['cabinet'], new Date(PINNED))!;
    const context = (operation: string, body: unknown) =>
      ({
        operation: contract.byId(operation),
        body,
        params: {},
        account,
        token: tokens.pooled.cabinet,
        lang: 'ru',
        now: () => new Date(PINNED),
      }) as unknown as Context;
    // Sent past the pool's own choice: a write, run on a worker, is refused there.
    await expect(pool.run(context('videoObjectsAdd', exampleCall('videoObjectsAdd').body))).rejects.toThrow(
      /readonly|read-only/i,
    );
    await expect(
      pool.run(context('userRegistration', { email: 'x@example.com', password: 'Secret-2026' })),
    ).rejects.toThrow(/main thread/);
    // Those two were sent past the pool's choice; what the server itself gives a worker is counted.
    everGiven.delete('videoObjectsAdd');
    everGiven.delete('userRegistration');
  });

  it('every read of the contract is answered on a worker as the main thread answers it', async () => {
    given.length = 0;
    for (const id of reads) {
      const answer = await same(await sweepCall(id));
      expect(answer.status, id).toBe(200);
    }
    // Each went to a worker, and nothing else did.
    expect([...new Set(given)].sort()).toEqual(reads);
  });
});

describe('answers from the workers', () => {
  it('equal the main thread’s for a spread of reads, files and handlers’ 400 and 404', async () => {
    const week = { start_date: '2026-11-21', end_date: '2026-11-27' };
    const month = { start_date: '2026-10-29', end_date: '2026-11-27' };
    given.length = 0;
    for (const period of [week, month]) {
      const filter = { period, channels: [], channel_types: [], content_type: ['all'], markers: [], limit: 10 };
      for (const path of [
        '/api/v1/info/main/themes/top',
        '/api/v1/info/channels/top',
        '/api/v1/info/sentiment/get',
        '/api/v1/info/person/top',
        '/api/v1/info/markers/top',
        '/api/v1/info/music/get',
      ])
        await same({ method: 'POST', path, body: filter });
      await same({ method: 'POST', path: '/api/v1/info/main/stories/list', body: { ...filter, page: 1 } });
      await same({ method: 'POST', path: '/api/v1/info/main/themes/top', body: filter, lang: 'en' });
      await same({ method: 'POST', path: '/api/v1/info/main/themes/top', body: filter, lang: 'ar' });
      await same({ method: 'POST', path: '/api/v1/statistics/themes', body: { period } });
      await same({ method: 'POST', path: '/api/v1/music/statistics', body: { period } });
    }
    // Files: every done report of the list, in each of its formats.
    const list = await same({
      method: 'POST',
      path: '/api/v1/rsp/report/list',
      body: { limit: 100, states: ['done'] },
    });
    const done = (JSON.parse(list.bytes.toString()) as { items: { id: number; type: string; formats: string[] }[] })
      .items;
    const types = new Set(done.map((report) => report.type));
    expect(types.size).toBeGreaterThanOrEqual(3);
    for (const type of types) {
      const report = done.find((item) => item.type === type)!;
      for (const format of report.formats) {
        const file = await same({
          method: 'GET',
          path: `/api/v1/rsp/report/${report.id}/download?file_format=${format}`,
        });
        expect(file.status).toBe(200);
        expect(file.disposition).toContain('attachment');
      }
      // A format the report does not have: the handler's own 400.
      const missing = ['pdf', 'xlsx', 'docx', 'csv'].find((format) => !report.formats.includes(format));
      if (missing)
        expect(
          (await same({ method: 'GET', path: `/api/v1/rsp/report/${report.id}/download?file_format=${missing}` }))
            .status,
        ).toBe(400);
    }
    // The handlers' 404s: a report that does not exist, a link to it.
    expect((await same({ method: 'GET', path: '/api/v1/rsp/report/100999999/download?file_format=pdf' })).status).toBe(
      404,
    );
    expect(
      (await same({ method: 'POST', path: '/api/v1/info/reports/file/link', body: { id: 999999, file_format: 'pdf' } }))
        .status,
    ).toBe(404);
    // A handler's own check (a statistics call about a story that is not there).
    expect(
      (await same({ method: 'POST', path: '/api/v1/statistics/story', body: { story_id: 99999999, period: week } }))
        .status,
    ).toBe(404);
    expect(given.length).toBeGreaterThan(30);
  });

  it('see every write at once: a write lands on the main thread, and the next read from a worker has it', async () => {
    given.length = 0;
    const added = await pooled.post(
      '/api/v1/video/objects/add',
      { ...(exampleCall('videoObjectsAdd').body as Json), name: 'Pool Test Object' },
      tokens.pooled.cabinet,
    );
    expect(added.status).toBe(200);
    const id = (added.body as { item: { id: number } }).item.id;
    expect(given).not.toContain('videoObjectsAdd');
    const listed = await same({ method: 'POST', path: '/api/v1/video/objects/list', body: { search: 'Pool Test' } });
    expect(JSON.parse(listed.bytes.toString()).items.map((item: { id: number }) => item.id)).toContain(id);
    expect(given).toContain('videoObjectsList');
    // The profile: a write on the main thread, read back through a worker.
    const edited = await pooled.post(
      '/api/v1/user/edit',
      { first_name: 'Анна', last_name: 'Смирнова-Пул', phone: '+7 (495) 123-45-68' },
      tokens.pooled.cabinet,
    );
    expect(edited.status).toBe(200);
    const profile = (await (await pooled.get('/api/v1/user/get', tokens.pooled.cabinet)).json()) as {
      item: { last_name: string };
    };
    expect(profile.item.last_name).toBe('Смирнова-Пул');
    expect(given).toContain('userGet');
    expect(given).not.toContain('userEdit');
  });

  it('see today’s figures grow as the main thread adds them', async () => {
    const today = { start_date: '2026-11-27', end_date: '2026-11-27' };
    const count = async (ref: Reference, token: string) => {
      const answer = await ref.post('/api/v1/statistics/themes', { period: today }, token);
      expect(answer.status).toBe(200);
      return (answer.body as { statistics: { total: number } }).statistics.total;
    };
    given.length = 0;
    const before = await count(pooled, tokens.pooled.cabinet);
    dataMoment += 6 * 3600 * 1000;
    dataset.refresh();
    const after = await count(pooled, tokens.pooled.cabinet);
    expect(given).toEqual(['statisticsThemes', 'statisticsThemes']);
    expect(after).toBeGreaterThan(before);
    // A connection on a main thread (the inline server's) reads the same.
    expect(await count(inline, tokens.inline.cabinet)).toBe(after);
  });
});

describe('the workers', () => {
  it('answer at the same time: calls on two workers overlap', async () => {
    const pool = pooled.server.pool!;
    const spans: { threadId: number; started: number; ended: number }[] = [];
    const record = (span: { threadId: number; started: number; ended: number }) => spans.push(span);
    pool.on('done', record);
    const year = { start_date: '2025-11-28', end_date: '2026-11-27' };
    const calls = [
      { path: '/api/v1/statistics/themes', body: { period: year } },
      { path: '/api/v1/info/main/stories/list', body: { period: year, page: 1, limit: 10 } },
      { path: '/api/v1/music/statistics', body: { period: year } },
      { path: '/api/v1/statistics/channels', body: { period: year } },
    ];
    const overlapping = () =>
      spans.some((a) => spans.some((b) => a.threadId !== b.threadId && a.started < b.ended && b.started < a.ended));
    // Two workers and more calls than workers, sent at once: unless the machine starves the main
    // thread for longer than a call lasts, two of them run at the same time. A few rounds at most.
    for (let round = 0; round < 5 && !overlapping(); round++) {
      const answers = await Promise.all(
        [...calls, ...calls].map((call) => pooled.post(call.path, call.body, tokens.pooled.cabinet)),
      );
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    }
    pool.off('done', record);
    expect(new Set(spans.map((span) => span.threadId)).size).toBe(2);
    expect(overlapping()).toBe(true);
  });

  it('one that stops is replaced, and the call it held is answered 500', async () => {
    const pool = pooled.server.pool!;
    const stopped: number[] = [];
    pool.once('call', ({ threadId, worker }) => {
      stopped.push(threadId);
      // The call is already posted: a quick worker could answer it before it stops, so its answer
      // is not listened to (as a worker that dies mid-call never sends one).
      worker.removeAllListeners('message');
      void worker.terminate();
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { period: { start_date: '2026-11-21', end_date: '2026-11-27' } };
    const failed = await pooled.post('/api/v1/statistics/themes', body, tokens.pooled.cabinet);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Internal server error.', code: 'internal_error' });
    expect(errors.mock.calls.flat().join('\n')).toContain(
      `The read worker ${stopped[0]} stopped during statisticsThemes`,
    );
    errors.mockRestore();
    // The next calls are answered, by a new worker among the pool's two.
    const threads = new Set<number>();
    const record = ({ threadId }: { threadId: number }) => threads.add(threadId);
    pool.on('call', record);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pooled.post('/api/v1/statistics/themes', body, tokens.pooled.cabinet)),
    );
    pool.off('call', record);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(threads.has(stopped[0]!)).toBe(false);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('over all of the above', () => {
  it('the workers were given reads only, and every read of the contract', () => {
    const writes = Object.entries(ACCESS)
      .filter(([, access]) => access === 'write')
      .map(([id]) => id);
    // Sign-in, sign-in to the console, the profile and an added video object were among the calls.
    expect(writes.filter((id) => everGiven.has(id))).toEqual([]);
    expect([...everGiven].sort()).toEqual(reads);
  });
});
