import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

/**
 * Every generated handler of every tag, answering with the contract's examples. Tests override
 * single operations with `server.use(...)`; a request no handler knows fails the test.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/*/*.msw.ts', { eager: true });

export const generatedHandlers: RequestHandler[] = Object.values(modules).flatMap((module) =>
  Object.entries(module)
    .filter(
      ([name, value]) =>
        /^get[A-Z]\w*Mock$/.test(name) && !/Response|Handler/.test(name) && typeof value === 'function',
    )
    .flatMap(([, factory]) => (factory as () => RequestHandler[])()),
);

export const server = setupServer(...generatedHandlers);
