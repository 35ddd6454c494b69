// The part of @babel/core that scripts/lib/lingui-macro-plugin.mjs uses; the package ships no
// types of its own (they live in @types/babel__core, which nothing else here needs).
declare module '@babel/core' {
  export interface TransformOptions {
    filename?: string;
    babelrc?: boolean;
    configFile?: string | false;
    sourceMaps?: boolean;
    parserOpts?: { sourceType?: 'module' | 'script'; plugins?: string[] };
    plugins?: string[];
  }
  export interface BabelFileResult {
    code?: string | null;
    map?: import('vite').Rollup.SourceMapInput | null;
  }
  export function transformAsync(code: string, options?: TransformOptions): Promise<BabelFileResult | null>;
}
