// The request pipeline: read the request-target, find the operation, check the token, read and
// validate the parameters and the body against the contract, call the handler, and (in
// development and tests) check the answer against the contract too, so a handler that drifts
// fails loudly before anyone else sees it. Whatever a request holds, it is answered: a documented
// 4xx for what is wrong with it, a 500 (logged) for what a handler throws; never an exception
// that escapes (the server would stop).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dataset } from './data/dataset.js';
import type { Account, Context, Handler, Handlers, Lang, OperationId, Settings } from './handlers/types.js';
import { ApiFailure, FileAnswer, forbidden, invalid, unauthenticated } from './lib/answers.js';
import { hasBody, mediaType, readJson, refuseBody } from './lib/body.js';
import { fieldErrors, type Contract, type Operation } from './lib/contract.js';
import { preferredAnswer } from './lib/prefer.js';
import { mayCall, sessionAccount } from './lib/sessions.js';
import { decode, parseTarget, type Target } from './lib/target.js';

export interface AppOptions {
  contract: Contract;
  dataset: Dataset;
  handlers: Handlers;
  settings: Settings;
  now: () => Date;
  /** Check every JSON answer against the contract (development and tests). */
  checkAnswers: boolean;
  /**
   * Routes outside the contract (the developer's outbox), given the request-target as sent; true
   * when it answered the request.
   */
  extra?: (request: IncomingMessage, response: ServerResponse, target: string) => boolean;
  /**
   * Calls the handler with the context the pipeline made, or has it called elsewhere (the pool of
   * readers answers the read-only operations on worker threads: server/lib/pool.ts); by default,
   * here.
   */
  call?: (handler: Handler<OperationId>, context: Context) => unknown;
  log?: (line: string) => void;
  /**
   * Whether an operation is left out (an optional part of the contract the server does not offer:
   * REFERENCE_ALERTS=off): it answers the 404 of an unknown path, whatever the request holds.
   */
  leftOut?: (operation: Operation) => boolean;
}

export const notFoundBody = { message: 'Not found.', code: 'not_found' };
const serverError = { message: 'Internal server error.', code: 'internal_error' };

