// Starting the reference backend: the dataset, the contract, the handlers and an HTTP server on
// the loopback address. Tests start it the same way, on a port of their own.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, send } from './app.js';
import { dateOf } from './data/calendar.js';
import { openDataset, type Dataset } from './data/dataset.js';
import { PLANTED } from './data/feed.js';
import { firstDay } from './data/plan.js';
import { handlers } from './handlers/index.js';
import { loadContract } from './lib/contract.js';
import type { ServerSettings } from './settings.js';

export interface RunningServer {
  port: number;
  dataset: Dataset;
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
  const app = createApp({
    contract,
    dataset,
    handlers,
    now,
    checkAnswers: settings.checkAnswers,
    settings: { tokenTtl: settings.tokenTtl, appOrigin: settings.appOrigin, files: settings.files },
    extra: (request, response, url) => developerRoutes(dataset, request, response, url),
  });
  const server = createServer((request, response) => void app(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  // Today's figures grow as the day goes on.
  const timer = pinned ? undefined : setInterval(() => dataset.refresh(), REFRESH_MS);
  timer?.unref();
  return {
    port: (server.address() as AddressInfo).port,
    dataset,
    close: () =>
      new Promise((resolve) => {
        if (timer) clearInterval(timer);
        server.close(() => {
          dataset.db.close();
          resolve();
        });
        server.closeAllConnections();
      }),
  };
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Routes for the developer, outside the contract, answered only to the loopback address. */
function developerRoutes(dataset: Dataset, request: IncomingMessage, response: ServerResponse, url: URL): boolean {
  if (!url.pathname.startsWith('/dev/') && url.pathname !== '/health') return false;
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
    send(response, 404, { message: 'Not found.', code: 'not_found' });
    return true;
  }
  if (url.pathname === '/health') send(response, 200, { ok: true });
  else if (url.pathname === '/dev/dataset') {
    // Where the planted spikes are: counted back from the day the database was built.
    const base = dataset.plan.base;
    const planted = Object.entries(PLANTED).map(([name, spike]) => ({
      name,
      date: dateOf(base - spike.daysAgo),
      ...spike,
    }));
    send(response, 200, { base: dateOf(base), start: dateOf(firstDay(dataset.plan)), planted });
  } else if (url.pathname === '/dev/sessions/expire' && request.method === 'POST') {
    // Ends an account's sessions now, as their lifetime would: the next call gets 401.
    const email = url.searchParams.get('email') ?? '';
    const ended = dataset.db
      .prepare('UPDATE session SET expires_at = ? WHERE account_id IN (SELECT id FROM account WHERE email = ?)')
      .run(0, email).changes;
    send(response, 200, { ended });
  } else if (url.pathname === '/dev/outbox') {
    const to = url.searchParams.get('to');
    const rows = dataset.db
      .prepare(
        `SELECT id, to_email AS "to", subject, body, link, created_at FROM outbox ${to ? 'WHERE to_email = ? COLLATE NOCASE' : ''} ORDER BY id DESC LIMIT 50`,
      )
      .all(...(to ? [to] : []));
    send(response, 200, { items: rows });
  } else send(response, 404, { message: 'Not found.', code: 'not_found' });
  return true;
}
