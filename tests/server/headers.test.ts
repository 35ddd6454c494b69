// The headers every operation reads: a bad X-XSRF-TOKEN is answered 400 wherever the header is
// taken, and each of those operations documents that 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '../../server/lib/contract.js';
import { startReference, type Reference } from './helpers.js';

let ref: Reference;
let contract: Contract;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ref = await startReference();
  contract = loadContract();
  tokens.cabinet = await ref.login();
  tokens.admin = await ref.signin();
});
afterAll(() => ref.close());

describe('X-XSRF-TOKEN', () => {
  it('over 512 characters is a documented 400 on every operation that reads it', async () => {
    const reading = contract.operations.filter((operation) =>
      operation.parameters.some((parameter) => parameter.name === 'X-XSRF-TOKEN'),
    );
    expect(reading.length).toBeGreaterThan(60);
    const undocumented: string[] = [];
    const answered: string[] = [];
    for (const operation of reading) {
      if (!operation.statuses.includes('400')) undocumented.push(operation.id);
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const token = operation.secured ? tokens[operation.section === 'admin' ? 'admin' : 'cabinet'] : undefined;
      // Other parameters may be missing too: the header must be among the fields named.
      const response = await fetch(`${ref.url}${path}`, {
        method: operation.method,
        headers: {
          'x-xsrf-token': 'x'.repeat(600),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(operation.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        body: operation.method === 'GET' ? undefined : '{}',
      });
      const body = (await response.json()) as { errors?: Record<string, string[]> };
      if (response.status !== 400 || !body.errors?.['X-XSRF-TOKEN'])
        answered.push(`${operation.id} ${response.status}`);
    }
    expect(undocumented).toEqual([]);
    expect(answered).toEqual([]);
  });
});

describe('a phone number', () => {
  it('with a control character in it is refused at registration', async () => {
    const answer = await ref.post('/api/v1/user/registration', {
      first_name: 'Bell',
      last_name: 'Ringer',
      email: 'bell.ringer@example.com',
      phone: '+7 495\u0007 123-45-67',
      password: 'Secret-2026-x',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toEqual(['phone']);
  });
});
