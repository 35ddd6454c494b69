import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The scripts gate `npm test`, so `npm run typecheck` checks them too: tsconfig.scripts.json runs
// tsc over their JSDoc types (checkJs, strict). These tests fail when a script escapes it: a file
// left out of that program (a new script outside its include or named in an `exclude`, a `.d.mts`
// beside a script, which tsc would read instead of the script), a file that switches the check
// off, or the check itself loosened.

const root = resolve(import.meta.dirname, '../..');

function scriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return scriptFiles(path);
    return /\.(mjs|js|cjs)$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

function scriptsProgram() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.scripts.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('tsconfig.scripts.json could not be read');
  // The files of the program tsc builds (parsed, not checked): a script that an include names but
  // a declaration file of the same name shadows is not among them.
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  const files = program
    .getSourceFiles()
    .map((source) => relative(root, source.fileName))
    .filter((file) => file.startsWith('scripts/'))
    .sort();
  return { options: parsed.options, files };
}

describe('the scripts under the type checker', () => {
  const scripts = scriptFiles(join(root, 'scripts')).sort();
  const program = scriptsProgram();

  it('checks every script', () => {
    const checked = new Set(program.files);
    const left = scripts.filter((file) => !checked.has(file));
    expect(left).toEqual([]);
  });

  it('reads no declaration file in place of a script', () => {
    // The declarations of scripts/types describe packages that ship no types, not scripts.
    const declarations = program.files.filter(
      (file) => /\.d\.[mc]?ts$/.test(file) && !file.startsWith('scripts/types/'),
    );
    expect(declarations).toEqual([]);
  });

  it('is strict and checks JavaScript', () => {
    expect(program.options.checkJs).toBe(true);
    expect(program.options.allowJs).toBe(true);
    expect(program.options.strict).toBe(true);
    for (const flag of ['noImplicitAny', 'strictNullChecks'] as const) expect(program.options[flag]).not.toBe(false);
  });

  it('lets no script switch the check off', () => {
    const off = scripts.filter((file) => /@ts-nocheck|@ts-ignore/.test(readFileSync(join(root, file), 'utf8')));
    expect(off).toEqual([]);
  });

  it('is part of npm run typecheck, which checks every program of the project', async () => {
    const { scripts: npmScripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(npmScripts.typecheck).toBe('node scripts/typecheck.mjs');
    const { PROGRAMS } = await import('../../scripts/typecheck.mjs');
    const checked = PROGRAMS.map(([project]) => project).sort();
    const programs = readdirSync(root)
      .filter((name) => /^tsconfig\..+\.json$/.test(name))
      .sort();
    expect(checked).toContain('tsconfig.scripts.json');
    expect(checked).toEqual(programs);
  });
});
