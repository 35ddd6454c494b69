import { OPERATIONS } from '@generated/operations';
import { setBeforeSend } from '@api/seam-hooks';
import { faultFor, faultResponse, preferFor, scenario, scenarioLatency, setScenarioCatalog } from '@api/scenario';
import { loadAreaCatalog } from '@i18n/i18n';
import { parseQuery } from '@lib/query-string';

/**
 * Mock builds only: the operation catalog for QA scenarios, and the scenario from the URL
 * (`?qa[example]=music-only&qa[status]=500&qa[operation]=infoMainThemesTop&qa[latency]=1500`,
 * `?qa[fault]=malformed&qa[operation]=infoPersonTop`) or from this tab's earlier choice.
 */
export function installQaScenarios() {
  // The switch has a catalog of its own, on every page, sign-in included (lingui.config.ts).
  void loadAreaCatalog('qa');
  setScenarioCatalog(OPERATIONS);
  const fromUrl = parseQuery(window.location.search).qa;
  if (fromUrl && typeof fromUrl === 'object') scenario.set(fromUrl as Record<string, unknown>);
  else scenario.restore();
  setBeforeSend(async ({ method, path, headers }) => {
    const latency = scenarioLatency();
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    // Prism cannot send a broken body or drop a connection: the seam takes these as the answer.
    const fault = faultFor(method, path);
    if (fault === 'network') throw new TypeError('Failed to fetch (QA scenario: network fault)');
    if (fault) return faultResponse(fault);
    const prefer = preferFor(method, path);
    if (prefer) headers.Prefer = prefer;
    return undefined;
  });
}
