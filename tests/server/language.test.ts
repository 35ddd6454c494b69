// Accept-Language on the reference backend: the operations whose answers change with the reader's
// language are exactly among those the contract lists the header for, and they answer in the first
// of Russian, English and Arabic the header names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type Contract } from '../../server/lib/contract.js';
import { startReference, type Answer, type Reference } from './helpers.js';

let ref: Reference;
let cabinet: string;
let admin: string;
let contract: Contract;

beforeAll(async () => {
  ref = await startReference();
  cabinet = await ref.login();
  admin = await ref.signin();
  contract = loadContract();
});
afterAll(() => ref.close());

type Json = Record<string, unknown>;

/** The operations that list `Accept-Language` among their parameters. */
function declaring(): Set<string> {
  const paths = contract.doc.paths as Record<string, Record<string, Json>>;
  const ids = new Set<string>();
  for (const item of Object.values(paths))
    for (const operation of Object.values(item)) {
      const parameters = (operation.parameters as Json[] | undefined) ?? [];
      if (parameters.some((parameter) => String(parameter.$ref ?? '').endsWith('/AcceptLanguage')))
        ids.add(operation.operationId as string);
    }
  return ids;
}

/** The first request example of a safe POST operation, as the contract writes it. */
function exampleBody(path: string): unknown {
  const operation = (contract.doc.paths as Record<string, Record<string, Json>>)[path]!.post!;
  const body = operation.requestBody as Json | undefined;
  const examples = ((body?.content as Record<string, Json> | undefined)?.['application/json']?.examples ??
    {}) as Record<string, { value: unknown }>;
  return Object.values(examples)[0]?.value ?? {};
}

async function ask(path: string, body: unknown, section: string, language: string): Promise<Answer> {
  const token = section === 'admin' ? admin : cabinet;
  const answer = await ref.post(path, body, token, { 'accept-language': language });
  return { status: answer.status, body: answer.body };
}

describe('Accept-Language', () => {
  it('changes the answers of the operations that list it, and of no other safe call', async () => {
    const declared = declaring();
    const varying: string[] = [];
    for (const operation of contract.operations) {
      if (operation.method !== 'POST' || !operation.secured) continue;
      const doc = (contract.doc.paths as Record<string, Record<string, Json>>)[operation.path]!.post!;
      if (doc['x-safe'] !== true || operation.path.includes('{')) continue;
      // Files (report downloads) are compared by the operations' own tests.
      if (!operation.answer(200)?.types.some((type) => type.includes('json'))) continue;
      const body = exampleBody(operation.path);
      const section = operation.section === 'admin' ? 'admin' : 'cabinet';
      const [ru, en, ar] = await Promise.all(
        ['ru', 'en', 'ar'].map((lang) => ask(operation.path, body, section, lang)),
      );
      expect(ru.status, operation.id).toBe(en.status);
      if (JSON.stringify(ru) !== JSON.stringify(en) || JSON.stringify(ru) !== JSON.stringify(ar))
        varying.push(operation.id);
    }
    expect(varying.length).toBeGreaterThan(5);
    expect(varying.filter((id) => !declared.has(id))).toEqual([]);
  });

  it('takes the first of Russian, English and Arabic the header names, Russian otherwise', async () => {
    const names = async (header: string | undefined) =>
      (
        await ref.post('/api/v1/theme/list', {}, cabinet, header === undefined ? {} : { 'accept-language': header })
      ).body.items.find((theme: { id: number }) => theme.id === 1)?.name;
    const russian = await names('ru');
    const english = await names('en-GB,en;q=0.9');
    const arabic = await names('ar-AE');
    expect(new Set([russian, english, arabic]).size).toBe(3);
    expect(await names('de-DE,de;q=0.9,en;q=0.5')).toBe(english);
    expect(await names('fr')).toBe(russian);
    expect(await names(undefined)).toBe(russian);
    expect(english).toMatch(/^[A-Za-z ,&-]+$/);
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
  });
});
