import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A promise that says when it has settled, so `use()` reads it at once from then on. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** What a browser says when a chunk of an earlier release is no longer on the server. */
const MISSING_CHUNK =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

export type LazyRouteComponent<P extends object> = ((props: P) => ReactElement) & { preload: () => Promise<void> };

/**
 * A route component whose code arrives with its chunk: the router calls `preload` before the page
 * shows, and the component reads the chunk with `use()` on every render, suspending only while it
 * is on its way. It does what the router's own `lazyRouteComponent` does, but never calls `use()`
 * to wait on one render and not on the next (that one skips it once the chunk is there, which
 * React's development build reports as a console error on every code-split page). The build's route files
 * import this one in its place (scripts/lib/lazy-route-plugin.mjs). A chunk that an earlier
 * release named and the server no longer has reloads the page once, to take the new release.
 */
export function lazyRouteComponent<P extends object, K extends string = 'default'>(
  importer: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K = 'default' as K,
): LazyRouteComponent<P> {
  let loading: Tracked<ComponentType<P>> | undefined;
  // A failed load, thrown to the error boundary by the next render; the render after asks again.
  let failed: { reason: unknown } | undefined;
  // Whether a render of this component has waited for its chunk.
  let waited = false;
  const load = (): Tracked<ComponentType<P>> => {
    if (loading) return loading;
    const promise: Tracked<ComponentType<P>> = importer().then((module) => module[exportName]);
    promise.status = 'pending';
    promise.then(
      (value) => {
        promise.status = 'fulfilled';
        promise.value = value;
      },
      (reason: unknown) => {
        promise.status = 'rejected';
        promise.reason = reason;
        failed = { reason };
        if (loading === promise) loading = undefined;
      },
    );
    loading = promise;
    return promise;
  };
  function Lazy(props: P) {
    if (failed) {
      const { reason } = failed;
      failed = undefined;
      if (reason instanceof Error && MISSING_CHUNK.test(reason.message)) reloadOnce(reason.message);
      throw reason;
    }
    const promise = load();
    // A chunk already there is read at once, without use() (which a test's act() counts as
    // suspending). Once a render has had to wait for it, every render reads it through use(), so
    // the render after the wait calls use() as the one before did.
    if (promise.status === 'fulfilled' && !waited) return createElement(promise.value!, props);
    waited = true;
    const Component = use(promise as Promise<ComponentType<P>>);
    return createElement(Component, props);
  }
  return Object.assign(Lazy, { preload: () => load().then(() => undefined) });
}

function reloadOnce(message: string) {
  const key = `tanstack_router_reload:${message}`;
  try {
    if (sessionStorage.getItem(key)) return;
    sessionStorage.setItem(key, '1');
  } catch {
    return;
  }
  window.location.reload();
  throw new Promise(() => {});
}
