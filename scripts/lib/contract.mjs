// Reading the bundled contract: its operations, and a request for each built from the
// contract's own examples. Used by the contract tests and the contract tools.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * A node of a parsed contract (YAML or JSON read as data): its fields are whatever the document
 * holds, so the scripts read them with optional chaining and check the ones they rely on.
 * @typedef {Record<string, any>} Node
 */

/**
 * One operation of the contract, as listOperations gives it.
 * @typedef {object} Operation
 * @property {string} method upper case (`GET`)
 * @property {string} path
 * @property {string} operationId
 * @property {string | undefined} section its `x-section`
 * @property {string | undefined} spec its `x-spec`
 * @property {boolean} safe whether it only reads
 * @property {Node} operation the operation object itself
 * @property {Node[]} parameters the path's and the operation's parameters, resolved
 */

/**
 * A request built from an operation's examples.
 * @typedef {object} ExampleRequest
 * @property {string} method
 * @property {string} path
 * @property {Record<string, unknown>} query
 * @property {unknown} body
 * @property {string | undefined} contentType
 */

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * @param {string} path
 * @returns {Node}
 */
export function loadContract(path) {
  return parse(readFileSync(path, 'utf8'));
}

/**
 * A node with its `$ref`s followed.
 * @param {Node} doc
 * @param {any} node
 * @returns {any}
 */
export function resolve(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    current = current.$ref
      .slice(2)
      .split('/')
      .map((/** @type {string} */ part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((/** @type {any} */ value, /** @type {string} */ key) => value?.[key], doc);
  }
  return current;
}

/**
 * Every operation with its method, path, id, section and whether it only reads.
 * @param {Node} doc
 * @returns {Operation[]}
 */
export function listOperations(doc) {
  /** @type {Operation[]} */
  const operations = [];
  for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (doc.paths ?? {}))) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        section: op['x-section'],
        spec: op['x-spec'],
        safe: method === 'get' || op['x-safe'] === true,
        operation: op,
        parameters: [...(item.parameters ?? []), ...(op.parameters ?? [])].map((/** @type {Node} */ p) =>
          resolve(doc, p),
        ),
      });
    }
  }
  return operations;
}

/**
 * @param {Node} doc
 * @param {Node | undefined} holder a parameter or a media type
 * @param {string} [name] the example to take (else the first)
 * @returns {unknown}
 */
function exampleValue(doc, holder, name) {
  if (!holder) return undefined;
  if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
    const entries = Object.entries(holder.examples);
    const chosen = (name && entries.find(([key]) => key === name)) || entries[0];
    if (chosen) return resolve(doc, chosen[1])?.value;
  }
  if (holder.example !== undefined) return holder.example;
  const schema = resolve(doc, holder.schema);
  if (schema?.examples?.[0] !== undefined) return schema.examples[0];
  if (schema?.example !== undefined) return schema.example;
  if (schema?.default !== undefined) return schema.default;
  if (schema?.enum?.[0] !== undefined) return schema.enum[0];
  return undefined;
}

/**
 * A placeholder file for a multipart field, typed by the field's encoding.
 * @param {unknown} name
 * @param {string | undefined} contentType
 * @returns {File}
 */
function exampleFile(name, contentType) {
  const type = (contentType ?? 'application/octet-stream').split(',')[0].trim().replace('*', 'mpeg');
  return new File(
    [new Uint8Array(1024)],
    typeof name === 'string' && name.includes('.') ? name : `example.${type.split('/')[1]}`,
    { type },
  );
}

/**
 * The request an operation's examples describe: path and query parameters from their examples,
 * the body from the request example named `name` (or the first one). Header parameters are left
 * to the caller (tokens, hashes).
 * @param {Node} doc
 * @param {Operation} op
 * @param {string} [name]
 * @returns {ExampleRequest}
 */
export function exampleRequest(doc, op, name) {
  let path = op.path;
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const parameter of op.parameters) {
    if (parameter.in === 'header' || parameter.in === 'cookie') continue;
    const value = exampleValue(doc, parameter, name);
    if (value === undefined) {
      if (parameter.required) throw new Error(`${op.operationId}: no example for required parameter ${parameter.name}`);
      continue;
    }
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else query[parameter.name] = value;
  }
  const requestBody = resolve(doc, op.operation.requestBody);
  /** @type {unknown} */
  let body;
  /** @type {string | undefined} */
  let contentType;
  if (requestBody?.content) {
    const [type, media] = /** @type {[string, Node]} */ (Object.entries(requestBody.content)[0]);
    contentType = type;
    const value = exampleValue(doc, media, name);
    if (type === 'multipart/form-data') {
      const schema = resolve(doc, media.schema);
      const form = new FormData();
      for (const [field, fieldValue] of Object.entries(value ?? {})) {
        const fieldSchema = resolve(doc, schema?.properties?.[field]);
        const isFile =
          fieldSchema?.format === 'binary' ||
          fieldSchema?.contentMediaType ||
          resolve(doc, fieldSchema?.items)?.contentMediaType ||
          resolve(doc, fieldSchema?.items)?.format === 'binary';
        const values = Array.isArray(fieldValue) ? fieldValue : [fieldValue];
        for (const item of values) {
          if (isFile) form.append(field, exampleFile(item, media.encoding?.[field]?.contentType));
          else form.append(field, typeof item === 'object' ? JSON.stringify(item) : String(item));
        }
      }
      body = form;
    } else if (value !== undefined) {
      body = value;
    } else if (requestBody.required) {
      throw new Error(`${op.operationId}: no example for the required request body`);
    }
  }
  return { method: op.method, path, query, body, contentType };
}
