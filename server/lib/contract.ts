// The contract as the server uses it: every operation of generated/openapi.yaml with its method,
// path, parameters, body and answers, and JSON Schema validators (Ajv, draft 2020-12 as OpenAPI
// 3.1 uses it) for what comes in and what goes out. Decision 017 says why this is our own small
// router over Ajv rather than a contract framework.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';

// ajv-formats is CommonJS with a default export that Node's ESM import does not unwrap.
const addFormats = createRequire(import.meta.url)('ajv-formats') as FormatsPlugin;

type Json = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  validate?: ValidateFunction;
  type?: string;
}

export interface Operation {
  id: string;
  method: string;
  path: string;
  /** `cabinet`, `admin` or `both`: whose token the operation takes. */
  section: 'cabinet' | 'admin' | 'both';
  /** Whether the operation needs a token at all (sign-in, registration and recovery do not). */
  secured: boolean;
  tags: string[];
  /**
   * `x-access`: the permission keys any of which opens the operation to a cabinet account (an
   * admin account, and `all`, open every one); none for any signed-in account.
   */
  access: readonly string[];
  statuses: string[];
  parameters: Parameter[];
  /** Media types of the request body, and the validator of its JSON form. */
  body?: { required: boolean; types: string[]; validate?: ValidateFunction; schema?: Json };
  /** The path parameters of a path as sent (still percent-encoded), or undefined when it is not this operation's path. */
  matches(path: string): Record<string, string> | undefined;
  /** The 200 answer's media types and the validator of its JSON form. */
  answer(
    status: number,
  ): { types: string[]; validate?: ValidateFunction; examples: Record<string, unknown> } | undefined;
}

/**
 * Where a request lands: an operation with its path parameters (as sent), a path of the contract
 * that has no operation for the method (with the methods it has, for a 405's `Allow`), or nothing.
 */
export type Route =
  { operation: Operation; params: Record<string, string> } | { operation?: undefined; allowed: string[] } | undefined;

