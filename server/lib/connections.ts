// What Node's HTTP parser refuses before a request exists (a bad method, a control character in
// the target, a duplicate or invalid Content-Length, a body cut short, a head over 16 KiB) gets the
// contract's error body too, and the connection closes: 400 (`ValidationError`), 431 for a head
// too large, 408 for one too slow. Without this, Node answers such a request with a bare status
// line or none at all.
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const refused = (field: string, message: string): Answer => ({
  status: 400,
  body: { message: 'The request is malformed.', code: 'validation_failed', errors: { [field]: [message] } },
});

/** The answer to a parser error, by its code. */
export function clientErrorAnswer(code: string | undefined): Answer {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: { message: 'The request line and headers are larger than 16 KiB.', code: 'headers_too_large' },
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADER_TIMEOUT':
      return { status: 408, body: { message: 'The request took too long to arrive.', code: 'request_timeout' } };
    case 'HPE_INVALID_METHOD':
      return refused('method', 'The method is not one HTTP knows.');
    case 'HPE_INVALID_URL':
      return refused('target', 'The request-target holds a character that must be percent-encoded.');
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_CONTENT_LENGTH':
      return refused(
        'Content-Length',
        'Content-Length is given more than once, is not a number, or comes with Transfer-Encoding.',
      );
    case 'HPE_INVALID_EOF_STATE':
      return refused('body', 'The body ended before its Content-Length.');
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CHUNK_SIZE':
      return refused('body', 'The chunked body is malformed.');
    case 'HPE_INVALID_HEADER_TOKEN':
    case 'HPE_LF_EXPECTED':
    case 'HPE_CR_EXPECTED':
      return refused(
        'headers',
        'A header is malformed (a control character, a space before the colon, a folded line).',
      );
    default:
      return refused('request', 'The request is not well-formed HTTP/1.1.');
  }
}

/**
 * Answers the parser's errors on `server`, and CONNECT (which Node hands over as a bare
 * connection, and would otherwise close without a word): this server is no proxy. A request still being read when its connection turns
 * out malformed (its body cut short) gets the answer itself; bytes after a request that is being
 * answered (a body longer than its Content-Length) get theirs once that answer has gone.
 */
export function answerClientErrors(server: Server): void {
  const serving = new WeakMap<Duplex, ServerResponse>();
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    serving.set(request.socket, response);
    response.once('close', () => {
      if (serving.get(request.socket) === response) serving.delete(request.socket);
    });
  });
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = clientErrorAnswer(error.code);
    const response = serving.get(socket);
    if (response && !response.headersSent && !response.req.complete) {
      const text = JSON.stringify(answer.body);
      response.writeHead(answer.status, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'Cache-Control': 'no-store',
        Connection: 'close',
      });
      response.end(text);
      return;
    }
    if (response) response.once('close', () => reply(socket, answer));
    else reply(socket, answer);
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    reply(socket, refused('method', 'CONNECT is not served: this server is no proxy.')),
  );
}

/** Writes the answer on the bare connection, then closes it (reading what still comes for a moment, so it is not lost to a reset). */
function reply(socket: Duplex, { status, body }: Answer): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
  );
  socket.on('data', () => {});
  socket.once('end', () => socket.destroy());
  const linger = setTimeout(() => socket.destroy(), 2000);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
