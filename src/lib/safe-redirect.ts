/**
 * Accepts a post-login redirect target only when it is a path on this site. Rejects
 * protocol-relative URLs (`//host`, `/\host`), any scheme (`https:`, `javascript:`), backslashes
 * and control characters, raw or percent-encoded, which browsers may strip or reinterpret.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return undefined;
  if (!value.startsWith('/')) return undefined;
  if (value.startsWith('//') || value.includes('\\')) return undefined;
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
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  if (decoded.startsWith('//') || decoded.includes('\\')) return undefined;
  if (/^\/*[a-z][a-z0-9+.-]*:/i.test(decoded)) return undefined;
  // The URL parser is the final judge: the path must stay on this origin.
  const base = 'http://same-origin.invalid';
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
