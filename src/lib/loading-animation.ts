/**
 * The Lottie animation the loading overlays play: a document in `public/` by default; a build can
 * point it elsewhere with VITE_LOADING_ANIMATION (an http(s) URL or a path on this origin; the
 * Content-Security-Policy's connect-src then allows that origin), or switch it off with `off`.
 */
export function loadingAnimationUrl(configured: string | undefined): string | undefined {
  const value = configured?.trim();
  if (value === 'off') return undefined;
  if (!value) return '/animations/loading.json';
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export const LOADING_ANIMATION_URL = loadingAnimationUrl(import.meta.env.VITE_LOADING_ANIMATION);
