// Handlers are typed from the contract's generated types: a handler's body and answer are the
// operation's, so `tsc` fails when the contract changes under a handler.
import type { Database } from 'better-sqlite3';
import type { IncomingMessage } from 'node:http';
import type { components, operations } from '../../generated/schema.js';
import type { Dataset } from '../data/dataset.js';
import type { FileAnswer } from '../lib/answers.js';
import type { Operation } from '../lib/contract.js';
import type { StorageQuota } from '../lib/multipart.js';
import type { Throttle } from '../lib/throttle.js';

export type Schemas = components['schemas'];
export type OperationId = keyof operations;
export type Lang = 'ru' | 'en' | 'ar';

type Content<T> = T extends { content: infer C } ? C : never;
type JsonOf<T> = T extends { 'application/json': infer B } ? B : never;

/** The JSON body an operation takes (undefined when it takes none). */
export type BodyOf<K extends OperationId> = operations[K] extends { requestBody: infer R }
  ? JsonOf<Content<R>> extends never
    ? undefined
    : JsonOf<Content<R>>
  : operations[K] extends { requestBody?: infer R }
    ? JsonOf<Content<R>> | undefined
    : undefined;

/** The JSON answer of an operation's 200, or a file for a download. */
export type AnswerOf<K extends OperationId> = operations[K]['responses'] extends { 200: infer A }
  ? JsonOf<Content<A>> extends never
    ? FileAnswer
    : JsonOf<Content<A>>
  : never;

export interface Account {
  id: number;
  section: 'cabinet' | 'admin';
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  role: 'admin' | 'operator' | null;
  permissions: Schemas['Permissions'];
}

export interface Context<K extends OperationId = OperationId> {
  operation: Operation & { id: K };
  body: BodyOf<K>;
  /** Path and query parameters, as sent (strings). */
  params: Record<string, string>;
  db: Database;
  dataset: Dataset;
  /** The signed-in account, on secured operations. */
  account: Account;
  /** The session token of the request, on secured operations. */
  token: string;
  /** The language of names (themes), from Accept-Language. */
  lang: Lang;
  now(): Date;
  /** The raw request, for multipart bodies. */
  request: IncomingMessage;
  settings: Settings;
}

export interface Settings {
  /** Lifetime of a session token, in seconds. */
  tokenTtl: number;
  /** The origin the recovery links point at (the app's). */
  appOrigin: string;
  /** Where uploaded files are kept. */
  files: string;
  /** What one account may keep stored through each section's uploads, in bytes. */
  storageQuota: StorageQuota;
  /** Whether the alerts extension is offered (REFERENCE_ALERTS); off, its operations answer 404. */
  alerts?: boolean;
  /** The sign-in, registration and recovery throttles of this server (their counters). */
  throttle: Throttle;
}

export type Handler<K extends OperationId> = (context: Context<K>) => AnswerOf<K> | Promise<AnswerOf<K>>;
export type Handlers = { [K in OperationId]?: Handler<K> };
