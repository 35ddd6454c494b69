import { RUNTIME_CONFIG } from '@lib/runtime-config';
import type { Section } from './session';

/**
 * Where each section's backend lives. Both default to this origin (the dev, preview and nginx
 * servers proxy `/api` to the cabinet backend and `/admin-api` to the admin backend); the
 * deployment can point them at other hosts (src/lib/runtime-config.ts).
 */
export const API_BASE: Record<Section, string> = {
  cabinet: RUNTIME_CONFIG.cabinetApiUrl,
  admin: RUNTIME_CONFIG.adminApiUrl,
};

/** Endpoints whose answers must never come from a cache: they carry no content hash. */
export const NO_CACHE_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/video/content/list',
  '/api/v1/stream/list',
  '/api/v1/video/objects/list',
  '/api/v1/video/persons/list',
]);

/** The calls that start a session: they carry no token, and their 401 means wrong credentials. */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/api/v1/user/login', '/api/v1/signin']);

/**
 * The calls the contract serves without a token (`security: []`): signing in, registering and
 * recovering a password. Every other call needs its section's token and is never sent without one.
 */
export const OPEN_PATHS: ReadonlySet<string> = new Set([
  ...SIGN_IN_PATHS,
  '/api/v1/user/registration',
  '/api/v1/user/password/recovery',
  '/api/v1/user/password/recovery/accept',
]);

/** The calls that end a session: a 401 to them means it had ended already, nothing to renew. */
export const SIGN_OUT_PATHS: ReadonlySet<string> = new Set(['/api/v1/user/logout', '/api/v1/signout']);

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CONTENT_HASH_HEADER = 'X-Content-Hash';
