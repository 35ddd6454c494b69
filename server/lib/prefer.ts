// QA scenarios under the reference backend: the scenario switch's `Prefer` header (`code=401`,
// `example=music-only`) is answered with the contract's example or documented status, as the mock
// answers it. It is asked only after the token has been checked (app.ts), and never of the
// operations that take no token (sign-in, registration, password recovery): those are always
// served for real, so a header can neither sign anyone in nor stand in for a password.
import type { IncomingMessage } from 'node:http';
import type { Operation } from './contract.js';

export function preferredAnswer(
  operation: Operation,
  header: IncomingMessage['headers']['prefer'],
): { status: number; body: unknown } | undefined {
  if (!header || !operation.secured) return undefined;
  const wanted = new Map<string, string>();
  for (const part of [header].flat().join(',').split(/[,;]/)) {
    const [key, value, ...rest] = part.split('=');
    if (value === undefined || rest.length > 0) continue;
    wanted.set(key!.trim(), value.trim().replace(/^"|"$/g, ''));
  }
  const code = wanted.get('code');
  const name = wanted.get('example');
  if (code !== undefined && !/^[1-5]\d\d$/.test(code)) return undefined;
  if (code === undefined && name === undefined) return undefined;
  const statuses =
    code !== undefined ? [Number(code)] : [200, ...operation.statuses.map(Number).filter((status) => status !== 200)];
  for (const status of statuses) {
    if (!operation.statuses.includes(String(status))) continue;
    const answer = operation.answer(status);
    if (!answer) continue;
    const examples = answer.examples;
    if (name !== undefined && !Object.hasOwn(examples, name)) continue;
    const body = name !== undefined ? examples[name] : Object.values(examples)[0];
    if (body === undefined)
      return { status, body: status === 200 ? {} : { message: `Answer ${status}.`, code: String(status) } };
    return { status, body: structuredClone(body) };
  }
  if (name !== undefined)
    return { status: 404, body: { message: `No example named "${name}" for ${operation.id}.`, code: 'not_found' } };
  return undefined;
}
