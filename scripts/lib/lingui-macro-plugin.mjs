// Compiles Lingui's macros (`t`, `msg`, `Trans`, `Plural`… from @lingui/*/macro) in the app's
// source with Babel, for Vite, Vitest and the chart benchmark. Only files that import a macro go
// through Babel; every other file is left to Vite's own TypeScript transform. Vite 8's React plugin
// no longer runs Babel, and the general-purpose Babel plugin for Rolldown asks for Node 22.12,
// while this does the one job in a few lines on any Node that Vite runs on.
import { transformAsync } from '@babel/core';

const SOURCE = /[\\/]src[\\/].*\.[jt]sx?$/;
const IMPORTS_MACRO = /from\s+['"]@lingui\/(?:core\/|react\/)?macro['"]/;

/** @returns {import('vite').Plugin} */
export function linguiMacro() {
  return {
    name: 'lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE.test(file) || !IMPORTS_MACRO.test(code)) return null;
      const typescript = /\.tsx?$/.test(file);
      const jsx = /x$/.test(file);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { sourceType: 'module', plugins: [...(typescript ? ['typescript'] : []), ...(jsx ? ['jsx'] : [])] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
