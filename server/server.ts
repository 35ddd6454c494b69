// Starting the reference backend: the dataset, the contract, the handlers and an HTTP server on
// the loopback address. Tests start it the same way, on a port of their own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, notFoundBody, send } from './app.js';
import { dateOf } from './data/calendar.js';
import { openDataset, type Dataset } from './data/dataset.js';
import { PLANTED } from './data/feed.js';
import { firstDay } from './data/plan.js';
import { handlers } from './handlers/index.js';
import { ApiFailure } from './lib/answers.js';
import { answerClientErrors } from './lib/connections.js';
import { loadContract } from './lib/contract.js';
import { isLoopbackCaller } from './lib/loopback.js';
import { STORAGE_QUOTA } from './lib/multipart.js';
import { ReadPool } from './lib/pool.js';
import { Throttle } from './lib/throttle.js';
import { parseTarget } from './lib/target.js';
import { defaultWorkers, type ServerSettings } from './settings.js';

export interface RunningServer {
  port: number;
  dataset: Dataset;
  /** The readers answering the read-only operations; undefined when every call runs on the main thread. */
  pool?: ReadPool;
  close(): Promise<void>;
}

const REFRESH_MS = 5 * 60 * 1000;

export interface StartOptions {
  /** The clock calls are served by (tests move it on to expire a token). */
  now?: () => Date;
  /** A dataset made by the caller (tests with hand-made rows). */
  dataset?: Dataset;
}

export async function startServer(settings: ServerSettings, options: StartOptions = {}): Promise<RunningServer> {
  // A pinned clock stands still for the data and moves on for tasks (reports get done).
  const started = Date.now();
  const pinned = settings.pinnedNow;
  const now = options.now ?? (pinned ? () => new Date(pinned.getTime() + (Date.now() - started)) : () => new Date());
  const dataNow = pinned ? () => pinned : now;
  const dataset =
    options.dataset ??
    openDataset({ file: settings.database, seed: settings.seed, scale: settings.scale, now: dataNow });
  const contract = loadContract();
  const handlerSettings = {
    tokenTtl: settings.tokenTtl,
    appOrigin: settings.appOrigin,
    files: settings.files,
    storageQuota: { ...STORAGE_QUOTA, ...settings.storageQuota },
  };
  // The database is built and up to date: the readers open it now. A database in memory is this
  // connection's alone, so its calls all run here.
  const workers = settings.workers ?? defaultWorkers();
  const shared = !dataset.db.memory && dataset.db.pragma('journal_mode', { simple: true }) === 'wal';
  const pool =
    workers > 0 && shared
      ? await ReadPool.start({
          size: workers,
          log: (line) => console.error(line),
          start: {
            file: dataset.db.name,
            plan: dataset.plan,
            built: dataset.built,
            settings: handlerSettings,
            operations: contract.operations.map(({ id, method, path, section, secured, tags, statuses }) => ({
              id,
              method,
              path,
              section,
              secured,
              tags,
              statuses,
            })),
          },
        })
      : undefined;
  const app = createApp({
    contract,
    dataset,
    handlers,
    now,
    checkAnswers: settings.checkAnswers,
    settings: { ...handlerSettings, throttle: new Throttle() },
    extra: (request, response, target) => developerRoutes(dataset, request, response, target),
    // Reads go to the pool; writes, and everything while there is no pool, run here.
    call: (handler, context) => (pool?.takes(context.operation.id) ? pool.run(context) : handler(context as never)),
  });
  // Host is checked by the app, so that a request without one gets the contract's 400 body too.
  const server = createServer({ requireHostHeader: false }, (request, response) => {
    app(request, response).catch((error: unknown) => {
      // The app answers every failure itself; should that ever fail too, the connection ends.
      console.error(`${request.method} ${request.url?.slice(0, 200)}: ${String(error)}`);
      response.destroy();
    });
  });
  answerClientErrors(server);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
  } catch (error) {
    await pool?.close();
    throw error;
  }
  // Today's figures grow as the day goes on.
  const timer = pinned ? undefined : setInterval(() => dataset.refresh(), REFRESH_MS);
  timer?.unref();
  return {
    port: (server.address() as AddressInfo).port,
    dataset,
    pool,
    close: () =>
      new Promise((resolve) => {
        if (timer) clearInterval(timer);
        server.close(() => {
          void (pool?.close() ?? Promise.resolve()).finally(() => {
            dataset.db.close();
            resolve();
          });
        });
        server.closeAllConnections();
      }),
  };
}

/** The developer routes, by their request-target's path exactly as sent, with their methods. */
const DEVELOPER_ROUTES: Record<string, string> = {
  '/health': 'GET',
  '/dev/dataset': 'GET',
  '/dev/outbox': 'GET',
  '/dev/sessions/expire': 'POST',
};

/**
 * Routes for the developer, outside the contract: `/health` and `/dev/…`, matched on the
 * request-target as sent (no decoding, no dot segments resolved: `/api/%2e%2e/dev/outbox` is not
 * one of them) and answered only to a loopback caller naming a loopback host; anyone else gets
 * the 404 of an unknown path.
 */
function developerRoutes(dataset: Dataset, request: IncomingMessage, response: ServerResponse, raw: string): boolean {
  const path = raw.split('?', 1)[0]!;
  if (!path.startsWith('/dev/') && path !== '/health') return false;
  const method = DEVELOPER_ROUTES[path];
  if (!method || !isLoopbackCaller(request.socket.remoteAddress, request.headersDistinct.host)) {
    send(response, 404, notFoundBody);
    return true;
  }
  const wanted = request.method === 'HEAD' ? 'GET' : request.method;
  if (wanted !== method) {
    const allow = method === 'GET' ? 'GET, HEAD' : method;
    throw new ApiFailure(405, 'method_not_allowed', `${request.method} is not allowed here.`, undefined, {
      Allow: allow,
    });
  }
  const query = parseTarget(raw).query;
  const one = (name: string) => query.get(name)?.[0];
  if (path === '/health') send(response, 200, { ok: true });
  else if (path === '/dev/dataset') {
    // Where the planted spikes are: counted back from the day the database was built.
    const base = dataset.plan.base;
    const planted = Object.entries(PLANTED).map(([name, spike]) => ({
      name,
      date: dateOf(base - spike.daysAgo),
      ...spike,
    }));
    send(response, 200, { base: dateOf(base), start: dateOf(firstDay(dataset.plan)), planted });
  } else if (path === '/dev/sessions/expire') {
    // Ends an account's sessions now, as their lifetime would: the next call gets 401.
    const email = one('email') ?? '';
    const ended = dataset.db
      .prepare('UPDATE session SET expires_at = ? WHERE account_id IN (SELECT id FROM account WHERE email = ?)')
      .run(0, email).changes;
    send(response, 200, { ended });
  } else {
    const to = one('to');
    const rows = dataset.db
      .prepare(
        `SELECT id, to_email AS "to", subject, body, link, created_at FROM outbox ${to ? 'WHERE to_email = ? COLLATE NOCASE' : ''} ORDER BY id DESC LIMIT 50`,
      )
      .all(...(to ? [to] : []));
    send(response, 200, { items: rows });
  }
  return true;
}
