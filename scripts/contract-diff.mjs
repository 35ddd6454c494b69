#!/usr/bin/env node
// Compares two versions of the contract and sorts the changes into breaking and additive ones
// (api-smart-diff does the classification).
//
//   npm run contract:diff                       # the last commit against the working tree
//   npm run contract:diff -- main               # a git ref against the working tree
//   npm run contract:diff -- v1.2.0 main        # two git refs
//   npm run contract:diff -- old.yaml new.yaml  # two contract files
//
// Exit status 1 when there is a breaking change (add --no-fail to report only), else 0.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { apiCompare } from 'api-smart-diff';
import { parse } from 'yaml';
import { flattenAllOf } from './lib/flatten-allof.mjs';

const root = resolve(import.meta.dirname, '..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'no-fail': { type: 'boolean', default: false }, json: { type: 'string' } },
});
const [baseArg = 'HEAD', headArg] = positionals;
const scratch = mkdtempSync(join(tmpdir(), 'contract-diff-'));
const redocly = join(root, 'node_modules', '.bin', 'redocly');

/**
 * @param {string} rootFile
 * @param {string} name
 * @returns {import('./lib/contract.mjs').Node}
 */
function bundle(rootFile, name) {
  const out = join(scratch, `${name}.yaml`);
  execFileSync(redocly, ['bundle', rootFile, '-o', out], {
    stdio: 'pipe',
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const doc = parse(readFileSync(out, 'utf8'));
  flattenAllOf(doc);
  return doc;
}

/**
 * A contract from a file, from the working tree (undefined), or from a git ref's openapi/.
 * @param {string | undefined} source
 * @param {string} name
 */
function load(source, name) {
  if (source === undefined) return bundle(join(root, 'openapi', 'openapi.yaml'), name);
  if (existsSync(source)) return bundle(resolve(source), name);
  const dir = join(scratch, name);
  execFileSync('mkdir', ['-p', dir]);
  const archive = execFileSync('git', ['archive', source, 'openapi'], { cwd: root });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return bundle(join(dir, 'openapi', 'openapi.yaml'), name);
}

/**
 * @param {readonly (string | number)[]} path
 * @returns {string}
 */
function where(path) {
  if (path[0] === 'paths' && path.length >= 3) return `${String(path[2]).toUpperCase()} ${path[1]}`;
  if (path[0] === 'paths') return String(path[1]);
  return path.join('.');
}

try {
  const before = load(baseArg, 'base');
  const after = load(headArg, 'head');
  const { diffs } = apiCompare(before, after);
  /** @typedef {{ where: string; action: string; path: string; description: string }} Change */
  /** @type {Record<'breaking' | 'non-breaking' | 'other', Change[]>} */
  const groups = { breaking: [], 'non-breaking': [], other: [] };
  for (const diff of diffs) {
    /** @type {keyof typeof groups} */
    let group = diff.type === 'breaking' ? 'breaking' : diff.type === 'non-breaking' ? 'non-breaking' : 'other';
    // The library treats responses leniently; for this product's clients a field removed from a
    // response, or a response field whose type changed, breaks the code that reads it.
    const inResponse = diff.path.includes('responses');
    const removedField = diff.action === 'remove' && diff.path.at(-2) === 'properties';
    const changedType = diff.action === 'replace' && diff.path.at(-1) === 'type';
    if (inResponse && (removedField || changedType)) group = 'breaking';
    groups[group].push({
      where: where(diff.path),
      action: diff.action,
      path: diff.path.join('/'),
      description: diff.description ?? '',
    });
  }
  /** @type {(title: string, items: Change[]) => void} */
  const print = (title, items) => {
    console.log(`\n${title} (${items.length})`);
    for (const item of items) console.log(`  ${item.action.padEnd(7)} ${item.where}: ${item.description || item.path}`);
  };
  console.log(`contract:diff ${baseArg} → ${headArg ?? 'working tree'}`);
  print('Breaking changes', groups.breaking);
  print('Additive (non-breaking) changes', groups['non-breaking']);
  print('Other changes (descriptions, deprecations, unclassified)', groups.other);
  console.log(
    `\ncontract:diff: ${groups.breaking.length} breaking, ${groups['non-breaking'].length} additive, ${groups.other.length} other`,
  );
  if (values.json) writeFileSync(values.json, JSON.stringify(groups, null, 2));
  process.exitCode = groups.breaking.length > 0 && !values['no-fail'] ? 1 : 0;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
