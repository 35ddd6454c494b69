import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Each guard of `npm test` is shown to fail a run when what it guards goes wrong. (The e2e
// guard's own proof is tests/e2e/guard.spec.ts.)

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'checks-bite-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function runScript(script: string, env: Record<string, string>) {
  const result = spawnSync(
    process.execPath,
    [join(root, 'scripts', script), ...(script === 'codegen.mjs' ? ['--check'] : [])],
    {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('codegen freshness', () => {
  it('fails when a generated file was edited by hand', () => {
    const copy = join(scratch, 'generated');
    cpSync(join(root, 'generated'), copy, { recursive: true });
    const file = join(copy, 'api', 'user', 'user.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace('/api/v1/user/get', '/api/v1/user/me'));
    const { status, output } = runScript('codegen.mjs', { CODEGEN_COMPARE_WITH: copy });
    expect(status).toBe(1);
    expect(output).toContain('differs: api/user/user.ts');
  }, 60_000);
});

describe('bundle budget', () => {
  function fakeBuild(entryBytes: number) {
    const dist = join(scratch, `dist-${entryBytes}`);
    mkdirSync(join(dist, '.vite'), { recursive: true });
    mkdirSync(join(dist, 'assets'), { recursive: true });
    // Random bytes do not compress: the brotli and gzip sizes are about the raw size.
    writeFileSync(join(dist, 'assets', 'index.js'), randomBytes(entryBytes));
    writeFileSync(join(dist, 'assets', 'login.js'), randomBytes(1024));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index.js', isEntry: true },
        'src/routes/_auth/login.tsx?tsr-split=component': { file: 'assets/login.js', imports: ['index.html'] },
      }),
    );
    return dist;
  }

  it('fails when the login route loads more than its budget', () => {
    const { status, output } = runScript('budget.mjs', {
      BUDGET_DIST: fakeBuild(40 * 1024),
      BUDGET_LOGIN_KB: '20',
      BUDGET_CABINET_KB: '300',
    });
    expect(status).toBe(1);
    expect(output).toMatch(/\/login\s+4\d\.\d\s+20\s+4\d\.\d\s+\d+\s+OVER BUDGET/);
  });

  it('passes when every route is within budget', () => {
    const { status, output } = runScript('budget.mjs', {
      BUDGET_DIST: fakeBuild(10 * 1024),
      BUDGET_LOGIN_KB: '20',
      BUDGET_CABINET_KB: '300',
    });
    expect(status).toBe(0);
    expect(output).toContain('every route within budget');
  });
});

describe('layer rule', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result?.messages.map((m) => m.ruleId) ?? [];
  };
  /** What the lint says of a file, a line per problem: the rule, then its message. */
  const said = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result?.messages.map((m) => `${m.ruleId}: ${m.message}`) ?? [];
  };

  it('rejects an import that points up the layers', async () => {
    expect(
      await lint('src/lib/probe.ts', "import { session } from '../api/session';\nexport const probe = session;\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint('src/api/probe.ts', "import { Button } from '../ui/button';\nexport const probe = Button;\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { Route } from '../../routes/_auth/login';\nexport const probe = Route;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  it('keeps shared/ free of the app and the server, and lets both use it', async () => {
    expect(
      await lint('shared/probe.ts', "import { session } from '../src/api/session';\nexport const probe = session;\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'shared/probe.ts',
        "import { ACCESS } from '../server/handlers/access';\nexport const probe = ACCESS;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint('src/lib/probe.ts', "import { daySpike } from '@shared/spikes';\nexport const probe = daySpike;\n"),
    ).toEqual([]);
  });

  it('sees through the layer aliases', async () => {
    expect(
      await lint('src/lib/probe.ts', "import { session } from '@api/session';\nexport const probe = session;\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/kit/probe.ts',
        "import { InfoMain } from '@features/info/main/info-main';\nexport const probe = InfoMain;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { CabinetHome } from '@features/cabinet/cabinet-home';\nexport const probe = CabinetHome;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { session } from '@api/session';\nimport { Button } from '@ui/button';\nexport const probe = [session, Button];\n",
      ),
    ).toEqual([]);
  });

  it('rejects an import from one feature into another', async () => {
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { CabinetHome } from '../cabinet/cabinet-home';\nexport const probe = CabinetHome;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  it('keeps the monitoring kit below the features: it imports none, and nothing under it imports the kit', async () => {
    expect(
      await lint(
        'src/kit/probe.ts',
        "import { InfoMain } from '../features/info/main/info-main';\nexport const probe = InfoMain;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/kit/probe.ts',
        "import { Route } from '../routes/cabinet/info/route';\nexport const probe = Route;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/ui/probe.ts',
        "import { ChartBlock } from '../kit/blocks/chart-block';\nexport const probe = ChartBlock;\n",
      ),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint(
        'src/lib/probe.ts',
        "import { FilterBar } from '../kit/filters/filter-bar';\nexport const probe = FilterBar;\n",
      ),
    ).toContain('import/no-restricted-paths');
  });

  it('lets the kit use the generated hooks and the seam, and the features use the kit', async () => {
    expect(
      await lint(
        'src/kit/probe.ts',
        "import { useInfoPersonTop } from '@generated/api/info/info';\nimport { isHttpError } from '../api/errors';\nexport const probe = [useInfoPersonTop, isHttpError];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'src/features/info/probe.ts',
        "import { ChartBlock } from '../../kit/blocks/chart-block';\nexport const probe = ChartBlock;\n",
      ),
    ).toEqual([]);
  });

  it('accepts an import that points down', async () => {
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { session } from '../../api/session';\nexport const probe = session;\n",
      ),
    ).toEqual([]);
  });

  it('rejects an import cycle', async () => {
    // The seam's errors module importing the seam itself closes a loop (http.ts imports errors.ts).
    const cycle = await said(
      'src/api/errors.ts',
      `${readFileSync(join(root, 'src/api/errors.ts'), 'utf8')}\nimport { apiRequest } from './http';\nexport const probe = apiRequest;\n`,
    );
    expect(cycle).toEqual([expect.stringMatching(/^cycles\/no-cycle: Dependency cycle: \.\/http leads back/)]);
    expect(cycle[0]).toContain('src/api/http.ts → src/api/errors.ts');
  });

  it('rejects an import cycle that an import() closes', async () => {
    const cycle = await said(
      'src/api/errors.ts',
      `${readFileSync(join(root, 'src/api/errors.ts'), 'utf8')}\nexport const probe = () => import('./http');\n`,
    );
    expect(cycle).toEqual([expect.stringMatching(/^cycles\/no-cycle: Dependency cycle: \.\/http leads back/)]);
  });

  it('rejects an import cycle that a type-only import closes', async () => {
    // The filter bar imports the views' control; the control importing a type of the bar closes a
    // loop through a type-only import, which costs nothing at run time but binds the modules all the same.
    const cycle = await said(
      'src/kit/views/views-control.tsx',
      `${readFileSync(join(root, 'src/kit/views/views-control.tsx'), 'utf8')}\nimport type { FilterBarProps } from '../filters/filter-bar';\nexport type Probe = FilterBarProps;\n`,
    );
    expect(cycle).toEqual([
      expect.stringMatching(
        /^cycles\/no-cycle: Dependency cycle through a type-only import: \.\.\/filters\/filter-bar/,
      ),
    ]);
  });

  it('rejects rendering raw HTML', async () => {
    expect(
      await lint(
        'src/features/auth/probe.tsx',
        'export const Probe = ({ text }: { text: string }) => <p dangerouslySetInnerHTML={{ __html: text }} />;\n',
      ),
    ).toContain('no-restricted-syntax');
  });
});

describe('accessibility rule', () => {
  const eslint = new ESLint({ cwd: root });
  // The probes' untranslated words are the translation rule's business (below), not this one's.
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result?.messages.map((m) => m.ruleId).filter((rule) => !rule?.startsWith('lingui/')) ?? [];
  };

  it('rejects an image without a text alternative', async () => {
    expect(await lint('src/features/auth/probe.tsx', 'export const Probe = () => <img src="logo.png" />;\n')).toContain(
      'jsx-a11y/alt-text',
    );
    expect(
      await lint(
        'src/features/auth/probe.tsx',
        'export const Probe = () => <img src="logo.png" alt="Media monitor" />;\n',
      ),
    ).toEqual([]);
  });

  it('rejects a clickable element the keyboard cannot reach, and accepts a button', async () => {
    const clickable = await lint(
      'src/features/auth/probe.tsx',
      'export const Probe = ({ onPick }: { onPick: () => void }) => <div onClick={onPick}>Pick</div>;\n',
    );
    expect(clickable).toContain('jsx-a11y/click-events-have-key-events');
    expect(clickable).toContain('jsx-a11y/no-static-element-interactions');
    expect(
      await lint(
        'src/features/auth/probe.tsx',
        'export const Probe = ({ onPick }: { onPick: () => void }) => <button type="button" onClick={onPick}>Pick</button>;\n',
      ),
    ).toEqual([]);
  });

  it('lets a named scrolling region take the focus, and nothing else that is not a control', async () => {
    expect(
      await lint(
        'src/features/auth/probe.tsx',
        'export const Probe = () => <div role="region" aria-label="Table" tabIndex={0}>rows</div>;\n',
      ),
    ).toEqual([]);
    expect(
      await lint('src/features/auth/probe.tsx', 'export const Probe = () => <p tabIndex={0}>text</p>;\n'),
    ).toContain('jsx-a11y/no-noninteractive-tabindex');
  });
});

describe('translation rule', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return result?.messages.map((m) => m.ruleId) ?? [];
  };

  it('rejects text and a text attribute that no macro translates', async () => {
    expect(await lint('src/features/auth/probe.tsx', 'export const Probe = () => <p>Hello</p>;\n')).toContain(
      'lingui/no-unlocalized-strings',
    );
    expect(
      await lint(
        'src/features/auth/probe.tsx',
        'export const Probe = ({ onClose }: { onClose: () => void }) => <button type="button" aria-label="Close" onClick={onClose}>×</button>;\n',
      ),
    ).toContain('lingui/no-unlocalized-strings');
    expect(
      await lint('src/features/auth/probe.ts', "export const LABELS = { tv: 'Television', radio: 'Radio' };\n"),
    ).toContain('lingui/no-unlocalized-strings');
  });

  it('accepts the same text through t, <Trans> and msg', async () => {
    const translated = [
      "import { Trans, useLingui } from '@lingui/react/macro';",
      'export const Probe = ({ onClose }: { onClose: () => void }) => {',
      '  const { t } = useLingui();',
      '  return (',
      '    <>',
      '      <p><Trans>Hello</Trans></p>',
      '      <button type="button" aria-label={t`Close`} onClick={onClose}>×</button>',
      '    </>',
      '  );',
      '};',
      '',
    ].join('\n');
    expect(await lint('src/features/auth/probe.tsx', translated)).toEqual([]);
    expect(
      await lint(
        'src/features/auth/probe.ts',
        "import { msg } from '@lingui/core/macro';\nexport const LABELS = { tv: msg`Television`, radio: msg`Radio` };\n",
      ),
    ).toEqual([]);
  });

  it('lets through strings that are not text: keys, classes, paths, MIME types', async () => {
    const keys =
      "export const probe = { key: 'created_at', className: 'block-wide', to: '/cabinet/info/main', type: 'text/csv;charset=utf-8', role: 'region' };\n";
    expect(await lint('src/features/auth/probe.ts', keys)).toEqual([]);
  });

  it('rejects a message whose placeholder is not a plain name', async () => {
    const code =
      "import { useLingui } from '@lingui/react/macro';\nexport const useProbe = (user: { name: string }) => {\n  const { t } = useLingui();\n  return t`Welcome, ${user.name}`;\n};\n";
    expect(await lint('src/features/auth/probe.ts', code)).toContain('lingui/no-expression-in-message');
    const named =
      "import { useLingui } from '@lingui/react/macro';\nexport const useProbe = (user: { name: string }) => {\n  const { t } = useLingui();\n  return t`Welcome, ${{ name: user.name }}`;\n};\n";
    expect(await lint('src/features/auth/probe.ts', named)).toEqual([]);
  });
});
