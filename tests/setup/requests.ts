import { server } from './msw-server';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body, the FormData of a multipart body, the text of anything else; undefined without one. */
  body: unknown;
  /** Whether the body has been read yet. */
  read: boolean;
}

/**
 * Records every request the app sends to the mock server from now until the test ends (the
 * setup file removes the listener), with its body read as the server would.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body: undefined,
      read: false,
    };
    requests.push(entry);
    pending.push(
      (async () => {
        const type = request.headers.get('content-type') ?? '';
        const copy = request.clone();
        if (type.includes('json')) entry.body = await copy.json().catch(() => undefined);
        else if (type.includes('multipart/form-data')) entry.body = await copy.formData().catch(() => undefined);
        else if (request.method !== 'GET' && request.method !== 'HEAD')
          entry.body = (await copy.text().catch(() => '')) || undefined;
        entry.read = true;
      })(),
    );
  });
  return {
    all: requests,
    /** The requests to one path, in order. */
    to: (path: string) => requests.filter((request) => request.path === path),
    /** The bodies sent to one path so far, in order (those read already; use inside `waitFor`). */
    bodies: (path: string) =>
      requests.filter((request) => request.path === path && request.read).map((request) => request.body),
    /** Waits until every body recorded so far has been read. */
    settled: () => Promise.all(pending),
  };
}
