import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The app's router built with the landing switch as a build would set it. */
async function landAt(path: string, landing: string | undefined) {
  if (landing) vi.stubEnv('VITE_LANDING', landing);
  vi.resetModules();
  const { createAppRouter } = await import('@app/router');
  const { createQueryClient } = await import('@api/query-client');
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router.state;
}

describe('the landing switch', () => {
  it('is off by default: / goes to login', async () => {
    expect((await landAt('/', undefined)).location.pathname).toBe('/login');
  });

  it('when switched on at build time, / shows the landing page', async () => {
    const state = await landAt('/', 'on');
    expect(state.location.pathname).toBe('/');
    expect(state.matches.at(-1)?.staticData.name).toBe('Landing');
  });
});
