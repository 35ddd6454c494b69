// The checks of the contract check, each named in its reports, and what a finding carries:
// the request that failed (as a curl line with the token replaced by $TOKEN), the answer's status
// and the first error.
import { stringify as stringifyQuery } from 'qs';
import { resolve } from './contract.mjs';
import { checkResponse } from './contract-validate.mjs';

export const CHECKS = {
  not_a_server_error: 'no answer is a 5xx',
  status_code_conformance: 'every status is documented for the operation',
  content_type_conformance: 'every content type is documented for the status',
  response_headers_conformance: 'every required documented header is present and matches its schema',
  response_schema_conformance: 'every body matches the documented schema',
  positive_data_acceptance: 'a valid request is answered 2xx (or 403, 404, 409 when the contract documents it)',
  negative_data_rejection: 'an invalid request is answered 4xx, never 2xx',
  ignored_auth: 'a secured operation without a token (or with --refused-token) is answered 401 or 403, never data',
  stateful_lifecycle:
    'create → in the list → edit → edit shown → delete → gone, and editing it then fails (--include-writes)',
};

/** Statuses a valid request may get besides 2xx, when the operation documents them. */
const ACCEPTABLE_FOR_VALID = [403, 404, 409];

/** @typedef {import('./contract.mjs').Node} Node */
/** @typedef {import('./contract.mjs').Operation} Operation */
/** @typedef {{ params?: Record<string, unknown>; body?: unknown }} CheckRequest */
/**
 * An answer as the drift check keeps it: read once, its text and (when it is JSON) its value.
 * @typedef {{ status: number; headers: Headers; text: string; json?: Node }} Answer
 */
/** @typedef {{ check: string; message: string; errors: string[] }} Failure */

/**
 * Builds the URL of a request: path parameters in the path, the rest in the query string.
 * @param {string} base
 * @param {Operation} op
 * @param {CheckRequest} request
 * @returns {string}
 */
export function requestUrl(base, op, request) {
  let path = op.path;
  /** @type {Record<string, unknown>} */
  const query = {};
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (path.includes(`{${name}}`)) path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
    else query[name] = value;
  }
  const search = Object.keys(query).length
    ? `?${stringifyQuery(query, { arrayFormat: 'brackets', encodeValuesOnly: true })}`
    : '';
  return `${base.replace(/\/$/, '')}${path}${search}`;
}

