// The request pipeline: find the operation, check the token, read and validate the parameters
// and the body against the contract, call the handler, and (in development and tests) check the
// answer against the contract too, so a handler that drifts fails loudly before anyone else sees it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dataset } from './data/dataset.js';
import type { Account, Context, Handler, Handlers, Lang, OperationId, Settings } from './handlers/types.js';
import { ApiFailure, FileAnswer, forbidden, invalid, unauthenticated } from './lib/answers.js';
import { fieldErrors, type Contract, type Operation } from './lib/contract.js';
import { preferredAnswer } from './lib/prefer.js';
import { mayCall, sessionAccount } from './lib/sessions.js';

export interface AppOptions {
  contract: Contract;
  dataset: Dataset;
  handlers: Handlers;
  settings: Settings;
  now: () => Date;
  /** Check every JSON answer against the contract (development and tests). */
  checkAnswers: boolean;
  /** Extra routes outside the contract (the developer's outbox); loopback only. */
  extra?: (request: IncomingMessage, response: ServerResponse, url: URL) => boolean;
  log?: (line: string) => void;
}

const MAX_JSON = 1_048_576;

export function createApp(options: AppOptions) {
  const { contract, handlers } = options;
  const log = options.log ?? ((line: string) => console.error(line));

  return async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://reference.local');
    // The console's calls may arrive under its proxy prefix.
    const path = url.pathname.replace(/^\/admin-api(?=\/)/, '');
    if (options.extra?.(request, response, url)) return;
    const found = contract.find(request.method ?? 'GET', path);
    if (!found) {
      send(response, 404, { message: 'Not found.', code: 'not_found' });
      return;
    }
    const { operation } = found;
    try {
      const account = authenticate(operation, request);
      const preferred = preferredAnswer(operation, request.headers.prefer);
      if (preferred) {
        send(response, preferred.status, preferred.body);
        return;
      }
      const params = { ...found.params, ...Object.fromEntries(url.searchParams) };
      checkParameters(operation, params, request);
      const body = await readBody(operation, request);
      if (account && operation.statuses.includes('403') && !mayCall(account, operation.tags)) throw forbidden();
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
      const answer = await handler(context as never);
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
      send(response, 200, answer);
    } catch (error) {
      if (error instanceof ApiFailure) {
        send(response, error.status, error.body());
        return;
      }
      log(`${operation.id}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      send(response, 500, { message: 'Internal server error.', code: 'internal_error' });
    }
  };

  function authenticate(operation: Operation, request: IncomingMessage): Account | undefined {
    if (!operation.secured) return undefined;
    const token = bearer(request);
    const sections = operation.section === 'both' ? ['cabinet', 'admin'] : [operation.section];
    const account = token ? sessionAccount(options.dataset.db, token, sections, options.now()) : undefined;
    if (!account) throw unauthenticated();
    return account;
  }
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

function checkParameters(operation: Operation, params: Record<string, string>, request: IncomingMessage): void {
  const errors: Record<string, string[]> = {};
  for (const parameter of operation.parameters) {
    const raw =
      parameter.in === 'header'
        ? (request.headers[parameter.name.toLowerCase()] as string | undefined)
        : parameter.in === 'cookie'
          ? undefined
          : params[parameter.name];
    if (raw === undefined) {
      if (parameter.required) errors[parameter.name] = ['The field is required.'];
      continue;
    }
    const value =
      parameter.type === 'integer' || parameter.type === 'number'
        ? /^-?\d+(\.\d+)?$/.test(raw)
          ? Number(raw)
          : raw
        : raw;
    if (parameter.validate && !parameter.validate(value))
      Object.assign(errors, fieldErrors(parameter.validate.errors, parameter.name));
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

async function readBody(operation: Operation, request: IncomingMessage): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  // Multipart bodies are streamed by their handlers.
  if (type === 'multipart/form-data' && operation.body?.types.includes(type)) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_JSON) throw new ApiFailure(413, 'payload_too_large', 'The request body is too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!operation.body) return undefined;
  if (text.trim() === '') {
    if (operation.body.required) throw invalid({ body: ['The request body is required.'] });
    return undefined;
  }
  if (!operation.body.types.some((candidate) => candidate.includes('json')))
    throw invalid({ body: [`Expected ${operation.body.types.join(' or ')}.`] });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalid({ body: ['The body is not valid JSON.'] });
  }
  const validate = operation.body.validate;
  if (validate && !validate(body)) throw invalid(fieldErrors(validate.errors));
  return body;
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}
