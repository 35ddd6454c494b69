// Generated requests for the contract check: for each operation, the contract's example first,
// then valid requests built from the schema (every enum value, length and range boundaries,
// optional fields absent and present, arrays empty and full, and json-schema-faker's seeded
// random fill) and invalid ones (a required field missing, a wrong type, a value outside an enum
// or a range, an unknown field where additionalProperties is false, a too-long string). Every
// candidate is checked against the contract with Ajv before it is used: a "valid" case the
// contract would reject, or an "invalid" one it would accept, is dropped. Reproducible: the same
// seed gives the same requests.
import { generateSync } from 'json-schema-faker';
import { exampleRequest, resolve } from './contract.mjs';

/** @typedef {import('./contract.mjs').Node} Node */
/** @typedef {import('./contract.mjs').Operation} Operation */
/** @typedef {import('ajv').ValidateFunction} ValidateFunction */
/**
 * Where a value sits in a JSON value: the keys and indexes from its top.
 * @typedef {(string | number)[]} Path
 */
/**
 * A path or query parameter of an operation, with the validator of its schema.
 * @typedef {object} ShapeParam
 * @property {string} name
 * @property {'path' | 'query'} in
 * @property {boolean} required
 * @property {Node | undefined} schema
 * @property {ValidateFunction | undefined} validate
 */
/**
 * The request body of an operation, with the validator of its schema.
 * @typedef {object} ShapeBody
 * @property {string} contentType
 * @property {boolean} required
 * @property {Node | undefined} schema
 * @property {boolean} json whether the body is JSON (else multipart or binary)
 * @property {ValidateFunction | undefined} validate
 */
/** @typedef {{ params: ShapeParam[]; body: ShapeBody | undefined }} RequestShape */
/**
 * A request as the check builds it: its path and query parameters by name, and its body.
 * @typedef {{ params: Record<string, unknown>; body: unknown }} CaseRequest
 */
/**
 * What makes an invalid request invalid: the value changed (or left out) and where.
 * @typedef {{ where: 'params' | 'body'; path: Path }} Mutation
 */
/**
 * One generated request of an operation: the example, a valid one or an invalid one.
 * @typedef {CaseRequest & { kind: 'example' | 'positive' | 'negative'; label: string; mutation?: Mutation }} TestCase
 */
/**
 * A property site under a schema (or the object holding properties, `objectSite`).
 * @typedef {{ path: Path; schema: Node; required?: boolean; objectSite?: boolean }} Site
 */

/**
 * A small seeded PRNG (mulberry32): a function returning floats in [0, 1).
 * @param {number} seed
 * @returns {() => number}
 */
export function createRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A 32-bit seed from a run's seed and any number of names (FNV-1a).
 * @param {...(string | number)} parts
 * @returns {number}
 */
