import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The HTTP seam reads the contract's table of sections (generated/sections.ts) and nothing else
// of generated/: the exception in the layer rule is that one file.

const root = resolve(import.meta.dirname, '../..');

describe('the seam and generated/', () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (code: string) => {
    const [result] = await eslint.lintText(code, { filePath: join(root, 'src/api/probe.ts') });
    return result?.messages.map((message) => message.ruleId) ?? [];
  };

  it("lets the seam read the contract's sections, and no generated hook or model", async () => {
    expect(
      await lint("import { PATH_SECTIONS } from '../../generated/sections';\nexport const probe = PATH_SECTIONS;\n"),
    ).not.toContain('import/no-restricted-paths');
    expect(
      await lint("import { useGeoList } from '../../generated/api/admin/admin';\nexport const probe = useGeoList;\n"),
    ).toContain('import/no-restricted-paths');
    expect(
      await lint("import { OPERATIONS } from '../../generated/operations';\nexport const probe = OPERATIONS;\n"),
    ).toContain('import/no-restricted-paths');
  }, 60_000);
});
