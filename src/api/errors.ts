/**
 * The one error type of every API call: a network failure, a timeout, an HTTP status with the
 * server's error body (for uploads that body is what the person is shown), or `parse`: a
 * successful status whose body, expected as JSON, could not be read (its raw text is `body`), or
 * `shape`: a successful JSON body that does not have the contract's shape for its operation (the
 * body is kept; the message says where it departs).
 */
export type HttpErrorKind = 'network' | 'timeout' | 'http' | 'parse' | 'shape';

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  readonly status?: number;
  readonly body?: unknown;
  /** How many seconds the server asked to wait before calling again (its `Retry-After`), if it said. */
  readonly retryAfter?: number;

  constructor(
    kind: HttpErrorKind,
    message: string,
    init: { status?: number; body?: unknown; cause?: unknown; retryAfter?: number } = {},
  ) {
    super(message, { cause: init.cause });
    this.name = 'HttpError';
    this.kind = kind;
    this.status = init.status;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  /** Per-field messages of a 400 validation error, if the body carries them. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | undefined)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }

  /** The server's own message, if its body has one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? message : undefined;
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
