// QA scenarios under the reference backend: the scenario switch's `Prefer` header (`code=401`,
// `example=music-only`) is answered with the contract's example or documented status, as the mock
// answers it. A sign-in answered with an example still starts a real session for the example's
// account, so the calls that follow are served.
import type { IncomingMessage } from 'node:http';
import type { Account } from '../handlers/types.js';
import type { Operation } from './contract.js';
import { startSession } from './sessions.js';
import type { Dataset } from '../data/dataset.js';
import type { Settings } from '../handlers/types.js';

interface PreferOptions {
  dataset: Dataset;
  settings: Settings;
  now: () => Date;
}

export function preferredAnswer(
  operation: Operation,
  header: IncomingMessage['headers']['prefer'],
  options: PreferOptions,
  _account: Account | undefined,
): { status: number; body: unknown } | undefined {
  if (!header) return undefined;
  const wanted = Object.fromEntries(
    [header]
      .flat()
      .join(',')
      .split(/[,;]/)
      .map((part: string) => part.trim().split('='))
      .filter((pair) => pair.length === 2)
      .map(([key, value]) => [key!.trim(), value!.trim().replace(/^"|"$/g, '')]),
  );
  const code = wanted.code ? Number(wanted.code) : undefined;
  const name = wanted.example;
  if (code === undefined && name === undefined) return undefined;
  const statuses =
    code !== undefined ? [code] : [200, ...operation.statuses.map(Number).filter((status) => status !== 200)];
  for (const status of statuses) {
    if (!operation.statuses.includes(String(status))) continue;
    const answer = operation.answer(status);
    if (!answer) continue;
    const examples = answer.examples;
    if (name !== undefined && !(name in examples)) continue;
    const body = name !== undefined ? examples[name] : Object.values(examples)[0];
    if (body === undefined)
      return { status, body: status === 200 ? {} : { message: `Answer ${status}.`, code: String(status) } };
    return { status, body: withRealSession(operation, structuredClone(body), options) };
  }
  if (name !== undefined)
    return { status: 404, body: { message: `No example named "${name}" for ${operation.id}.`, code: 'not_found' } };
  return undefined;
}

function withRealSession(operation: Operation, body: unknown, options: PreferOptions): unknown {
  if (operation.id !== 'userLogin' && operation.id !== 'signin') return body;
  const answer = body as { token?: string; item?: { email?: string; jwt_token?: string } };
  const section = operation.id === 'signin' ? 'admin' : 'cabinet';
  const row = options.dataset.db
    .prepare('SELECT id FROM account WHERE section = ? AND email = ?')
    .get(section, answer.item?.email ?? '') as { id: number } | undefined;
  if (!row || !answer.item) return body;
  const token = startSession(options.dataset.db, { id: row.id, section }, options.now(), options.settings.tokenTtl);
  answer.token = token;
  if (section === 'cabinet') answer.item.jwt_token = token;
  return answer;
}
