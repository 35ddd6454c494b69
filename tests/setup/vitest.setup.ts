import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installAnswerCheck } from '@app/answer-shapes';
import { clearStorage } from './clear-storage';
import { server } from './msw-server';

// `waitFor` and `find…` wait up to 5 s: on a busy two-core machine a screen can take more than the
// default second to settle, and a test that passes only on an idle machine is a flaky test.
configure({ asyncUtilTimeout: 5000 });

// The test DOM lays nothing out, and its IntersectionObserver never reports: here every observed
// element is in view at once, so what waits to come near the screen (src/ui/when-near.tsx) shows.
class InViewObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;

// As in the app: every JSON answer is checked against the contract's shape of its operation.
installAnswerCheck();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  // Request recorders (tests/setup/requests.ts) last for one test.
  server.events.removeAllListeners();
  cleanup();
  // Drafts and remembered pages live in session storage: one test's never reach the next.
  clearStorage();
});
afterAll(() => server.close());
