/**
 * Checks an answer against the shape of its operation (generated/shapes.ts, written from the
 * contract by scripts/lib/shapes.mjs): required properties, JSON types, arrays and nulls, all the
 * way down. Undocumented properties, formats and enums are not checked here: a backend that adds a
 * field must not break a screen, and the drift check reports such differences to backend teams.
 */
export type Shape = string | { a: Shape } | { o: Record<string, Shape>; r?: string[] } | { u: Shape[] } | { z: Shape };

const NAMES: Record<string, string> = { s: 'a string', n: 'a number', i: 'an integer', b: 'a boolean' };

function typeProblem(shape: string, value: unknown, where: string): string | undefined {
  switch (shape) {
    case 's':
      return typeof value === 'string' ? undefined : `${where}: expected ${NAMES.s}`;
    case 'n':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `${where}: expected ${NAMES.n}`;
    case 'i':
      return Number.isInteger(value) ? undefined : `${where}: expected ${NAMES.i}`;
    case 'b':
      return typeof value === 'boolean' ? undefined : `${where}: expected ${NAMES.b}`;
    default:
      return undefined;
  }
}

/** The first place where `value` departs from `shape` (`$.items[3].name: expected a string`), if any. */
export function shapeProblem(shape: Shape, value: unknown, where = '$'): string | undefined {
  if (typeof shape === 'string') return typeProblem(shape, value, where);
  if ('z' in shape) return value === null ? undefined : shapeProblem(shape.z, value, where);
  if ('u' in shape)
    return shape.u.some((variant) => shapeProblem(variant, value, where) === undefined)
      ? undefined
      : `${where}: matches none of its forms`;
  if ('a' in shape) {
    if (!Array.isArray(value)) return `${where}: expected an array`;
    for (let index = 0; index < value.length; index += 1) {
      const problem = shapeProblem(shape.a, value[index], `${where}[${index}]`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return `${where}: expected an object`;
  const record = value as Record<string, unknown>;
  for (const name of shape.r ?? []) if (record[name] === undefined) return `${where}.${name}: is missing`;
  for (const [name, property] of Object.entries(shape.o)) {
    if (record[name] === undefined) continue;
    const problem = shapeProblem(property, record[name], `${where}.${name}`);
    if (problem) return problem;
  }
  return undefined;
}

/** Finds an operation's shape by its method and the path it was called with (`{id}` matches one segment). */
export function shapeFor(shapes: Record<string, Shape>, method: string, path: string): Shape | undefined {
  const exact = shapes[`${method} ${path}`];
  if (exact) return exact;
  for (const [key, shape] of Object.entries(shapes)) {
    if (!key.includes('{')) continue;
    const [keyMethod, template = ''] = key.split(' ');
    if (keyMethod !== method) continue;
    const pattern = new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
    if (pattern.test(path)) return shape;
  }
  return undefined;
}
