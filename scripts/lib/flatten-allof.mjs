// Makes `allOf` field sets strict for every tool that reads the bundle.
//
// The contract composes request and response shapes as `allOf: [SomeFields, {...}]` with
// `unevaluatedProperties: false`. That is exact JSON Schema 2020-12, but the mock server
// (Prism) ignores `unevaluatedProperties`, so it would accept undocumented fields, and code
// generators render the parts as intersections. When every part of such an `allOf` is a plain
// object field set (properties, required, descriptive keywords), the composition means exactly
// one object with the union of the properties and `additionalProperties: false`; this rewrites
// it so. Anything else (anyOf, nested conditions, open maps) is left as written.
const PLAIN_OBJECT_KEYS = new Set([
  'type',
  'properties',
  'required',
  'description',
  'title',
  'examples',
  'example',
  'deprecated',
]);

/** @typedef {import('./contract.mjs').Node} Node */
/** @typedef {{ properties: Record<string, Node>; required: string[] }} FieldSet */

/**
 * @param {Node} doc
 * @param {unknown} ref
 * @returns {Node | undefined}
 */
function resolveRef(doc, ref) {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((/** @type {Node | undefined} */ node, key) => (node == null ? undefined : node[key]), doc);
}

/**
 * @param {Node} doc
 * @param {Node | undefined} schema
 * @param {Set<string>} seen
 * @returns {FieldSet | undefined}
 */
function plainFieldSet(doc, schema, seen) {
  let node = schema;
  if (node && node.$ref) {
    if (seen.has(node.$ref)) return undefined;
    seen.add(node.$ref);
    node = resolveRef(doc, node.$ref);
  }
  if (!node || typeof node !== 'object') return undefined;
  if (node.allOf) {
    const merged = mergeParts(doc, node.allOf, seen);
    if (!merged) return undefined;
    const own = plainFieldSet(doc, { ...node, allOf: undefined }, seen);
    if (!own) return undefined;
    return { properties: { ...merged.properties, ...own.properties }, required: [...merged.required, ...own.required] };
  }
  for (const key of Object.keys(node)) {
    if (node[key] === undefined) continue;
    if (!PLAIN_OBJECT_KEYS.has(key) && !(key === 'unevaluatedProperties' || key === 'additionalProperties'))
      return undefined;
  }
  if (node.type !== undefined && node.type !== 'object') return undefined;
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) return undefined;
  return { properties: { ...(node.properties ?? {}) }, required: [...(node.required ?? [])] };
}

/**
 * @param {Node} doc
 * @param {Node[]} parts
 * @param {Set<string>} seen
 * @returns {FieldSet | undefined}
 */
function mergeParts(doc, parts, seen) {
  /** @type {FieldSet} */
  const merged = { properties: {}, required: [] };
  for (const part of parts) {
    const fields = plainFieldSet(doc, part, new Set(seen));
    if (!fields) return undefined;
    Object.assign(merged.properties, fields.properties);
    merged.required.push(...fields.required);
  }
  return merged;
}

/**
 * @param {Node} doc
 * @param {Node} node
 * @returns {boolean}
 */
function flattenNode(doc, node) {
  if (!node || typeof node !== 'object' || !Array.isArray(node.allOf) || node.unevaluatedProperties !== false)
    return false;
  const merged = mergeParts(doc, node.allOf, new Set());
  const own = plainFieldSet(doc, { ...node, allOf: undefined }, new Set());
  if (!merged || !own) return false;
  const properties = { ...merged.properties, ...own.properties };
  const required = [...new Set([...merged.required, ...own.required])];
  delete node.allOf;
  delete node.unevaluatedProperties;
  node.type = 'object';
  node.properties = properties;
  if (required.length > 0) node.required = required;
  else delete node.required;
  node.additionalProperties = false;
  return true;
}

/**
 * Rewrites the bundled document in place; returns how many schemas it flattened.
 * @param {Node} doc
 * @returns {number}
 */
export function flattenAllOf(doc) {
  let count = 0;
  /** @param {unknown} node */
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (flattenNode(doc, /** @type {Node} */ (node))) count += 1;
    for (const value of Object.values(node)) visit(value);
  };
  visit(doc);
  return count;
}

/**
 * Drops component schemas that nothing reachable from the paths refers to any more (the field
 * sets that flattening inlined). Returns the names it removed.
 * @param {Node} doc
 * @returns {string[]}
 */
export function pruneUnusedSchemas(doc) {
  /** @type {Record<string, Node>} */
  const schemas = doc.components?.schemas ?? {};
  /** @type {Set<string>} */
  const used = new Set();
  /** @param {unknown} value */
  const visit = (value) => {
    if (!value || typeof value !== 'object') return;
    const node = /** @type {Node} */ (value);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/components/schemas/')) {
      const name = node.$ref.slice('#/components/schemas/'.length).replace(/~1/g, '/').replace(/~0/g, '~');
      if (!used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== '$ref') visit(value);
  };
  for (const [key, value] of Object.entries(doc)) if (key !== 'components') visit(value);
  for (const [key, value] of Object.entries(doc.components ?? {})) if (key !== 'schemas') visit(value);
  const removed = Object.keys(schemas).filter((name) => !used.has(name));
  for (const name of removed) delete schemas[name];
  return removed;
}
