import { HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { components } from '@generated/schema';
import {
  answer,
  handlerPath,
  refuse,
  type BodyOf,
  type MethodOf,
  type RequestBodyOf,
  type StatusOf,
} from '../setup/answers';
import { server } from '../setup/msw-server';

const call = (path: string, init: RequestInit = {}) =>
  fetch(new URL(path, window.location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    ...init,
  });

describe('typed answers by contract path', () => {
  it('take their types from the contract', () => {
    expectTypeOf<MethodOf<'/api/v1/user/get'>>().toEqualTypeOf<'get'>();
    expectTypeOf<MethodOf<'/api/v1/uploads/list'>>().toEqualTypeOf<'post'>();
    expectTypeOf<BodyOf<'/api/v1/uploads/list', 'post'>>().toEqualTypeOf<components['schemas']['UploadList']>();
    expectTypeOf<BodyOf<'/api/v1/uploads/list', 'post', 400>>().toEqualTypeOf<
      components['schemas']['ValidationError']
    >();
    expectTypeOf<StatusOf<'/api/v1/user/get', 'get'>>().toEqualTypeOf<200 | 400 | 401 | 403 | 500>();
    // A file download's 200 is not JSON: no body can be given for it, only a Response of its own.
    expectTypeOf<BodyOf<'/api/v1/info/reports/{id}/file', 'get'>>().toBeNever();
    expectTypeOf<RequestBodyOf<'/api/v1/uploads/list', 'post'>>().toEqualTypeOf<
      components['schemas']['UploadListRequest']
    >();
    expectTypeOf<RequestBodyOf<'/api/v1/user/get', 'get'>>().toBeNever();
  });

  it('refuse a path, a method, a body or a status the contract does not have', () => {
    const empty = { items: [], meta: { total: 0, page: 1, limit: 20 } };
    answer('/api/v1/uploads/list', 'post', empty);
    // A resolver's body is typed by the path: its enum members are the contract's.
    answer('/api/v1/geo/list', 'post', () => ({
      items: [{ id: 1, name: 'Россия', type: 'country', parent_id: null, country_code: 'RU' }],
    }));
    refuse('/api/v1/uploads/list', 'post', 400, { message: 'Invalid.', errors: { title: ['Too long.'] } });
    // @ts-expect-error the contract has no such path
    answer('/api/v1/uploads/lists', 'post', empty);
    // @ts-expect-error the path is a POST
    answer('/api/v1/uploads/list', 'get', empty);
    // @ts-expect-error `meta` is missing
    answer('/api/v1/uploads/list', 'post', { items: [] });
    // @ts-expect-error an upload's state is one of the contract's
    answer('/api/v1/uploads/list', 'post', {
      ...empty,
      items: [
        {
          id: 1,
          file_name: 'a.mp3',
          artist: null,
          title: null,
          album: null,
          isrc: null,
          duration_seconds: null,
          size_bytes: 1,
          state: 'lost',
          uploaded_at: '2026-11-20T10:42:18+03:00',
          error: null,
        },
      ],
    });
    // @ts-expect-error a field the contract does not have
    answer('/api/v1/uploads/list', 'post', { ...empty, extra: true });
    // @ts-expect-error a resolver's body is checked as well
    answer('/api/v1/uploads/list', 'post', () => ({ items: [] }));
    // @ts-expect-error and so is the body of its other answers
    answer('/api/v1/uploads/list', 'post', (_info, reply) => reply(400, { message: 'Invalid.', errors: 'title' }));
    refuse('/api/v1/user/registration', 'post', 400, { message: 'Invalid.', errors: { email: ['Taken.'] } });
    // @ts-expect-error registration does not document a 403
    refuse('/api/v1/user/registration', 'post', 403, { message: 'Forbidden.' });
    // @ts-expect-error an error body carries its message
    refuse('/api/v1/uploads/list', 'post', 500, { code: 'internal_error' });
  });

  it('answer with the body, another documented status, a response of its own, or leave the request alone', async () => {
    const sent: unknown[] = [];
    server.use(
      answer('/api/v1/geo/list', 'post', {
        items: [{ id: 1, name: 'Россия', type: 'country', parent_id: null, country_code: 'RU' }],
      }),
      answer('/api/v1/uploads/list', 'post', async ({ sent: body }) => {
        const { page, limit } = await body();
        sent.push({ page, limit });
        return { items: [], meta: { total: 0, page, limit } };
      }),
    );
    const uploads = await call('/admin-api/api/v1/uploads/list', { body: JSON.stringify({ page: 2, limit: 5 }) });
    expect(await uploads.json()).toEqual({ items: [], meta: { total: 0, page: 2, limit: 5 } });
    expect(sent).toEqual([{ page: 2, limit: 5 }]);
    const geo = await call('/admin-api/api/v1/geo/list');
    expect(geo.status).toBe(200);
    expect(await geo.json()).toEqual({
      items: [{ id: 1, name: 'Россия', type: 'country', parent_id: null, country_code: 'RU' }],
    });

    server.use(refuse('/api/v1/channels/list', 'post', 403, { message: 'Forbidden.', code: 'forbidden' }));
    const channels = await call('/admin-api/api/v1/channels/list');
    expect(channels.status).toBe(403);
    expect(await channels.json()).toEqual({ message: 'Forbidden.', code: 'forbidden' });

    let mode: 'fail' | 'file' | 'pass' = 'fail';
    server.use(
      answer('/api/v1/info/reports/{id}/file', 'get', ({ params }, reply) => {
        if (mode === 'fail') return reply(404, { message: `No report ${String(params.id)}.`, code: 'not_found' });
        return mode === 'file'
          ? new HttpResponse('%PDF', { headers: { 'Content-Type': 'application/pdf' } })
          : undefined;
      }),
    );
    const missing = await call('/api/v1/info/reports/7/file?file_format=pdf', { method: 'GET', body: null });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'No report 7.', code: 'not_found' });
    mode = 'file';
    expect(
      await (await call('/api/v1/info/reports/7/file?file_format=pdf', { method: 'GET', body: null })).text(),
    ).toBe('%PDF');
    mode = 'pass';
    // Left to the generated handler, which answers with the contract's example.
    expect((await call('/api/v1/info/reports/7/file?file_format=pdf', { method: 'GET', body: null })).status).toBe(200);
  });

  it('match the path on any host, its parameters on any segment', () => {
    expect(handlerPath('/api/v1/uploads/list')).toBe('*/api/v1/uploads/list');
    expect(handlerPath('/api/v1/video/report/{id}/download')).toBe('*/api/v1/video/report/:id/download');
  });
});
