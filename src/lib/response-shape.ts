/**
 * Checks an answer against the shape of its operation (generated/shapes.ts, written from the
 * contract by scripts/lib/shapes.mjs): required properties, JSON types, arrays and nulls, all the
 * way down. Undocumented properties, formats and enums are not checked here: a backend that adds a
 * field must not break a screen, and the drift check reports such differences to backend teams.
 */
export type Shape = string | { a: Shape } | { o: Record<string, Shape>; r?: string[] } | { u: Shape[] } | { z: Shape };

const NAMES: Record<string, string> = { s: 'a string', n: 'a number', i: 'an integer', b: 'a boolean' };

function typeProblem(shape: string, value: unknown): string | undefined {
  switch (shape) {
    case 's':
      return typeof value === 'string' ? undefined : `expected ${NAMES.s}`;
    case 'n':
      return typeof value === 'number' && Number.isFinite(value) ? undefined : `expected ${NAMES.n}`;
    case 'i':
      return Number.isInteger(value) ? undefined : `expected ${NAMES.i}`;
    case 'b':
      return typeof value === 'boolean' ? undefined : `expected ${NAMES.b}`;
    default:
      return undefined;
  }
}

/** A departure: where it is below the value checked (`.items[3].name`), and what it is. */
interface Departure {
  path: string;
  problem: string;
}

/**
 * The walk behind `shapeProblem`. The path of a departure is written only once one is found, as
 * the walk unwinds: a year's answer has tens of thousands of values, and naming each on the way
 * down cost more than checking it.
 */
function departure(shape: Shape, value: unknown): Departure | undefined {
  if (typeof shape === 'string') {
    const problem = typeProblem(shape, value);
    return problem === undefined ? undefined : { path: '', problem };
  }
  if ('z' in shape) return value === null ? undefined : departure(shape.z, value);
  if ('u' in shape)
    return shape.u.some((variant) => departure(variant, value) === undefined)
      ? undefined
      : { path: '', problem: 'matches none of its forms' };
  if ('a' in shape) {
    if (!Array.isArray(value)) return { path: '', problem: 'expected an array' };
    for (let index = 0; index < value.length; index += 1) {
      const found = departure(shape.a, value[index]);
      if (found) return { path: `[${index}]${found.path}`, problem: found.problem };
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { path: '', problem: 'expected an object' };
  const record = value as Record<string, unknown>;
  for (const name of shape.r ?? []) if (record[name] === undefined) return { path: `.${name}`, problem: 'is missing' };
  for (const name in shape.o) {
    if (record[name] === undefined) continue;
    const found = departure(shape.o[name]!, record[name]);
    if (found) return { path: `.${name}${found.path}`, problem: found.problem };
  }
  return undefined;
}

/** The first place where `value` departs from `shape` (`$.items[3].name: expected a string`), if any. */
export function shapeProblem(shape: Shape, value: unknown, where = '$'): string | undefined {
  const found = departure(shape, value);
  return found && `${where}${found.path}: ${found.problem}`;
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
