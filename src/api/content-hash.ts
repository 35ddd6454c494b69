import { nextTask } from '../lib/after-paint';

/**
 * JSON with object keys sorted at every depth, so that equal bodies hash equally whatever the
 * order their keys were written in. Arrays keep their order: it is part of the value.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * Lowercase hex SHA-256, the value of the `X-Content-Hash` header. The browser's own digest
 * where it offers one (secure contexts); elsewhere (plain HTTP) a small library, loaded only then.
 */
export async function contentHash(canonical: string): Promise<string> {
  const bytes = new TextEncoder().encode(canonical);
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    const digest = await subtle.digest('SHA-256', bytes);
    // The browser answers the digests of a page's calls together, in one task: each caller goes on
    // (to send its call) in a task of its own, so ten calls do not make one long task.
    await nextTask();
    return toHex(new Uint8Array(digest));
  }
  const { sha256 } = await import('@noble/hashes/sha2.js');
  return toHex(sha256(bytes));
}
