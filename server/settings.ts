// The reference backend's settings, from the environment. Every one has a default that suits
// `npm start`; tests pin the clock and the seed so their figures are exact.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Scale } from './data/plan.js';
import type { StorageQuota } from './lib/multipart.js';

export interface ServerSettings {
  host: string;
  port: number;
  /** The database file; ':memory:' for a throwaway one. */
  database: string;
  seed: string;
  scale: Scale;
  /** A pinned moment ("today" and its time); undefined to follow the real clock. */
  pinnedNow?: Date;
  tokenTtl: number;
  appOrigin: string;
  files: string;
  checkAnswers: boolean;
  /** Smaller storage quotas than the product's (`STORAGE_QUOTA`), for tests; not read from the environment. */
  storageQuota?: Partial<StorageQuota>;
  /**
   * Worker threads that answer the read-only operations, each with its own read-only connection
   * (0: every call on the main thread); undefined for `defaultWorkers()`. A database in memory
   * cannot be shared, so it always runs its calls on the main thread.
   */
  workers?: number;
  /** Whether the alerts extension is offered (REFERENCE_ALERTS=off leaves it out: its operations answer 404). */
  alerts?: boolean;
}

/** As many readers as the machine runs threads at once, and at least two. */
export const defaultWorkers = () => Math.max(2, availableParallelism());

const root = join(import.meta.dirname, '..');

/**
 * The end-to-end tests' reference database on the full dataset: kept in node_modules/.cache between
 * runs, apart from the one `npm start` uses; tests/server/volumes.test.ts builds it in `npm test`.
 */
export const E2E_REFERENCE_DB = join(root, 'node_modules', '.cache', 'reference-backend', 'e2e-full.sqlite');

export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const scale: Scale = env.REFERENCE_SCALE === 'tiny' ? 'tiny' : 'full';
  const seed = env.REFERENCE_SEED ?? 'mediamonitor';
  const cache = env.REFERENCE_CACHE ?? join(root, 'node_modules', '.cache', 'reference-backend');
  const pinned = env.REFERENCE_NOW ? new Date(env.REFERENCE_NOW) : undefined;
  if (pinned && Number.isNaN(pinned.getTime()))
    throw new Error(`REFERENCE_NOW is not a date-time: ${env.REFERENCE_NOW}`);
  return {
    // Loopback only unless asked otherwise.
    host: env.REFERENCE_HOST ?? '127.0.0.1',
    port: Number(env.REFERENCE_PORT ?? 4020),
    database: env.REFERENCE_DB ?? join(cache, `${seed}-${scale}.sqlite`),
    seed,
    scale,
    pinnedNow: pinned,
    tokenTtl: Number(env.REFERENCE_TOKEN_TTL ?? 12 * 3600),
    appOrigin: env.REFERENCE_APP_ORIGIN ?? 'http://127.0.0.1:5173',
    files: env.REFERENCE_FILES ?? join(cache, 'files'),
    checkAnswers: env.NODE_ENV !== 'production',
    workers: workersOf(env.REFERENCE_WORKERS),
    alerts: env.REFERENCE_ALERTS !== 'off',
  };
}

function workersOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return defaultWorkers();
  if (!/^\d+$/.test(value.trim()) || Number(value) > 64)
    throw new Error(`REFERENCE_WORKERS is not a number of worker threads from 0 to 64: ${value}`);
  return Number(value);
}
