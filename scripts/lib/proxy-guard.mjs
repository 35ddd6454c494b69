// What the dev and preview servers' API proxy may forward: only a request whose path stays within
// its prefix (`/api/` or `/admin-api/`) however the backend reads it. A WHATWG URL parser resolves
// `%2e%2e` as `..` and a backslash as a slash (`/api/%2e%2e/dev/outbox` is `/dev/outbox`), and
// some servers decode the path once before they resolve it (`/api/..%2fdev`), so the path is
// resolved both ways and both must stay within the prefix. Anything else is answered 400 by the
// proxy itself and never reaches the backend.

const BASE = 'http://proxy.invalid';

/**
 * The path a request-target leads to once resolved by WHATWG URL rules (dot segments, `%2e`,
 * backslashes), or undefined when it cannot be read as a path on this origin.
 * @param {string} target
 * @returns {string | undefined}
 */
export function resolvedPath(target) {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  try {
    const url = new URL(target, BASE);
    return url.origin === BASE ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request-target's path stays within `prefix` (ending with "/"), resolved as sent and
 * resolved after one round of percent-decoding. A malformed percent-encoding does not stay within.
 * @param {string} target
 * @param {string} prefix
 * @returns {boolean}
 */
export function staysWithin(target, prefix) {
  const path = target.split(/[?#]/, 1)[0] ?? '';
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // Decoded, a "?" or "#" is part of the path to one reader and its end to another: both count.
  const readings = [
    resolvedPath(path),
    resolvedPath(decoded.replace(/[?#]/g, encodeURIComponent)),
    resolvedPath(decoded.split(/[?#]/, 1)[0] ?? ''),
  ];
  return readings.every((resolved) => resolved !== undefined && resolved.startsWith(prefix));
}

/**
 * A `bypass` for Vite's proxy (`server.proxy[…].bypass`): lets a request within `prefix` through
 * and answers any other 400 with the contract's `ValidationError` body, so it is never forwarded.
 * @param {string} prefix
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse | undefined) => string | false | undefined}
 */
export function proxyGuard(prefix) {
  return (request, response) => {
    const target = request.url ?? '';
    if (staysWithin(target, prefix)) return undefined;
    if (response && !response.headersSent) {
      const body = JSON.stringify({
        message: 'The given data was invalid.',
        code: 'validation_failed',
        errors: { path: [`The path does not stay within ${prefix} once resolved.`] },
      });
      response.writeHead(400, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      response.end(body);
    }
    // Vite's proxy forwards nothing once the answer has been written; a WebSocket upgrade (no
    // response to write) is refused with Vite's 404.
    return response ? target : false;
  };
}
