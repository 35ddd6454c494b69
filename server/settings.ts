// The reference backend's settings, from the environment. Every one has a default that suits
// `npm start`; tests pin the clock and the seed so their figures are exact.
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
}

const root = join(import.meta.dirname, '..');

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
  };
}
