// Who may call what, as the contract says it once: each operation's `x-access` (the permission
// keys any of which opens it; none for any signed-in account) and the `x-access` of
// `AlertKind` (the keys a rule of each kind needs). The app reads the generated module; the
// reference backend reads the same extension from the bundle it loads (server/lib/contract.ts).

const HEADER = '// Generated from the contract by npm run codegen. Do not edit.';

/**
 * The keys of `Permissions` but `all` (which grants every one), in the contract's order.
 * @param {any} contract the bundled contract
 * @returns {string[]}
 */
export function accessKeys(contract) {
  return Object.keys(contract.components?.schemas?.Permissions?.properties ?? {}).filter((key) => key !== 'all');
}

/**
 * Each operation's `x-access`, by operationId.
 * @param {any} contract the bundled contract
 * @returns {Record<string, string[]>}
 */
export function operationAccess(contract) {
  /** @type {Record<string, string[]>} */
  const access = {};
  for (const item of Object.values(contract.paths ?? {}))
    for (const op of Object.values(/** @type {Record<string, any>} */ (item)))
      if (op?.operationId) access[op.operationId] = op['x-access'];
  return access;
}

/**
 * generated/access.ts: the access keys, each operation's keys and each alert kind's keys.
 * @param {any} contract the bundled contract
 * @returns {string}
 */
export function accessModule(contract) {
  /** @param {string[]} keys */
  const list = (keys) => `[${keys.map((key) => `'${key}'`).join(', ')}]`;
  const operations = Object.entries(operationAccess(contract)).map(([id, keys]) => `  ${id}: ${list(keys)},`);
  const alerts = Object.entries(contract.components?.schemas?.AlertKind?.['x-access'] ?? {}).map(
    ([kind, keys]) => `  ${kind}: ${list(/** @type {string[]} */ (keys))},`,
  );
  return [
    HEADER,
    '',
    '/** The permission keys (`Permissions` but `all`, which grants every one). */',
    `export const ACCESS_KEYS = ${list(accessKeys(contract))} as const;`,
    'export type AccessKey = (typeof ACCESS_KEYS)[number];',
    '',
    '/** The keys any of which opens each operation (x-access); none: any signed-in account. */',
    'export const OPERATION_ACCESS = {',
    ...operations,
    '} as const satisfies Record<string, readonly AccessKey[]>;',
    '',
    '/** The keys any of which lets an account watch each kind of alert (x-access of AlertKind). */',
    'export const ALERT_KIND_ACCESS = {',
    ...alerts,
    '} as const satisfies Record<string, readonly AccessKey[]>;',
    '',
  ].join('\n');
}
