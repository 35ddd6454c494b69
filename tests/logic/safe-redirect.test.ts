import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from '@lib/safe-redirect';

const SITE = 'https://cabinet.example.com';

/** What a safe answer is: nothing, or a path that keeps the person on the site, now and once decoded. */
function staysOnSite(result: string | undefined): boolean {
  if (result === undefined) return true;
  if (!result.startsWith('/') || result.startsWith('//') || result.includes('\\')) return false;
  for (const form of [result, decodeURIComponent(result)]) {
    const url = new URL(form, SITE);
    if (url.origin !== SITE || url.pathname.startsWith('//')) return false;
  }
  return true;
}

describe('safeRedirectPath', () => {
  it.each([
    '/cabinet/info/main',
    '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22&limit=10',
    '/cabinet/info/main#top',
    '/cabinet/info/themes?period[start_date]=2026-11-16&themes[]=12&themes[]=14#chart',
    '/cabinet/info/stories?q=%D0%9F%D1%83%D1%82%D0%B8%D0%BD&page=2',
    '/cabinet/info/main?filter[text]=a%20b&sort=-count#block-themes',
    '/cabinet?redirect=%2Fcabinet%2Finfo',
    '/cabinet/video/sources/video?channels[]=1&channels[]=2',
    '/admin',
    '/admin/sources?page=2',
  ])('keeps the deep link %s unchanged', (input) => {
    expect(safeRedirectPath(input)).toBe(input);
  });

  it('resolves harmless dot segments to the path they name', () => {
    expect(safeRedirectPath('/cabinet/./info/../info/main?limit=10')).toBe('/cabinet/info/main?limit=10');
  });

  // Each of these must come back undefined: they reach another host, a scheme, or a path a
  // browser may read as another host.
  const attacks: [string, string][] = [
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/path'],
    ['three slashes', '///evil.example'],
    ['four slashes', '////evil.example'],
    ['backslash host', '/\\evil.example'],
    ['backslash then slash', '/\\/evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['encoded backslash host', '/%5Cevil.example'],
    ['two encoded backslashes', '/%5C%5Cevil.example'],
    ['encoded slash and backslash', '/%2F%5Cevil.example'],
    ['encoded double slash', '/%2F%2Fevil.example'],
    ['lowercase encoded slash', '/%2f/evil.example'],
    ['double-encoded double slash', '/%252F%252Fevil.example'],
    ['dot-dot segment', '/..//evil.example'],
    ['two dot-dot segments', '/../..//evil.example'],
    ['encoded dot-dot segment', '/%2e%2e//evil.example'],
    ['uppercase encoded dot-dot segment', '/%2E%2E//evil.example'],
    ['half-encoded dot-dot (first)', '/.%2e//evil.example'],
    ['half-encoded dot-dot (second)', '/%2e.//evil.example'],
    ['dot segment then encoded slashes', '/./%2F%2Fevil.example'],
    ['dot segment then slash', '/.//evil.example'],
    ['dot-dot after a real segment', '/cabinet/..//evil.example'],
    ['encoded dot-dot after a real segment', '/cabinet/%2e%2e//evil.example'],
    ['double-encoded dot-dot segment', '/%252e%252e//evil.example'],
    ['fully encoded dot-dot and slashes', '/%2e%2e%2f%2fevil.example'],
    ['dot-dot then encoded slashes', '/..%2f%2fevil.example'],
    ['dot-dot then backslash', '/..\\evil.example'],
    ['encoded dot-dot then backslash', '/%2e%2e%5cevil.example'],
    ['climb then encoded slash', '/x/../../%2F/evil.example'],
    ['tab in host position', '/\t/evil.example'],
    ['newline in host position', '/\n/evil.example'],
    ['CRLF in host position', '/\r\n/evil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0a/evil.example'],
    ['encoded CRLF', '/%0d%0a/evil.example'],
    ['null character', '/\u0000/evil.example'],
    ['encoded null', '/%00/evil.example'],
    ['encoded newline at the end', '/cabinet%0A'],
    ['fullwidth solidus', '/\uff0f/evil.example'],
    ['fullwidth reverse solidus', '/\uff3cevil.example'],
    ['division slash', '/\u2215/evil.example'],
    ['encoded fullwidth solidi', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['absolute URL', 'https://evil.example/'],
    ['scheme without slashes', 'http:evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['mixed-case javascript scheme', 'JaVaScRiPt:alert(1)'],
    ['scheme after a slash', '/javascript:alert(1)'],
    ['encoded scheme after a slash', '/%6Aavascript:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative path', 'cabinet'],
    ['relative protocol-relative', './/evil.example'],
    ['leading space', ' /cabinet'],
    ['malformed encoding', '/cabinet%E0%A4%A'],
    ['lone percent', '/%'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(3000)}`],
  ];

  it('is tried with at least 40 attack strings', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(40);
  });

  it.each(attacks)('rejects %s', (_name, input) => {
    expect(safeRedirectPath(input)).toBeUndefined();
  });

  it.each([
    '/@evil.example',
    '/cabinet?next=//evil.example',
    '/cabinet#//evil.example',
    '/cabinet/%2e%2e',
    '/%2e%2e/%2e%2e/cabinet',
    '/\u3000/evil.example',
    '/cabinet ',
    ...attacks.map(([, input]) => input),
  ])('never returns anything but a path on the site for %j', (input) => {
    expect(staysOnSite(safeRedirectPath(input))).toBe(true);
  });

  it('rejects values that are not strings', () => {
    expect(safeRedirectPath(['/cabinet'])).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
    expect(safeRedirectPath({ toString: () => '/cabinet' })).toBeUndefined();
  });
});