const quote = (/** @type {unknown} */ text) => `'${String(text).replace(/'/g, `'\\''`)}'`;

/**
 * A curl line that sends the request again; the token, if one was sent, is `$TOKEN`.
 * @param {string} url
 * @param {Operation} op
 * @param {CheckRequest} request
 * @param {string} [auth] `token`, `refused` or none
 * @returns {string}
 */
export function curlLine(url, op, request, auth) {
  const parts = ['curl', '-i', '-X', op.method, quote(url)];
  if (auth === 'token') parts.push('-H', '"Authorization: Bearer $TOKEN"');
  if (auth === 'refused') parts.push('-H', '"Authorization: Bearer $REFUSED_TOKEN"');
  if (request.body instanceof FormData) {
    for (const [name, value] of request.body.entries())
      parts.push(
        '-F',
        quote(typeof value === 'string' ? `${name}=${value}` : `${name}=@${value.name};type=${value.type}`),
      );
  } else if (request.body !== undefined) {
    parts.push('-H', quote('Content-Type: application/json'), '--data-raw', quote(JSON.stringify(request.body)));
  }
  return parts.join(' ');
}

/**
 * The check a drift found by checkResponse belongs to.
 * @param {import('./contract-validate.mjs').Drift} drift
 * @returns {string}
 */
function checkOfDrift(drift) {
  if (drift.path === 'status') return 'status_code_conformance';
  if (drift.path === 'content-type') return 'content_type_conformance';
  if (drift.path.startsWith('headers.')) return 'response_headers_conformance';
  return 'response_schema_conformance';
}

/**
 * Reads an answer once and judges it: returns [{ check, message }] for every check it fails.
 * `kind` is the case's kind (example, positive, negative, no-token, refused-token).
 * @param {Node} doc
 * @param {import('ajv/dist/2020.js').Ajv2020} ajv
 * @param {Operation} op
 * @param {string} kind
 * @param {Answer} answer
 * @returns {Promise<Failure[]>}
 */
export async function judge(doc, ajv, op, kind, answer) {
  /** @type {{ check: string; message: string }[]} */
  const failures = [];
  const { status } = answer;
  const documented = Object.keys(op.operation.responses ?? {});
  const isDocumented = (/** @type {number} */ code) =>
    documented.includes(String(code)) || documented.includes(`${String(code)[0]}XX`) || documented.includes('default');
  if (status >= 500) failures.push({ check: 'not_a_server_error', message: `answered ${status}` });
  if (kind === 'example' || kind === 'positive') {
    const fine =
      (status >= 200 && status < 300) ||
      status >= 500 ||
      (ACCEPTABLE_FOR_VALID.includes(status) && isDocumented(status));
    if (!fine) failures.push({ check: 'positive_data_acceptance', message: `a valid request was answered ${status}` });
  }
  if (kind === 'negative') {
    if (status < 400)
      failures.push({ check: 'negative_data_rejection', message: `an invalid request was answered ${status}` });
  }
  if (kind === 'no-token' || kind === 'refused-token') {
    if (status !== 401 && status !== 403 && status < 500)
      failures.push({
        check: 'ignored_auth',
        message: `${kind === 'no-token' ? 'without a token' : 'with the refused token'} the answer was ${status}, not 401 or 403`,
      });
  }
  // What checkResponse reads of a Response: the answer has been read already.
  const response = /** @type {Response} */ (
    /** @type {unknown} */ ({ status, headers: answer.headers, body: null, text: async () => answer.text })
  );
  for (const drift of await checkResponse(doc, ajv, op, response))
    failures.push({ check: checkOfDrift(drift), message: `${drift.path}: ${drift.message}` });
  // One failure per check for one answer, with every error it found; the first is the one to read.
  /** @type {Map<string, Failure>} */
  const byCheck = new Map();
  for (const failure of failures) {
    const known = byCheck.get(failure.check);
    if (known) known.errors.push(failure.message);
    else byCheck.set(failure.check, { check: failure.check, message: failure.message, errors: [failure.message] });
  }
  return [...byCheck.values()];
}

/**
 * The documented business rule a refusal keeps, if any: the name of the operation's example for
 * that status marked `x-business-rule: true` (an email already registered, a url already
 * monitored) whose `errors` name the same fields as the answer's. Such a refusal of a valid
 * request is the server keeping a rule the contract states, not drift. A refusal naming several
 * fields at once (two ids that do not exist) keeps several rules: each field must be named by such
 * an example, and their names are joined with `+`.
 * @param {Node} doc
 * @param {Operation} op
 * @param {Answer} answer
 * @returns {string | undefined}
 */
export function businessRule(doc, op, answer) {
  const fieldsOf = (/** @type {Record<string, unknown> | undefined} */ errors) => Object.keys(errors ?? {}).sort();
  const fields = fieldsOf(answer.json?.errors);
  if (fields.length === 0) return undefined;
  const response = resolve(doc, op.operation.responses?.[String(answer.status)]);
  const examples = response?.content?.['application/json']?.examples ?? {};
  const rules = Object.entries(/** @type {Record<string, Node>} */ (examples))
    .map(([name, raw]) => /** @type {[string, Node | undefined]} */ ([name, resolve(doc, raw)]))
    .filter(([, example]) => example?.['x-business-rule'] === true)
    .map(([name, example]) => ({ name, fields: fieldsOf(example?.value?.errors) }));
  const whole = rules.find((rule) => rule.fields.join() === fields.join());
  if (whole) return whole.name;
  /** @type {string[]} */
  const names = [];
  for (const field of fields) {
    const rule = rules.find((candidate) => candidate.fields.length === 1 && candidate.fields[0] === field);
    if (!rule) return undefined;
    if (!names.includes(rule.name)) names.push(rule.name);
  }
  return names.join('+');
}
