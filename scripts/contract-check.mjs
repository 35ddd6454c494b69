#!/usr/bin/env node
// Contract drift check for backend teams: sends every operation of the contract, built from its
// own examples, to a live server and checks each answer against the contract.
//
//   npm run contract:check -- --cabinet https://cabinet.example.com --admin https://admin.example.com
//
// Tokens come from CONTRACT_CABINET_TOKEN and CONTRACT_ADMIN_TOKEN, or from a JSON config file
// (--config file.json: { "cabinet": { "url", "token" }, "admin": { "url", "token" } }); they are
// sent as `Authorization: Bearer <token>` and never printed. Read-only by default: operations
// that change data run only with --include-writes. Reports: a table on stdout, and JSON and
// JUnit XML in --report-dir (default reports/contract-check). A secured call answered 401, or 403
// when no token was sent, was refused for want of a valid token: it is reported as `unauthorized`
// and its operation counts as not checked. Exit status: 0 when everything checked is as
// documented, 1 on any drift, 2 when nothing drifted but some calls were unreachable, 3 when
// nothing drifted or was unreachable but some calls were refused (check the tokens).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { parseArgs } from 'node:util';
import { stringify as stringifyQuery } from 'qs';
import { exampleRequest, listOperations, loadContract } from './lib/contract.mjs';
import { checkResponse, createValidator } from './lib/contract-validate.mjs';

