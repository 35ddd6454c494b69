// The project's ESLint rule for import cycles: it reports an import of a linted file that leads back
// to that file. A circle of modules is one piece that cannot be moved, split or loaded apart, whatever
// kind its imports are, so every kind is followed: static imports, re-exports, type-only imports
// (`import type`, `export type … from`; they cost nothing at run time, but they bind the modules all
// the same) and `import()`. The message says which kind of circle it is: one of value imports, or one
// that a type-only import closes (move the shared type down a layer). Modules resolve as the app's
// TypeScript does (tsconfig.app.json: the `@lib/…` aliases). The files it follows are read from disk
// and parsed once per run (again when they change); the linted file's own imports are read from what
// ESLint lints, which need not be on disk yet (an editor's buffer).
import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
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

/**
 * The `import('…')` calls anywhere in a source file, by specifier.
 * @param {ts.Node} node
 * @param {string[]} found
 */
function dynamicImports(node, found) {
  if (
    ts.isCallExpression(node) &&
    node.expression.kind === ts.SyntaxKind.ImportKeyword &&
    node.arguments[0] !== undefined &&
    ts.isStringLiteralLike(node.arguments[0])
  )
    found.push(node.arguments[0].text);
  ts.forEachChild(node, (child) => dynamicImports(child, found));
}

/** @type {Map<string, { mtime: number; edges: Edge[] }>} */
const edgeCache = new Map();
/**
 * A file's imports, re-exports and `import()` calls: the project files they name, and whether each
 * brings in types only.
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
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  /** @type {Edge[]} */
  const edges = [];
  /** @param {string} specifier @param {boolean} type */
  const add = (specifier, type) => {
    const to = resolveFrom(specifier, file);
    if (to) edges.push({ to, type });
  };
  for (const node of source.statements) {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      add(node.moduleSpecifier.text, typeOnly(node));
  }
  if (text.includes('import(')) {
    /** @type {string[]} */
    const specifiers = [];
    dynamicImports(source, specifiers);
    for (const specifier of specifiers) add(specifier, false);
  }
  edgeCache.set(file, { mtime, edges });
  return edges;
}

/**
 * The way from `start` back to `file`, if there is one: the files on it, and whether a type-only
 * import closes it (false when a way of value imports alone exists; those are reported as such).
 * `startType` says whether the import that leads to `start` is type-only.
 * @param {string} start
 * @param {string} file
 * @param {boolean} startType
 * @returns {{ path: string[]; type: boolean } | undefined}
 */
function wayBack(start, file, startType) {
  /** @type {Map<string, string | undefined>} each state's predecessor ('t' or 'v', then the file) */
  const cameFrom = new Map([[`${startType ? 't' : 'v'}${start}`, undefined]]);
  /** @type {string[]} */
  const queue = [`${startType ? 't' : 'v'}${start}`];
  /** @type {string | undefined} */
  let typedArrival;
  for (let index = 0; index < queue.length; index += 1) {
    const state = queue[index];
    const typed = state[0] === 't';
    const at = state.slice(1);
    if (at === file) {
      if (!typed) return { path: pathTo(state, cameFrom), type: false };
      typedArrival ??= state;
      continue;
    }
    for (const edge of edgesOf(at)) {
      const next = `${typed || edge.type ? 't' : 'v'}${edge.to}`;
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, state);
      queue.push(next);
    }
  }
  return typedArrival === undefined ? undefined : { path: pathTo(typedArrival, cameFrom), type: true };
}

/**
 * @param {string} state
 * @param {Map<string, string | undefined>} cameFrom
 * @returns {string[]} the files from the start to `state`
 */
function pathTo(state, cameFrom) {
  /** @type {string[]} */
  const path = [];
  for (let at = /** @type {string | undefined} */ (state); at !== undefined; at = cameFrom.get(at))
    path.unshift(relative(root, at.slice(1)));
  return path;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Reports an import that leads back to the importing file, whatever kind its imports are.' },
    schema: [],
    messages: {
      cycle: 'Dependency cycle: {{source}} leads back to this file ({{path}}).',
      typeCycle:
        'Dependency cycle through a type-only import: {{source}} leads back to this file ({{path}}). Move the shared type down a layer.',
    },
  },
  create(context) {
    const file = resolve(context.filename);
    /**
     * @param {import('estree').Node & { source?: import('estree').Node | null }} node
     * @param {boolean} type whether the import brings in types only
     */
    const check = (node, type) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const to = resolveFrom(source.value, file);
      if (!to || to === file) return;
      const way = wayBack(to, file, type);
      if (way)
        context.report({
          node,
          messageId: way.type ? 'typeCycle' : 'cycle',
          data: { source: source.value, path: way.path.join(' → ') },
        });
    };
    /**
     * An import or export declaration; typescript-eslint's parser adds the `importKind` and
     * `exportKind` of it and of its specifiers.
     * @param {import('estree').ImportDeclaration | import('estree').ExportNamedDeclaration | import('estree').ExportAllDeclaration} node
     */
    const declaration = (node) => {
      /** @typedef {{ importKind?: string; exportKind?: string }} Kinds */
      const kinds = /** @type {Kinds & { specifiers?: Kinds[] }} */ (node);
      const type =
        kinds.importKind === 'type' ||
        kinds.exportKind === 'type' ||
        ((kinds.specifiers?.length ?? 0) > 0 &&
          (kinds.specifiers ?? []).every((s) => s.importKind === 'type' || s.exportKind === 'type'));
      check(node, type);
    };
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      ImportExpression: (node) => check(node, false),
    };
  },
};

export default { rules: { 'no-cycle': noCycle } };