export function deriveSeed(...parts) {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= /** @type {number} */ (char.codePointAt(0));
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * @template T
 * @param {readonly T[]} items
 * @param {() => number} random
 * @returns {T[]}
 */
function shuffle(items, random) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** @type {(...parts: (string | number)[]) => string} */
const pointer = (...parts) => parts.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
/** @type {<T>(value: T) => T | undefined} */
const clone = (value) => (value === undefined ? undefined : structuredClone(value));

/**
 * What a request of the operation is made of: its path and query parameters (with the Ajv schema
 * each must satisfy) and its JSON body (with its schema), or a multipart body that only the
 * contract's example fills.
 * @param {Node} doc
 * @param {import('ajv/dist/2020.js').Ajv2020} ajv
 * @param {Operation} op
 * @returns {RequestShape}
 */
export function requestShape(doc, ajv, op) {
  const item = doc.paths[op.path];
  const method = op.method.toLowerCase();
  const refs = [
    ...(item.parameters ?? []).map((/** @type {Node} */ p, /** @type {number} */ i) => ({
      p,
      at: `#/paths/${pointer(op.path, 'parameters', i)}`,
    })),
    ...(op.operation.parameters ?? []).map((/** @type {Node} */ p, /** @type {number} */ i) => ({
      p,
      at: `#/paths/${pointer(op.path, method, 'parameters', i)}`,
    })),
  ];
  /** @type {ShapeParam[]} */
  const params = [];
  for (const { p, at } of refs) {
    const parameter = resolve(doc, p);
    if (parameter.in !== 'path' && parameter.in !== 'query') continue;
    const base = typeof p.$ref === 'string' ? p.$ref : at;
    params.push({
      name: parameter.name,
      in: parameter.in,
      required: Boolean(parameter.required),
      schema: parameter.schema,
      validate: validatorOf(ajv, `contract${base}/schema`),
    });
  }
  const requestBody = op.operation.requestBody;
  const resolvedBody = resolve(doc, requestBody);
  /** @type {ShapeBody | undefined} */
  let body;
  if (resolvedBody?.content) {
    const [contentType, media] = Object.entries(resolvedBody.content)[0];
    const base =
      typeof requestBody.$ref === 'string' ? requestBody.$ref : `#/paths/${pointer(op.path, method, 'requestBody')}`;
    body = {
      contentType,
      required: Boolean(resolvedBody.required),
      schema: media.schema,
      json: contentType.includes('json'),
      validate: media.schema
        ? validatorOf(ajv, `contract${base}/${pointer('content', contentType, 'schema')}`)
        : undefined,
    };
  }
  return { params, body };
}

/**
 * The validator Ajv compiled for a schema of the contract. The contract's schemas are not
 * `$async`, so their validators answer at once.
 * @param {import('ajv/dist/2020.js').Ajv2020} ajv
 * @param {string} ref
 * @returns {ValidateFunction | undefined}
 */
function validatorOf(ajv, ref) {
  return /** @type {ValidateFunction | undefined} */ (ajv.getSchema(ref));
}

/**
 * Whether a request's parameters and body satisfy the contract.
 * @param {RequestShape} shape
 * @param {CaseRequest} request
 * @returns {boolean}
 */
export function isValidRequest(shape, request) {
  for (const param of shape.params) {
    const value = request.params[param.name];
    if (value === undefined) {
      if (param.required) return false;
      continue;
    }
    if (param.validate && !param.validate(value)) return false;
  }
  if (Object.keys(request.params).some((name) => !shape.params.some((param) => param.name === name))) return false;
  if (shape.body?.json && shape.body.validate) {
    if (request.body === undefined) return !shape.body.required;
    return shape.body.validate(request.body);
  }
  return true;
}

/**
 * The request the contract's example describes, as { params, body }, or undefined without one.
 * @param {Node} doc
 * @param {Operation} op
 * @returns {CaseRequest | undefined}
 */
function exampleCase(doc, op) {
  let request;
  try {
    request = exampleRequest(doc, op);
  } catch {
    return undefined;
  }
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
  const pattern = new RegExp(
    `^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)')}$`,
  );
  const match = request.path.match(pattern);
  const params = { ...request.query };
  names.forEach((name, index) => {
    const raw = decodeURIComponent(match?.[index + 1] ?? '');
    params[name] = /^-?\d+$/.test(raw) ? Number(raw) : raw;
  });
  return { params, body: request.body };
}

// Walking a schema: the object properties reachable from the top, with the schema of each.
/**
 * @param {Node} doc
 * @param {unknown} node
 * @returns {Node[]}
 */
function branches(doc, node) {
  const schema = resolve(doc, node);
  if (!schema || typeof schema !== 'object') return [];
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives)
    return alternatives
      .map((/** @type {unknown} */ alt) => resolve(doc, alt))
      .filter((/** @type {Node | undefined} */ alt) => alt && alt.type !== 'null');
  if (schema.allOf) {
    /** @type {Node} */
    const merged = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf.map((/** @type {unknown} */ alt) => resolve(doc, alt))) {
      Object.assign(merged.properties, part.properties ?? {});
      merged.required.push(...(part.required ?? []));
      if (part.additionalProperties === false) merged.additionalProperties = false;
    }
    return [merged];
  }
  return [schema];
}

/** @type {(schema: Node) => string | undefined} */
const typeOf = (schema) =>
  (Array.isArray(schema.type) ? schema.type.find((/** @type {unknown} */ type) => type !== 'null') : schema.type) ??
  (schema.properties ? 'object' : schema.items ? 'array' : schema.enum ? typeof schema.enum[0] : undefined);

/**
 * Every property site under a schema: { path (array of keys), schema, required, parent }.
 * @param {Node} doc
 * @param {unknown} node
 * @param {Path} [path]
 * @param {number} [depth]
 * @param {Site[]} [out]
 * @returns {Site[]}
 */
