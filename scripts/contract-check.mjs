#!/usr/bin/env node
// Contract drift check for backend teams: sends generated requests for every operation of the
// contract to a live server and checks each answer against the contract.
//
//   npm run contract:check -- --cabinet https://cabinet.example.com --admin https://admin.example.com
//
// Requests. Per operation, at most --examples N (default 20) requests: the contract's example
// first, then valid requests built from the schema (every enum value, the boundaries of lengths
// and ranges, optional fields absent and present, arrays empty and full, json-schema-faker's
// random fill) and invalid ones (a required field missing, a wrong type, a value outside an enum
// or a range, an unknown field where additionalProperties is false, a too-long string). Every
// generated request is checked against the contract before it is sent. --seed S makes a run
// repeatable (the seed is printed; a run without --seed picks one). Multipart and binary bodies
// (the upload operations) are sent as the contract's example only. --examples 1 sends the
// examples only, as the check did before. A write's valid requests carry values of the run's own
// in the fields the contract marks `x-unique` (an email to register, a stream's url, an object's
// name; the run's mark goes in the email's local part, the url's query, the name's end), so that
// a run against a server an earlier run wrote to succeeds as well. A valid request refused with
// a documented example marked `x-business-rule: true` (the same fields named in `errors`) is
// reported beside the operation as a business rule kept, not as drift.
//
// Checks, each named in the reports (--checks a,b or --exclude-checks a,b to choose):
//   not_a_server_error            no answer is a 5xx, even the documented 500
//   status_code_conformance       every status is documented for the operation
//   content_type_conformance      every content type is documented for that status
//   response_headers_conformance  every required documented header is present and matches
//   response_schema_conformance   every JSON body matches the documented schema
//   positive_data_acceptance      a valid request gets 2xx (or 403, 404, 409 when documented)
//   negative_data_rejection       an invalid request gets 4xx, never 2xx or 3xx
//   ignored_auth                  a secured operation sent without a token gets 401 or 403, never
//                                 data; with --refused-token T, a call with that token too
//   stateful_lifecycle            (--include-writes) create → appears in the list → edit → the
//                                 edit shows → delete → gone → editing it now fails, for the
//                                 console's channels and any create the contract links to a list;
//                                 what it creates it deletes
//
// Reading a finding. Each finding names the operation, the check, what was wrong, how many of the
// requests sent hit it, the smallest failing request found (the failing request shrunk by dropping
// optional fields, shortening strings and arrays and moving numbers toward their minimum while the
// failure stays; an invalid request keeps its invalid part), the answer's status and first error,
// and a curl line that sends it again: set TOKEN to your token (the line never holds it; an
// ignored_auth finding with --refused-token uses $REFUSED_TOKEN) and run it. A mock that keeps no
// state (Prism) fails stateful_lifecycle by nature: exclude it there.
//
// Tokens come from CONTRACT_CABINET_TOKEN and CONTRACT_ADMIN_TOKEN, or from a JSON config file
// (--config file.json: { "cabinet": { "url", "token" }, "admin": { "url", "token" } }); they are
// sent as `Authorization: Bearer <token>` and never printed. Read-only by default: operations
// that change data run only with --include-writes (then generated valid requests are sent only to
// creates the check can delete again; other writes get their example and the invalid requests).
// Reports: a table and the findings on stdout, and JSON and JUnit XML (one test case per
// operation and check) in --report-dir (default reports/contract-check). A secured call with a
// token answered 401 was refused for want of a valid token: its operation is reported as
// `unauthorized` and not checked further. An optional part of the contract (`x-optional`, the
// operations of one tag) that the backend leaves out, its first read answered 404, is reported as
// `not offered`: neither checked nor drift. Exit status: 0 when everything checked is as
// documented, 1 on any finding, 2 when there was none but some calls were unreachable, 3 when
// nothing was found or unreachable but some calls were refused (check the tokens).
//
// Other options: --only id,id (operationIds), --timeout ms (per request, default 15000),
// --concurrency N (operations checked at once, default 4), --contract file.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { businessRule, CHECKS, curlLine, judge, requestUrl } from './lib/contract-checks.mjs';
import { generateCases, isValidRequest, shrinkCandidates, withFreshUniqueValues } from './lib/contract-generate.mjs';
import { lifecycleGroups, runLifecycle } from './lib/contract-state.mjs';
import { listOperations, loadContract } from './lib/contract.mjs';
import { createValidator } from './lib/contract-validate.mjs';

