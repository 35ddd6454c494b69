/**
 * The one error type of every API call: a network failure, a timeout, an HTTP status with the
 * server's error body (for uploads that body is what the person is shown), or `parse`: a
 * successful status whose body, expected as JSON, could not be read (its raw text is `body`), or
 * `shape`: a successful JSON body that does not have the contract's shape for its operation (the
 * body is kept as `answer`; the message says where it departs).
 */
export type HttpErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'shape';

/**
 * The per-field messages of an error body `E` of the contract: the type of its `errors` (the
 * contract's `ValidationError.errors`), or a plain map when no body of `E` declares one.
 */
export type FieldErrors<E> = [ErrorsOf<E>] extends [never] ? Partial<Record<string, string[]>> : Partial<ErrorsOf<E>>;
type ErrorsOf<E> = E extends { errors?: infer F } ? (F extends object ? F : never) : never;

/**
 * `E` is the error bodies the contract declares for the operation (the generated hooks' `TError`
 * is `HttpError<E>`, through `ErrorType` in request.ts); it is what the server's JSON error body
 * is taken to be, as the contract says, not checked. A failure whose body is not JSON keeps it as
 * text.
 */
export class HttpError<E = unknown> extends Error {
  readonly kind: HttpErrorKind;
  readonly status?: number;
  /** The server's error body (`http`), or the text of an answer that could not be read (`parse`). */
  readonly body?: E | string;
  /** A `shape` failure's answer: a successful body that is not what the contract says it is. */
  readonly answer?: unknown;
  /** How many seconds the server asked to wait before calling again (its `Retry-After`), if it said. */
  readonly retryAfter?: number;

  constructor(
    kind: HttpErrorKind,
    message: string,
    init: { status?: number; body?: E | string; answer?: unknown; cause?: unknown; retryAfter?: number } = {},
  ) {
    super(message, { cause: init.cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.status = init.status;
    this.body = init.body;
    this.answer = init.answer;
    this.retryAfter = init.retryAfter;
  }

  /** Per-field messages of a 400 validation error, if the body carries them. */
  get fieldErrors(): FieldErrors<E> {
    const errors = this.#bodyObject()?.errors;
    return (errors && typeof errors === 'object' ? errors : {}) as FieldErrors<E>;
  }

  /** The server's own message, if its body has one. */
  get serverMessage(): string | undefined {
    const message = this.#bodyObject()?.message;
    return typeof message === 'string' ? message : undefined;
  }

  /** The body as JSON object, whichever of the contract's error bodies it is. */
  #bodyObject(): { errors?: unknown; message?: unknown } | undefined {
    const body: unknown = this.body;
    return body !== null && typeof body === 'object' ? body : undefined;
  }
}

/**
 * The wait a `Retry-After` header asks for, in whole seconds from `now`: its delta-seconds, or the
 * time until its HTTP date; undefined when there is none, it cannot be read or the wait is over.
 */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const text = header?.trim();
  if (!text) return undefined;
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