function sites(doc, node, path = [], depth = 0, out = []) {
  if (depth > 4) return out;
  for (const schema of branches(doc, node)) {
    if (typeOf(schema) !== 'object' || !schema.properties) continue;
    if (path.length === 0 || !out.some((site) => site.path.join('.') === path.join('.') && site.objectSite))
      out.push({ path, schema, objectSite: true });
    for (const [key, child] of Object.entries(schema.properties)) {
      const childPath = [...path, key];
      for (const childSchema of branches(doc, child))
        out.push({ path: childPath, schema: childSchema, required: (schema.required ?? []).includes(key) });
      sites(doc, child, childPath, depth + 1, out);
    }
  }
  return out;
}

/**
 * @param {unknown} value
 * @param {Path} path
 * @returns {unknown}
 */
function getAt(value, path) {
  return path.reduce(
    (/** @type {any} */ current, key) => (current && typeof current === 'object' ? current[key] : undefined),
    value,
  );
}

/** A copy of value with path set (or removed when replacement is REMOVE); parents are created. */
const REMOVE = Symbol('remove');
/**
 * @param {unknown} value a JSON object or array, or undefined
 * @param {Path} path
 * @param {unknown} replacement
 * @returns {unknown}
 */
function setAt(value, path, replacement) {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const copy = /** @type {Node} */ (clone(value) ?? {});
  let current = copy;
  for (const key of path.slice(0, -1)) {
    if (!current[key] || typeof current[key] !== 'object') current[key] = {};
    current = current[key];
  }
  const last = path[path.length - 1];
  if (replacement === REMOVE) delete current[last];
  else current[last] = replacement;
  return copy;
}

/**
 * The properties marked `x-unique` under a schema, through its combinators: { path, schema }.
 * @param {Node} doc
 * @param {unknown} node
 * @param {Path} [path]
 * @param {number} [depth]
 * @param {{ path: Path; schema: Node }[]} [out]
 * @returns {{ path: Path; schema: Node }[]}
 */
function uniqueSites(doc, node, path = [], depth = 0, out = []) {
  const schema = resolve(doc, node);
  if (!schema || typeof schema !== 'object' || depth > 6) return out;
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    const resolved = resolve(doc, child);
    if (resolved?.['x-unique'] === true) out.push({ path: [...path, key], schema: resolved });
    uniqueSites(doc, child, [...path, key], depth + 1, out);
  }
  for (const member of [...(schema.allOf ?? []), ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])])
    uniqueSites(doc, member, path, depth + 1, out);
  return out;
}

/**
 * A value of its own for a field the contract marks `x-unique` (an email, a url, a name the server
 * refuses to hold twice), made from `nonce`: an email gets it in its local part, a url as a query
 * parameter, any other string at its end, within the field's maximum length.
 * @param {string} value
 * @param {Node} schema
 * @param {string} nonce
 * @returns {string}
 */
export function freshValue(value, schema, nonce) {
  const max = schema.maxLength ?? Infinity;
  if (schema.format === 'email' && value.includes('@')) {
    const at = value.lastIndexOf('@');
    return `${value.slice(0, at).slice(0, 64 - nonce.length - 1)}.${nonce}${value.slice(at)}`.slice(0, max);
  }
  if (schema.format === 'uri' || schema.format === 'url') {
    const hash = value.indexOf('#');
    const [base, fragment] = hash < 0 ? [value, ''] : [value.slice(0, hash), value.slice(hash)];
    const fresh = `${base}${base.includes('?') ? '&' : '?'}check=${nonce}${fragment}`;
    if (fresh.length <= max) return fresh;
  }
  const suffix = ` ${nonce}`;
  return `${value.slice(0, Math.max(0, Math.min(value.length, max - suffix.length)))}${suffix}`;
}

/**
 * The request with each `x-unique` string of its JSON body made fresh (freshValue), so that a write
 * the server refuses to repeat succeeds on every run against the same server; the request as it
 * was when the fresh one would not be valid.
 * @template {CaseRequest} R
 * @param {Node} doc
 * @param {RequestShape} shape
 * @param {R} request
 * @param {string} nonce
 * @returns {R}
 */
