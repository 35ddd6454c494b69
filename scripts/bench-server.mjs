#!/usr/bin/env node
// `npm run bench:server`: how fast the reference backend answers the analytics calls on its full
// dataset. Starts it (building the database if needed: the start-up time is printed), signs in,
// and sends every operation whose request carries a `period` a number of times for the last week
// and for the last 365 days, without a channel filter (after one call that is not counted, so the
// first call's cold caches do not decide the p95 of a few runs); prints p50 and p95 per operation
// against the goals: p95 ≤ 50 ms for a week, ≤ 250 ms for a year, and for the operations that
// answer with a file (a report rendered as XLSX, PDF…, whose writing costs more than reading its
// data) ≤ 500 ms and ≤ 1,000 ms. `--strict` exits 1 over a goal;
// `--runs N` (default 15) sets the repetitions; `--only id,id` narrows the operations;
// `--channels N` (default 0: none) filters the info and statistics operations by channel (as many
// of the N as each operation's contract allows, e.g. 20 for a top): the N
// channels of the last 365 days' top (`infoChannelsTop`) are sent as `channels` in every one of
// them whose example has that field, at a week and at a year (music and video keep no filter).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { start, stopAll, waitForPort } from './lib/processes.mjs';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    strict: { type: 'boolean', default: false },
    runs: { type: 'string', default: '15' },
    only: { type: 'string' },
    channels: { type: 'string', default: '0' },
  },
});
const port = Number(process.env.REFERENCE_BENCH_PORT ?? 4024);
const base = `http://127.0.0.1:${port}`;
const GOALS = { week: 50, year: 250 };
const FILE_GOALS = { week: 500, year: 1000 };

const began = Date.now();
// The backend prints its own start-up line (database built or reused, and how long it took).
start('reference', join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { REFERENCE_PORT: String(port), NODE_ENV: 'production' },
});

/** @typedef {import('./lib/contract.mjs').Node} Node */
/** @type {Node} */
const doc = parse(readFileSync(join(root, 'generated', 'openapi.yaml'), 'utf8'));
/** @type {(node: Node | undefined) => Node | undefined} */
const resolveRef = (node) => {
  let current = node;
  while (current?.$ref)
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce(
        (/** @type {Node} */ at, /** @type {string} */ part) => at[part.replace(/~1/g, '/').replace(/~0/g, '~')],
        doc,
      );
  return current;
};
/** @type {(schema: Node | undefined) => boolean} */
const hasPeriod = (schema) => {
  const resolved = resolveRef(schema);
  if (!resolved) return false;
  if (resolved.properties?.period) return true;
  return (resolved.allOf ?? []).some(hasPeriod);
};
// How many channels the operation takes at most (its request's `channels.maxItems`), if it says.
/** @type {(schema: Node | undefined) => number | undefined} */
const channelsMax = (schema) => {
  const resolved = resolveRef(schema);
  if (!resolved) return undefined;
  const own = resolveRef(resolved.properties?.channels)?.maxItems;
  if (own !== undefined) return own;
  return /** @type {Node[]} */ (resolved.allOf ?? []).map(channelsMax).find((max) => max !== undefined);
};

const only = values.only?.split(',');
/** @type {{ id: string; path: string; example: Record<string, unknown>; file: boolean; filtered: boolean; channelsMax: number | undefined }[]} */
const operations = [];
for (const [path, item] of Object.entries(/** @type {Record<string, Node>} */ (doc.paths))) {
  const op = item.post;
  if (!op?.['x-safe'] || op['x-section'] === 'admin') continue;
  if (only && !only.includes(op.operationId)) continue;
  const media = resolveRef(op.requestBody)?.content?.['application/json'];
  if (!media || !hasPeriod(media.schema)) continue;
  const example = resolveRef(Object.values(media.examples ?? {})[0])?.value ?? {};
  const ok = resolveRef(op.responses?.['200']);
  const file = Boolean(ok?.content && !ok.content['application/json']);
  // The info and statistics operations take the info section's channels; music and video have their own.
  const filtered =
    'channels' in example &&
    /** @type {string[]} */ (op.tags ?? []).some((tag) => tag === 'info' || tag === 'statistics');
  operations.push({ id: op.operationId, path, example, file, filtered, channelsMax: channelsMax(media.schema) });
}

