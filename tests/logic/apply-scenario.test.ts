import { afterEach, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { scenario } from '@api/scenario';
import { applyScenario } from '@features/qa/apply-scenario';

afterEach(() => scenario.set({}));

it('asks a first call still on its way again under the new scenario, so its old answer never lands', async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let release: (value: string) => void = () => undefined;
  let calls = 0;
  // The scenario applies when a call is sent, as the seam's hook does: the first call goes out
  // before the fault is set and its answer is held; any call sent after it fails.
  const observer = new QueryObserver(client, {
    queryKey: ['themes'],
    queryFn: ({ signal }) => {
      calls += 1;
      if (scenario.get().fault === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return new Promise<string>((resolve, reject) => {
        release = resolve;
        signal.addEventListener('abort', () => reject(signal.reason as Error));
      });
    },
  });
  const states: string[] = [];
  const unsubscribe = observer.subscribe((result) => states.push(result.status));
  expect(observer.getCurrentResult().fetchStatus).toBe('fetching');

  await applyScenario({ fault: 'network', operation: 'infoMainThemesTop' }, client);
  release('the answer made before the fault');
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(calls).toBe(2);
  expect(observer.getCurrentResult().status).toBe('error');
  expect(observer.getCurrentResult().data).toBeUndefined();
  expect(states).not.toContain('success');
  unsubscribe();
  client.clear();
});
