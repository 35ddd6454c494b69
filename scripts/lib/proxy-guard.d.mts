import type { IncomingMessage, ServerResponse } from 'node:http';

export function resolvedPath(target: string): string | undefined;
export function staysWithin(target: string, prefix: string): boolean;
export function proxyGuard(
  prefix: string,
): (request: IncomingMessage, response: ServerResponse | undefined) => string | false | undefined;
