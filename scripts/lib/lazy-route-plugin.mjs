// The route files' code-split components, as the router's Vite plugin writes them, import
// `lazyRouteComponent` from the router; this plugin points those imports at the app's own
// (src/app/lazy-route-component.ts), which calls `use()` on every render.

const FROM_ROUTER = /import\s*\{\s*lazyRouteComponent\s*\}\s*from\s*['"]@tanstack\/react-router['"];?/g;

/**
 * A route module's code with the router's `lazyRouteComponent` import replaced by `replacement`.
 *
 * @param {string} code
 * @param {string} replacement the module to import it from
 * @returns {string | undefined} the new code, or undefined when there is nothing to replace
 */
export function useOwnLazyRouteComponent(code, replacement) {
  if (!FROM_ROUTER.test(code)) return undefined;
  FROM_ROUTER.lastIndex = 0;
  return code.replace(FROM_ROUTER, `import { lazyRouteComponent } from ${JSON.stringify(replacement)};`);
}

/**
 * @param {string} replacement an absolute path to the app's `lazyRouteComponent` module
 * @returns {import('vite').Plugin}
 */
export function lazyRoutePlugin(replacement) {
  return {
    name: 'own-lazy-route-component',
    enforce: 'post',
    transform(code, id) {
      if (!/[\\/]src[\\/]routes[\\/]/.test(id)) return undefined;
      const replaced = useOwnLazyRouteComponent(code, replacement);
      return replaced === undefined ? undefined : { code: replaced, map: null };
    },
  };
}
