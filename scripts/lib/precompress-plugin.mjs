// Writes a gzip (`.gz`) and a brotli (`.br`) copy next to every compressible file of a production
// build, so the server sends them as they are (nginx's gzip_static and brotli_static, deploy/)
// instead of compressing on each request, and at the strongest levels, which are too slow to run
// per request. index.html is left out: the server fills the deployment's settings into it at start
// and compresses it on the fly. Node's own zlib does both formats.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt|webmanifest|map)$/;
const MIN_BYTES = 1024;

/**
 * @param {string} dir
 * @returns {string[]}
 */
function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Compresses the build in `outDir`; returns how many files got copies.
 * @param {string} outDir
 * @returns {number}
 */
export function precompress(outDir) {
  let count = 0;
  for (const path of files(outDir)) {
    const name = relative(outDir, path);
    if (!COMPRESSIBLE.test(name) || name.startsWith('.vite')) continue;
    const source = readFileSync(path);
    if (source.length < MIN_BYTES) continue;
    writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
      }),
    );
    count += 1;
  }
  return count;
}

/** @returns {import('vite').Plugin} */
export function precompressPlugin() {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        precompress(outDir);
      },
    },
  };
}
