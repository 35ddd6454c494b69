// Multipart uploads, streamed to files as they arrive (busboy): never held whole in memory, cut
// off with the contract's 413 as soon as a file passes its limit.
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
}

export function readMultipart(request: IncomingMessage, limits: MultipartLimits): Promise<Multipart> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data'))
    return Promise.reject(invalid({ body: ['Expected multipart/form-data.'] }));
  mkdirSync(limits.folder, { recursive: true });
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const writes: Promise<void>[] = [];
    let failure: ApiFailure | undefined;
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
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const path = join(limits.folder, randomUUID());
      const file: UploadedFile = { field, filename: info.filename ?? 'file', mimeType: info.mimeType, path, size: 0 };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
      });
      stream.on('limit', () =>
        fail(new ApiFailure(413, 'payload_too_large', 'The uploaded file is larger than the maximum size.')),
      );
      writes.push(pipeline(stream, createWriteStream(path)));
    });
    parser.on('filesLimit', () => fail(invalid({ file: [`At most ${limits.files} files.`] })));
    parser.on('error', () => fail(invalid({ body: ['The multipart body cannot be read.'] })));
    parser.on('close', () => {
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
