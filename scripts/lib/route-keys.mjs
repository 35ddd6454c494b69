// The access keys of the route files: each page of a cabinet section declares, in its own route
// options, the key that guards it: `staticData: { …, access: '<key>' }` for the menus and
// `beforeLoad: requireKey('<key>')` (or `requireAccess('<key>', args)` in a longer guard) for the
// guard. Run by tests/tooling/route-keys.test.ts over src/routes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every route file under a folder (not the `-` helpers), as `{ path, source }` with `/` paths.
 * @param {string} dir
 * @returns {{ path: string, source: string }[]}
 */
export function readRouteFiles(dir) {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !name.startsWith('-')
        ? [{ path: relative(dir, path).split(sep).join('/'), source: readFileSync(path, 'utf8') }]
        : [];
    });
  return walk(dir);
}

/** The key a route file's `staticData` declares, if any. */
function declaredKey(source) {
  const staticData = /staticData:\s*\{([^}]*)\}/.exec(source);
  return staticData ? /\baccess:\s*'([a-z_]+)'/.exec(staticData[1])?.[1] : undefined;
}

/** The keys its guard demands. */
function guardedKeys(source) {
  return [...source.matchAll(/\brequire(?:Key|Access)\(\s*'([a-z_]+)'/g)].map((match) => match[1]);
}

/**
 * What is wrong with the keys of these route files (paths relative to src/routes): a page of a
 * cabinet section (a file with a component in `cabinet/<section>/`, its layout `route.tsx` aside)
 * without a key of its own, a key without its guard, a guard without its key, or the two differing.
 * @param {{ path: string, source: string }[]} files
 * @returns {string[]}
 */
export function routeKeyProblems(files) {
  const problems = [];
  for (const { path, source } of files) {
    const key = declaredKey(source);
    const guards = guardedKeys(source);
    const page = /^cabinet\/[^/]+\/.+/.test(path) && !/(^|\/)route\.tsx?$/.test(path) && /\bcomponent:/.test(source);
    if (page && !key)
      problems.push(
        `${path}: a page of a cabinet section declares no access key (staticData.access and beforeLoad: requireKey)`,
      );
    if (key && !guards.includes(key))
      problems.push(`${path}: declares the key '${key}' but its beforeLoad does not require it`);
    for (const guard of guards)
      if (guard !== key)
        problems.push(`${path}: its guard requires '${guard}' but its staticData says ${key ? `'${key}'` : 'no key'}`);
  }
  return problems;
}
