// The pool of readers: worker threads that answer the read-only operations (server/handlers/access.ts)
// while the main thread goes on reading requests, checking tokens and answering. better-sqlite3
// is synchronous, so on one thread every call waits for the one before it; each worker opens the
// same database file read-only (WAL: readers see every write committed before their call began,
// today's growing figures included) and runs the handlers themselves, given what the pipeline
// worked out for the call (server/read-worker.ts builds the handler's context from it). Writes
// never come here: they stay on the main thread's one connection.
//
// Each worker takes one call at a time from a queue shared by all, so a long call holds up no
// call a free worker could take. A worker that stops is replaced, and the call it held fails as
// a 500 (logged by the pipeline): nothing waits for a thread that is gone.
import { EventEmitter } from 'node:events';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plan } from '../data/plan.js';
import type { Account, Context, Lang, Settings } from '../handlers/types.js';
import { readsOnly } from '../handlers/access.js';
import { ApiFailure, FileAnswer } from './answers.js';
import type { Operation } from './contract.js';

/** What a worker knows of an operation without the contract's validators (read-worker.ts loads those if asked). */
export type OperationInfo = Pick<
  Operation,
  'id' | 'method' | 'path' | 'section' | 'secured' | 'tags' | 'access' | 'statuses'
>;

/** What a worker is started with. */
export interface WorkerStart {
  /** The database file, opened read-only. */
  file: string;
  plan: Plan;
  built: boolean;
  settings: Omit<Settings, 'throttle'>;
  operations: OperationInfo[];
}

/** One call, as a worker receives it: what the pipeline worked out for the handler. */
export interface ReadCall {
  seq: number;
  operation: string;
  body: unknown;
  params: Record<string, string>;
  account: Account | undefined;
  token: string;
  lang: Lang;
  /** The moment `now()` gave when the call was made, ms since the epoch: the worker's `now()` answers it. */
  now: number;
}

/** How a call ended in a worker. */
export type ReadOutcome =
  | { kind: 'json'; value: unknown }
  | { kind: 'file'; body: Uint8Array; contentType: string; filename: string }
  | {
      kind: 'failure';
      status: number;
      code: string;
      message: string;
      errors?: Record<string, string[]>;
      headers: Record<string, string>;
    }
  | { kind: 'error'; message: string; stack?: string };

/** A worker's answer to a call, with when its handler began and ended (ms since the epoch). */
export type ReadReply = ReadOutcome & { seq: number; started: number; ended: number };

/** What the pool tells whoever listens (tests): a call given to a worker, and its end. */
export interface PoolEvents {
  call: [{ operation: string; threadId: number; worker: Worker }];
  done: [{ operation: string; threadId: number; started: number; ended: number; ok: boolean }];
}

interface Pending {
  call: ReadCall;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  threadId: number;
  ready: boolean;
  pending?: Pending;
  error?: unknown;
}

/** Workers that fail to start this many times in a row leave the pool broken: calls run on the main thread. */
const START_FAILURES = 3;

export interface PoolOptions {
  size: number;
  start: WorkerStart;
  log: (line: string) => void;
}

export class ReadPool extends EventEmitter<PoolEvents> {
  readonly size: number;
  private readonly slots = new Set<Slot>();
  private readonly queue: Pending[] = [];
  private seq = 0;
  private failures = 0;
  private closing = false;
  private broken = false;
  /** Whether every first worker has started: from then on, one that stops is replaced. */
  private running = false;

  private constructor(private readonly options: PoolOptions) {
    super();
    this.size = options.size;
  }

