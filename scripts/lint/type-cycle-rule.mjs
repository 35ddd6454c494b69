// An ESLint rule for the import cycles that eslint-plugin-import's `import/no-cycle` does not see:
// it always skips type-only imports (`import type`, `export type … from`) and has no option to
// count them. A type-only import costs nothing at run time, but a circle of modules is one piece
// that cannot be moved or split, whatever kind its imports are. This rule reports an import of a
// linted file that leads back to that file through at least one type-only import; circles of
// value imports alone stay `import/no-cycle`'s (so none is reported twice). Modules resolve as the
// app's TypeScript does (tsconfig.app.json: the `@lib/…` aliases); static imports and re-exports
// are followed, not `import()`.
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');
const nodeModules = `${sep}node_modules${sep}`;
/** @type {{ options: ts.CompilerOptions; cache: ts.ModuleResolutionCache } | undefined} */
let resolver;
function resolution() {
  if (!resolver) {
    const path = join(root, 'tsconfig.app.json');
    const { config } = ts.readConfigFile(path, ts.sys.readFile);
    const options = ts.parseJsonConfigFileContent(config, ts.sys, dirname(path)).options;
    resolver = { options, cache: ts.createModuleResolutionCache(root, (name) => name, options) };
  }
  return resolver;
}

/**
 * The project file a specifier names from `from`, or undefined (a package, or nothing).
 * @param {string} specifier
 * @param {string} from
 * @returns {string | undefined}
 */
function resolveFrom(specifier, from) {
  const { options, cache } = resolution();
  const found = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule?.resolvedFileName;
  return found && !found.includes(nodeModules) && found.startsWith(root) ? resolve(found) : undefined;
}

/**
 * Whether an import or export declaration brings in types only.
 * @param {ts.ImportDeclaration | ts.ExportDeclaration} node
 * @returns {boolean}
 */
function typeOnly(node) {
  if (ts.isImportDeclaration(node)) {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const named = clause.namedBindings;
    return (
      !clause.name &&
      named !== undefined &&
      ts.isNamedImports(named) &&
      named.elements.length > 0 &&
      named.elements.every((element) => element.isTypeOnly)
    );
  }
  return (
    node.isTypeOnly ||
    (node.exportClause !== undefined &&
      ts.isNamedExports(node.exportClause) &&
      node.exportClause.elements.length > 0 &&
      node.exportClause.elements.every((element) => element.isTypeOnly))
  );
}

/** @typedef {{ to: string; type: boolean }} Edge */

/** @type {Map<string, { mtime: number; edges: Edge[] }>} */
const edgeCache = new Map();
/**
 * A file's static imports and re-exports: the files they name and whether each is type-only.
 * @param {string} file
 * @returns {Edge[]}
 */
function edgesOf(file) {
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = edgeCache.get(file);
  if (cached?.mtime === mtime) return cached.edges;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  /** @type {Edge[]} */
  const edges = [];
  for (const node of source.statements) {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const to = resolveFrom(node.moduleSpecifier.text, file);
      if (to) edges.push({ to, type: typeOnly(node) });
    }
  }
  edgeCache.set(file, { mtime, edges });
  return edges;
}

/**
 * Whether `start` leads back to `file`, with a type-only import on the way if `sawType` is not already true.
 * @param {string} start
 * @param {string} file
 * @param {boolean} sawType
 * @returns {boolean}
 */
function closesTypeCycle(start, file, sawType) {
  const seen = new Set();
  /** @type {[string, boolean][]} */
  const queue = [[start, sawType]];
  while (queue.length > 0) {
    const [at, typed] = /** @type {[string, boolean]} */ (queue.shift());
    if (at === file) {
      if (typed) return true;
      continue;
    }
    const key = `${typed ? 't' : 'v'}${at}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const edge of edgesOf(at)) queue.push([edge.to, typed || edge.type]);
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Reports import cycles that pass through a type-only import (import/no-cycle skips them).' },
    schema: [],
    messages: {
      cycle:
        'Dependency cycle through a type-only import: {{source}} leads back to this file. Move the shared type down a layer.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    /**
     * An import or export declaration; typescript-eslint's parser adds the `importKind` and
     * `exportKind` of it and of its specifiers.
     * @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node
     */
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const to = resolveFrom(specifier, file);
      /** @typedef {{ importKind?: string; exportKind?: string }} Kinds */
      const kinds = /** @type {Kinds & { specifiers?: Kinds[] }} */ (node);
      const type =
        kinds.importKind === 'type' ||
        kinds.exportKind === 'type' ||
        ((kinds.specifiers?.length ?? 0) > 0 &&
          (kinds.specifiers ?? []).every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      if (to && closesTypeCycle(to, file, type))
        context.report({ node, messageId: 'cycle', data: { source: specifier } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'no-type-cycle': noTypeCycle } };
