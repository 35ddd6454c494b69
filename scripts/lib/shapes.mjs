// The shapes of the contract's JSON answers, compact enough to ship to the browser: the app checks
// each answer against its operation's shape before a screen reads it (docs/decisions/004).
//
// A shape is one of
//   's' string, 'n' number, 'i' integer, 'b' boolean, '*' anything
//   { a: shape }                      an array of that shape
//   { o: { name: shape }, r: [name] } an object: the listed properties when present, `r` required
//   { u: [shape, ...] }               any one of these (oneOf / anyOf)
//   { z: shape }                      that shape or null
// Formats, enums, bounds and undocumented properties are left to the drift check
// (`npm run contract:check`): the app only needs to know it can read what it was sent.

/** @typedef {import('../../src/lib/response-shape.ts').Shape} Shape */
/** @typedef {import('./contract.mjs').Node} Node */

/** @type {Record<string, string>} */
const TYPES = { string: 's', number: 'n', integer: 'i', boolean: 'b' };

/**
 * @param {Node | undefined} schema
 * @param {(ref: string) => Node | undefined} resolve
 * @param {Set<string>} [seen] the `$ref`s on the way here
 * @returns {Shape}
 */
export function shapeOf(schema, resolve, seen = new Set()) {
  if (!schema || typeof schema !== 'object') return '*';
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return '*';
    return shapeOf(resolve(schema.$ref), resolve, new Set([...seen, schema.$ref]));
  }
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    const shapes = variants.map((/** @type {Node} */ variant) => shapeOf(variant, resolve, seen));
    return shapes.includes('*') ? '*' : { u: shapes };
  }
  if (schema.allOf) {
    /** @type {{ o: Record<string, Shape>; r: string[] }} */
    const merged = { o: {}, r: [] };
    for (const part of schema.allOf) {
      const shape = shapeOf(part, resolve, seen);
      if (typeof shape !== 'object' || !('o' in shape)) return '*';
      Object.assign(merged.o, shape.o);
      merged.r.push(...(shape.r ?? []));
    }
    return merged;
  }
  /** @type {string[]} */
  let types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const nullable = types.includes('null') || schema.nullable === true;
  types = types.filter((type) => type !== 'null');
  if (types.length === 0 && schema.properties) types = ['object'];
  if (types.length === 0 && schema.items) types = ['array'];
  /** @type {Shape} */
  let shape;
  if (types.length !== 1) shape = '*';
  else if (types[0] === 'array') shape = { a: shapeOf(schema.items, resolve, seen) };
  else if (types[0] === 'object') {
    const properties = Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, value]) => [name, shapeOf(value, resolve, seen)]),
    );
    shape = { o: properties, ...(schema.required?.length ? { r: [...schema.required] } : {}) };
  } else shape = TYPES[types[0]] ?? '*';
  return nullable && shape !== '*' ? { z: shape } : shape;
}

/**
 * `METHOD /path` → the shape of its successful JSON answer, for every operation that has one.
 * @param {Node} contract
 * @returns {Record<string, Shape>}
 */
export function responseShapes(contract) {
  /** @type {(ref: string) => Node | undefined} */
  const resolve = (ref) =>
    ref
      .slice(2)
      .split('/')
      .reduce(
        (/** @type {Node | undefined} */ node, key) => node?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        contract,
      );
  /** @type {(node: Node | undefined) => Node | undefined} */
  const deref = (node) => (node?.$ref ? deref(resolve(node.$ref)) : node);
  /** @type {Record<string, Shape>} */
  const shapes = {};
  for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (contract.paths))) {
    for (const [method, operation] of Object.entries(item)) {
      if (!operation?.operationId) continue;
      for (const status of ['200', '201']) {
        const schema = deref(operation.responses?.[status])?.content?.['application/json']?.schema;
        if (!schema) continue;
        const shape = shapeOf(schema, resolve);
        if (shape !== '*') shapes[`${method.toUpperCase()} ${path}`] = shape;
        break;
      }
    }
  }
  return shapes;
}

/**
 * @param {Node} contract
 * @returns {string}
 */
export function shapesModule(contract) {
  return [
    '// Generated from the contract by npm run codegen. Do not edit.',
    '// The shape of each JSON answer (scripts/lib/shapes.mjs says how to read one).',
    'export type Shape = string | { a: Shape } | { o: Record<string, Shape>; r?: string[] } | { u: Shape[] } | { z: Shape };',
    '',
    `export const RESPONSE_SHAPES: Record<string, Shape> = ${JSON.stringify(responseShapes(contract))};`,
    '',
  ].join('\n');
}
