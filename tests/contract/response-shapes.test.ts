import { describe, expect, it } from 'vitest';
import { RESPONSE_SHAPES } from '@generated/shapes';
import { shapeFor, shapeProblem, type Shape } from '@lib/response-shape';
import { resolve } from '../../scripts/lib/contract.mjs';
import { contract } from './load';

describe('answer shapes', () => {
  const item: Shape = { o: { id: 'i', name: 's', share: 'n', note: { z: 's' }, tags: { a: 's' } }, r: ['id', 'name'] };
  const list: Shape = { o: { items: { a: item }, total: 'i' }, r: ['items'] };

  it('accept what has the shape, extra properties and absent optional ones included', () => {
    expect(shapeProblem(list, { items: [] })).toBeUndefined();
    expect(
      shapeProblem(list, {
        items: [{ id: 1, name: 'a', share: 0.5, note: null, tags: ['x'], extra: {} }],
        total: 1,
        more: true,
      }),
    ).toBeUndefined();
  });

  it('name the first place an answer departs from its shape', () => {
    expect(shapeProblem(list, { unexpected: true })).toBe('$.items: is missing');
    expect(shapeProblem(list, [])).toBe('$: expected an object');
    expect(shapeProblem(list, { items: {} })).toBe('$.items: expected an array');
    expect(shapeProblem(list, { items: [{ id: 1.5, name: 'a' }] })).toBe('$.items[0].id: expected an integer');
    expect(shapeProblem(list, { items: [{ id: 1 }] })).toBe('$.items[0].name: is missing');
    expect(shapeProblem(list, { items: [{ id: 1, name: 'a', share: '1' }] })).toBe(
      '$.items[0].share: expected a number',
    );
    expect(shapeProblem(list, { items: [{ id: 1, name: 'a', tags: [2] }] })).toBe(
      '$.items[0].tags[0]: expected a string',
    );
    expect(shapeProblem(list, { items: [{ id: 1, name: null }] })).toBe('$.items[0].name: expected a string');
    expect(shapeProblem(list, { items: [], total: true })).toBe('$.total: expected an integer');
    expect(shapeProblem({ u: ['s', 'i'] }, false)).toBe('$: matches none of its forms');
    expect(shapeProblem({ u: ['s', 'i'] }, 3)).toBeUndefined();
  });

  it('name a departure deep in a large answer by its full path, and only the first', () => {
    const day: Shape = { o: { date: 's', count: 'i' }, r: ['date', 'count'] };
    const theme: Shape = { o: { id: 'i', dynamics: { a: day } }, r: ['id', 'dynamics'] };
    const year = {
      items: Array.from({ length: 20 }, (_, id) => ({
        id,
        dynamics: Array.from({ length: 365 }, (_, index) => ({ date: `d${index}`, count: index })),
      })),
    };
    const answer = { o: { items: { a: theme } }, r: ['items'] } satisfies Shape;
    expect(shapeProblem(answer, year)).toBeUndefined();
    year.items[19]!.dynamics[364]!.count = 1.5;
    year.items[19]!.dynamics[300] = { date: 'd300' } as never;
    expect(shapeProblem(answer, year)).toBe('$.items[19].dynamics[300].count: is missing');
    expect(shapeProblem(answer, { items: year.items.slice(19) }, 'answer')).toBe(
      'answer.items[0].dynamics[300].count: is missing',
    );
  });

  it('are found by method and path, a template matching one segment', () => {
    const shapes: Record<string, Shape> = { 'POST /a/list': 's', 'GET /a/{id}/file': 'i' };
    expect(shapeFor(shapes, 'POST', '/a/list')).toBe('s');
    expect(shapeFor(shapes, 'GET', '/a/12/file')).toBe('i');
    expect(shapeFor(shapes, 'GET', '/a/12/13/file')).toBeUndefined();
    expect(shapeFor(shapes, 'POST', '/a/12/file')).toBeUndefined();
  });

  it('cover every JSON answer of the contract, and every example of the contract has its shape', () => {
    type Media = { examples?: Record<string, unknown> };
    type Operation = { responses?: Record<string, unknown> };
    let checked = 0;
    for (const [path, item] of Object.entries(contract.paths as Record<string, Record<string, Operation>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const ok = resolve(contract, operation.responses?.['200']) as { content?: Record<string, Media> } | undefined;
        const json = ok?.content?.['application/json'];
        if (!json) continue;
        const shape = RESPONSE_SHAPES[`${method.toUpperCase()} ${path}`];
        expect(shape, `${method} ${path}`).toBeDefined();
        for (const [name, example] of Object.entries(json.examples ?? {})) {
          const value = (resolve(contract, example) as { value?: unknown }).value;
          expect(shapeProblem(shape!, value), `${method} ${path} example ${name}`).toBeUndefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
  });
});