export function withFreshUniqueValues(doc, shape, request, nonce) {
  if (!shape.body?.json || !shape.body.schema || !request.body || typeof request.body !== 'object') return request;
  /** @type {unknown} */
  let body = request.body;
  /** @type {Set<string>} */
  const done = new Set();
  for (const site of uniqueSites(doc, shape.body.schema)) {
    const key = site.path.join('.');
    const value = getAt(body, site.path);
    if (done.has(key) || typeof value !== 'string') continue;
    done.add(key);
    body = setAt(body, site.path, freshValue(value, site.schema, nonce));
  }
  const fresh = { ...request, body };
  return done.size > 0 && isValidRequest(shape, fresh) ? fresh : request;
}

const FILL = 'abcdefghijklmnopqrstuvwxyz';
const text = (/** @type {number} */ length) => Array.from({ length }, (_, i) => FILL[i % FILL.length]).join('');

/**
 * Valid replacement values for one property: enum values, boundaries, empty and full arrays.
 * @param {Node} doc
 * @param {Node} schema
 * @param {(schema: unknown) => unknown} fake
 * @returns {unknown[]}
 */
function validVariants(doc, schema, fake) {
  /** @type {unknown[]} */
  const values = [];
  if (Array.isArray(schema.enum)) values.push(...schema.enum);
  const type = typeOf(schema);
  if (type === 'string' && !schema.enum && !schema.format && !schema.pattern) {
    if (schema.minLength !== undefined) values.push(text(Math.max(schema.minLength, 0)));
    if (schema.maxLength !== undefined && schema.maxLength <= 4096) values.push(text(schema.maxLength));
  }
  if (type === 'integer' || type === 'number') {
    const low =
      schema.minimum ??
      (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (type === 'integer' ? 1 : 0.5) : undefined);
    const high =
      schema.maximum ??
      (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (type === 'integer' ? 1 : 0.5) : undefined);
    if (low !== undefined) values.push(low);
    if (high !== undefined) values.push(high);
  }
  if (type === 'array') {
    values.push(Array.from({ length: schema.minItems ?? 0 }, () => fake(schema.items)));
    const items = resolve(doc, schema.items);
    if (Array.isArray(items?.enum)) values.push(items.enum.slice(0, schema.maxItems ?? items.enum.length));
    else if (schema.maxItems !== undefined && schema.maxItems <= 100)
      values.push(Array.from({ length: schema.maxItems }, () => fake(schema.items)));
  }
  return values;
}

/**
 * Invalid replacement values for one property, each with what makes it invalid.
 * @param {Node} schema
 * @param {'params' | 'body'} where
 * @returns {{ value: unknown; why: string }[]}
 */
function invalidVariants(schema, where) {
  /** @type {{ value: unknown; why: string }[]} */
  const out = [];
  const type = typeOf(schema);
  // A query string carries text: a number where text is expected is still text there.
  /** @type {Record<string, unknown>} */
  const wrongOfType = {
    string: 12345,
    integer: 'not-a-number',
    number: 'not-a-number',
    boolean: 'not-a-boolean',
    array: 'not-an-array',
    object: 'not-an-object',
  };
  const wrong = type === undefined ? undefined : wrongOfType[type];
  if (wrong !== undefined && !(where === 'params' && type === 'string'))
    out.push({ value: wrong, why: `a wrong type (${type} expected)` });
  if (Array.isArray(schema.enum) && typeof schema.enum[0] === 'string')
    out.push({ value: 'NOT_IN_ENUM', why: 'a value outside the enum' });
  if (type === 'integer' || type === 'number') {
    if (schema.minimum !== undefined)
      out.push({ value: schema.minimum - 1, why: `below the minimum ${schema.minimum}` });
    if (schema.maximum !== undefined)
      out.push({ value: schema.maximum + 1, why: `above the maximum ${schema.maximum}` });
  }
  if (type === 'string' && schema.maxLength !== undefined && schema.maxLength < 100_000)
    out.push({ value: text(schema.maxLength + 1), why: `a string longer than maxLength ${schema.maxLength}` });
  if (type === 'array' && schema.maxItems !== undefined && schema.maxItems < 1000 && schema.items)
    out.push({
      value: Array.from({ length: schema.maxItems + 1 }, (_, i) => i),
      why: `more than maxItems ${schema.maxItems} items`,
    });
  return out;
}

const label = (/** @type {Path} */ path) => (path.length ? path.join('.') : 'body');

