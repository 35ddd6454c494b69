import { HttpError } from './errors';

export interface UploadProgress {
  loaded: number;
  total: number;
}

interface UploadRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: FormData;
  signal?: AbortSignal;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * Sends a multipart body with XMLHttpRequest, whose upload events report real progress over
 * HTTP/1.1 (fetch can only stream request bodies over HTTP/2). Resolves with a `Response` so
 * the caller reads it like any other; an HTTP error status rejects with the server's body.
 */
export function uploadWithProgress(request: UploadRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    for (const [key, value] of Object.entries(request.headers)) xhr.setRequestHeader(key, value);
    xhr.responseType = 'blob';
    xhr.upload.onprogress = (event) => {
      request.onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    };
    xhr.onload = () => {
      const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/octet-stream';
      const response = new Response(xhr.status === 204 ? null : (xhr.response as Blob), {
        status: xhr.status,
        headers: { 'Content-Type': contentType },
      });
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(response);
        return;
      }
      void response.text().then((text) => {
        let body: unknown = text || undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // A non-JSON error body is handed back as text.
        }
        reject(new HttpError('http', `Request failed with status code ${xhr.status}`, { status: xhr.status, body }));
      });
    };
    xhr.onerror = () => reject(new HttpError('network', 'Network Error'));
    xhr.ontimeout = () => reject(new HttpError('timeout', 'Timeout exceeded'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });
}
