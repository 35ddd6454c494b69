// Multipart uploads, streamed to files as they arrive (busboy): never held whole in memory. A body
// that declares more than the operation takes is refused before a byte of it is read; a file that
// passes its limit, or an upload that would pass the account's storage quota, is refused with the
// contract's 413 the moment it does: the server stops reading, removes what it wrote and answers.
import busboy from 'busboy';
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ApiFailure, invalid } from './answers.js';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  /** Where the bytes were stored. */
  path: string;
  size: number;
}

export interface Multipart {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Largest file, bytes. */
  fileSize: number;
  /** Most files. */
  files: number;
  /** The folder the files are written to. */
  folder: string;
  /** The account's storage for this kind of upload: the upload that would take it past `limit` is refused. */
  quota?: { stored: number; limit: number };
}

const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** What each multipart operation takes: the largest file and the most files one request carries. */
export const UPLOAD_LIMITS = {
  musicUploadTrack: { fileBytes: 100 * MIB, files: 1 },
  uploadsTracks: { fileBytes: 100 * MIB, files: 20 },
  videoContentAdd: { fileBytes: 2 * GIB, files: 1 },
} as const;

/** What one account may keep stored through each section's uploads, in bytes. */
export interface StorageQuota {
  /** The cabinet's track uploads (music). */
  music: number;
  /** The cabinet's reference videos (video). */
  video: number;
  /** The console's reference tracks, per console account. */
  console: number;
}

export const STORAGE_QUOTA: StorageQuota = { music: 5 * GIB, video: 20 * GIB, console: 1024 * GIB };

/** Room in a body for its text fields and part headers besides the files (busboy's own limits: 50 fields of 64 KiB). */
const FORM_ALLOWANCE = 4 * MIB;
/** After a refusal, what the server still takes in (and drops) so that the client reads the answer, before it hangs up. */
const LINGER_BYTES = 8 * MIB;
const LINGER_MS = 2_000;

export const tooLarge = () =>
  new ApiFailure(413, 'payload_too_large', 'The uploaded file is larger than the maximum size.');

export const quotaExceeded = (limit: number) =>
  new ApiFailure(
    413,
    'storage_quota_exceeded',
    `The upload would take the account's stored files past its quota of ${formatBytes(limit)}.`,
  );

function formatBytes(bytes: number): string {
  for (const [unit, size] of [
    ['TiB', 1024 * GIB],
    ['GiB', GIB],
    ['MiB', MIB],
    ['KiB', 1024],
  ] as const)
    if (bytes >= size && bytes % size === 0) return `${bytes / size} ${unit}`;
  return `${bytes} bytes`;
}

/**
 * Stops taking in a body whose answer has been decided: what is still on its way is dropped, up to
 * `LINGER_BYTES` or for `LINGER_MS`, so that a client still sending reads the answer; past that the
 * connection is closed (if the answer, sent with `Connection: close`, has not closed it already).
 */
function hangUpAfterAnswer(request: IncomingMessage): void {
  let dropped = 0;
  const close = () => request.socket.destroy();
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  request.on('end', () => clearTimeout(timer));
  request.socket.on('close', () => clearTimeout(timer));
  request.resume();
}

export function readMultipart(request: IncomingMessage, limits: MultipartLimits): Promise<Multipart> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return Promise.reject(invalid({ body: ['Expected multipart/form-data.'] }));
  const room = limits.quota ? Math.max(0, limits.quota.limit - limits.quota.stored) : Infinity;
  // A declared length is believed when it is too long: nothing of such a body is read.
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared)) {
    const refusal =
      declared > limits.files * limits.fileSize + FORM_ALLOWANCE
        ? tooLarge()
        : declared > room + FORM_ALLOWANCE
          ? quotaExceeded(limits.quota!.limit)
          : undefined;
    if (refusal) {
      hangUpAfterAnswer(request);
      return Promise.reject(refusal);
    }
  }
  mkdirSync(limits.folder, { recursive: true });
  return new Promise((resolve, reject) => {
    // Keyed by names the client chose: no prototype, so `__proto__` is a field like any other.
    const fields: Record<string, string> = Object.create(null);
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    let failure: ApiFailure | undefined;
    let stopped = false;
    let received = 0;
    const fail = (error: ApiFailure) => {
      failure ??= error;
    };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: limits.fileSize, files: limits.files, fields: 50, fieldSize: 64 * 1024 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(invalid({ body: ['The multipart body cannot be read.'] }));
      return;
    }
    /** Refuses at once: reads no further, removes what was written, answers. */
    const stop = (error: ApiFailure) => {
      if (stopped) return;
      stopped = true;
      request.unpipe(parser);
      // Not from inside the parser's own event (it goes on with the part after emitting it).
      setImmediate(() => parser.destroy());
      hangUpAfterAnswer(request);
      void Promise.allSettled(writes).then(() => {
        for (const file of files) rmSync(file.path, { force: true });
      });
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const path = join(limits.folder, randomUUID());
      const file: UploadedFile = { field, filename: info.filename ?? 'file', mimeType: info.mimeType, path, size: 0 };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        received += chunk.length;
        if (received > room) stop(quotaExceeded(limits.quota!.limit));
      });
      stream.on('limit', () => stop(tooLarge()));
      // Settled once the file is closed on disk: a pipeline cut short by the parser's end settles
      // as soon as the part stops, possibly before the file is even opened (its open waits on
      // Node's thread pool), and a file removed then would be created after its removal.
      const out = createWriteStream(path);
      const closed = new Promise<void>((done) => out.once('close', () => done()));
      writes.push(pipeline(stream, out).finally(() => closed));
    });
    parser.on('filesLimit', () => fail(invalid({ file: [`At most ${limits.files} files.`] })));
    parser.on('error', () => {
      if (!stopped) fail(invalid({ body: ['The multipart body cannot be read.'] }));
    });
    parser.on('close', () => {
      if (stopped) return;
      Promise.all(writes).then(
        () => {
          if (failure) {
            for (const file of files) rmSync(file.path, { force: true });
            reject(failure);
          } else resolve({ fields, files });
        },
        () => reject(new ApiFailure(500, 'internal_error', 'The upload could not be stored.')),
      );
    });
    request.pipe(parser);
  });
}
