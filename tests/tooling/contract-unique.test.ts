import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The drift check run day after day against one server: values the contract marks x-unique are
// the run's own, and a refusal the contract documents as a business rule is no drift.
const root = resolve(import.meta.dirname, '../..');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = (path: string): Promise<any> => import(join(root, path));

async function setup(operationId: string) {
  const { freshValue, generateCases, isValidRequest, withFreshUniqueValues } = await load(
    'scripts/lib/contract-generate.mjs',
  );
  const { listOperations, loadContract } = await load('scripts/lib/contract.mjs');
  const { createValidator } = await load('scripts/lib/contract-validate.mjs');
  const { businessRule } = await load('scripts/lib/contract-checks.mjs');
  const doc = loadContract(join(root, 'generated/openapi.yaml'));
  const ajv = createValidator(doc);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const op = listOperations(doc).find((candidate: any) => candidate.operationId === operationId);
  const { shape, cases } = generateCases(doc, ajv, op, { limit: 5, seed: 7 });
  return { doc, op, shape, example: cases[0], freshValue, isValidRequest, withFreshUniqueValues, businessRule };
}

describe('values the contract marks x-unique', () => {
  it.each([
    ['userRegistration', 'email', /^m\.kotova\.run42@mediagroup\.ru$/],
    ['streamAdd', 'url', /^https:\/\/live\.rbc\.ru\/rbctv\/index\.m3u8\?check=run42$/],
    ['streamHunterItem', 'url', /\?check=run42$/],
    ['videoObjectsAdd', 'name', / run42$/],
    ['channelsCreate', 'stream_url', /check=run42$/],
  ])('%s: its %s is the run’s own, and the request stays valid', async (operationId, field, fresh) => {
    const { doc, shape, example, isValidRequest, withFreshUniqueValues } = await setup(operationId);
    const request = withFreshUniqueValues(doc, shape, example, 'run42');
    expect(request.body[field]).toMatch(fresh);
    expect(request.body[field]).not.toBe(example.body[field]);
    expect(isValidRequest(shape, request)).toBe(true);
    // Nothing else changes.
    expect({ ...request.body, [field]: undefined }).toEqual({ ...example.body, [field]: undefined });
  });

  it('stay within their maximum length', async () => {
    const { freshValue } = await setup('videoObjectsAdd');
    expect(freshValue('x'.repeat(200), { maxLength: 200 }, 'run42')).toHaveLength(200);
    expect(freshValue('x'.repeat(200), { maxLength: 200 }, 'run42').endsWith(' run42')).toBe(true);
    expect(freshValue('a@b.co', { format: 'email', maxLength: 254 }, 'n1')).toBe('a.n1@b.co');
    expect(freshValue('https://h/p?x=1#f', { format: 'uri' }, 'n1')).toBe('https://h/p?x=1&check=n1#f');
  });
});

describe('a refusal the contract documents as a business rule', () => {
  it('is recognised by the fields it names, and only for an example marked so', async () => {
    const { doc, op, businessRule } = await setup('userRegistration');
    const taken = { status: 400, json: { errors: { email: ['The email has already been taken.'] } } };
    expect(businessRule(doc, op, taken)).toBe('email-taken');
    // The weak-password example is no business rule: a valid request refused so is drift.
    expect(businessRule(doc, op, { status: 400, json: { errors: { password: ['Too short.'] } } })).toBeUndefined();
    expect(businessRule(doc, op, { status: 400, json: { errors: { email: ['x'], phone: ['y'] } } })).toBeUndefined();
    expect(businessRule(doc, op, { status: 500, json: { errors: { email: ['x'] } } })).toBeUndefined();
  });

  it('a refusal naming several fields keeps a rule for each, or is drift', async () => {
    const { doc, op, businessRule } = await setup('alertsCreate');
    const twoIds = { 'scope.theme_id': ['x'], 'scope.channels': ['y'] };
    expect(businessRule(doc, op, { status: 400, json: { errors: twoIds } })).toBe('unknown-channels+unknown-theme');
    expect(businessRule(doc, op, { status: 400, json: { errors: { kind: ['x'] } } })).toBe('invalid-rule');
    expect(
      businessRule(doc, op, { status: 400, json: { errors: { 'scope.theme_id': ['x'], recipients: ['y'] } } }),
    ).toBeUndefined();
  });
});
