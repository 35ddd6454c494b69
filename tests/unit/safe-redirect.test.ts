import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '../../src/lib/safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/cabinet/info/main', '/cabinet/info/main'],
    ['/cabinet/info/main?period[start_date]=2026-11-16&limit=10', '/cabinet/info/main?period[start_date]=2026-11-16&limit=10'],
    ['/cabinet/info/main#top', '/cabinet/info/main#top'],
    ['/admin', '/admin'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it.each([
    ['protocol-relative', '//evil.example/path'],
    ['backslash host', '/\\evil.example'],
    ['encoded backslash host', '/%5Cevil.example'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['double-encoded double slash', '/%252F%252Fevil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['scheme after slash', '/javascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'cabinet'],
    ['tab in host position', '/\t/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/cabinet%0A'],
    ['encoded null', '/cabinet%00'],
    ['malformed encoding', '/cabinet%E0%A4%A'],
    ['empty', ''],
  ])('rejects %s', (_name, input) => {
    expect(safeRedirectPath(input)).toBeUndefined();
  });

  it('rejects values that are not strings', () => {
    expect(safeRedirectPath(['/cabinet'])).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
  });
});
