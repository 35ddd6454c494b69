// Checking one live response against the contract: status, content type, documented headers
// and body schema. The schema check is Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses it).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { resolve } from './contract.mjs';

/** @typedef {import('./contract.mjs').Node} Node */
/** @typedef {{ path: string; message: string }} Drift */

/**
 * @param {Node} doc
 * @returns {Ajv2020}
 */
export function createValidator(doc) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  ajv.addSchema(doc, 'contract');
  return ajv;
}

/** @type {(...parts: (string | number)[]) => string} */
const pointer = (...parts) => parts.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/**
 * @param {import('./contract.mjs').Operation} op
 * @param {number} status
 * @returns {{ key: string; response: Node } | undefined}
 */
function documentedResponse(op, status) {
  const responses = op.operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate]);
  return key ? { key, response: responses[key] } : undefined;
}

/**
 * Compares a response with what the contract documents for the operation; returns the drifts
 * found, each with a JSON path into the body (or `status`, `content-type`, `headers.<name>`).
 * @param {Node} doc
 * @param {Ajv2020} ajv
 * @param {import('./contract.mjs').Operation} op
 * @param {Response} response
 * @returns {Promise<Drift[]>}
 */
export async function checkResponse(doc, ajv, op, response) {
  /** @type {Drift[]} */
  const drifts = [];
  const documented = documentedResponse(op, response.status);
  if (!documented) {
    const listed = Object.keys(op.operation.responses ?? {}).join(', ');
    drifts.push({ path: 'status', message: `status ${response.status} is not documented (documented: ${listed})` });
    await response.body?.cancel().catch(() => undefined);
    return drifts;
  }
  const resolved = resolve(doc, documented.response);
  const base =
    typeof documented.response.$ref === 'string'
      ? documented.response.$ref
      : `#/paths/${pointer(op.path, op.method.toLowerCase(), 'responses', documented.key)}`;
  for (const [name, header] of Object.entries(/** @type {Record<string, Node>} */ (resolved.headers ?? {}))) {
    const resolvedHeader = resolve(doc, header);
    const value = response.headers.get(name);
    if (value === null) {
      if (resolvedHeader.required)
        drifts.push({ path: `headers.${name}`, message: `documented header ${name} is missing` });
      continue;
    }
    if (resolvedHeader.schema) {
      const headerPointer =
        typeof header.$ref === 'string' ? `${header.$ref}/schema` : `${base}/${pointer('headers', name, 'schema')}`;
      const validate = ajv.getSchema(`contract${headerPointer}`);
      if (validate && !validate(value))
        drifts.push({
          path: `headers.${name}`,
          message: `header ${name} "${value}" ${validate.errors?.[0]?.message ?? 'is invalid'}`,
        });
    }
  }
  /** @type {Record<string, Node>} */
  const content = resolved.content ?? {};
  const types = Object.keys(content);
  const received = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const text = await response.text();
  if (types.length === 0) {
    if (text.length > 0)
      drifts.push({
        path: 'content-type',
        message: `a body (${received || 'no content type'}) where none is documented`,
      });
    return drifts;
  }
  const mediaType =
    types.find((type) => type.toLowerCase() === received) ??
    types.find((type) => type.endsWith('/*') && received.startsWith(type.slice(0, -1)));
  if (!mediaType) {
    drifts.push({
      path: 'content-type',
      message: `content type "${received || 'none'}" is not documented (documented: ${types.join(', ')})`,
    });
    return drifts;
  }
  const media = /** @type {Node} */ (content[mediaType]);
  if (!mediaType.includes('json') || !media.schema) return drifts;
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    drifts.push({ path: '$', message: 'the body is not valid JSON' });
    return drifts;
  }
  const schemaPointer = `${base}/${pointer('content', mediaType, 'schema')}`;
  const validate = ajv.getSchema(`contract${schemaPointer}`);
  if (validate && !validate(body)) {
    for (const error of validate.errors ?? []) {
      const at = `$${error.instancePath.replace(/\//g, '.')}`;
      const detail =
        error.keyword === 'additionalProperties'
          ? `undocumented property "${error.params.additionalProperty}"`
          : error.keyword === 'required'
            ? `missing required property "${error.params.missingProperty}"`
            : // Ajv writes a message for every error (its `messages` option is on).
              (error.message ?? '');
      drifts.push({ path: at, message: detail });
    }
  }
  return drifts;
}