/** @typedef {import('./lib/contract.mjs').Node} Node */
/** @typedef {import('./lib/contract.mjs').Operation} Operation */
/** @typedef {import('./lib/contract-generate.mjs').TestCase} TestCase */
/** @typedef {import('./lib/contract-generate.mjs').CaseRequest} CaseRequest */
/** @typedef {import('./lib/contract-checks.mjs').Failure} Failure */
/** @typedef {'cabinet' | 'admin'} Section */
/**
 * An answer as `send` gives it: the drift check's answer, its URL and a curl line sending it again.
 * @typedef {import('./lib/contract-checks.mjs').Answer & { url: string; curl: string }} SentAnswer
 */
/** @typedef {SentAnswer & { failure: Failure }} FailedAnswer */
/**
 * @typedef {object} Finding
 * @property {string} check
 * @property {string} message
 * @property {string[]} errors
 * @property {string} case the case that found it: its kind and label
 * @property {number} occurrences how many of the requests sent hit it
 * @property {number | undefined} status
 * @property {{ params: Record<string, unknown>; body: unknown }} [request] the smallest failing request found
 * @property {number} shrinkSteps
 * @property {string | undefined} curl
 */
/**
 * One operation checked in one section.
 * @typedef {object} Row
 * @property {string} operationId
 * @property {string} method
 * @property {string} path
 * @property {Section} section
 * @property {'ok' | 'drift' | 'unreachable' | 'skipped' | 'unauthorized' | 'not offered'} result
 * @property {string} reason
 * @property {number} requests
 * @property {Record<string, 'passed' | 'failed' | 'not applicable'>} checks
 * @property {Finding[]} findings
 * @property {string[]} businessRules the documented business rules (x-business-rule examples) that refused valid requests
 * @property {number} [status] the answer to the first request
 * @property {number} [ms]
 */

const started = Date.now();
const root = resolvePath(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    cabinet: { type: 'string' },
    admin: { type: 'string' },
    config: { type: 'string' },
    contract: { type: 'string', default: join(root, 'generated', 'openapi.yaml') },
    'include-writes': { type: 'boolean', default: false },
    only: { type: 'string' },
    examples: { type: 'string', default: '20' },
    seed: { type: 'string' },
    'refused-token': { type: 'string' },
    checks: { type: 'string' },
    'exclude-checks': { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    'report-dir': { type: 'string', default: join(root, 'reports', 'contract-check') },
    timeout: { type: 'string', default: '15000' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('//'))
      .map((line) => line.slice(3))
      .join('\n'),
  );
  process.exit(0);
}

const config = values.config ? JSON.parse(readFileSync(values.config, 'utf8')) : {};
const targets = {
  cabinet: {
    url: values.cabinet ?? config.cabinet?.url,
    token: process.env.CONTRACT_CABINET_TOKEN ?? config.cabinet?.token,
  },
  admin: { url: values.admin ?? config.admin?.url, token: process.env.CONTRACT_ADMIN_TOKEN ?? config.admin?.token },
};
if (!targets.cabinet.url && !targets.admin.url) {
  console.error('contract:check needs --cabinet <url> and/or --admin <url> (see --help)');
  process.exit(64);
}
const list = (/** @type {string | undefined} */ text) =>
  text
    ? text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;
const unknownChecks = [...(list(values.checks) ?? []), ...(list(values['exclude-checks']) ?? [])].filter(
  (name) => !(name in CHECKS),
);
if (unknownChecks.length) {
  console.error(
    `contract:check: unknown check(s) ${unknownChecks.join(', ')} (checks: ${Object.keys(CHECKS).join(', ')})`,
  );
  process.exit(64);
}
const enabled = new Set(
  (list(values.checks) ?? Object.keys(CHECKS)).filter((name) => !(list(values['exclude-checks']) ?? []).includes(name)),
);
if (!values['include-writes']) enabled.delete('stateful_lifecycle');

