import type { Plugin } from 'vite';

/** Writes `.gz` and `.br` copies of the compressible files of a build (see precompress-plugin.mjs). */
export function precompress(outDir: string): number;
export function precompressPlugin(): Plugin;
