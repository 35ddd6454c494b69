// @vitest-environment node
// Upload limits as the contract states them and the server keeps them: the largest file and the
// most files of each multipart operation, refused with 413 while the body streams in (the server
// reads no further), and a storage quota per account and section (413 `storage_quota_exceeded`),
// tried here with quotas a few kilobytes above what the tiny dataset's accounts already hold.
import { pbkdf2, pbkdf2Sync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDataset } from '../../server/data/dataset.js';
import { CONTENT_UPLOAD } from '../../server/handlers/video-catalogue.js';
import { STORAGE_QUOTA, UPLOAD_LIMITS } from '../../server/lib/multipart.js';
import { AUDIO_FILES, VIDEO_FILES } from '../../src/kit/upload/file-rules.js';
import { ADMIN, ANNA, JAMES, PINNED, startReference, type Answer, type Reference } from './helpers.js';

const LAYLA = { email: 'layla.haddad@mediawatch.ae', password: 'Secret-2026' };
const KIB = 1024;
const MIB = 1024 * KIB;
/** Room above what an account holds when the server starts. */
const ROOM = 64 * KIB;
const VIDEO_QUOTA = 256 * KIB;

let ref: Reference;
let folder: string;
let tokens: { anna: string; james: string; layla: string; admin: string };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'uploads-test-'));
  const dataset = openDataset({ file: ':memory:', seed: 'test', scale: 'tiny', now: () => new Date(PINNED) });
  const stored = (email: string) =>
    dataset.db
      .prepare(
        'SELECT coalesce(sum(u.size_bytes), 0) FROM music_upload u JOIN account a ON a.id = u.account_id WHERE a.email = ?',
      )
      .pluck()
      .get(email) as number;
  ref = await startReference(
    {
      files: folder,
      storageQuota: { music: stored(JAMES.email) + ROOM, console: stored(ADMIN.email) + ROOM, video: VIDEO_QUOTA },
    },
    { dataset },
  );
  tokens = {
    anna: await ref.login(ANNA),
    james: await ref.login(JAMES),
    layla: await ref.login(LAYLA),
    admin: await ref.signin(ADMIN),
  };
}, 60_000);
afterAll(async () => {
  await ref.close();
  rmSync(folder, { recursive: true, force: true });
});

type Part = string | { bytes: number; name: string; type: string };

async function upload(path: string, parts: [string, Part][], token: string): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name);
  }
  const response = await fetch(`${ref.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const wav = (bytes: number, name = 'take.wav') => ({ bytes, name, type: 'audio/wav' });
const video = (bytes: number, name = 'spot.mp4') => ({ bytes, name, type: 'video/mp4' });
const files = (section: string) => (existsSync(join(folder, section)) ? readdirSync(join(folder, section)).sort() : []);
/**
 * The files of a section that were not there `before`. (One that was may still be going: an earlier
 * refused upload's file is removed once the disk has closed it.)
 */
const addedTo = (section: string, before: string[]) => files(section).filter((file) => !before.includes(file));

/**
 * Sends a request by hand over a socket of its own: the head, then the form's fields and
 * `fileBytes` of one file in 64 KiB chunks (each written once the last was taken), chunked, or
 * with the `Content-Length` given. Stops writing once the answer has come (or, with
 * `keepSending`, only when the server hangs up); says how much was handed over by then and
 * whether the server closed the connection before the body was whole.
 */
function sendByHand(
  path: string,
  token: string,
  options: {
    fields: Record<string, string>;
    field: string;
    type: string;
    fileBytes: number;
    declare?: number;
    keepSending?: boolean;
  },
): Promise<{ status: number; body: Answer; sent: number; cut: boolean }> {
  const boundary = 'limits-test-boundary';
  const form = Buffer.from(
    Object.entries(options.fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="big.bin"\r\nContent-Type: ${options.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunked = options.declare === undefined;
  const frame = (data: Buffer) =>
    chunked ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]) : data;
  const head = Buffer.from(
    [
      `POST ${path} HTTP/1.1`,
      `Host: 127.0.0.1`,
      `Authorization: Bearer ${token}`,
      `Content-Type: multipart/form-data; boundary=${boundary}`,
      chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.declare}`,
      '',
      '',
    ].join('\r\n'),
  );
  const chunk = Buffer.alloc(64 * KIB, 1);
  return new Promise((resolve) => {
    const socket = connect(Number(new URL(ref.url).port), '127.0.0.1');
    let received = Buffer.alloc(0);
    let answer: { status: number; body: Answer } | undefined;
    let sent = 0;
    let cut = false;
    let writing = true;
    const settle = () => {
      if (!answer || writing) return;
      resolve({ ...answer, sent, cut });
      socket.destroy();
    };
    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      const end = received.indexOf('\r\n\r\n');
      if (answer || end < 0) return;
      const lines = received.subarray(0, end).toString().split('\r\n');
      const length = Number(/^content-length:\s*(\d+)/im.exec(lines.join('\n'))?.[1] ?? 0);
      if (received.length < end + 4 + length) return;
      answer = {
        status: Number(lines[0]!.split(' ')[1]),
        body: JSON.parse(received.subarray(end + 4, end + 4 + length).toString()),
      };
      settle();
    });
    socket.on('error', () => (cut = true));
    socket.on('close', () => {
      if (writing) cut = true;
    });
    const write = async () => {
      const parts = [
        head,
        ...(options.fileBytes === 0
          ? []
          : [frame(form), ...Array<Buffer>(Math.ceil(options.fileBytes / chunk.length)).fill(frame(chunk))]),
        ...(options.fileBytes === 0 ? [] : [frame(tail), ...(chunked ? [Buffer.from('0\r\n\r\n')] : [])]),
      ];
      for (const part of parts) {
        if ((answer && !options.keepSending) || socket.destroyed) return;
        const taken = socket.write(part);
        sent += part === head ? 0 : part.length;
        if (!taken)
          await new Promise<void>((done) => {
            const go = () => {
              socket.off('drain', go);
              socket.off('close', go);
              done();
            };
            socket.on('drain', go);
            socket.on('close', go);
          });
      }
      // Everything is on its way: wait for the answer.
      if (!answer) await new Promise<void>((done) => socket.once('close', () => done()).once('data', () => done()));
    };
    void write().finally(() => {
      writing = false;
      settle();
    });
  });
}

