// Starting the reference backend: the dataset, the contract, the handlers and an HTTP server on
// the loopback address. Tests start it the same way, on a port of their own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, notFoundBody, send } from './app.js';
import { dateOf } from './data/calendar.js';
import { openDataset, type Dataset } from './data/dataset.js';
import { PLANTED, PLANTED_AHEAD } from './data/feed.js';
import { evaluateAlerts } from './alerts/evaluate.js';
import { ensureAlertTables } from './alerts/store.js';
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
  // How far `POST /dev/clock` has moved the clock on (both the calls' clock and the data's).
  let shift = 0;
  const callNow =
    options.now ?? (pinned ? () => new Date(pinned.getTime() + (Date.now() - started)) : () => new Date());
  const now = () => new Date(callNow().getTime() + shift);
  const dataNow = pinned ? () => new Date(pinned.getTime() + shift) : now;
  const dataset =
    options.dataset ??
    openDataset({ file: settings.database, seed: settings.seed, scale: settings.scale, now: dataNow });
  ensureAlertTables(dataset.db);
  const alertsOn = settings.alerts !== false;
  /** The facts extended to now, then every alert rule evaluated: on start, every five minutes, on the dev routes. */
  const tick = () => {
    dataset.refresh();
    return alertsOn ? evaluateAlerts(dataset.db, { now: now(), dataNow: dataNow(), appOrigin: settings.appOrigin }) : 0;
  };
  tick();
  const contract = loadContract();
  const handlerSettings = {
    alerts: alertsOn,
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
            operations: contract.operations.map(({ id, method, path, section, secured, tags, access, statuses }) => ({
              id,
              method,
              path,
              section,
              secured,
              tags,
              access,
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
    // Without the alerts extension its operations are not there at all.
    leftOut: alertsOn ? undefined : (operation) => operation.tags.includes('alerts'),
    extra: (request, response, target) =>
      developerRoutes(dataset, request, response, target, {
        evaluate: () => (alertsOn ? tick() : undefined),
        advance: (seconds) => {
          shift += seconds * 1000;
          return { now: now().toISOString(), fired: tick() };
        },
      }),
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
  // Today's figures grow as the day goes on; the alert rules look at each day once it is whole, and
  // their emails and digests go when their time comes (with a pinned clock too).
  const timer = setInterval(() => {
    try {
      tick();
    } catch (error) {
      console.error(`refresh: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }, REFRESH_MS);
  timer.unref();
  return {
    port: (server.address() as AddressInfo).port,
    dataset,
    pool,
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
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
  '/dev/alerts/evaluate': 'POST',
  '/dev/clock': 'POST',
};

/** What the alerts' developer routes do: evaluate every rule now; move the clock on and evaluate. */
interface AlertRoutes {
  /** How many notifications fired; undefined when alerts are off. */
  evaluate(): number | undefined;
  advance(seconds: number): { now: string; fired: number };
}

/**
 * Routes for the developer, outside the contract: `/health` and `/dev/…`, matched on the
 * request-target as sent (no decoding, no dot segments resolved: `/api/%2e%2e/dev/outbox` is not
 * one of them) and answered only to a loopback caller naming a loopback host; anyone else gets
 * the 404 of an unknown path.
 */
function developerRoutes(
  dataset: Dataset,
  request: IncomingMessage,
  response: ServerResponse,
  raw: string,
  alerts: AlertRoutes,
): boolean {
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
    const ahead = Object.entries(PLANTED_AHEAD).map(([name, spike]) => ({
      name,
      date: dateOf(base + spike.daysAhead),
      ...spike,
    }));
    send(response, 200, { base: dateOf(base), start: dateOf(firstDay(dataset.plan)), planted, ahead });
  } else if (path === '/dev/alerts/evaluate') {
    // Every alert rule looks at the whole days it has not seen; what is due is sent.
    const fired = alerts.evaluate();
    if (fired === undefined) send(response, 404, notFoundBody);
    else send(response, 200, { fired });
  } else if (path === '/dev/clock') {
    // Moves the clock on by `advance` seconds (0 to a year), extends the facts and evaluates the rules.
    const advance = one('advance') ?? '';
    if (!/^\d{1,8}$/.test(advance) || Number(advance) > 366 * 86_400)
      throw new ApiFailure(400, 'validation_failed', 'The given data was invalid.', {
        advance: ['A number of seconds from 0 to 31622400.'],
      });
    send(response, 200, alerts.advance(Number(advance)));
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
        `SELECT id, to_email AS "to", subject, body, html, link, created_at FROM outbox ${to ? 'WHERE to_email = ? COLLATE NOCASE' : ''} ORDER BY id DESC LIMIT 50`,
      )
      .all(...(to ? [to] : []));
    send(response, 200, { items: rows });
  }
  return true;
}
