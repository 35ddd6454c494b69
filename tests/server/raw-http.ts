// HTTP over a bare socket: the request's bytes exactly as given (fetch and curl tidy the
// request-target, resolve `%2e%2e`, refuse duplicate headers), and the answers read back from
// what the server sends, in order.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  /** Header names in lower case; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  text: string;
}

export interface RawOptions {
  /** Answers to wait for before closing (default 1). */
  answers?: number;
  /** Whether to end the sending side once the bytes are written (as a client that gives up would). */
  halfClose?: boolean;
  /** How long to wait for the answers, ms: past it the exchange fails (the server never answered). */
  timeout?: number;
  /** The answers carry no body whatever their Content-Length says (answers to HEAD). */
  head?: boolean;
}

export interface RawExchange {
  answers: RawAnswer[];
  /** Whether the server closed the connection (rather than the client, once it had its answers). */
  closedByServer: boolean;
}

/** Sends `request` to 127.0.0.1:`port` and reads the answers. */
export function exchange(port: number, request: string | Buffer, options: RawOptions = {}): Promise<RawExchange> {
  const wanted = options.answers ?? 1;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    const answers: RawAnswer[] = [];
    let settled = false;
    const finish = (closedByServer: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ answers, closedByServer });
    };
    const timer = setTimeout(() => {
      settled = true;
      socket.destroy();
      reject(new Error(`no ${wanted} answer(s) within ${options.timeout ?? 10_000} ms; got ${answers.length}`));
    }, options.timeout ?? 10_000);
    socket.on('connect', () => {
      socket.write(request);
      if (options.halfClose) socket.end();
    });
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      for (;;) {
        const parsed = parseAnswer(received, options.head ?? false);
        if (!parsed) break;
        answers.push(parsed.answer);
        received = received.subarray(parsed.length);
      }
      if (answers.length >= wanted) finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
  });
}

/** One answer from the start of `bytes`, or undefined while it is incomplete. */
function parseAnswer(bytes: Buffer, head: boolean): { answer: RawAnswer; length: number } | undefined {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine!)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    const name = line.slice(0, at).trim().toLowerCase();
    const value = line.slice(at + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  const length = head ? 0 : Number(headers['content-length'] ?? 0);
  if (bytes.length < end + 4 + length) return undefined;
  const body = bytes.subarray(end + 4, end + 4 + length);
  return { answer: { status, headers, body, text: body.toString('utf8') }, length: end + 4 + length };
}