const doc = loadContract(values.contract);
const ajv = createValidator(doc);
const only = values.only ? new Set(list(values.only)) : undefined;
const timeoutMs = Number(values.timeout);
const examples = Math.max(1, Number(values.examples) || 1);
const seed = values.seed !== undefined ? Number(values.seed) >>> 0 : Math.floor(Math.random() * 2 ** 31);
const refusedToken = values['refused-token'];
// This run's own mark, for the values a server refuses to hold twice (x-unique): the same seed
// sends the same requests but for those values, so that a run after another succeeds too.
const runMark = `${seed.toString(36)}${Date.now().toString(36)}`;
const MAX_SHRINK_REQUESTS = 30;

const isSecured = (/** @type {Operation} */ op) =>
  !(Array.isArray(op.operation.security) && op.operation.security.length === 0);
const TOKEN_SOURCE = { cabinet: 'CONTRACT_CABINET_TOKEN', admin: 'CONTRACT_ADMIN_TOKEN' };

/**
 * Why a secured call was refused for want of a valid token, or undefined when it was not: a 401
 * says the token is missing, malformed or expired; a 403 without a token says the same. (A 403
 * to a call that carried a token is the contract's "no permission" answer, checked as any other.)
 * @param {Operation} op
 * @param {Section} section
 * @param {number} status
 * @returns {string | undefined}
 */
function refusal(op, section, status) {
  if (!isSecured(op)) return undefined;
  const token = Boolean(targets[section].token);
  const missing = `no ${section} token given (${TOKEN_SOURCE[section]} or --config)`;
  if (status === 401) return token ? `refused: the ${section} token is invalid or expired` : `refused: ${missing}`;
  if (status === 403 && !token) return `refused: ${missing}`;
  return undefined;
}

/**
 * Sends one request; `auth` is 'token' (the section's token, when there is one), 'none' or
 * 'refused' (--refused-token). Resolves to { status, headers, text, json, url, curl }.
 * @param {Operation} op
 * @param {Section} section
 * @param {CaseRequest} request
 * @param {'token' | 'none' | 'refused'} [auth]
 * @returns {Promise<SentAnswer>}
 */