const root = resolvePath(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    cabinet: { type: 'string' },
    admin: { type: 'string' },
    config: { type: 'string' },
    contract: { type: 'string', default: join(root, 'generated', 'openapi.yaml') },
    'include-writes': { type: 'boolean', default: false },
    only: { type: 'string' },
    'report-dir': { type: 'string', default: join(root, 'reports', 'contract-check') },
    timeout: { type: 'string', default: '15000' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(readFileSync(new URL(import.meta.url), 'utf8').split('\n').filter((line) => line.startsWith('//')).map((line) => line.slice(3)).join('\n'));
  process.exit(0);
}

const config = values.config ? JSON.parse(readFileSync(values.config, 'utf8')) : {};
const targets = {
  cabinet: { url: values.cabinet ?? config.cabinet?.url, token: process.env.CONTRACT_CABINET_TOKEN ?? config.cabinet?.token },
  admin: { url: values.admin ?? config.admin?.url, token: process.env.CONTRACT_ADMIN_TOKEN ?? config.admin?.token },
};
if (!targets.cabinet.url && !targets.admin.url) {
  console.error('contract:check needs --cabinet <url> and/or --admin <url> (see --help)');
  process.exit(64);
}

const doc = loadContract(values.contract);
const ajv = createValidator(doc);
const only = values.only ? new Set(values.only.split(',').map((id) => id.trim())) : undefined;
const timeoutMs = Number(values.timeout);

const isSecured = (op) => !(Array.isArray(op.operation.security) && op.operation.security.length === 0);
const TOKEN_SOURCE = { cabinet: 'CONTRACT_CABINET_TOKEN', admin: 'CONTRACT_ADMIN_TOKEN' };

/**
 * Why a secured call was refused for want of a valid token, or undefined when it was not: a 401
 * says the token is missing, malformed or expired; a 403 without a token says the same. (A 403
 * to a call that carried a token is the contract's "no permission" answer, checked as any other.)
 */
function refusal(op, section, status) {
  if (!isSecured(op)) return undefined;
  const token = Boolean(targets[section].token);
  const missing = `no ${section} token given (${TOKEN_SOURCE[section]} or --config)`;
  if (status === 401) return token ? `refused: the ${section} token is invalid or expired` : `refused: ${missing}`;
  if (status === 403 && !token) return `refused: ${missing}`;
  return undefined;
}

async function send(op, section) {
  const target = targets[section];
  const request = exampleRequest(doc, op);
  const query = Object.keys(request.query).length ? `?${stringifyQuery(request.query, { arrayFormat: 'brackets', encodeValuesOnly: true })}` : '';
  const headers = { Accept: '*/*' };
  if (isSecured(op) && target.token) headers.Authorization = `Bearer ${target.token}`;
  let body;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['Content-Type'] = 'application/json';
  }
  const url = `${target.url.replace(/\/$/, '')}${request.path}${query}`;
  return fetch(url, { method: request.method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
}

const results = [];
for (const op of listOperations(doc)) {
  if (only && !only.has(op.operationId)) continue;
  const sections = op.section === 'both' ? ['cabinet', 'admin'] : [op.section];
  for (const section of sections) {
    const row = { operationId: op.operationId, method: op.method, path: op.path, section, result: 'ok', drifts: [], reason: '' };
    results.push(row);
    if (!targets[section].url) {
      Object.assign(row, { result: 'skipped', reason: `no --${section} URL given` });
      continue;
    }
    if (!op.safe && !values['include-writes']) {
      Object.assign(row, { result: 'skipped', reason: 'changes data (run with --include-writes)' });
      continue;
    }
    let response;
    const started = Date.now();
    try {
      response = await send(op, section);
    } catch (error) {
      Object.assign(row, { result: 'unreachable', reason: error?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error?.cause?.code ?? error?.cause?.errors?.[0]?.code ?? error?.message ?? error) });
      continue;
    }
    row.status = response.status;
    row.ms = Date.now() - started;
    // A refused call tells nothing about the operation's answer, so it is not checked as one.
    const refused = refusal(op, section, response.status);
    if (refused) {
      await response.body?.cancel().catch(() => undefined);
      Object.assign(row, { result: 'unauthorized', reason: refused });
      continue;
    }
    row.drifts = await checkResponse(doc, ajv, op, response);
    if (row.drifts.length > 0) row.result = 'drift';
  }
}

const counts = { ok: 0, drift: 0, unreachable: 0, skipped: 0, unauthorized: 0 };
for (const row of results) counts[row.result] += 1;

// The table
const width = Math.max(...results.map((row) => `${row.operationId} (${row.section})`.length), 20);
console.log(`${'operation'.padEnd(width)}  ${'result'.padEnd(12)}  details`);
for (const row of results) {
  const name = `${row.operationId} (${row.section})`.padEnd(width);
  const answered = `${row.method} ${row.path} → ${row.status}`;
  const first = row.result === 'drift' || row.result === 'ok' ? answered : row.result === 'unauthorized' ? `${answered}, ${row.reason}` : row.reason;
  console.log(`${name}  ${row.result.padEnd(12)}  ${first}`);
  for (const drift of row.drifts) console.log(`${''.padEnd(width)}  ${''.padEnd(12)}    ${drift.path}: ${drift.message}`);
}
console.log(`\ncontract:check: ${counts.ok} ok, ${counts.drift} drift, ${counts.unreachable} unreachable, ${counts.skipped} skipped, ${counts.unauthorized} unauthorized`);
if (counts.unauthorized > 0) {
  const sent = counts.ok + counts.drift + counts.unauthorized;
  const sections = [...new Set(results.filter((row) => row.result === 'unauthorized').map((row) => row.section))];
  const what = counts.unauthorized === sent ? `every call sent (${sent}) was refused for want of a valid token` : `${counts.unauthorized} of ${sent} calls sent were refused for want of a valid token and not checked`;
  console.error(`contract:check: ${what}; check the tokens (${sections.map((section) => TOKEN_SOURCE[section]).join(', ')}, or the tokens in --config)`);
}

// Reports for CI pipelines
mkdirSync(values['report-dir'], { recursive: true });
writeFileSync(join(values['report-dir'], 'contract-check.json'), JSON.stringify({ contract: doc.info?.version, counts, results }, null, 2));
const xml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cases = results.map((row) => {
  const name = `${row.operationId} (${row.section}) ${row.method} ${row.path}`;
  const body =
    row.result === 'drift'
      ? `<failure message="${xml(`${row.drifts.length} drift(s)`)}">${xml(row.drifts.map((d) => `${d.path}: ${d.message}`).join('\n'))}</failure>`
      : row.result === 'unreachable' || row.result === 'unauthorized'
        ? `<error message="${xml(row.reason)}"/>`
        : row.result === 'skipped'
          ? `<skipped message="${xml(row.reason)}"/>`
          : '';
  return `    <testcase classname="contract.${row.section}" name="${xml(name)}" time="${((row.ms ?? 0) / 1000).toFixed(3)}">${body}</testcase>`;
});
writeFileSync(
  join(values['report-dir'], 'contract-check.junit.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n  <testsuite name="contract-check" tests="${results.length}" failures="${counts.drift}" errors="${counts.unreachable + counts.unauthorized}" skipped="${counts.skipped}">\n${cases.join('\n')}\n  </testsuite>\n</testsuites>\n`,
);
process.exit(counts.drift > 0 ? 1 : counts.unreachable > 0 ? 2 : counts.unauthorized > 0 ? 3 : 0);
