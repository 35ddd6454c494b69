import { RUNTIME_CONFIG } from './runtime-config';

/**
 * The Lottie animation the loading overlays play: a document in `public/` by default; the
 * deployment can point it elsewhere (an http(s) URL or a path on this origin; the
 * Content-Security-Policy's connect-src then allows that origin) or switch it off with `off`
 * (src/lib/runtime-config.ts).
 */
export const LOADING_ANIMATION_URL = RUNTIME_CONFIG.loadingAnimation;
