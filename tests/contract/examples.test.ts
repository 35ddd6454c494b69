import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { contract, operations } from './load';

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(contract, 'contract');

const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

interface Case {
  name: string;
  schemaPointer: string;
  value: unknown;
}

function resolveNode(node: unknown): Record<string, unknown> | undefined {
  let current = node as Record<string, unknown> | undefined;
  while (current && typeof current.$ref === 'string') {
    current = (current.$ref as string)
      .slice(2)
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], contract) as
      Record<string, unknown> | undefined;
  }
  return current;
}

function mediaCases(base: string, label: string, content: Record<string, Record<string, unknown>> | undefined): Case[] {
  const cases: Case[] = [];
  for (const [type, media] of Object.entries(content ?? {})) {
    if (!media.schema || type === 'multipart/form-data') continue;
    const schemaPointer = `${base}/${pointer('content', type, 'schema')}`;
    for (const [exampleName, example] of Object.entries((media.examples ?? {}) as Record<string, unknown>)) {
      cases.push({
        name: `${label} ${type} example "${exampleName}"`,
        schemaPointer,
        value: resolveNode(example)?.value,
      });
    }
    if (media.example !== undefined)
      cases.push({ name: `${label} ${type} example`, schemaPointer, value: media.example });
  }
  return cases;
}

const cases: Case[] = [];
for (const op of operations) {
  const base = `#/paths/${pointer(op.path, op.method.toLowerCase())}`;
  const requestBody = resolveNode(op.operation.requestBody);
  if (requestBody) {
    const requestBase =
      typeof (op.operation.requestBody as { $ref?: string }).$ref === 'string'
        ? (op.operation.requestBody as { $ref: string }).$ref
        : `${base}/requestBody`;
    cases.push(
      ...mediaCases(
        requestBase,
        `${op.operationId} request`,
        requestBody.content as Record<string, Record<string, unknown>>,
      ),
    );
  }
  for (const [status, response] of Object.entries(op.operation.responses as Record<string, { $ref?: string }>)) {
    const resolved = resolveNode(response);
    const responseBase = typeof response.$ref === 'string' ? response.$ref : `${base}/${pointer('responses', status)}`;
    cases.push(
      ...mediaCases(
        responseBase,
        `${op.operationId} ${status}`,
        resolved?.content as Record<string, Record<string, unknown>>,
      ),
    );
  }
  (op.operation.parameters as unknown[] | undefined)?.forEach((parameter, index) => {
    const resolved = resolveNode(parameter);
    if (resolved?.example === undefined) return;
    const parameterBase =
      typeof (parameter as { $ref?: string }).$ref === 'string'
        ? (parameter as { $ref: string }).$ref
        : `${base}/parameters/${index}`;
    cases.push({
      name: `${op.operationId} parameter ${String(resolved.name)}`,
      schemaPointer: `${parameterBase}/schema`,
      value: resolved.example,
    });
  });
}
for (const [name, schema] of Object.entries(
  (contract.components?.schemas ?? {}) as Record<string, { examples?: unknown[] }>,
)) {
  (schema.examples ?? []).forEach((value, index) => {
    cases.push({
      name: `schema ${name} example ${index + 1}`,
      schemaPointer: `#/components/schemas/${pointer(name)}`,
      value,
    });
  });
}

describe('every example of the contract validates against its schema', () => {
  it('finds examples for every operation', () => {
    for (const op of operations) {
      const ok = resolveNode(op.operation.responses['200']);
      const isFile = Boolean((ok?.content as Record<string, unknown> | undefined)?.['application/pdf']);
      expect(
        isFile || cases.some((c) => c.name.startsWith(`${op.operationId} 200`)),
        `${op.operationId} has a 200 example`,
      ).toBe(true);
    }
    expect(cases.length).toBeGreaterThan(300);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, testCase) => {
    const validate = ajv.getSchema(`contract${testCase.schemaPointer}`);
    expect(validate, testCase.schemaPointer).toBeDefined();
    const valid = validate?.(testCase.value);
    expect(valid ? [] : validate?.errors?.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
  });
});

describe('the example data is ordered as the cabinet expects', () => {
  const dynamicsArrays: [string, { date: string }[]][] = [];
  const intervals: [string, { start: string }[]][] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${where}[${i}]`));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'dynamics' && Array.isArray(value))
        dynamicsArrays.push([`${where}.${key}`, value as { date: string }[]]);
      if (key === 'intervals' && Array.isArray(value))
        intervals.push([`${where}.${key}`, value as { start: string }[]]);
      walk(value, `${where}.${key}`);
    }
  };
  for (const c of cases) walk(c.value, c.name);

  it('sorts every statistics dynamics by date', () => {
    expect(dynamicsArrays.length).toBeGreaterThan(10);
    for (const [where, points] of dynamicsArrays) {
      const dates = points.map((p) => p.date);
      expect(dates, where).toEqual([...dates].sort());
    }
  });

  it('sorts every timeline by interval start', () => {
    expect(intervals.length).toBeGreaterThan(0);
    for (const [where, list] of intervals) {
      const starts = list.map((i) => i.start);
      expect(starts, where).toEqual([...starts].sort());
    }
  });
});