/**
 * Keeps Node's thread pool, where files are opened, busy for about `ms`: jobs of about 50 ms each
 * are queued on every thread at once, so a file opened meanwhile waits behind them, as it does on
 * a slow or busy disk. Resolves when the last job has ended.
 */
function busyThreadPool(ms: number): Promise<void> {
  const calibration = 2000;
  const started = performance.now();
  pbkdf2Sync('busy', 'pool', calibration, 32, 'sha256');
  const perIteration = (performance.now() - started) / calibration;
  const iterations = Math.max(calibration, Math.round(50 / perIteration));
  const jobs = Number(process.env.UV_THREADPOOL_SIZE ?? 4) * Math.ceil(ms / 50);
  return Promise.all(
    Array.from(
      { length: jobs },
      () => new Promise<void>((done) => pbkdf2('busy', 'pool', iterations, 32, 'sha256', () => done())),
    ),
  ).then(() => undefined);
}

describe('the contract states each upload limit as the server and the app keep it', () => {
  const contract = parse(readFileSync(join(import.meta.dirname, '../../generated/openapi.yaml'), 'utf8'));
  const multipart = Object.values(contract.paths as Record<string, Record<string, Answer>>)
    .flatMap((item) => Object.values(item))
    .filter((operation) => operation?.requestBody?.content?.['multipart/form-data']);

  const resolve = (node: Answer): Answer =>
    typeof node?.$ref === 'string'
      ? resolve(
          (node.$ref as string)
            .slice(2)
            .split('/')
            .reduce((at: Answer, key: string) => at[key], contract),
        )
      : node;

  it('names the largest file, the most files and the quota of every multipart operation, and documents 413', () => {
    expect(multipart.map((operation) => operation.operationId).sort()).toEqual(Object.keys(UPLOAD_LIMITS).sort());
    const quotaOf = { musicUploadTrack: 'music', uploadsTracks: 'console', videoContentAdd: 'video' } as const;
    for (const operation of multipart) {
      const id = operation.operationId as keyof typeof UPLOAD_LIMITS;
      expect(operation['x-max-upload-bytes'], id).toBe(UPLOAD_LIMITS[id].fileBytes);
      expect(operation['x-max-upload-files'], id).toBe(UPLOAD_LIMITS[id].files);
      expect(operation['x-storage-quota-bytes'], id).toBe(STORAGE_QUOTA[quotaOf[id]]);
      const refused = resolve(operation.responses['413']);
      const examples = Object.values(refused.content['application/json'].examples).map(resolve);
      expect(examples.map((example) => example.value.code).sort(), id).toEqual([
        'payload_too_large',
        'storage_quota_exceeded',
      ]);
    }
  });

  it('holds the app to the same largest files', () => {
    expect(AUDIO_FILES.maxBytes).toBe(UPLOAD_LIMITS.musicUploadTrack.fileBytes);
    expect(AUDIO_FILES.maxBytes).toBe(UPLOAD_LIMITS.uploadsTracks.fileBytes);
    expect(VIDEO_FILES.maxBytes).toBe(UPLOAD_LIMITS.videoContentAdd.fileBytes);
  });
});