async function send(op, section, request, auth = 'token') {
  const target = targets[section];
  const url = requestUrl(target.url, op, request);
  /** @type {Record<string, string>} */
  const headers = { Accept: '*/*' };
  const token = auth === 'refused' ? refusedToken : auth === 'token' && isSecured(op) ? target.token : undefined;
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(url, {
    method: op.method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return {
    status: response.status,
    headers: response.headers,
    text,
    json,
    url,
    curl: curlLine(url, op, request, token ? auth : 'none'),
  };
}

/** @type {(error: any) => string} what a thrown fetch error says */
const networkReason = (error) =>
  error?.name === 'TimeoutError'
    ? `no answer within ${timeoutMs} ms`
    : String(error?.cause?.code ?? error?.cause?.errors?.[0]?.code ?? error?.message ?? error);
const firstLine = (/** @type {string} */ text, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

/**
 * The smallest request that still fails `check` the same way (valid stays valid, invalid invalid).
 * @param {Operation} op
 * @param {Section} section
 * @param {import('./lib/contract-generate.mjs').RequestShape} shape
 * @param {TestCase} testCase
 * @param {string} check
 * @param {FailedAnswer} answer
 */
async function shrink(op, section, shape, testCase, check, answer) {
  if (testCase.kind !== 'positive' && testCase.kind !== 'negative' && testCase.kind !== 'example')
    return { request: testCase, answer, steps: 0 };
  if (testCase.body instanceof FormData) return { request: testCase, answer, steps: 0 };
  const wantValid = testCase.kind !== 'negative';
  let current = testCase;
  let currentAnswer = answer;
  let steps = 0;
  let budget = MAX_SHRINK_REQUESTS;
  let improved = true;
  while (improved && budget > 0) {
    improved = false;
    for (const candidate of shrinkCandidates(current, testCase.mutation)) {
      if (budget <= 0) break;
      if (isValidRequest(shape, candidate) !== wantValid) continue;
      budget -= 1;
      let candidateAnswer;
      try {
        candidateAnswer = await send(op, section, candidate);
      } catch {
        continue;
      }
      const failures = await judge(
        doc,
        ajv,
        op,
        testCase.kind === 'example' ? 'positive' : testCase.kind,
        candidateAnswer,
      );
      const same = failures.find((failure) => failure.check === check);
      if (same) {
        current = candidate;
        currentAnswer = { ...candidateAnswer, failure: same };
        steps += 1;
        improved = true;
        break;
      }
    }
  }
  return { request: current, answer: currentAnswer, steps };
}

/**
 * @param {Operation} op
 * @param {Section} section
 * @returns {Promise<Row>}
 */
async function checkOperation(op, section) {
  /** @type {Row} */
  const row = {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    section,
    result: 'ok',
    reason: '',
    requests: 0,
    checks: {},
    findings: [],
    businessRules: [],
  };
  if (!targets[section].url) return Object.assign(row, { result: 'skipped', reason: `no --${section} URL given` });
  if (notOffered.has(op.operation.tags?.[0]))
    return Object.assign(row, {
      result: 'not offered',
      reason: `an optional part (x-optional) the backend leaves out: its ${op.operation.tags?.[0]} operations answer 404`,
    });
  if (!op.safe && !values['include-writes'])
    return Object.assign(row, { result: 'skipped', reason: 'changes data (run with --include-writes)' });
  const { shape, cases: generated } = generateCases(doc, ajv, op, { limit: examples, seed });
  const cleanup = lifecycle.find((group) => group.create === op);
  // A write the check cannot undo gets its example and the invalid requests only.
  // A write's valid requests carry values of this run's own where the contract says they are unique.
  const cases = (op.safe || cleanup ? generated : generated.filter((testCase) => testCase.kind !== 'positive')).map(
    (testCase, index) =>
      op.safe || (testCase.kind !== 'example' && testCase.kind !== 'positive')
        ? testCase
        : { ...testCase, ...withFreshUniqueValues(doc, shape, testCase, `${runMark}${index}`) },
  );
  /** @type {Map<string, { testCase: TestCase; answer: FailedAnswer; count: number }>} */
  const first = new Map(); // check → { testCase, answer, failure, count }
  const ran = new Set([
    'not_a_server_error',
    'status_code_conformance',
    'content_type_conformance',
    'response_headers_conformance',
    'response_schema_conformance',
  ]);
  const opStarted = Date.now();
  /** @type {(testCase: TestCase, kind: string, answer: SentAnswer) => Promise<void>} */
  const record = async (testCase, kind, answer) => {
    row.requests += 1;
    if (cleanup && answer.status >= 200 && answer.status < 300 && answer.json?.item?.id !== undefined) {
      await send(cleanup.remove, section, { params: {}, body: { id: answer.json.item.id } }).catch(() => undefined);
    }
    for (const failure of await judge(doc, ajv, op, kind, answer)) {
      if (!enabled.has(failure.check)) continue;
      // A valid request refused by a rule the contract documents (x-business-rule) is no drift.
      const rule = failure.check === 'positive_data_acceptance' ? businessRule(doc, op, answer) : undefined;
      if (rule) {
        if (!row.businessRules.includes(rule)) row.businessRules.push(rule);
        continue;
      }
      const seen = first.get(failure.check);
      if (seen) seen.count += 1;
      else first.set(failure.check, { testCase, answer: { ...answer, failure }, count: 1 });
    }
  };
  for (const [index, testCase] of cases.entries()) {
    let answer;
    try {
      answer = await send(op, section, testCase);
    } catch (error) {
      if (index === 0) return Object.assign(row, { result: 'unreachable', reason: networkReason(error) });
      row.reason = `some requests got no answer: ${networkReason(error)}`;
      continue;
    }
    if (index === 0) {
      row.status = answer.status;
      // A refused call tells nothing about the operation's answer, so it is not checked as one.
      const refused = refusal(op, section, answer.status);
      if (refused && targets[section].token)
        return Object.assign(row, { result: 'unauthorized', reason: refused, ms: Date.now() - opStarted });
      if (refused) {
        // Without a token every call is refused: that answer is still checked against the
        // contract, but nothing else can be learnt.
        row.requests += 1;
        return Object.assign(row, { result: 'unauthorized', reason: refused, ms: Date.now() - opStarted });
      }
    }
    ran.add(testCase.kind === 'negative' ? 'negative_data_rejection' : 'positive_data_acceptance');
    await record(testCase, testCase.kind, answer);
  }
  // Authentication: the first request again without a token, and with the refused token.
  if (isSecured(op) && cases.length > 0 && enabled.has('ignored_auth')) {
    ran.add('ignored_auth');
    for (const auth of /** @type {('none' | 'refused')[]} */ (refusedToken ? ['none', 'refused'] : ['none'])) {
      try {
        await record(cases[0], auth === 'none' ? 'no-token' : 'refused-token', await send(op, section, cases[0], auth));
      } catch (error) {
        row.reason = `some requests got no answer: ${networkReason(error)}`;
      }
    }
  }
  for (const [check, seen] of first) {
    // The kind of the case the failure was first seen with (an answer without a token is recorded
    // with the case it repeats).
    const kind = /** @type {string} */ (seen.testCase.kind);
    const small =
      kind === 'no-token' || check === 'ignored_auth'
        ? { request: seen.testCase, answer: seen.answer, steps: 0 }
        : await shrink(op, section, shape, seen.testCase, check, seen.answer);
    row.findings.push({
      check,
      message: small.answer.failure.message,
      errors: small.answer.failure.errors,
      case: `${seen.testCase.kind}: ${seen.testCase.label}`,
      occurrences: seen.count,
      status: small.answer.status,
      request: {
        params: small.request.params,
        body: small.request.body instanceof FormData ? '(multipart form)' : small.request.body,
      },
      shrinkSteps: small.steps,
      curl:
        check === 'ignored_auth'
          ? curlLine(small.answer.url, op, seen.testCase, small.answer.curl.includes('REFUSED') ? 'refused' : 'none')
          : small.answer.curl,
    });
  }
  for (const check of Object.keys(CHECKS)) {
    if (!enabled.has(check) || check === 'stateful_lifecycle') continue;
    row.checks[check] = row.findings.some((finding) => finding.check === check)
      ? 'failed'
      : ran.has(check)
        ? 'passed'
        : 'not applicable';
  }
  row.ms = Date.now() - opStarted;
  if (row.businessRules.length > 0)
    row.reason = [row.reason, `refused by documented business rule ${row.businessRules.join(', ')}`]
      .filter(Boolean)
      .join('; ');
  if (row.findings.length > 0) row.result = 'drift';
  return row;
}

const operations = listOperations(doc);

/**
 * The optional parts of the contract (`x-optional: true`: a backend may leave them out) that this
 * backend does not offer: a part is its operations of one tag, and it is not offered when the
 * first of its reads (a GET or an `x-safe` POST), sent as the contract's example, is answered
 * 404. Its operations are then reported as `not offered`, not checked and not drift.
 */
async function notOfferedTags() {
  /** @type {Set<unknown>} */
  const tags = new Set();
  const optional = operations.filter((op) => op.operation['x-optional'] === true);
  for (const tag of new Set(optional.map((op) => op.operation.tags?.[0]))) {
    const probe = optional.find((op) => op.operation.tags?.[0] === tag && op.safe);
    const section = /** @type {Section | undefined} */ (probe?.section === 'both' ? 'cabinet' : probe?.section);
    if (!probe || !section || !targets[section]?.url) continue;
    try {
      const request = generateCases(doc, ajv, probe, { limit: 1, seed }).cases[0];
      if (request && (await send(probe, section, request)).status === 404) tags.add(tag);
    } catch {
      // Unreachable: the operations themselves will say so.
    }
  }
  return tags;
}
const notOffered = await notOfferedTags();
const lifecycle = (values['include-writes'] ? lifecycleGroups(doc, operations) : []).filter(
  (group) => !notOffered.has(group.create.operation.tags?.[0]),
);
/** @type {{ op: Operation; section: Section }[]} */
const jobs = [];
for (const op of operations) {
  if (only && !only.has(op.operationId)) continue;
  for (const section of /** @type {Section[]} */ (op.section === 'both' ? ['cabinet', 'admin'] : [op.section]))
    jobs.push({ op, section });
}
// Signing out ends the token's session: those run last, after everything else.
const endsSession = (/** @type {{ op: Operation }} */ job) => /logout|signout/i.test(job.op.operationId);
/** @type {Row[]} */
const results = new Array(jobs.length);
const queue = jobs.map((job, index) => ({ job, index })).filter(({ job }) => !endsSession(job));
const workers = Array.from({ length: Math.max(1, Number(values.concurrency) || 1) }, async () => {
  for (let next = queue.shift(); next; next = queue.shift())
    results[next.index] = await checkOperation(next.job.op, next.job.section);
});
await Promise.all(workers);

// State: each create → list → edit → delete lifecycle, reported on its create operation.
if (enabled.has('stateful_lifecycle')) {
  for (const group of lifecycle) {
    const section = /** @type {Section} */ (group.create.section === 'both' ? 'admin' : group.create.section);
    const index = jobs.findIndex((job) => job.op === group.create && job.section === section);
    if (
      index < 0 ||
      !targets[section].url ||
      results[index]?.result === 'unreachable' ||
      results[index]?.result === 'unauthorized'
    )
      continue;
    const row = results[index];
    /** @type {import('./lib/contract-state.mjs').LifecycleOutcome} */
    const outcome = await runLifecycle(
      doc,
      ajv,
      group,
      (op, request) => send(op, section, request),
      `${seed}-${Date.now().toString(36)}`,
    ).catch((error) => ({ passed: false, step: 'request', message: networkReason(error) }));
    row.checks.stateful_lifecycle = outcome.passed ? 'passed' : 'failed';
    if (!outcome.passed) {
      row.findings.push({
        check: 'stateful_lifecycle',
        message: `${outcome.step}: ${outcome.message}`,
        errors: [outcome.message],
        case: `${group.name} lifecycle`,
        occurrences: 1,
        status: outcome.status,
        shrinkSteps: 0,
        curl: outcome.curl,
      });
      row.result = 'drift';
    }
  }
}
for (const [index, job] of jobs.entries())
  if (endsSession(job)) results[index] = await checkOperation(job.op, job.section);

const counts = { ok: 0, drift: 0, unreachable: 0, skipped: 0, unauthorized: 0, 'not offered': 0 };
for (const row of results) counts[row.result] += 1;
const findings = results.flatMap((row) =>
  row.findings.map((finding) => ({
    ...finding,
    operationId: row.operationId,
    section: row.section,
    method: row.method,
    path: row.path,
  })),
);
const requests = results.reduce((sum, row) => sum + row.requests, 0);
const elapsed = ((Date.now() - started) / 1000).toFixed(1);

// The table
const width = Math.max(...results.map((row) => `${row.operationId} (${row.section})`.length), 20);
console.log(`${'operation'.padEnd(width)}  ${'result'.padEnd(12)}  details`);
for (const row of results) {
  const name = `${row.operationId} (${row.section})`.padEnd(width);
  const answered = `${row.method} ${row.path} → ${row.status}`;
  const detail =
    row.result === 'drift' || row.result === 'ok'
      ? `${answered}, ${row.requests} request${row.requests === 1 ? '' : 's'}${row.reason ? `; ${row.reason}` : ''}`
      : row.result === 'unauthorized'
        ? `${answered}, ${row.reason}`
        : row.reason;
  console.log(`${name}  ${row.result.padEnd(12)}  ${detail}`);
  for (const finding of row.findings) {
    console.log(`${''.padEnd(width)}  ${''.padEnd(12)}    ${finding.check}: ${finding.message}`);
    for (const error of finding.errors.slice(1, 6)) console.log(`${''.padEnd(width)}  ${''.padEnd(12)}      ${error}`);
  }
}
if (findings.length > 0) {
  console.log(`\nFindings (${findings.length}):`);
  findings.forEach((finding, i) => {
    console.log(
      `\n${i + 1}. ${finding.operationId} (${finding.section}) ${finding.method} ${finding.path} · ${finding.check}`,
    );
    console.log(`   ${finding.message}`);
    console.log(
      `   found by ${finding.case}; ${finding.occurrences} failing request${finding.occurrences === 1 ? '' : 's'}${finding.shrinkSteps ? `; shrunk in ${finding.shrinkSteps} step${finding.shrinkSteps === 1 ? '' : 's'}` : ''}`,
    );
    if (finding.status !== undefined)
      console.log(`   answer: ${finding.status}; first error: ${firstLine(finding.errors[0])}`);
    if (finding.request) console.log(`   request: ${firstLine(JSON.stringify(finding.request), 500)}`);
    if (finding.curl)
      console.log(
        `   reproduce: ${finding.curl.length > 2000 ? `${finding.curl.slice(0, 2000)}… (full line in the JSON report)` : finding.curl}`,
      );
  });
}
console.log(
  `\ncontract:check: ${counts.ok} ok, ${counts.drift} drift, ${counts.unreachable} unreachable, ${counts.skipped} skipped, ${counts.unauthorized} unauthorized${counts['not offered'] ? `, ${counts['not offered']} not offered` : ''}`,
);
console.log(
  `contract:check: ${findings.length} finding${findings.length === 1 ? '' : 's'}, ${requests} requests in ${elapsed} s (seed ${seed}, --examples ${examples}; rerun with --seed ${seed} for the same requests)`,
);
if (counts.unauthorized > 0) {
  const sent = counts.ok + counts.drift + counts.unauthorized;
  const sections = [...new Set(results.filter((row) => row.result === 'unauthorized').map((row) => row.section))];
  const what =
    counts.unauthorized === sent
      ? `every call sent (${sent}) was refused for want of a valid token`
      : `${counts.unauthorized} of ${sent} calls sent were refused for want of a valid token and not checked`;
  console.error(
    `contract:check: ${what}; check the tokens (${sections.map((section) => TOKEN_SOURCE[section]).join(', ')}, or the tokens in --config)`,
  );
}

// Reports for CI pipelines
mkdirSync(values['report-dir'], { recursive: true });
writeFileSync(
  join(values['report-dir'], 'contract-check.json'),
  JSON.stringify(
    {
      contract: doc.info?.version,
      seed,
      examples,
      elapsedSeconds: Number(elapsed),
      counts,
      checks: CHECKS,
      findings,
      results,
    },
    null,
    2,
  ),
);
const xml = (/** @type {unknown} */ text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cases = [];
const tally = { tests: 0, failures: 0, errors: 0, skipped: 0 };
for (const row of results) {
  const checks = Object.keys(CHECKS).filter(
    (check) => enabled.has(check) && (check !== 'stateful_lifecycle' || row.checks.stateful_lifecycle),
  );
  for (const check of checks) {
    const name = `${row.operationId} (${row.section}) ${row.method} ${row.path} · ${check}`;
    const finding = row.findings.find((item) => item.check === check);
    let body = '';
    if (finding) {
      tally.failures += 1;
      body = `<failure message="${xml(finding.message)}">${xml([...finding.errors, `status: ${finding.status}`, `found by ${finding.case}`, `reproduce: ${finding.curl ?? ''}`].join('\n'))}</failure>`;
    } else if (row.result === 'unreachable' || row.result === 'unauthorized') {
      tally.errors += 1;
      body = `<error message="${xml(row.reason)}"/>`;
    } else if (row.result === 'skipped' || row.result === 'not offered' || row.checks[check] === 'not applicable') {
      tally.skipped += 1;
      body = `<skipped message="${xml(row.result === 'skipped' || row.result === 'not offered' ? row.reason : 'not applicable to this operation')}"/>`;
    }
    tally.tests += 1;
    cases.push(
      `    <testcase classname="contract.${row.section}.${row.operationId}" name="${xml(name)}" time="${((row.ms ?? 0) / 1000 / checks.length).toFixed(3)}">${body}</testcase>`,
    );
  }
}
writeFileSync(
  join(values['report-dir'], 'contract-check.junit.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-check" tests="${tally.tests}" failures="${tally.failures}" errors="${tally.errors}" skipped="${tally.skipped}" time="${elapsed}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`,
);
process.exit(counts.drift > 0 ? 1 : counts.unreachable > 0 ? 2 : counts.unauthorized > 0 ? 3 : 0);