/**
 * The cases for one operation: { kind: 'example' | 'positive' | 'negative', label, params, body }.
 * At most `limit` cases: the example, then about 60% valid and 40% invalid ones. Multipart and
 * binary bodies are sent as the contract's example only.
 * @param {Node} doc
 * @param {import('ajv/dist/2020.js').Ajv2020} ajv
 * @param {Operation} op
 * @param {{ limit?: number; seed?: number }} [options]
 * @returns {{ shape: RequestShape; cases: TestCase[] }}
 */
export function generateCases(doc, ajv, op, { limit = 20, seed = 0 } = {}) {
  const shape = requestShape(doc, ajv, op);
  const example = exampleCase(doc, op);
  /** @type {TestCase[]} */
  const cases = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @type {(kind: TestCase['kind'], caseLabel: string, request: CaseRequest, extra?: { mutation?: Mutation }) => boolean} */
  const add = (kind, caseLabel, request, extra = {}) => {
    const key = JSON.stringify([kind === 'negative', request.params, request.body]);
    if (seen.has(key) || cases.length >= limit) return false;
    if (kind !== 'example' && isValidRequest(shape, request) !== (kind === 'positive')) return false;
    seen.add(key);
    cases.push({ kind, label: caseLabel, params: request.params, body: request.body, ...extra });
    return true;
  };
  if (example) add('example', 'the contract example', example);
  const generative = !shape.body || shape.body.json;
  if (!generative || limit <= 1) return { shape, cases };

  const random = createRandom(deriveSeed(seed, op.operationId));
  let fakeSeed = deriveSeed(seed, op.operationId, 'faker');
  const withComponents = (/** @type {unknown} */ schema) => ({ ...resolve(doc, schema), components: doc.components });
  /** @type {(schema: unknown, options?: import('json-schema-faker').GenerateSyncOptions) => unknown} */
  const fake = (schema, options = {}) => {
    fakeSeed = (fakeSeed + 1) >>> 0;
    try {
      return orderPeriods(
        generateSync(withComponents(schema), {
          seed: fakeSeed,
          useExamplesValue: false,
          useDefaultValue: false,
          maxDefaultItems: 3,
          ...options,
        }),
      );
    } catch {
      return undefined;
    }
  };

  // The object generated requests start from: the example, or one json-schema-faker builds.
  const paramsSchema = {
    type: 'object',
    properties: Object.fromEntries(shape.params.map((param) => [param.name, param.schema])),
    required: shape.params.filter((param) => param.required).map((param) => param.name),
  };
  /** @type {CaseRequest} */
  const base = example ?? {
    params: shape.params.length ? /** @type {Record<string, unknown>} */ (fake(paramsSchema) ?? {}) : {},
    body: shape.body?.schema ? fake(shape.body.schema) : undefined,
  };
  const bodySites = shape.body?.schema ? sites(doc, shape.body.schema) : [];
  /** @type {Site[]} */
  const paramSites = shape.params.flatMap((param) =>
    branches(doc, param.schema).map((schema) => ({ path: [param.name], schema, required: param.required })),
  );
  /** @type {(where: 'params' | 'body', path: Path, value: unknown) => CaseRequest} */
  const variant = (where, path, value) =>
    where === 'params'
      ? {
          params: /** @type {Record<string, unknown>} */ (setAt(base.params, path, value) ?? {}),
          body: clone(base.body),
        }
      : { params: { ...base.params }, body: setAt(base.body, path, value) };

  // Valid requests: optional fields absent and present, then every enum value and boundary.
  /** @type {{ label: string; request: CaseRequest }[]} */
  const positives = [];
  if (shape.body?.schema) {
    positives.push({
      label: 'required fields only',
      request: {
        params: { ...base.params },
        body: fake(shape.body.schema, { optionalsProbability: 0, fillProperties: false }),
      },
    });
    positives.push({
      label: 'every optional field present',
      request: { params: { ...base.params }, body: fake(shape.body.schema, { alwaysFakeOptionals: true }) },
    });
  }
  /** @type {{ kind: string; label: string; request: CaseRequest }[]} */
  const systematic = [];
  for (const [where, list] of /** @type {['body' | 'params', Site[]][]} */ ([
    ['body', bodySites],
    ['params', paramSites],
  ])) {
    for (const site of list) {
      if (site.objectSite) continue;
      for (const value of validVariants(doc, site.schema, (schema) => fake(schema))) {
        const kind =
          Array.isArray(site.schema.enum) && site.schema.enum.includes(value)
            ? 'enum'
            : typeof value === 'number'
              ? 'range'
              : 'boundary';
        systematic.push({
          kind,
          label: `${label(site.path)} = ${JSON.stringify(value).slice(0, 40)}`,
          request: variant(where, site.path, value),
        });
      }
      if (!site.required && getAt(where === 'params' ? base.params : base.body, site.path) !== undefined)
        systematic.push({
          kind: 'absent',
          label: `${label(site.path)} absent`,
          request: variant(where, site.path, REMOVE),
        });
    }
  }
  // Range boundaries first: the values a server most often gets wrong.
  positives.push(
    ...shuffle(
      systematic.filter((candidate) => candidate.kind === 'range'),
      random,
    ),
    ...interleave(
      systematic.filter((candidate) => candidate.kind !== 'range'),
      random,
    ),
  );

  // Invalid requests: one mutation each, on the example.
  /** @type {{ kind: string; label: string; mutation: Mutation; request: CaseRequest }[]} */
  const negatives = [];
  for (const [where, list] of /** @type {['body' | 'params', Site[]][]} */ ([
    ['body', bodySites],
    ['params', paramSites],
  ])) {
    for (const site of list) {
      if (site.objectSite) {
        if (site.schema.additionalProperties === false)
          negatives.push({
            kind: 'unknown',
            label: `unknown field in ${label(site.path)}`,
            mutation: { where, path: [...site.path, 'unexpected_field'] },
            request: variant(where, [...site.path, 'unexpected_field'], 'unexpected'),
          });
        continue;
      }
      if (site.required)
        negatives.push({
          kind: 'missing',
          label: `required ${label(site.path)} missing`,
          mutation: { where, path: site.path },
          request: variant(where, site.path, REMOVE),
        });
      for (const { value, why } of invalidVariants(site.schema, where))
        negatives.push({
          kind: why.split(' ').slice(0, 3).join(' '),
          label: `${label(site.path)}: ${why}`,
          mutation: { where, path: site.path },
          request: variant(where, site.path, value),
        });
    }
  }
  if (shape.body?.json && shape.body.schema && typeOf(resolve(doc, shape.body.schema) ?? {}) === 'object')
    negatives.push({
      kind: 'array body',
      label: 'the body is an array, not an object',
      mutation: { where: 'body', path: [] },
      request: { params: { ...base.params }, body: [] },
    });

  const room = limit - cases.length;
  const negativeRoom = negatives.length ? Math.min(negatives.length, Math.max(1, Math.floor(room * 0.4))) : 0;
  // Values outside a range or an enum first: the invalid requests servers most often accept.
  const shuffledNegatives = interleave(negatives, random, [
    'below the minimum',
    'above the maximum',
    'a value outside',
  ]);
  let taken = 0;
  for (const candidate of shuffledNegatives) {
    if (taken >= negativeRoom) break;
    if (add('negative', candidate.label, candidate.request, { mutation: candidate.mutation })) taken += 1;
  }
  for (const candidate of positives) {
    if (cases.length >= limit) break;
    add('positive', candidate.label, candidate.request);
  }
  // Random valid requests from json-schema-faker fill what is left.
  for (let attempt = 0; cases.length < limit && attempt < limit * 2; attempt += 1) {
    const params = shape.params.length
      ? { ...base.params, ...(fake(paramsSchema, { alwaysFakeOptionals: random() < 0.5 }) ?? {}) }
      : {};
    const body = shape.body?.schema ? fake(shape.body.schema, { optionalsProbability: random() }) : undefined;
    add('positive', 'random valid request', { params, body });
  }
  // Invalid ones left over, when there was not enough to fill the positives.
  for (const candidate of shuffledNegatives) {
    if (cases.length >= limit) break;
    add('negative', candidate.label, candidate.request, { mutation: candidate.mutation });
  }
  return { shape, cases };
}

