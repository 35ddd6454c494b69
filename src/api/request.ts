/**
 * orval's mutator: every generated call goes through here to the HTTP seam (http.ts), which loads
 * with the first call rather than with the app. A page that calls nothing before the person acts
 * (the sign-in pages) starts without it; a console page starts loading it while the guards run
 * (`src/app/warm-up.ts`) and its blocks after their first paint (`src/kit/layout/blocks.tsx`).
 */
import type { HttpError } from './errors';
import type { RequestConfig, RequestOptions } from './http';

export type { RequestConfig, RequestOptions } from './http';
// The error and body types orval's hooks import from the mutator (declared here only): a hook's
// error is an HttpError whose body has the error types the contract declares for its operation.
export type ErrorType<E> = HttpError<E>;
export type BodyType<B> = B;

// A glob rather than import('./http'): the bundler splits it the same way, and the code generator,
// which reads this file to learn the mutator's signature, does not follow it into the seam.
const seamModule = import.meta.glob<typeof import('./http')>('./http.ts');
let seam: Promise<typeof import('./http')> | undefined;

/** Loads the seam (once); call it early where a call will surely follow. */
export function loadSeam(): Promise<typeof import('./http')> {
  seam ??= (seamModule['./http.ts'] as () => Promise<typeof import('./http')>)();
  return seam;
}

export const apiRequest = async <T>(config: RequestConfig, options?: RequestOptions): Promise<T> => {
  const { apiRequest: send } = await loadSeam();
  return send<T>(config, options);
};