export interface Contract {
  doc: Json;
  operations: Operation[];
  /** The operation a method and a path (as sent) lead to; HEAD is served as GET. */
  route(method: string, path: string): Route;
  byId(id: string): Operation;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function loadContract(file = join(import.meta.dirname, '..', '..', 'generated', 'openapi.yaml')): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  // strictNumbers: NaN and Infinity (`1e400` in JSON) are not numbers, whatever `strict` says.
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    allErrors: true,
    validateFormats: true,
    coerceTypes: false,
  });
  addFormats(ajv);
  safeUniqueItems(ajv);
  ajv.addSchema(doc, 'contract');
  const schemaAt = (path: string) => ajv.getSchema(`contract#/${path}`);
  const resolve = <T>(node: T): T => {
    let current: unknown = node;
    while (current && typeof current === 'object' && typeof (current as Json).$ref === 'string') {
      const ref = ((current as Json).$ref as string).replace(/^#\//, '').split('/');
      current = ref.reduce<unknown>((at, part) => (at as Json)[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    }
    return current as T;
  };
  const refPath = (node: unknown, fallback: string) =>
    node && typeof (node as Json).$ref === 'string' ? ((node as Json).$ref as string).replace(/^#\//, '') : fallback;

  const operations: Operation[] = [];
  const rootSecurity = doc.security as unknown[] | undefined;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = raw as Json;
      const base = `paths/${pointer(path, method)}`;
      const parameters = ((op.parameters as unknown[]) ?? []).map((entry, index): Parameter => {
        const parameter = resolve(entry) as Json;
        const at = refPath(entry, `${base}/parameters/${index}`);
        const schema = resolve(parameter.schema) as Json | undefined;
        return {
          name: parameter.name as string,
          in: parameter.in as Parameter['in'],
          required: Boolean(parameter.required),
          type: schema?.type as string | undefined,
          validate: parameter.schema ? schemaAt(`${at}/schema`) : undefined,
        };
      });
      const requestBody = op.requestBody ? (resolve(op.requestBody) as Json) : undefined;
      const bodyContent = (requestBody?.content ?? {}) as Record<string, Json>;
      const bodyTypes = Object.keys(bodyContent);
      const jsonType = bodyTypes.find((type) => type.includes('json'));
      const names: string[] = [];
      const pattern = new RegExp(
        `^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      const security = (op.security as unknown[] | undefined) ?? rootSecurity ?? [];
      const access = op['x-access'];
      if (!Array.isArray(access)) throw new Error(`${String(op.operationId)} declares no x-access`);
      operations.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        section: (op['x-section'] as Operation['section']) ?? 'cabinet',
        secured: security.length > 0,
        tags: (op.tags as string[]) ?? [],
        access: access as string[],
        statuses: Object.keys(op.responses as Json),
        parameters,
        body: requestBody
          ? {
              required: Boolean(requestBody.required),
              types: bodyTypes,
              validate: jsonType
                ? schemaAt(`${refPath(op.requestBody, `${base}/requestBody`)}/content/${pointer(jsonType)}/schema`)
                : undefined,
              schema: jsonType ? (resolve(bodyContent[jsonType]!.schema) as Json) : undefined,
            }
          : undefined,
        matches(candidate) {
          const match = pattern.exec(candidate);
          if (!match) return undefined;
          const params: Record<string, string> = Object.create(null) as Record<string, string>;
          names.forEach((name, index) => (params[name] = match[index + 1]!));
          return params;
        },
        answer(status) {
          const responses = op.responses as Json;
          const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate]);
          if (!key) return undefined;
          const response = resolve(responses[key]) as Json;
          const content = (response.content ?? {}) as Record<string, Json>;
          const types = Object.keys(content);
          const json = types.find((type) => type.includes('json'));
          const examples = Object.fromEntries(
            Object.entries((json ? (content[json]!.examples as Json) : undefined) ?? {}).map(([name, example]) => [
              name,
              (resolve(example) as Json).value,
            ]),
          );
          const at = refPath(responses[key], `${base}/responses/${pointer(key)}`);
          return { types, validate: json ? schemaAt(`${at}/content/${pointer(json)}/schema`) : undefined, examples };
        },
      });
    }
  }
  const byId = new Map(operations.map((operation) => [operation.id, operation]));
  return {
    doc,
    operations,
    route(method, path) {
      const wanted = method === 'HEAD' ? 'GET' : method;
      const allowed = new Set<string>();
      for (const operation of operations) {
        const params = operation.matches(path);
        if (!params) continue;
        if (operation.method === wanted) return { operation, params };
        allowed.add(operation.method);
        if (operation.method === 'GET') allowed.add('HEAD');
      }
      return allowed.size > 0 ? { allowed: [...allowed].sort() } : undefined;
    },
    byId(id) {
      const operation = byId.get(id);
      if (!operation) throw new Error(`No operation ${id} in the contract`);
      return operation;
    },
  };
}

/**
 * Ajv's errors as the contract's `ValidationError.errors`: each field's dot path (`period.start_date`)
 * with its messages; errors of the body as a whole go under `body`.
 */
export function fieldErrors(errors: ValidateFunction['errors'], prefix = ''): Record<string, string[]> {
  // Field names come from the request: `toString` or `__proto__` must be plain keys here.
  const fields = Object.create(null) as Record<string, string[]>;
  for (const error of errors ?? []) {
    // allOf/unevaluated wrappers repeat what the members already said.
    if (error.keyword === 'if' || error.keyword === 'allOf') continue;
    let path = error.instancePath.split('/').filter(Boolean).join('.');
    let message = error.message ?? 'is invalid';
    if (error.keyword === 'required') {
      path = [path, (error.params as { missingProperty: string }).missingProperty].filter(Boolean).join('.');
      message = 'The field is required.';
    } else if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const extra = error.params as { additionalProperty?: string; unevaluatedProperty?: string };
      path = [path, extra.additionalProperty ?? extra.unevaluatedProperty].filter(Boolean).join('.');
      message = 'The field is not allowed.';
    } else if (error.keyword === 'enum') {
      message = `Must be one of: ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}.`;
    } else {
      message = `Must ${message.replace(/^must /, '')}.`;
    }
    const key = [prefix, path].filter(Boolean).join('.') || 'body';
    const messages = (fields[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return fields;
}

/**
 * `uniqueItems` compared through canonical JSON. Ajv's own comparison (fast-deep-equal) calls an
 * item's `valueOf`, which a prototype-free object lacks and a request can set to a number (`[{"valueOf":
 * 1}, {"valueOf": 1}]`): it threw, and the request was answered 500 instead of 400.
 */
function safeUniqueItems(ajv: Ajv2020): void {
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({
    keyword: 'uniqueItems',
    type: 'array',
    schemaType: 'boolean',
    errors: true,
    validate: function unique(schema: boolean, data: unknown[]): boolean {
      (unique as { errors?: unknown[] }).errors = [];
      if (!schema) return true;
      const seen = new Set<string>();
      for (const item of data) {
        const key = canonical(item);
        if (seen.has(key)) {
          (unique as { errors?: unknown[] }).errors = [
            { keyword: 'uniqueItems', message: 'must NOT have duplicate items', params: {} },
          ];
          return false;
        }
        seen.add(key);
      }
      return true;
    },
  });
}

/** JSON with every object's keys sorted: equal for deeply equal JSON values (0 and -0 alike). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Json)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
