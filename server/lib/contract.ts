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
  statuses: string[];
  parameters: Parameter[];
  /** Media types of the request body, and the validator of its JSON form. */
  body?: { required: boolean; types: string[]; validate?: ValidateFunction; schema?: Json };
  matches(path: string): Record<string, string> | undefined;
  /** The 200 answer's media types and the validator of its JSON form. */
  answer(
    status: number,
  ): { types: string[]; validate?: ValidateFunction; examples: Record<string, unknown> } | undefined;
}

export interface Contract {
  doc: Json;
  operations: Operation[];
  find(method: string, path: string): { operation: Operation; params: Record<string, string> } | undefined;
  byId(id: string): Operation;
}

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function loadContract(file = join(import.meta.dirname, '..', '..', 'generated', 'openapi.yaml')): Contract {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, coerceTypes: false });
  addFormats(ajv);
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
      operations.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        section: (op['x-section'] as Operation['section']) ?? 'cabinet',
        secured: security.length > 0,
        tags: (op.tags as string[]) ?? [],
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
          return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
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
    find(method, path) {
      for (const operation of operations) {
        if (operation.method !== method) continue;
        const params = operation.matches(path);
        if (params) return { operation, params };
      }
      return undefined;
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
  const fields: Record<string, string[]> = {};
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