  /** Starts `size` workers and waits until each has opened the database; fails when one cannot. */
  static async start(options: PoolOptions): Promise<ReadPool> {
    const pool = new ReadPool(options);
    try {
      await Promise.all(Array.from({ length: options.size }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    pool.running = true;
    return pool;
  }

  /** Whether the pool answers this operation (a read, while the pool works). */
  takes(operation: string): boolean {
    return !this.closing && !this.broken && readsOnly(operation);
  }

  /** The calls given to workers and not yet answered, and those waiting for a worker. */
  get load(): { running: number; waiting: number } {
    let running = 0;
    for (const slot of this.slots) if (slot.pending) running++;
    return { running, waiting: this.queue.length };
  }

  /**
   * Answers a read on a worker: its JSON answer or file, or the failure the handler threw (an
   * `ApiFailure` as it was thrown; anything else as an `Error` carrying the worker's stack).
   */
  run(context: Context): Promise<unknown> {
    const call: ReadCall = {
      seq: ++this.seq,
      operation: context.operation.id,
      body: context.body,
      params: { ...context.params },
      account: context.account,
      token: context.token,
      lang: context.lang,
      now: context.now().getTime(),
    };
    return new Promise((resolve, reject) => {
      if (this.closing || this.broken) {
        reject(new Error(`The pool of readers is ${this.closing ? 'closed' : 'broken'}.`));
        return;
      }
      this.queue.push({ call, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops every worker; calls still running or waiting fail. */
  async close(): Promise<void> {
    this.closing = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error('The server is stopping.'));
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.pending) continue;
      const pending = this.queue.shift()!;
      slot.pending = pending;
      try {
        slot.worker.postMessage(pending.call);
      } catch (error) {
        // A body that cannot be copied to a thread (none that JSON gives): this call fails alone.
        slot.pending = undefined;
        pending.reject(error);
        continue;
      }
      this.emit('call', { operation: pending.call.operation, threadId: slot.threadId, worker: slot.worker });
    }
  }

  private spawn(): Promise<void> {
    const worker = startWorker(this.options.start);
    const slot: Slot = { worker, threadId: worker.threadId, ready: false };
    this.slots.add(slot);
    return new Promise((resolve, reject) => {
      worker.on('message', (message: ReadReply | { ready: true }) => {
        if ('ready' in message) {
          slot.ready = true;
          this.failures = 0;
          resolve();
          this.dispatch();
          return;
        }
        this.settle(slot, message);
      });
      worker.on('messageerror', (error) => {
        // An answer that could not be read here: the call it belonged to fails.
        const pending = slot.pending;
        slot.pending = undefined;
        pending?.reject(error);
        this.dispatch();
      });
      worker.on('error', (error) => {
        slot.error = error;
      });
      worker.on('exit', (code) => {
        this.slots.delete(slot);
        const reason = slot.error instanceof Error ? (slot.error.stack ?? slot.error.message) : `exit code ${code}`;
        if (slot.pending) {
          const { call } = slot.pending;
          slot.pending.reject(
            new Error(`The read worker ${slot.threadId} stopped during ${call.operation}: ${reason}`),
          );
          slot.pending = undefined;
        }
        if (!slot.ready) {
          reject(new Error(`A read worker could not start: ${reason}`));
          this.failures++;
        }
        // A first worker that cannot start fails the server's start instead.
        if (this.closing || !this.running) return;
        this.options.log(`Read worker ${slot.threadId} stopped (${reason}); starting another`);
        if (this.failures >= START_FAILURES) {
          // Workers cannot start (the database file is gone?): calls run on the main thread again.
          this.broken = true;
          this.options.log('The read workers cannot start: every call now runs on the main thread');
          for (const pending of this.queue.splice(0)) pending.reject(new Error('The pool of readers is broken.'));
          return;
        }
        this.spawn().catch(() => {
          // Logged by its own exit.
        });
      });
    });
  }

  private settle(slot: Slot, reply: ReadReply): void {
    const pending = slot.pending;
    slot.pending = undefined;
    if (pending && pending.call.seq === reply.seq) {
      this.emit('done', {
        operation: pending.call.operation,
        threadId: slot.threadId,
        started: reply.started,
        ended: reply.ended,
        ok: reply.kind === 'json' || reply.kind === 'file',
      });
      if (reply.kind === 'json') pending.resolve(reply.value);
      else if (reply.kind === 'file')
        pending.resolve(
          new FileAnswer(
            Buffer.from(reply.body.buffer, reply.body.byteOffset, reply.body.byteLength),
            reply.contentType,
            reply.filename,
          ),
        );
      else if (reply.kind === 'failure')
        pending.reject(new ApiFailure(reply.status, reply.code, reply.message, reply.errors, reply.headers));
      else {
        const error = new Error(reply.message);
        error.stack = reply.stack ?? reply.message;
        pending.reject(error);
      }
    } else pending?.reject(new Error(`A read worker answered call ${reply.seq} instead of ${pending?.call.seq}`));
    this.dispatch();
  }
}

/**
 * A worker running server/read-worker. Under tsx (and the tests) the server is TypeScript, which a
 * worker thread does not load by itself: it registers tsx first.
 */
function startWorker(start: WorkerStart): Worker {
  const own = fileURLToPath(import.meta.url);
  const entry = new URL(`../read-worker${extname(own)}`, import.meta.url);
  if (extname(own) !== '.ts') return new Worker(entry, { workerData: start });
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(source, { eval: true, workerData: start, execArgv: [] });
}
