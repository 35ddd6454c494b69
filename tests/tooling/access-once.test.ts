// Who may call what is said once, in the contract: each operation's `x-access` (the permission
// keys any of which opens it) and the `x-access` of `AlertKind`. The reference backend's pipeline
// reads the operations' from the contract it loads (server/lib/contract.ts → mayCall), the app
// and the alerts read generated/access.ts. These tests fail when a rule is declared a second
// way: a handler that checks keys itself, a map of keys by tag or section, a key written beside
// a call or an alert kind in the app.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACCESS_KEYS as GENERATED_KEYS, ALERT_KIND_ACCESS, OPERATION_ACCESS } from '@generated/access';
import { ACCESS_KEYS } from '@lib/access';

const root = join(import.meta.dirname, '..', '..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed contract, read loosely
type Json = Record<string, any>;
const contract = parse(readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8')) as Json;
const keys = Object.keys(contract.components.schemas.Permissions.properties).filter((key) => key !== 'all');

const operations = Object.values(contract.paths as Record<string, Json>).flatMap((item) =>
  Object.values(item).filter((op): op is Json => Boolean(op?.operationId)),
);

describe('x-access in the contract', () => {
  it('every operation names its keys, from Permissions, and documents the 403 and a token when it names any', () => {
    const wrong: string[] = [];
    for (const op of operations) {
      const access = op['x-access'] as unknown;
      if (!Array.isArray(access) || access.some((key) => !keys.includes(key))) {
        wrong.push(`${op.operationId}: x-access ${JSON.stringify(access)}`);
        continue;
      }
      if (access.length === 0) continue;
      if (!op.responses['403']) wrong.push(`${op.operationId}: names keys but documents no 403`);
      if ((op.security ?? contract.security).length === 0)
        wrong.push(`${op.operationId}: names keys but takes no token`);
    }
    expect(wrong).toEqual([]);
  });

  it('every alert kind names its keys, from Permissions', () => {
    const kind = contract.components.schemas.AlertKind as Json;
    expect(Object.keys(kind['x-access'])).toEqual(kind.enum);
    for (const granted of Object.values(kind['x-access'] as Record<string, string[]>))
      expect(granted.length > 0 && granted.every((key) => keys.includes(key))).toBe(true);
  });

  it('the app and the generated module hold the same keys and the same rules as the contract', () => {
    expect([...ACCESS_KEYS]).toEqual(keys);
    expect([...GENERATED_KEYS]).toEqual(keys);
    expect(OPERATION_ACCESS).toEqual(Object.fromEntries(operations.map((op) => [op.operationId, op['x-access']])));
    expect(ALERT_KIND_ACCESS).toEqual(contract.components.schemas.AlertKind['x-access']);
  });
});

// What declaring an access rule again looks like in code. The readers of the one declaration may
// read a permission: the pipeline's mayCall, the app's hasAccess (beside its table of keys).
const KEY = `'(?:${keys.join('|')})'`;
// `music` and `video` name sections too; a map to one of the other keys is a rule.
const sections = contract.components.schemas.AlertSection.enum as string[];
const ONLY_A_KEY = `'(?:${keys.filter((key) => !sections.includes(key)).join('|')})'`;
const READS = 'reads a permission key';
const SECOND_WAY: [RegExp, string][] = [
  [/\bneed\(/, 'a handler checks keys itself (need)'],
  [/\bpermissions\??\.(?:\[|\w)/, READS],
  // A list, not an index (`Profile['music']`, `row['video']`): no name or bracket just before it.
  [new RegExp(`(?<![\\w\\])])\\[\\s*${KEY}(?:\\s*,\\s*${KEY})*\\s*\\]`), 'a list of keys'],
  [new RegExp(`\\w+\\s*:\\s*${ONLY_A_KEY}\\s*[,}]`), 'a map to a key'],
  [new RegExp(`hasAccess\\([^)]*,\\s*${KEY}`), 'a key written beside a check'],
];
const READERS: Record<string, string[]> = {
  'server/lib/sessions.ts': [READS],
  'src/lib/access.ts': [READS, 'a list of keys'],
};
// Not access rules of calls: the dataset generator (which accounts get what planted) and the
// pages' keys (each route declares its own: src/routes and the section registry).
const ELSEWHERE = [/^server\/data\//, /^src\/routes\//, /^src\/lib\/sections\.ts$/, /\.test\.tsx?$/];

function secondWays(text: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(\/\/|\*)/.test(line)) return;
    for (const [pattern, what] of SECOND_WAY)
      if (!allowed.includes(what) && pattern.test(line)) found.push(`${index + 1}: ${what}: ${line.trim()}`);
  });
  return found;
}

function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) =>
      relative(root, join(root, folder, file))
        .split(sep)
        .join('/'),
    );
}

describe('no access rule declared a second way', () => {
  it('the check bites: a tag map, a handler check, a key beside a kind', () => {
    expect(
      secondWays("const TAG_KEYS = {\n  info: ['infopole'],\n  video: ['video', 'video_infopole'],\n};"),
    ).toHaveLength(2);
    expect(secondWays("  need(account, 'video_infopole');")).toHaveLength(1);
    expect(secondWays('  if (!account.permissions.rsp) throw forbidden();')).toHaveLength(1);
    expect(secondWays("  return hasAccess(permissions, 'music');")).toHaveLength(1);
    expect(secondWays("const SECTION_KEYS = { info: 'infopole', video: 'video_infopole' };")).toHaveLength(1);
    expect(secondWays("  return { items, section: 'music', permissions: account.permissions };")).toEqual([]);
  });

  it('the server and the app read x-access and say no rule of their own', () => {
    const found = [...sources('server'), ...sources('src'), ...sources('shared')]
      .filter((file) => !ELSEWHERE.some((pattern) => pattern.test(file)))
      .flatMap((file) =>
        secondWays(readFileSync(join(root, file), 'utf8'), READERS[file]).map((line) => `${file}:${line}`),
      );
    expect(found).toEqual([]);
  });
});