const day = (/** @type {number} */ offset) =>
  new Date(Date.now() + 3 * 3_600_000 - offset * 86_400_000).toISOString().slice(0, 10);
/** @type {(sorted: readonly number[], p: number) => number} */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  await waitForPort(port, '127.0.0.1', 300_000);
  const ready = ((Date.now() - began) / 1000).toFixed(1);
  const login = /** @type {{ item: { jwt_token: string } }} */ (
    await (
      await fetch(`${base}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' }),
      })
    ).json()
  );
  const token = login.item.jwt_token;
  // The channel filter: the year's most mentioned channels.
  /** @type {number[]} */
  let channels = [];
  if (Number(values.channels) > 0) {
    const top = await fetch(`${base}/api/v1/info/channels/top`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ period: { start_date: day(364), end_date: day(0) }, limit: Number(values.channels) }),
    });
    if (!top.ok) throw new Error(`infoChannelsTop: ${top.status}`);
    channels = /** @type {{ items: { id: number }[] }} */ (await top.json()).items.map((item) => item.id);
  }
  console.log(
    `Reference backend ready in ${ready} s; ${operations.length} operations, ${values.runs} runs each, ${
      channels.length > 0
        ? `the info and statistics ones filtered by ${channels.length} channels (${channels.join(', ')})`
        : 'no channel filter'
    }\n`,
  );
  console.log(
    `${'operation'.padEnd(34)} ${'week p50'.padStart(9)} ${'week p95'.padStart(9)} ${'year p50'.padStart(9)} ${'year p95'.padStart(9)}`,
  );
  let over = 0;
  for (const operation of operations) {
    const cells = [];
    for (const [span, days] of /** @type {const} */ ([
      ['week', 6],
      ['year', 364],
    ])) {
      /** @type {Record<string, unknown>} */
      const body = { ...operation.example, period: { start_date: day(days), end_date: day(0) } };
      delete body.channels;
      // A day the request asks about (the content of one day) lies in the period: yesterday, a whole day.
      if (typeof body.date === 'string') body.date = day(1);
      // As many of them as the operation takes: a top of themes takes 20, a statistics call more.
      if (operation.filtered && channels.length > 0) body.channels = channels.slice(0, operation.channelsMax);
      const times = [];
      const goal = (operation.file ? FILE_GOALS : GOALS)[span];
      for (let run = -1; run < Number(values.runs); run++) {
        const t0 = performance.now();
        const response = await fetch(`${base}${operation.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        const answer = await response.arrayBuffer();
        if (!response.ok) {
          throw new Error(
            `${operation.id} (${span}): ${response.status} ${new TextDecoder().decode(answer).slice(0, 500)}`,
          );
        }
        if (run >= 0) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 > goal) over++;
      cells.push(
        percentile(times, 50).toFixed(1).padStart(9),
        `${p95.toFixed(1)}${p95 > goal ? '!' : ' '}`.padStart(9),
      );
    }
    console.log(`${`${operation.id}${operation.file ? ' (file)' : ''}`.padEnd(34)} ${cells.join(' ')}`);
  }
  console.log(
    `\nms; goals: p95 ≤ ${GOALS.week} ms for a week, ≤ ${GOALS.year} ms for a year; a file ≤ ${FILE_GOALS.week} and ≤ ${FILE_GOALS.year} ms ("!" marks one over: ${over})`,
  );
  process.exitCode = values.strict && over > 0 ? 1 : 0;
} finally {
  stopAll();
}
