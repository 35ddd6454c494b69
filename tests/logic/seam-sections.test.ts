import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { sectionOf } from '@api/http';
import type { RequestOptions } from '@api/request';
import { seamHooks, setPageConsole } from '@api/seam-hooks';
import type { Section } from '@api/session';
import { OPERATIONS } from '@generated/operations';
import { PATH_SECTIONS } from '@generated/sections';

// Which section (host and token) serves a call is said once, by the contract (`x-section`,
// generated/sections.ts); the seam reads it, and neither a call site nor a page's path says it again.

const root = resolve(import.meta.dirname, '../..');
const pageConsole = seamHooks.pageConsole;
afterEach(() => setPageConsole(pageConsole));

/** A URL the generated call builds for a path of the contract: its parameters filled in. */
const called = (path: string) => path.replace(/\{[^}]+\}/g, '702');

describe("the seam's section of a call", () => {
  it('is the contract’s for every operation, whichever console the person is in', () => {
    const wrong: string[] = [];
    for (const { id, path } of OPERATIONS) {
      const declared = PATH_SECTIONS[path];
      for (const where of ['cabinet', 'admin', undefined] as const) {
        setPageConsole(() => where);
        const expected: Section = declared === 'both' ? (where ?? 'cabinet') : (declared ?? 'cabinet');
        const section = sectionOf(called(path));
        if (section !== expected)
          wrong.push(`${id} (${path}) from ${where ?? 'no console'}: ${section}, not ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    // Every operation's path has its section in the table the seam reads.
    expect(OPERATIONS.filter(({ path }) => PATH_SECTIONS[path] === undefined)).toEqual([]);
  });

  it('reads a path with parameters as the contract’s path it fills in', () => {
    setPageConsole(() => 'admin');
    expect(sectionOf('/api/v1/info/reports/501/file')).toBe('cabinet');
    expect(sectionOf('/api/v1/video/report/9/download')).toBe('cabinet');
  });

  it('cannot be named by a caller: the request options have no section', () => {
    expectTypeOf<RequestOptions>().not.toHaveProperty('section');
    // @ts-expect-error A call's section comes from the contract only.
    const options: RequestOptions = { section: 'admin' };
    expect(options).toBeDefined();
  });
});

/** The app's source files, as paths from the root. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('a section said a second way', () => {
  const files = sources('src')
    .filter((path) => !path.endsWith('route-tree.gen.ts'))
    .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

  it('is no request flag naming the section of a call', () => {
    const flagged = files.filter(
      ({ text }) => /\b(ADMIN|CABINET)_REQUEST\b/.test(text) || /\bsection:\s*['"](admin|cabinet)['"]/.test(text),
    );
    expect(flagged.map(({ path }) => path)).toEqual([]);
  });

  it('is no test of a page path’s console prefix outside src/lib/consoles.ts', () => {
    const prefix = /(startsWith\(\s*['"`]\/(admin|cabinet)|[=!]==\s*['"`]\/(admin|cabinet)\/?['"`])/;
    const found = files.filter(({ path, text }) => !path.endsWith('src/lib/consoles.ts') && prefix.test(text));
    expect(found.map(({ path }) => path)).toEqual([]);
  });
});
