// A silent stand-in for @tanstack/devtools-event-client, which TanStack Form loads to talk to
// the TanStack devtools. The product ships no devtools, and the real client (1.4 KB gzip on the
// sign-in page) keeps trying to reach a devtools bus every second. Form only calls `emit` and
// `on`; here they do nothing.
export class EventClient {
  constructor(_options?: unknown) {}

  emit(_event: string, _payload?: unknown): void {}

  on(_event: string, _callback: (...args: unknown[]) => void, _options?: unknown): () => void {
    return () => {};
  }
}
