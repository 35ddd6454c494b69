import type { QueryClient } from '@tanstack/react-query';
import { scenario, type Scenario } from '@api/scenario';

/**
 * Puts a QA scenario in force and asks every answer on screen again under it. A call still on its
 * way was made under the scenario before, so it is cancelled first: a refetch would otherwise take
 * over a first fetch in flight (TanStack Query cancels only one whose query already has data), and
 * its answer would land as if the new scenario did not apply to it.
 */
export async function applyScenario(next: Scenario, client: QueryClient | undefined): Promise<void> {
  scenario.set(next);
  if (!client) return;
  await client.cancelQueries();
  await client.invalidateQueries();
}
