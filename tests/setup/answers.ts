import { HttpResponse, http, type HttpHandler, type RequestHandlerOptions } from 'msw';
import type { BodyOf, ContractPath, Method, MethodOf, RequestBodyOf, StatusOf } from './contract-types';

export type { BodyOf, ContractPath, MethodOf, RequestBodyOf, StatusOf } from './contract-types';

/**
 * Typed overrides of the mock server by contract path, for `server.use(...)`. The path must be one
 * of the contract's (`generated/schema.d.ts`, openapi-typescript's `paths`), the method one it
 * defines there, and the body what that operation answers with that status: a fixture the contract
 * would refuse is a type error, not a screen that fails for a reason the test never meant.
 *
 *     server.use(answer('/api/v1/uploads/list', 'post', { items: [], meta: { total: 0, page: 1, limit: 20 } }));
 *     server.use(refuse('/api/v1/uploads/list', 'post', 403, { message: 'Forbidden.', code: 'forbidden' }));
 *     server.use(answer('/api/v1/info/reports/list', 'post', (_info, reply) => (fail ? reply(500, { message: 'Server error.' }) : undefined)));
 *     server.use(answer('/api/v1/uploads/list', 'post', async ({ sent }) => ({ items: [], meta: { total: 0, page: 1, limit: (await sent()).limit } })));
 *
 * The handler matches the path on any host (`*`), so it answers the cabinet (`/api/…`) and the
 * admin console (`/admin-api/api/…`) alike, as the generated handlers do; `{id}` in a path
 * matches any segment. Answers the contract does not allow on purpose (a body of another shape,
 * a status it does not document) are written with msw's `http` directly.
 */

type Info = Parameters<Parameters<typeof http.post>[1]>[0];

/** What a resolver is given: msw's request, params and cookies, and `sent()`, the JSON body the request carries, as the contract types it. */
export type AnswerInfo<P extends ContractPath, M extends MethodOf<P>> = Info & {
  sent: () => Promise<RequestBodyOf<P, M>>;
};

/** A documented answer of the operation: a status and that status's body. */
export type Reply<P extends ContractPath, M extends MethodOf<P>> = <S extends StatusOf<P, M>>(
  status: S,
  body: BodyOf<P, M, S>,
) => Response;

/**
 * Answers a request: with the 200 body, with `reply(status, body)` for another documented answer,
 * with a `Response` of its own (a file, `HttpResponse.error()`), or `undefined` to leave the request
 * to the handlers underneath (the generated ones).
 */
export type Resolver<P extends ContractPath, M extends MethodOf<P>> = (
  info: AnswerInfo<P, M>,
  reply: Reply<P, M>,
) => BodyOf<P, M> | Response | undefined | Promise<BodyOf<P, M> | Response | undefined>;

/** The msw path of a contract path: on any host, its `{name}` parameters as `:name`. */
export function handlerPath(path: ContractPath): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

const isResponse = (value: unknown): value is Response =>
  typeof value === 'object' && value !== null && typeof (value as Response).arrayBuffer === 'function';

const json = (status: number, body: unknown) => HttpResponse.json(body as never, { status });

function handler(
  path: ContractPath,
  method: Method,
  resolve: (info: Info) => Promise<Response | undefined>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return http[method](handlerPath(path), resolve, options);
}

/**
 * The contract's path and method answered with a 200 and this body, or as `resolve` decides for
 * each request (see `Resolver`). The body takes no part in inferring the path and method
 * (`NoInfer`), so it is typed by them: a resolver's `'TV'` stays the contract's channel type.
 */
export function answer<P extends ContractPath, M extends MethodOf<P>>(
  path: P,
  method: M,
  body: NoInfer<BodyOf<P, M> | Resolver<P, M>>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return handler(
    path,
    method,
    async (info) => {
      const sent = () => info.request.clone().json() as Promise<RequestBodyOf<P, M>>;
      const result: unknown =
        typeof body === 'function' ? await (body as Resolver<P, M>)({ ...info, sent }, json as Reply<P, M>) : body;
      if (result === undefined) return undefined;
      return isResponse(result) ? result : json(200, result);
    },
    options,
  );
}

/** The contract's path and method answered with another of its documented statuses and that status's body. */
export function refuse<P extends ContractPath, M extends MethodOf<P>, S extends Exclude<StatusOf<P, M>, 200>>(
  path: P,
  method: M,
  status: S,
  body: NoInfer<BodyOf<P, M, S>>,
  options?: RequestHandlerOptions,
): HttpHandler {
  return handler(path, method, async () => json(status, body), options);
}
