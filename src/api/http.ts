/**
 * The one hand-written HTTP seam: orval's generated hooks call `apiRequest` for every operation.
 * It picks the section's host and token (the section the contract gives the operation's path,
 * `sectionOf`), adds the XSRF and content-hash headers, encodes query strings in bracket style,
 * returns JSON or blobs, uploads multipart bodies with progress, and turns every failure into an
 * `HttpError`.
 */
import ky, { TimeoutError } from 'ky';
import { PATH_SECTIONS, type ApiSection } from '@generated/sections';
import { nextPaint } from '@lib/after-paint';
import { stringifyQuery } from '@lib/query-string';
import {
  API_BASE,
  CONTENT_HASH_HEADER,
  NO_CACHE_PATHS,
  OPEN_PATHS,
  SIGN_IN_PATHS,
  SIGN_OUT_PATHS,
  XSRF_COOKIE,
  XSRF_HEADER,
} from './config';
import { canonicalJson, contentHash } from './content-hash';
import { HttpError, retryAfterSeconds } from './errors';
import { seamHooks } from './seam-hooks';
import { session, type Section } from './session';
import { uploadWithProgress, type UploadProgress } from './upload';

export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'get' | 'post' | 'put' | 'patch' | 'delete';
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob' | 'text';
}

export interface RequestOptions {
  /** Called as a multipart body is sent. */
  onUploadProgress?: (progress: UploadProgress) => void;
  /** Called as a response body (a file) arrives; `total` is 0 when the server does not say. */
  onDownloadProgress?: (progress: UploadProgress) => void;
  /** Milliseconds; by default a request never times out. */
  timeout?: number;
  /**
   * Asks the browser to check its copy with the server before using it (fetch's `no-cache`): an
   * answer that carried an `ETag` is asked again with `If-None-Match`, and a 304 hands back the
   * copy the browser kept, as a 200 (the bell's unread count, decision 027).
   */
  revalidate?: boolean;
}

export { setAnswerCheck, setBeforeSend, setUnauthorizedHandler, type AnswerCheck, type BeforeSend } from './seam-hooks';

// The contract's paths with a parameter (`/api/v1/info/reports/{id}/file`), as patterns of the URL called.
const TEMPLATED: ReadonlyArray<readonly [RegExp, ApiSection]> = Object.entries(PATH_SECTIONS)
  .filter(([path]) => path.includes('{'))
  .map(([path, section]) => [new RegExp(`^${path.replace(/\{[^/}]+\}/g, '[^/]+')}$`), section] as const);

/**
 * The section a call goes to, with its host and token: the one the contract gives its path
 * (`x-section`, generated/sections.ts); no caller says it again. A path both sections serve (the
 * music report) goes to the console the person is in (the router's location, seam-hooks.ts). A
 * path outside the contract is the cabinet's, as when the cached answers are dropped on signing out.
 */
export function sectionOf(path: string): Section {
  const declared: ApiSection | undefined =
    PATH_SECTIONS[path] ?? TEMPLATED.find(([pattern]) => pattern.test(path))?.[1];
  if (declared === 'both') return seamHooks.pageConsole() ?? 'cabinet';
  return declared ?? 'cabinet';
}

function readCookie(name: string): string | undefined {
  const cookies = globalThis.document?.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The headers every request of a section carries. Exported for the seam's tests. */
export async function buildHeaders(
  config: RequestConfig,
  section: Section,
  query: string,
  token = SIGN_IN_PATHS.has(config.url) ? undefined : session.tokenFor(section),
): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    Accept: config.responseType === 'blob' ? '*/*' : 'application/json',
  };
  for (const [key, value] of Object.entries(config.headers ?? {})) {
    // The browser writes the multipart boundary itself.
    if (!(key.toLowerCase() === 'content-type' && value.startsWith('multipart/'))) headers[key] = value;
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  if (seamHooks.language) headers['Accept-Language'] = seamHooks.language;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  const isMultipart = typeof FormData !== 'undefined' && config.data instanceof FormData;
  if (section === 'cabinet' && !NO_CACHE_PATHS.has(config.url) && !isMultipart) {
    const canonical =
      config.method.toUpperCase() === 'GET' ? query : config.data === undefined ? '' : canonicalJson(config.data);
    headers[CONTENT_HASH_HEADER] = await contentHash(canonical);
  }
  return headers;
}

function sortedQuery(params: object | undefined): string {
  if (!params) return '';
  const sorted = Object.fromEntries(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return stringifyQuery(sorted);
}

/** A file answer (PDF, spreadsheets, documents, CSV downloads): anything that is not JSON or plain text. */
function isFile(response: Response): boolean {
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase();
  return type !== '' && !type.includes('json') && !type.startsWith('text/plain') && !type.startsWith('text/html');
}

/**
 * The body of an answer. Every answer of the contract is JSON or a file, so a successful one that
 * is neither, such as a truncated JSON document or the HTML page a misrouted proxy serves, fails
 * the call as `parse` rather than reaching a screen as a string. An error's body that is not JSON
 * is kept as text (the status says what went wrong). An empty body is no body.
 */
async function readBody(response: Response, responseType?: RequestConfig['responseType']): Promise<unknown> {
  // Downloads come back as blobs whether or not the generated call asked for one.
  if (response.ok && (responseType === 'blob' || isFile(response))) return response.blob();
  // A body cut off in transit fails a successful call (as a network error); an error keeps its status.
  const text = await response.text().catch((error: unknown) => {
    if (response.ok) throw error;
    return '';
  });
  if (responseType === 'text') return text;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (!response.ok) return text;
    throw new HttpError('parse', 'The server answer could not be read', { status: response.status, body: text, cause });
  }
}

