// What a handler gives back besides a JSON answer: a failure the contract documents, or a file.

/**
 * A documented failure: 400 with per-field messages, or 401/403/404/405/409/413/414/415/429 with an
 * `ApiError`, and the headers it is sent with (`Allow` on a 405, `Retry-After` on a 429).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return this.errors
      ? { message: this.message, code: this.code, errors: this.errors }
      : { message: this.message, code: this.code };
  }
}

export const notFound = (what = 'Not found.') => new ApiFailure(404, 'not_found', what);
export const invalid = (errors: Record<string, string[]>) =>
  new ApiFailure(400, 'validation_failed', 'The given data was invalid.', errors);
export const unauthenticated = () => new ApiFailure(401, 'unauthenticated', 'Unauthenticated.');
export const forbidden = () => new ApiFailure(403, 'forbidden', 'This action is unauthorized.');

/** A file to download: sent with its media type and `Content-Disposition: attachment`. */
export class FileAnswer {
  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly filename: string,
  ) {}
}
