// The request-target as this server reads it. The path is kept as sent (percent-encodings and
// all) and matched against the contract's paths without being resolved, so `..` can lead nowhere;
// it is checked first, so a malformed one is a 400 and never an exception: RFC 3986's characters
// only, well-formed percent-encodings of UTF-8, no `.` or `..` segment, no control character. The
// query is decoded here once, each name to its values.
import { ApiFailure, invalid } from './answers.js';

/** The longest request-target served, in bytes; a longer one gets 414. */
export const MAX_TARGET = 8192;

export interface Target {
  /** The path as sent (still percent-encoded), checked. */
  path: string;
  /** The query's parameters, decoded: each name with its values in the order sent. */
  query: Map<string, string[]>;
}

// RFC 3986's pchar and "/": unreserved, sub-delims, ":", "@" and percent-encodings.
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/;
// Visible ASCII but "#" (a fragment is never sent): browsers leave [ ] { } | ^ unencoded in a query.
const QUERY_CHARACTERS = /^[\x21-\x22\x24-\x7e]*$/;
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;
const ABSOLUTE = /^https?:\/\/[^/?#]*/i;

const refused = (field: string, message: string) => invalid({ [field]: [message] });

/**
 * The path and query of a request-target: origin-form (`/api/v1/…?…`) or absolute-form
 * (`http://host/api/v1/…`, whose path is taken). Throws the 4xx `ApiFailure` it deserves.
 */
export function parseTarget(raw: string): Target {
  if (Buffer.byteLength(raw) > MAX_TARGET)
    throw new ApiFailure(414, 'uri_too_long', `The request-target is longer than ${MAX_TARGET} bytes.`);
  const absolute = ABSOLUTE.exec(raw);
  const rest = absolute ? raw.slice(absolute[0].length) : raw;
  const target = absolute && !rest.startsWith('/') ? `/${rest}` : rest;
  if (!target.startsWith('/')) throw refused('target', 'The request-target must be a path, such as /api/v1/user/get.');
  const mark = target.indexOf('?');
  const path = mark < 0 ? target : target.slice(0, mark);
  checkPath(path);
  return { path, query: parseQuery(mark < 0 ? '' : target.slice(mark + 1)) };
}

function checkPath(path: string): void {
  if (!PATH_CHARACTERS.test(path))
    throw refused('path', 'The path holds a character that must be percent-encoded (RFC 3986).');
  for (const segment of path.split('/')) {
    const decoded = decode(segment, 'path');
    if (decoded === '.' || decoded === '..')
      throw refused('path', 'The path holds a dot segment (. or .., encoded or not); send it resolved.');
  }
}

function parseQuery(query: string): Map<string, string[]> {
  const parameters = new Map<string, string[]>();
  if (query === '') return parameters;
  if (!QUERY_CHARACTERS.test(query))
    throw refused('query', 'The query holds a character that must be percent-encoded (RFC 3986).');
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(plus(at < 0 ? pair : pair.slice(0, at)), 'query');
    const value = at < 0 ? '' : decode(plus(pair.slice(at + 1)), name || 'query');
    const values = parameters.get(name);
    if (values) values.push(value);
    else parameters.set(name, [value]);
  }
  return parameters;
}

const plus = (text: string) => text.replace(/\+/g, ' ');

/** A percent-decoded part of the target; a malformed encoding or a control character is a 400 on `field`. */
export function decode(text: string, field: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    throw refused(
      field,
      'Holds a malformed percent-encoding: each % starts two hexadecimal digits, together the UTF-8 bytes of a character.',
    );
  }
  if (CONTROL.test(decoded)) throw refused(field, 'Holds a control character.');
  return decoded;
}
