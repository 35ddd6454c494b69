import type { Plugin } from 'vite';

/** Compiles Lingui's macros in the app's source (see lingui-macro-plugin.mjs). */
export function linguiMacro(): Plugin;
