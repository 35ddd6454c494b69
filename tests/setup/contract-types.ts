/**
 * Types of the contract by path, from openapi-typescript's `paths` (generated/schema.d.ts): which
 * methods a path has, which statuses an operation documents, and the JSON bodies it takes and
 * answers. Type-only and imported relatively, so that the component tests (through `answers.ts`)
 * and the Playwright specs (tsconfig.node.json, which has no layer aliases) share it.
 */
import type { paths } from '../../generated/schema';

/** A path of the contract, spelled as in its `paths` (`/api/v1/info/reports/{id}/file`). */
export type ContractPath = keyof paths;

/** The methods a path item can have operations on, as openapi-typescript names them. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type OperationAt<P extends ContractPath, M extends Method> = NonNullable<paths[P][M]>;

/** The methods the contract defines on a path. */
export type MethodOf<P extends ContractPath> = {
  [M in Method]: [OperationAt<P, M>] extends [never] ? never : M;
}[Method];

type ResponsesOf<P extends ContractPath, M extends MethodOf<P>> =
  OperationAt<P, M> extends { responses: infer R } ? R : never;

/** The statuses the contract documents for an operation. */
export type StatusOf<P extends ContractPath, M extends MethodOf<P>> = keyof ResponsesOf<P, M> & number;

/** The JSON body of an operation's answer with a status (200 unless told); `never` where that answer is not JSON. */
export type BodyOf<
  P extends ContractPath,
  M extends MethodOf<P>,
  S extends StatusOf<P, M> = 200 & StatusOf<P, M>,
> = JsonOf<ResponsesOf<P, M>[S]>;

/** The JSON body an operation is sent with; `never` where it takes none or another type. */
export type RequestBodyOf<P extends ContractPath, M extends MethodOf<P>> = JsonOf<
  NonNullable<OperationAt<P, M>['requestBody']>
>;

type JsonOf<T> = [T] extends [never] ? never : T extends { content: { 'application/json': infer B } } ? B : never;
