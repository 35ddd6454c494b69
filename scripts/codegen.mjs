#!/usr/bin/env node
// Regenerates generated/ from openapi/: the single-file bundle, orval's hooks, models and MSW
// handlers, and openapi-typescript's schema types. With --check it generates into a scratch
// folder and fails when anything differs from the committed generated/ (a hand edit, or a
// contract change that was not regenerated).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { parse, stringify } from 'yaml';
import { join, resolve } from 'node:path';
import { compareTrees } from './lib/compare-trees.mjs';
import { flattenAllOf, pruneUnusedSchemas } from './lib/flatten-allof.mjs';
import { accessModule } from './lib/access.mjs';
import { shapesModule } from './lib/shapes.mjs';

/** @typedef {import('./lib/contract.mjs').Node} Node */

const root = resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
// The scratch folder sits beside generated/ so that relative imports come out identical.
const out = join(root, check ? '.codegen-check' : 'generated');
if (check) rmSync(out, { recursive: true, force: true });
const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
// Tools' chatter is shown only when a step fails.
/** @type {(cmd: string, args: string[], env?: Record<string, string>) => void} */
const run = (cmd, args, env = {}) => {
  try {
    execFileSync(cmd, args, { cwd: root, stdio: 'pipe', env: { ...process.env, ...env } });
  } catch (error) {
    // A failed execFileSync carries what the tool wrote.
    const { stdout, stderr } = /** @type {{ stdout?: Buffer; stderr?: Buffer }} */ (error);
    process.stderr.write(`${stdout ?? ''}${stderr ?? ''}`);
    throw new Error(`codegen step failed: ${cmd.split('/').pop()} ${args.join(' ')}`);
  }
};

/**
 * Which backend section serves each path, for dropping one section's cached data on sign-out.
 * @param {Node} contract the bundled contract
 * @returns {string}
 */
function sectionsModule(contract) {
  /** @type {string[]} */
  const entries = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const sections = new Set(
      Object.values(item)
        .map((op) => op['x-section'])
        .filter(Boolean),
    );
    entries.push(`  '${path}': '${sections.size === 1 ? [...sections][0] : 'both'}',`);
  }
  return [
    '// Generated from the contract by npm run codegen. Do not edit.',
    "export type ApiSection = 'cabinet' | 'admin' | 'both';",
    '',
    '/** The section (x-section) that serves each path of the contract. */',
    'export const PATH_SECTIONS: Record<string, ApiSection> = {',
    ...entries,
    '};',
    '',
  ].join('\n');
}

/**
 * Each operation's id, method, path, the named examples of its 200 answer and its statuses: the QA scenarios.
 * @param {Node} contract the bundled contract
 * @returns {string}
 */
function operationsModule(contract) {
  /** @type {(node: any) => any} */
  const deref = (node) =>
    node?.$ref
      ? node.$ref
          .slice(2)
          .split('/')
          .reduce((/** @type {any} */ value, /** @type {string} */ key) => value?.[key.replace(/~1/g, '/')], contract)
      : node;
  /** @type {string[]} */
  const rows = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.operationId) continue;
      const ok = deref(op.responses?.['200']);
      const examples = Object.keys(Object.values(ok?.content ?? {})[0]?.examples ?? {});
      const statuses = Object.keys(op.responses ?? {});
      rows.push(
        `  { id: '${op.operationId}', method: '${method.toUpperCase()}', path: '${path}', examples: ${JSON.stringify(examples).replace(/"/g, "'")}, statuses: ${JSON.stringify(statuses).replace(/"/g, "'")} },`,
      );
    }
  }
  return [
    '// Generated from the contract by npm run codegen. Do not edit.',
    'export interface OperationInfo {',
    '  id: string;',
    '  method: string;',
    '  path: string;',
    '  /** Named examples of the 200 answer (the mock serves one with `Prefer: example=<name>`). */',
    '  examples: string[];',
    '  statuses: string[];',
    '}',
    '',
    'export const OPERATIONS: OperationInfo[] = [',
    ...rows,
    '];',
    '',
  ].join('\n');
}

/**
 * Orval answers a binary response in its MSW handlers with words from faker, whose import costs
 * every test file that loads the handlers about 0.2 s. Those answers are fixed bytes here; a
 * module left with no other use of faker no longer imports it.
 * @param {string} folder the generated api/ folder
 */
function fixedBinaryMocks(folder) {
  for (const tag of readdirSync(folder)) {
    const file = join(folder, tag, `${tag}.msw.ts`);
    if (!existsSync(file)) continue;
    const text = readFileSync(file, 'utf8');
    let fixed = text.replaceAll(
      "new Blob(faker.helpers.arrayElements(faker.word.words(10).split(' ')))",
      "new Blob(['A file the contract describes as binary.'])",
    );
    if (!/\bfaker\./.test(fixed)) fixed = fixed.replace("import {\n  faker\n} from '@faker-js/faker';\n\n", '');
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

try {
  run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '-o', join(out, 'openapi.yaml')], {
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  });
  const bundlePath = join(out, 'openapi.yaml');
  const bundle = parse(readFileSync(bundlePath, 'utf8'));
  flattenAllOf(bundle);
  pruneUnusedSchemas(bundle);
  // Written as YAML 1.1 would need it (the `yaml` package quotes every string a 1.1 parser would
  // read as another type): dates, times such as 21:00:00 (sexagesimal numbers in 1.1), yes/no/on/off.
  // Most tooling outside JavaScript still reads YAML 1.1; a 1.2 parser reads the same values.
  writeFileSync(bundlePath, stringify(bundle, { lineWidth: 0, aliasDuplicateObjects: false, version: '1.1' }));
  run(bin('orval'), ['--config', 'codegen.config.ts'], { CODEGEN_OUT: out });
  fixedBinaryMocks(join(out, 'api'));
  writeFileSync(join(out, 'sections.ts'), sectionsModule(bundle));
  writeFileSync(join(out, 'operations.ts'), operationsModule(bundle));
  writeFileSync(join(out, 'shapes.ts'), shapesModule(bundle));
  writeFileSync(join(out, 'access.ts'), accessModule(bundle));
  run(bin('openapi-typescript'), [join(out, 'openapi.yaml'), '-o', join(out, 'schema.d.ts')]);
  if (check) {
    // CODEGEN_COMPARE_WITH lets the tooling tests point the check at a tampered copy.
    const diffs = compareTrees(process.env.CODEGEN_COMPARE_WITH ?? join(root, 'generated'), out);
    if (diffs.length > 0) {
      console.error('generated/ does not match openapi/ (run `npm run codegen`, never edit generated/ by hand):');
      for (const d of diffs.slice(0, 30)) console.error(`  ${d}`);
      process.exitCode = 1;
    } else {
      console.log('codegen:check: generated/ matches openapi/');
    }
  } else {
    console.log(`codegen: wrote ${out}`);
  }
} finally {
  if (check) rmSync(out, { recursive: true, force: true });
}
