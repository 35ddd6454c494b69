import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKS, SYMBOLS } from '@lib/compare/marks';

/** Every file under a folder whose name ends with one of the extensions. */
function filesUnder(folder: string, extensions: readonly string[]): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [path] : [];
  });
}

/** What a source file draws: its text without comments (block, JSX and line comments). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The symbols (Unicode's category S) beyond ASCII in a text, each with where it was seen. */
function symbolsIn(text: string, where: string, into: Map<string, Set<string>>) {
  for (const [character] of text.matchAll(/[^\p{ASCII}]/gu))
    if (/\p{S}/u.test(character)) into.set(character, (into.get(character) ?? new Set()).add(where));
}

const allowed = new Set<string>(Object.values(SYMBOLS));

describe('the symbols the app draws as text', () => {
  it('are characters the common fonts have: no full-width forms, no emoji-like symbols, no dingbats', () => {
    for (const [name, mark] of Object.entries(SYMBOLS)) {
      const code = mark.codePointAt(0)!;
      expect([...mark], name).toHaveLength(1);
      // Full-width forms (＝) and miscellaneous symbols and dingbats (★, ✓) are missing from Arial,
      // Segoe UI and Liberation Sans, the fonts most pages fall back on.
      expect(code >= 0xff00 && code <= 0xffef, `${name} ${mark}`).toBe(false);
      expect(code >= 0x2600 && code <= 0x27bf, `${name} ${mark}`).toBe(false);
      expect(code >= 0x1f000, `${name} ${mark}`).toBe(false);
    }
  });

  it('hold every mark beside the figures', () => {
    for (const [name, mark] of Object.entries(MARKS)) expect(SYMBOLS[name as keyof typeof SYMBOLS], name).toBe(mark);
  });

  it('are the only symbols in the code: every other one would be drawn unchecked', () => {
    const seen = new Map<string, Set<string>>();
    for (const file of filesUnder('src', ['.ts', '.tsx', '.css'])) {
      if (file.endsWith(join('lib', 'compare', 'marks.ts')) || file.endsWith('route-tree.gen.ts')) continue;
      symbolsIn(withoutComments(readFileSync(file, 'utf8')), file, seen);
    }
    const strays = [...seen].filter(([symbol]) => !allowed.has(symbol));
    expect(
      strays.map(
        ([symbol, files]) => `${symbol} (U+${symbol.codePointAt(0)!.toString(16)}) in ${[...files].join(', ')}`,
      ),
    ).toEqual([]);
  });

  it('are the only symbols in the messages of every language', () => {
    const seen = new Map<string, Set<string>>();
    for (const file of filesUnder('locales', ['.po'])) {
      const messages = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^msg(id|str)/.test(line))
        .join('\n');
      symbolsIn(messages, file, seen);
    }
    const strays = [...seen].filter(([symbol]) => !allowed.has(symbol));
    expect(
      strays.map(
        ([symbol, files]) => `${symbol} (U+${symbol.codePointAt(0)!.toString(16)}) in ${[...files].join(', ')}`,
      ),
    ).toEqual([]);
    // The catalogues do use some: the scan reads them.
    expect(seen.has(SYMBOLS.times)).toBe(true);
  });

  it('finds a symbol outside the module, and none in comments', () => {
    const seen = new Map<string, Set<string>>();
    symbolsIn(withoutComments("const a = '✓'; // ★ in a comment\n/* ＝ */ const b = 1;"), 'probe', seen);
    expect([...seen.keys()]).toEqual(['✓']);
  });
});