describe('file size limits', () => {
  it('refuses a body that declares more than the operation takes before reading any of it', async () => {
    const refused = await sendByHand('/api/v1/music/upload/track', tokens.james, {
      fields: {},
      field: 'file',
      type: 'audio/wav',
      fileBytes: 0,
      declare: 300 * MIB,
    });
    expect(refused).toEqual({
      status: 413,
      body: { message: 'The uploaded file is larger than the maximum size.', code: 'payload_too_large' },
      sent: 0,
      cut: false,
    });
  });

  /** Sends a video of `fileBytes` while the largest file the server takes is 64 KiB. */
  async function pastTheLimit(fileBytes: number) {
    const limit = CONTENT_UPLOAD.maxBytes;
    CONTENT_UPLOAD.maxBytes = 64 * KIB;
    try {
      return await sendByHand('/api/v1/video/content/add', tokens.anna, {
        fields: { title: 'Слишком большой', category_id: '2' },
        field: 'file',
        type: 'video/mp4',
        fileBytes,
      });
    } finally {
      CONTENT_UPLOAD.maxBytes = limit;
    }
  }

  it('stops reading a file as it passes the limit: the answer comes while the rest is still on its way', async () => {
    const before = files('video-content');
    const refused = await pastTheLimit(256 * MIB);
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      message: 'The uploaded file is larger than the maximum size.',
      code: 'payload_too_large',
    });
    // 64 KiB taken, then at most a few MiB more while the answer is read, of 256.
    expect(refused.sent).toBeLessThan(64 * MIB);
    await vi.waitFor(() => expect(addedTo('video-content', before)).toEqual([]), { timeout: 5000 });
  });

  it('keeps nothing of a cut-off file that the disk was slow to open', async () => {
    // The parser stops at the limit at once; the file's open waits behind the busy pool. What is
    // removed must be removed once the file is on disk, not before it is there.
    const before = files('video-content');
    const busy = busyThreadPool(400);
    expect((await pastTheLimit(4 * MIB)).status).toBe(413);
    // Every job queued before the file's open has ended, so the open has been done.
    await busy;
    await vi.waitFor(() => expect(addedTo('video-content', before)).toEqual([]), { timeout: 5000 });
  });
});

describe('storage quotas', () => {
  it('refuses the cabinet track that would pass the account quota, and counts each account apart', async () => {
    const first = await upload('/api/v1/music/upload/track', [['file', wav(40 * KIB)]], tokens.james);
    expect(first.status).toBe(200);
    const history = async () =>
      (await ref.post('/api/v1/music/upload/list', { limit: 100 }, tokens.james)).body.meta.total as number;
    const total = await history();
    const second = await upload('/api/v1/music/upload/track', [['file', wav(40 * KIB, 'second.wav')]], tokens.james);
    expect(second).toEqual({
      status: 413,
      body: {
        message: expect.stringMatching(
          /^The upload would take the account's stored files past its quota of \d+ bytes\.$/,
        ),
        code: 'storage_quota_exceeded',
      },
    });
    expect(await history()).toBe(total);
    // What is left still fits.
    expect((await upload('/api/v1/music/upload/track', [['file', wav(20 * KIB)]], tokens.james)).status).toBe(200);
  });

  it('refuses the console request whose files together would pass the quota, and stores none of them', async () => {
    const count = async () =>
      (await ref.post('/api/v1/uploads/list', { limit: 1 }, tokens.admin)).body.meta.total as number;
    const before = await count();
    const both = await upload(
      '/api/v1/uploads/tracks',
      [
        ['files', wav(40 * KIB, 'one.wav')],
        ['files', wav(40 * KIB, 'two.wav')],
      ],
      tokens.admin,
    );
    expect(both.status).toBe(413);
    expect(both.body.code).toBe('storage_quota_exceeded');
    expect(await count()).toBe(before);
    expect((await upload('/api/v1/uploads/tracks', [['files', wav(40 * KIB, 'one.wav')]], tokens.admin)).status).toBe(
      200,
    );
    expect(await count()).toBe(before + 1);
  });

  it('counts the reference videos each account has stored', async () => {
    const add = (bytes: number, token: string) =>
      upload(
        '/api/v1/video/content/add',
        [
          ['title', 'Ролик'],
          ['category_id', '2'],
          ['file', video(bytes)],
        ],
        token,
      );
    expect((await add(160 * KIB, tokens.anna)).status).toBe(200);
    const over = await add(160 * KIB, tokens.anna);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({
      message: "The upload would take the account's stored files past its quota of 256 KiB.",
      code: 'storage_quota_exceeded',
    });
    // Another account's storage is its own.
    expect((await add(160 * KIB, tokens.layla)).status).toBe(200);
    expect((await add(96 * KIB, tokens.anna)).status).toBe(200);
  });

  it('stops reading an upload as it passes the quota, and keeps nothing of it', async () => {
    const before = files('video-content');
    // A client that goes on sending after the answer: the server takes in a few MiB more, then hangs up.
    const refused = await sendByHand('/api/v1/video/content/add', tokens.layla, {
      fields: { title: 'Длинный ролик', category_id: '2' },
      field: 'file',
      type: 'video/mp4',
      fileBytes: 256 * MIB,
      keepSending: true,
    });
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('storage_quota_exceeded');
    expect(refused.cut).toBe(true);
    expect(refused.sent).toBeLessThan(64 * MIB);
    await vi.waitFor(() => expect(addedTo('video-content', before)).toEqual([]), { timeout: 5000 });
    // A body that says at once it will not fit is refused before it is read.
    const declared = await sendByHand('/api/v1/video/content/add', tokens.layla, {
      fields: {},
      field: 'file',
      type: 'video/mp4',
      fileBytes: 0,
      declare: 64 * MIB,
    });
    expect(declared.status).toBe(413);
    expect(declared.body.code).toBe('storage_quota_exceeded');
  });
});
