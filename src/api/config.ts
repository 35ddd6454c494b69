import type { Section } from './session';

/**
 * Where each section's backend lives. Both default to this origin (the dev server and the
 * preview server proxy `/api` to the cabinet backend and `/admin-api` to the admin backend);
 * a build can point them at other hosts with VITE_CABINET_API_URL and VITE_ADMIN_API_URL.
 */
export const API_BASE: Record<Section, string> = {
  cabinet: trimSlash(import.meta.env.VITE_CABINET_API_URL ?? ''),
  admin: trimSlash(import.meta.env.VITE_ADMIN_API_URL ?? '/admin-api'),
};

/** Endpoints whose answers must never come from a cache: they carry no content hash. */
export const NO_CACHE_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/video/content/list',
  '/api/v1/stream/list',
  '/api/v1/video/objects/list',
  '/api/v1/video/persons/list',
]);

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const CONTENT_HASH_HEADER = 'X-Content-Hash';

function trimSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url;
}
