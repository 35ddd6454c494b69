// A reader of the pool (server/lib/pool.ts): a worker thread with its own read-only connection to
// the database file, answering the read-only operations with the very handlers the main thread
// has. Each call arrives with what the pipeline worked out (the operation, the validated body,
// the parameters, the account, the token, the language and the moment `now()` gave), and the
// handler gets a context as complete as on the main thread. What only a write would use fails
// loudly here instead of acting on a copy: the raw request, the throttles' counters (the main
// thread's), `dataset.refresh()`; and the connection itself refuses to write (SQLITE_READONLY).
import Database from 'better-sqlite3';
import type { IncomingMessage } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import type { Dataset } from './data/dataset.js';
import { handlers } from './handlers/index.js';
import type { Context, Handler, OperationId, Settings } from './handlers/types.js';
import { ApiFailure, FileAnswer } from './lib/answers.js';
import { withoutPrototypes } from './lib/body.js';
import { loadContract, type Contract, type Operation } from './lib/contract.js';
import type { OperationInfo, ReadCall, ReadOutcome, ReadReply, WorkerStart } from './lib/pool.js';
import type { Throttle } from './lib/throttle.js';

const start = workerData as WorkerStart;
const port = parentPort!;

const db = new Database(start.file, { readonly: true, fileMustExist: true });

const mainThreadOnly = (what: string) =>
  new Error(`${what} is kept by the main thread: an operation that uses it writes, and is not answered here.`);

const dataset: Dataset = {
  db,
  plan: start.plan,
  built: start.built,
  refresh() {
    throw mainThreadOnly('Refreshing the dataset');
  },
};

/** Stands for what the main thread keeps: any use of it fails. */
const keptByMainThread = <T extends object>(what: string): T =>
  new Proxy({} as T, {
    get() {
      throw mainThreadOnly(what);
    },
  });

const throttle = keptByMainThread<Throttle>('The throttles’ counters');
const request = keptByMainThread<IncomingMessage>('The raw request');
const settings: Settings = { ...start.settings, throttle };

// The operations as the pipeline has them: what a handler may read of one at once, the
// validators (parameters, body, answers) from the contract if ever asked for.
let contract: Contract | undefined;
const full = (id: string) => (contract ??= loadContract()).byId(id);
const operations = new Map(start.operations.map((info) => [info.id, operationOf(info)]));

function operationOf(info: OperationInfo): Operation {
  return {
    ...info,
    get parameters() {
      return full(info.id).parameters;
    },
    get body() {
      return full(info.id).body;
    },
    matches: (path) => full(info.id).matches(path),
    answer: (status) => full(info.id).answer(status),
  };
}

const clock = () => performance.timeOrigin + performance.now();

async function answer(call: ReadCall): Promise<void> {
  const started = clock();
  const reply = (outcome: ReadOutcome) => {
    const message: ReadReply = { ...outcome, seq: call.seq, started, ended: clock() };
    port.postMessage(message);
  };
  try {
    const operation = operations.get(call.operation);
    const handler = handlers[call.operation as OperationId] as Handler<OperationId> | undefined;
    if (!operation || !handler) throw new Error(`No handler for ${call.operation} in the read worker.`);
    const moment = call.now;
    const context: Context = {
      operation: operation as Context['operation'],
      // Bodies and parameters are prototype-free on the main thread (lib/body.ts); a copy between
      // threads gives them Object's prototype back, so it is taken away again.
      body: withoutPrototypes(call.body) as never,
      params: withoutPrototypes(call.params),
      db,
      dataset,
      account: call.account!,
      token: call.token,
      lang: call.lang,
      now: () => new Date(moment),
      request,
      settings,
    };
    const result = await handler(context as never);
    try {
      if (result instanceof FileAnswer)
        reply({
          kind: 'file',
          body: new Uint8Array(result.body.buffer, result.body.byteOffset, result.body.byteLength),
          contentType: result.contentType,
          filename: result.filename,
        });
      else reply({ kind: 'json', value: result });
    } catch (error) {
      // An answer that cannot be copied to the main thread (a function, a class instance with
      // private state): what it would have been there is no JSON either.
      throw new Error(`The answer of ${call.operation} cannot leave the read worker: ${String(error)}`);
    }
  } catch (error) {
    if (error instanceof ApiFailure)
      reply({
        kind: 'failure',
        status: error.status,
        code: error.code,
        message: error.message,
        errors: error.errors,
        headers: error.headers,
      });
    else if (error instanceof Error) reply({ kind: 'error', message: error.message, stack: error.stack });
    else reply({ kind: 'error', message: String(error) });
  }
}

port.on('message', (call: ReadCall) => void answer(call));
port.postMessage({ ready: true });
