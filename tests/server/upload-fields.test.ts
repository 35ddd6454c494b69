// @vitest-environment node
// A multipart form's field names and media types come from the client: one named like an
// Object.prototype member is a field like any other (refused when the form does not take it),
// never a way past a check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, JAMES, startReference, type Answer, type Reference } from './helpers.js';

let ref: Reference;
let folder: string;
let james: string;
let admin: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'upload-fields-'));
  ref = await startReference({ files: folder });
  james = await ref.login(JAMES);
  admin = await ref.signin(ADMIN);
}, 60_000);
afterAll(async () => {
  await ref.close();
  rmSync(folder, { recursive: true, force: true });
});

async function upload(
  path: string,
  parts: [string, string | { type: string; name: string }][],
  token: string,
): Promise<{ status: number; body: Answer }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(2048)], { type: value.type }), value.name);
  }
  const response = await fetch(`${ref.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const wav = { type: 'audio/wav', name: 'take.wav' };

describe('a multipart field named like an Object.prototype member', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty'])(
    '%s is a field the track upload does not take: 400 naming it',
    async (name) => {
      const answer = await upload(
        '/api/v1/music/upload/track',
        [
          [name, 'x'],
          ['file', wav],
        ],
        james,
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual([name]);
    },
  );

  it('is refused by the console’s upload as well', async () => {
    const answer = await upload(
      '/api/v1/uploads/tracks',
      [
        ['__proto__', 'x'],
        ['files[]', wav],
      ],
      admin,
    );
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain('__proto__');
  });
});

describe('a file’s media type named like an Object.prototype member', () => {
  /** A form with one file part whose Content-Type is given as is (FormData would tidy it away). */
  async function uploadTyped(type: string) {
    const boundary = 'fields-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.wav"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.alloc(2048),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${ref.url}/api/v1/music/upload/track`, {
      method: 'POST',
      headers: { authorization: `Bearer ${james}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as Answer };
  }

  it.each(['constructor', 'toString', '__proto__', 'valueOf'])('%s is no audio type', async (type) => {
    const answer = await uploadTyped(type);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.file).toEqual([
      'The file take.wav must be an audio file of type: mp3, wav, flac, aac, ogg.',
    ]);
  });
});
