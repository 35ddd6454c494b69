const BASE = 'http://same-origin.invalid';

/**
 * Refused anywhere in the value, raw or decoded: control characters (the URL parser drops tabs
 * and newlines, so `/\t/host` would become `//host`), backslashes (read as slashes), and
 * characters some parsers or people read as a slash or backslash (fullwidth, division, fraction
 * and big solidus, small reverse solidus): no path of this site needs them.
 */
// eslint-disable-next-line no-control-regex
const REFUSED = /[\u0000-\u001f\u007f-\u009f\\\u2044\u2215\u29f8\u29f9\ufe68\uff0f\uff3c]/;

/**
 * The value resolved against this site: its path, search and hash when it stays on the site and
 * its path does not begin with two slashes (which a browser reads as another host). The URL
 * parser resolves dot segments, percent-encoded ones included, so `/..//evil.example` is seen as
 * the `//evil.example` it becomes.
 */
function resolveOnSite(value: string): string | undefined {
  try {
    const url = new URL(value, BASE);
    if (url.origin === BASE && !url.pathname.startsWith('//')) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL at all.
  }
  return undefined;
}

/**
 * Accepts a post-login redirect target only when it is a path on this site, and returns it
 * normalized (dot segments resolved). Rejects protocol-relative URLs (`//host`, `/\host`), any
 * scheme (`https:`, `javascript:`), and whatever `REFUSED` lists, and anything that leaves the
 * site or resolves to `//host`, whether as given or once decoded (a later step, such as a router,
 * may decode it).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return undefined;
  let decoded = value;
  try {
    // Decode repeatedly so that double-encoded tricks are seen as what a browser may make of them.
    for (let i = 0; i < 3; i += 1) decoded = decodeURIComponent(decoded);
  } catch {
    return undefined;
  }
  for (const form of [value, decoded]) {
    if (REFUSED.test(form) || /^\/*[a-z][a-z0-9+.-]*:/i.test(form) || !resolveOnSite(form)) return undefined;
  }
  return resolveOnSite(value);
}