/**
 * The candidates in a seeded order that takes one of each kind (a boundary, an enum value, an
 * absent field; a missing field, a wrong type, a value out of range, …) before a second of any,
 * so that a small --examples still covers every kind.
 * @template {{ kind: string }} T
 * @param {readonly T[]} candidates
 * @param {() => number} random
 * @param {readonly string[]} [first] the kinds to take first, in this order
 * @returns {T[]}
 */
function interleave(candidates, random, first = []) {
  const byKind = new Map(first.map((kind) => /** @type {[string, T[]]} */ ([kind, []])));
  for (const candidate of shuffle(candidates, random)) {
    if (!byKind.has(candidate.kind)) byKind.set(candidate.kind, []);
    /** @type {T[]} */ (byKind.get(candidate.kind)).push(candidate);
  }
  const lanes = [...byKind.values()].filter((lane) => lane.length > 0);
  /** @type {T[]} */
  const out = [];
  for (let round = 0; out.length < candidates.length; round += 1)
    for (const lane of lanes) if (lane[round]) out.push(lane[round]);
  return out;
}

/**
 * A period the generator makes up has its start before its end and lasts at most 366 days (the
 * schema cannot say so; the contract's `Period` does, in words, and a server is right to refuse
 * the rest).
 * @param {unknown} value
 * @returns {unknown}
 */
