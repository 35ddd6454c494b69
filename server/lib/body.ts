// Request bodies: a JSON body is read only when it is sent as JSON (415 otherwise), up to 1 MiB
// (413), as UTF-8 (400), nested at most 64 levels (400), and parsed into objects without a
// prototype, so a `__proto__`, `constructor` or `toString` key is an ordinary key that shadows
// nothing. An operation that takes no body refuses one (400).
import type { IncomingMessage } from 'node:http';
import { ApiFailure, invalid } from './answers.js';

/** The largest JSON body read, in bytes. */
export const MAX_JSON = 1_048_576;
/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_DEPTH = 64;

export const tooLarge = () =>
  new ApiFailure(413, 'payload_too_large', `The request body is larger than ${MAX_JSON} bytes.`);
const unsupported = (message: string) => new ApiFailure(415, 'unsupported_media_type', message);
const cutShort = () => invalid({ body: ['The body ended before its Content-Length.'] });

/** Whether the request carries a body: a Content-Length above 0, or a chunked one. */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** The media type of a Content-Type header, lower case, with its parameters. */
export function mediaType(header: string | undefined): { type: string; charset?: string } {
  const [type = '', ...parameters] = (header ?? '').split(';');
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim().toLowerCase());
    if (name === 'charset') charset = value?.replace(/^"(.*)"$/, '$1');
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** Refuses a body on an operation that takes none (a GET, a sign-out). */
export function refuseBody(request: IncomingMessage): void {
  if (hasBody(request)) throw invalid({ body: ['This operation takes no request body.'] });
}

/**
 * The JSON body of a request to an operation that takes one as `types` (its JSON media type),
 * parsed into prototype-free objects; undefined for none when it is optional.
 */
export async function readJson(request: IncomingMessage, types: string[], required: boolean): Promise<unknown> {
  if (!hasBody(request)) {
    if (required) throw invalid({ body: ['The request body is required.'] });
    return undefined;
  }
  const media = mediaType(request.headers['content-type']);
  const expected = types.filter((type) => type.includes('json'));
  if (!expected.includes(media.type) || (media.charset !== undefined && media.charset !== 'utf-8'))
    throw unsupported(`The request body must be ${expected.join(' or ')} (UTF-8).`);
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw unsupported('The request body must not have a Content-Encoding.');
  // Node undoes `chunked` only: a body sent through another transfer coding is not JSON as it arrives.
  const transfer = request.headers['transfer-encoding']?.trim().toLowerCase();
  if (transfer && transfer !== 'chunked')
    throw unsupported('The request body must be sent as it is, or chunked: no other transfer coding.');
  if (Number(request.headers['content-length'] ?? 0) > MAX_JSON) throw tooLarge();
  const bytes = await readAll(request, MAX_JSON);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw invalid({ body: ['The body is not valid UTF-8.'] });
  }
  if (text.trim() === '') {
    if (required) throw invalid({ body: ['The request body is required.'] });
    return undefined;
  }
  if (depthOf(text) > MAX_DEPTH) throw invalid({ body: [`The body is nested deeper than ${MAX_DEPTH} levels.`] });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid({ body: ['The body is not valid JSON.'] });
  }
  return withoutPrototypes(value);
}

/**
 * The whole body, at most `limit` bytes (413 past it, the rest left unread: the answer closes the
 * connection). A body that ends before its Content-Length is a 400.
 */
export function readAll(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: ApiFailure) => {
      request.off('data', onData).off('end', onEnd).off('error', onCut).off('close', onClose);
      if (error) {
        // The rest is read and dropped until the answer closes the connection: closing with bytes
        // unread would reset it, and the client could lose the answer.
        request.resume();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    const onCut = () => done(cutShort());
    const onClose = () => {
      if (!request.complete) done(cutShort());
    };
    request.on('data', onData).on('end', onEnd).on('error', onCut).on('close', onClose);
  });
}

/** How deep arrays and objects nest in a JSON text (strings skipped); stops counting past MAX_DEPTH. */
export function depthOf(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > MAX_DEPTH) return deepest;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return deepest;
}

/** The parsed value with every object's prototype removed (arrays keep theirs). */
export function withoutPrototypes<T>(value: T): T {
  if (Array.isArray(value)) value.forEach(withoutPrototypes);
  else if (value && typeof value === 'object') {
    Object.setPrototypeOf(value, null);
    for (const key of Object.keys(value)) withoutPrototypes((value as Record<string, unknown>)[key]);
  }
  return value;
}
