const BASE = 'http://same-origin.invalid';

// Characters some parsers or people read as a slash or backslash (fullwidth, division slash,
// fraction slash, big solidus, small reverse solidus): no path of this site needs them.
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f8\u29f9\ufe68\uff0f\uff3c]/;

/**
 * A value resolved against this site: its path, search and hash when it stays on the site and
 * its path does not begin with two slashes (which a browser reads as another host), else
 * undefined. The URL parser resolves dot segments, percent-encoded ones included, so
 * `/..//evil.example` is seen as the `//evil.example` it becomes.
 */
function resolveOnSite(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Accepts a post-login redirect target only when it is a path on this site, and returns it
 * normalized (dot segments resolved). Rejects protocol-relative URLs (`//host`, `/\host`), any
 * scheme (`https:`, `javascript:`), backslashes, control characters and slash look-alikes, raw or
 * percent-encoded, and anything whose dot segments resolve to `//host`, whether as given or once
 * decoded (a later step, such as a router, may decode it).
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  let decoded = value;
  try {
    // Decode repeatedly so that double-encoded tricks are seen as what a browser may make of them.
    for (let i = 0; i < 3; i += 1) {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    }
  } catch {
    return undefined;
  }
  for (const form of [value, decoded]) {
    // The URL parser drops tabs and newlines, so `/\t/host` would become `//host`.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f]/.test(form) || form.includes('\\') || SLASH_LOOKALIKES.test(form)) return undefined;
    if (form.startsWith('//') || /^\/*[a-z][a-z0-9+.-]*:/i.test(form)) return undefined;
  }
  if (resolveOnSite(decoded) === undefined) return undefined;
  const result = resolveOnSite(value);
  // The result must itself pass: resolving must not have made a new way off the site.
  return result !== undefined && resolveOnSite(result) === result ? result : undefined;
}