function orderPeriods(value) {
  if (Array.isArray(value)) return value.map(orderPeriods);
  if (!value || typeof value !== 'object') return value;
  /** @type {Node} */
  const out = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, orderPeriods(child)]));
  for (const [start, end] of [
    ['start_date', 'end_date'],
    ['date_from', 'date_to'],
    ['from', 'to'],
    ['start', 'end'],
  ]) {
    if (typeof out[start] === 'string' && typeof out[end] === 'string' && out[start] > out[end])
      [out[start], out[end]] = [out[end], out[start]];
    if (
      start === 'start_date' &&
      /^\d{4}-\d{2}-\d{2}$/.test(out[start] ?? '') &&
      /^\d{4}-\d{2}-\d{2}$/.test(out[end] ?? '')
    ) {
      const longest = Date.parse(`${out[start]}T00:00:00Z`) + 365 * 86_400_000;
      if (Date.parse(`${out[end]}T00:00:00Z`) > longest) out[end] = new Date(longest).toISOString().slice(0, 10);
    }
  }
  return out;
}

/**
 * Smaller versions of a request, for shrinking a failure: each drops an optional field, halves a
 * string or an array, or moves a number toward its minimum. Paths under `keep` (the mutation that
 * makes an invalid request invalid) are left alone. The caller keeps a candidate only when it is
 * still valid (or still invalid) and still fails.
 * @template {CaseRequest} R
 * @param {R} request
 * @param {Mutation | undefined} keep
 * @returns {R[]}
 */
export function shrinkCandidates(request, keep) {
  /** @type {{ where: 'params' | 'body'; path: Path; value: unknown }[]} */
  const out = [];
  /** @type {(a: Path, b: Path) => boolean} */
  const prefix = (a, b) => a.length <= b.length && a.every((key, i) => key === b[i]);
  /** @type {(where: 'params' | 'body', value: unknown, path: Path) => void} */
  const walk = (where, value, path) => {
    const protectedHere = keep && keep.where === where;
    if (protectedHere && prefix(keep.path, path)) return; // the mutation itself, and what is under it
    const fixed = protectedHere && prefix(path, keep.path); // an ancestor of the mutation: kept, walked
    if (Array.isArray(value)) {
      if (value.length > 0 && !fixed) out.push({ where, path, value: value.slice(0, Math.floor(value.length / 2)) });
      value.forEach((child, i) => walk(where, child, [...path, i]));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = [...path, key];
        if (!(protectedHere && prefix(childPath, keep.path))) out.push({ where, path: childPath, value: REMOVE });
        walk(where, child, childPath);
      }
    } else if (typeof value === 'string' && value.length > 1 && !fixed) {
      out.push({ where, path, value: value.slice(0, Math.ceil(value.length / 2)) });
    } else if (typeof value === 'number' && value !== 0 && !fixed) {
      for (const smaller of [0, 1, Math.trunc(value / 2)])
        if (Math.abs(smaller) < Math.abs(value)) out.push({ where, path, value: smaller });
    }
  };
  walk('params', request.params, []);
  walk('body', request.body, []);
  return out.map(({ where, path, value }) =>
    where === 'params'
      ? { ...request, params: setAt(request.params, path, value) ?? {} }
      : { ...request, body: setAt(request.body, path, value) },
  );
}
