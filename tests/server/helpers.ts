// Starting the reference backend in a test: the tiny dataset in memory, the clock pinned (and
// movable), a port of its own; and calling it as the app does.
import { startServer, type RunningServer, type StartOptions } from '../../server/server.js';
import type { ServerSettings } from '../../server/settings.js';

/** The moment the test datasets are built at: a Friday, so "this week" has five days. */
export const PINNED = '2026-11-27T12:00:00+03:00';

export const ANNA = { email: 'anna.smirnova@mediagroup.ru', password: 'Secret-2026' };
export const JAMES = { email: 'j.carter@radiowatch.co.uk', password: 'Secret-2026' };
export const IGOR = { email: 'i.volkov@newsmonitor.ru', password: 'Secret-2026' };
export const ADMIN = { email: 's.pavlov@mediamonitor.ru', password: 'Admin-Secret-2026' };

/** A JSON answer, read loosely: each test states the members it expects. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of 80 operations; the contract checks their shapes
export type Answer = any;

export interface Reference {
  server: RunningServer;
  url: string;
  /** Moves the server's clock on by `ms` (tokens expire, reports get done). */
  advance(ms: number): void;
  post(
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Answer; headers: Headers }>;
  get(path: string, token?: string): Promise<Response>;
  login(account?: { email: string; password: string }): Promise<string>;
  signin(account?: { email: string; password: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startReference(
  overrides: Partial<ServerSettings> = {},
  options: StartOptions = {},
): Promise<Reference> {
  let offset = 0;
  const pinned = new Date(overrides.pinnedNow ?? PINNED);
  const settings: ServerSettings = {
    host: '127.0.0.1',
    port: 0,
    database: ':memory:',
    seed: 'test',
    scale: 'tiny',
    pinnedNow: pinned,
    tokenTtl: 3600,
    appOrigin: 'http://127.0.0.1:5173',
    files: '',
    checkAnswers: true,
    ...overrides,
  };
  const server = await startServer(settings, { now: () => new Date(pinned.getTime() + offset), ...options });
  const url = `http://127.0.0.1:${server.port}`;
  const post: Reference['post'] = async (path, body, token, headers = {}) => {
    const response = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
  return {
    server,
    url,
    advance: (ms) => {
      offset += ms;
    },
    post,
    get: (path, token) => fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    async login(account = ANNA) {
      const answer = await post('/api/v1/user/login', account);
      if (answer.status !== 200) throw new Error(`login ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.item.jwt_token as string;
    },
    async signin(account = ADMIN) {
      const answer = await post('/api/v1/signin', account);
      if (answer.status !== 200) throw new Error(`signin ${answer.status}: ${JSON.stringify(answer.body)}`);
      return answer.body.token as string;
    },
    close: () => server.close(),
  };
}
