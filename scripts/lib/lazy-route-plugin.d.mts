import type { Plugin } from 'vite';

/** A route module's code importing `lazyRouteComponent` from `replacement` instead of the router. */
export function useOwnLazyRouteComponent(code: string, replacement: string): string | undefined;
export function lazyRoutePlugin(replacement: string): Plugin;