/**
 * A 401 means the token the call carried is no longer good. The calls of a page share one token
 * and fail together, so only the first 401 of such a burst signs the section out and tells the
 * app: once the token is gone (or replaced by a new sign-in), answers to calls made with the old
 * one change nothing.
 */
function reportUnauthorized(section: Section, token: string | undefined) {
  if (!token || session.tokenFor(section) !== token) return;
  session.signOut(section);
  seamHooks.onUnauthorized(section);
}

function toHttpError(error: unknown, section: Section, token: string | undefined): unknown {
  if (error instanceof HttpError) {
    if (error.status === 401) reportUnauthorized(section, token);
    return error;
  }
  if (error instanceof TimeoutError) return new HttpError('timeout', 'Timeout exceeded', { cause: error });
  // A cancelled query is not a failure: let TanStack Query see the abort as it is.
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  return new HttpError('network', 'Network Error', { cause: error });
}

async function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  config: RequestConfig,
  options: RequestOptions,
): Promise<Response> {
  const isMultipart = typeof FormData !== 'undefined' && config.data instanceof FormData;
  if (isMultipart && options.onUploadProgress) {
    return uploadWithProgress({
      url,
      method,
      headers,
      body: config.data as FormData,
      signal: config.signal,
      onProgress: options.onUploadProgress,
    });
  }
  return ky(url, {
    method,
    headers,
    signal: config.signal,
    timeout: options.timeout ?? false,
    retry: 0,
    ...(options.revalidate ? { cache: 'no-cache' as const } : {}),
    // Every answer, synthetic or not, goes through the same status check below.
    throwHttpErrors: false,
    ...(options.onDownloadProgress
      ? {
          onDownloadProgress: ({ transferredBytes, totalBytes }: { transferredBytes: number; totalBytes: number }) =>
            options.onDownloadProgress?.({ loaded: transferredBytes, total: totalBytes }),
        }
      : {}),
    ...(config.data === undefined ? {} : isMultipart ? { body: config.data as FormData } : { json: config.data }),
  });
}

export const apiRequest = <T>(asked: RequestConfig, options: RequestOptions = {}): Promise<T> =>
  call<T>(asked, options);

/**
 * A call, and `renewed`, the section whose session was renewed when it is sent again after a 401
 * (a second 401 then ends it).
 */
async function call<T>(asked: RequestConfig, options: RequestOptions, renewed?: Section): Promise<T> {
  // A call that follows a download's progress reads a file: it accepts any type and gets a blob,
  // even when the generated call does not say so (a POST whose answer is a report file): a server
  // that negotiates refuses a file to `Accept: application/json` (the contract's mock answers 406).
  const config: RequestConfig =
    options.onDownloadProgress && !asked.responseType ? { ...asked, responseType: 'blob' } : asked;
  // The browser shows what is rendered before a call is prepared: a screen that starts ten calls
  // as it renders paints first, and their setup (hashing, the request objects) follows in short tasks.
  await nextPaint(50);
  const section = renewed ?? sectionOf(config.url);
  const query = sortedQuery(config.params);
  const url = `${API_BASE[section]}${config.url}${query ? `?${query}` : ''}`;
  // The token this call carries, to tell a 401 to it from one to an older or newer session.
  const token = SIGN_IN_PATHS.has(config.url) ? undefined : session.tokenFor(section);
  // A secured call is never sent without its token: one that starts as the person signs out (a
  // page's call still on its way as its section's session ends) is refused here, as the server
  // would refuse it, and the request the contract forbids never leaves the browser.
  if (!token && !OPEN_PATHS.has(config.url))
    throw new HttpError('http', 'Not signed in to this section', { status: 401 });
  const headers = await buildHeaders(config, section, query, token);
  const method = config.method.toUpperCase();

  try {
    const response =
      (await seamHooks.beforeSend?.({ method, path: config.url, headers })) ??
      (await send(url, method, headers, config, options));
    const body = await readBody(response, config.responseType);
    if (!response.ok)
      throw new HttpError('http', `Request failed with status code ${response.status}`, {
        status: response.status,
        body,
        retryAfter: retryAfterSeconds(response.headers.get('Retry-After')),
      });
    if (body !== undefined && typeof body === 'object' && !(body instanceof Blob) && seamHooks.checkAnswer) {
      const problem = await seamHooks.checkAnswer({ method, path: config.url }, body);
      if (problem)
        throw new HttpError('shape', `The server answer does not have the expected shape (${problem})`, {
          status: response.status,
          answer: body,
        });
    }
    return body as T;
  } catch (error) {
    // A refused session is renewed where the person is, once: the call is then sent again as it
    // was, with the new token (a form's body, a picked file), and its caller never sees the 401.
    if (
      error instanceof HttpError &&
      error.status === 401 &&
      token &&
      !renewed &&
      !SIGN_OUT_PATHS.has(config.url) &&
      seamHooks.reauthenticate
    ) {
      if (await seamHooks.reauthenticate(section, token)) return call<T>(asked, options, section);
    }
    throw toHttpError(error, section, token);
  }
}