export function createApp(options: AppOptions) {
  const { contract, handlers } = options;
  const log = options.log ?? ((line: string) => console.error(line));

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let label = `${request.method} ${(request.url ?? '').slice(0, 200)}`;
    try {
      await serve(request, response, (operation) => (label = operation.id));
    } catch (error) {
      if (response.headersSent) {
        // Too late for an answer of its own: the client sees the connection end.
        if (!(error instanceof ApiFailure)) log(`${label}: ${describe(error)}`);
        if (!response.writableEnded) response.destroy();
        return;
      }
      if (error instanceof ApiFailure) {
        send(response, error.status, error.body(), error.headers);
        return;
      }
      log(`${label}: ${describe(error)}`);
      send(response, 500, serverError);
    }
  };

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    found: (operation: Operation) => void,
  ): Promise<void> {
    checkHost(request);
    const raw = request.url ?? '';
    if (options.extra?.(request, response, raw)) return;
    const target = parseTarget(raw);
    // The console's calls may arrive under its proxy prefix.
    const path = target.path.replace(/^\/admin-api(?=\/)/, '');
    const route = contract.route(request.method ?? 'GET', path);
    if (!route) throw new ApiFailure(404, notFoundBody.code, notFoundBody.message);
    if (!route.operation)
      throw new ApiFailure(405, 'method_not_allowed', `${request.method} is not allowed here.`, undefined, {
        Allow: route.allowed.join(', '),
      });
    const { operation } = route;
    if (options.leftOut?.(operation)) throw new ApiFailure(404, notFoundBody.code, notFoundBody.message);
    found(operation);
    const account = authenticate(operation, request);
    const preferred = preferredAnswer(operation, request.headers.prefer);
    if (preferred) {
      send(response, preferred.status, preferred.body);
      return;
    }
    const params = parameters(operation, route.params, target, request);
    const body = await readBody(operation, request);
    if (account && !mayCall(account, operation.access)) throw forbidden();
    const handler = handlers[operation.id as OperationId] as Handler<OperationId> | undefined;
    if (!handler)
      throw new ApiFailure(500, 'not_implemented', `The reference backend does not serve ${operation.id} yet.`);
    const context: Context = {
      operation: operation as Context['operation'],
      body: body as never,
      params,
      db: options.dataset.db,
      dataset: options.dataset,
      account: account as Account,
      token: bearer(request) ?? '',
      lang: language(request.headers['accept-language']),
      now: options.now,
      request,
      settings: options.settings,
    };
    const answer = await (options.call ? options.call(handler, context) : handler(context as never));
    if (answer instanceof FileAnswer) {
      response.writeHead(200, {
        'Content-Type': answer.contentType,
        'Content-Length': answer.body.length,
        'Content-Disposition': `attachment; filename="${answer.filename}"`,
        'Cache-Control': 'no-store',
      });
      response.end(answer.body);
      return;
    }
    if (options.checkAnswers) {
      const validate = operation.answer(200)?.validate;
      if (validate && !validate(answer)) {
        log(`${operation.id}: the answer breaks the contract: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
        throw new ApiFailure(500, 'answer_breaks_contract', `The answer of ${operation.id} breaks the contract.`);
      }
    }
    if (operation.statuses.includes('304')) {
      // A conditional answer (the unread count): a strong tag of its content, reused for 30 s
      // by the client, and 304 without a body while the tag sent back still holds.
      const tag = `"${createHash('sha256').update(JSON.stringify(answer)).digest('base64url').slice(0, 22)}"`;
      const headers = { ETag: tag, 'Cache-Control': 'private, max-age=30' };
      if (matchesTag(request.headers['if-none-match'], tag)) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
      send(response, 200, answer, headers);
      return;
    }
    send(response, 200, answer);
  }

  function authenticate(operation: Operation, request: IncomingMessage): Account | undefined {
    if (!operation.secured) return undefined;
    const token = bearer(request);
    const sections = operation.section === 'both' ? ['cabinet', 'admin'] : [operation.section];
    const account = token ? sessionAccount(options.dataset.db, token, sections, options.now()) : undefined;
    if (!account) throw unauthenticated();
    return account;
  }
}

/** Whether `If-None-Match` holds the tag (or `*`); a weak tag compares as its strong one. */
function matchesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const candidate = part.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === tag;
  });
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** HTTP/1.1 requires exactly one Host header (RFC 9112 §3.2); HTTP/1.0 may leave it out. */
function checkHost(request: IncomingMessage): void {
  const hosts = request.headersDistinct.host ?? [];
  if (hosts.length > 1 || (hosts.length === 0 && request.httpVersion !== '1.0'))
    throw invalid({ Host: ['An HTTP/1.1 request carries exactly one Host header.'] });
}

function bearer(request: IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

function language(header: string | undefined): Lang {
  for (const part of (header ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'ru' || tag === 'en' || tag === 'ar') return tag;
  }
  return 'ru';
}

/**
 * The operation's path and query parameters (strings, decoded), checked with the header
 * parameters against the contract. Path parameters come from the path alone, query parameters
 * from the query; a query parameter the operation does not declare is ignored, one given twice is
 * a 400.
 */
function parameters(
  operation: Operation,
  path: Record<string, string>,
  target: Target,
  request: IncomingMessage,
): Record<string, string> {
  const params = Object.create(null) as Record<string, string>;
  const errors = Object.create(null) as Record<string, string[]>;
  for (const parameter of operation.parameters) {
    let raw: string | undefined;
    if (parameter.in === 'path')
      raw = path[parameter.name] === undefined ? undefined : decode(path[parameter.name]!, parameter.name);
    else if (parameter.in === 'query') {
      const values = target.query.get(parameter.name) ?? [];
      if (values.length > 1) {
        errors[parameter.name] = ['The parameter is given more than once.'];
        continue;
      }
      raw = values[0];
    } else if (parameter.in === 'header') {
      const values = request.headersDistinct[parameter.name.toLowerCase()] ?? [];
      if (values.length > 1) {
        errors[parameter.name] = ['The header is given more than once.'];
        continue;
      }
      raw = values[0];
    }
    if (raw === undefined) {
      if (parameter.required) errors[parameter.name] = ['The field is required.'];
      continue;
    }
    if (parameter.in !== 'header') params[parameter.name] = raw;
    const numeric =
      parameter.type === 'integer' ? /^-?\d+$/.test(raw) : parameter.type === 'number' && /^-?\d+(\.\d+)?$/.test(raw);
    const value = numeric ? Number(raw) : raw;
    if (parameter.validate && !parameter.validate(value))
      Object.assign(errors, fieldErrors(parameter.validate.errors, parameter.name));
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return params;
}

/** The request's JSON body, validated; undefined for a multipart one (its handler streams it) or none. */
async function readBody(operation: Operation, request: IncomingMessage): Promise<unknown> {
  if (!operation.body) {
    refuseBody(request);
    return undefined;
  }
  if (!operation.body.types.some((type) => type.includes('json'))) {
    if (!hasBody(request)) {
      if (operation.body.required) throw invalid({ body: ['The request body is required.'] });
      return undefined;
    }
    if (operation.body.types.includes(mediaType(request.headers['content-type']).type)) return undefined;
    throw invalid({ body: [`Expected ${operation.body.types.join(' or ')}.`] });
  }
  const body = await readJson(request, operation.body.types, operation.body.required);
  if (body === undefined) return undefined;
  const validate = operation.body.validate;
  if (validate && !validate(body)) throw invalid(fieldErrors(validate.errors));
  return body;
}

/**
 * A JSON answer. When the request's body has not been read to its end (an answer given before
 * it, such as a 401, a 413 or a 415), the connection closes after the answer, and what still
 * arrives until then is read and dropped: closing with bytes unread would reset the connection,
 * and the client could lose the answer.
 */
export function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent || response.destroyed) return;
  const text = JSON.stringify(body);
  const unread = hasBody(response.req) && !response.req.complete;
  if (unread) response.req.resume();
  response.writeHead(status, {
    ...headers,
    ...(unread ? { Connection: 'close' } : {}),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': headers['Cache-Control'] ?? 'no-store',
  });
  response.end(text);
}
