import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@api/http';
import { session } from '@api/session';
import { answer } from '../setup/answers';
import { server } from '../setup/msw-server';

afterEach(() => {
  session.signOut('admin');
  window.history.replaceState(null, '', '/');
});

describe('a download through a call that does not name its answer a file', () => {
  it('accepts any type once it follows the download, and hands the file back as a blob', async () => {
    session.signInAdmin('admin-token', { id: 2, name: 'Admin', email: 'admin@b.ru' });
    // The report both sections serve, downloaded from the admin console.
    window.history.replaceState(null, '', '/admin/reports');
    const accepted: (string | null)[] = [];
    server.use(
      answer('/api/v1/music/report/download', 'post', ({ request }) => {
        accepted.push(request.headers.get('accept'));
        // As a negotiating server (the contract's mock) does: no file for a JSON-only Accept.
        if (request.headers.get('accept') === 'application/json')
          return HttpResponse.json({ title: 'Not Acceptable' }, { status: 406 });
        return new HttpResponse('sheet', {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        });
      }),
    );
    const progress = vi.fn();
    const body = await apiRequest<Blob>(
      { url: '/api/v1/music/report/download', method: 'POST', data: { file_format: 'xlsx' } },
      { onDownloadProgress: progress },
    );
    expect(accepted).toEqual(['*/*']);
    expect(body).toBeInstanceOf(Blob);
    expect(await body.text()).toBe('sheet');
  });

  it('leaves the JSON calls asking for JSON', async () => {
    session.signInAdmin('admin-token', { id: 2, name: 'Admin', email: 'admin@b.ru' });
    const accepted: (string | null)[] = [];
    server.use(
      answer('/api/v1/geo/list', 'post', ({ request }) => {
        accepted.push(request.headers.get('accept'));
        return { items: [] };
      }),
    );
    await apiRequest({ url: '/api/v1/geo/list', method: 'POST', data: {} });
    expect(accepted).toEqual(['application/json']);
  });
});
