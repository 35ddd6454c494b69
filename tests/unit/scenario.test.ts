import { afterEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../generated/operations';
import { normalizeScenario, operationFor, preferFor, scenario, scenarioLatency, setScenarioCatalog } from '../../src/api/scenario';

setScenarioCatalog(OPERATIONS);
afterEach(() => scenario.set({}));

describe('QA scenarios', () => {
  it('find the operation of a call, path parameters included', () => {
    expect(operationFor('GET', '/api/v1/user/get')?.id).toBe('userGet');
    expect(operationFor('get', '/api/v1/rsp/report/701/download')?.id).toBe('rspReportDownload');
    expect(operationFor('POST', '/api/v1/rsp/report/701/download')).toBeUndefined();
  });

  it('ask the mock for a named example only where the contract has it', () => {
    scenario.set({ example: 'music-only' });
    expect(preferFor('GET', '/api/v1/user/get')).toBe('example=music-only');
    expect(preferFor('POST', '/api/v1/user/login')).toBe('example=music-only');
    expect(preferFor('POST', '/api/v1/info/themes/top')).toBeUndefined();
    scenario.set({ example: 'empty' });
    expect(preferFor('POST', '/api/v1/info/themes/top')).toBe('example=empty');
  });

  it('force a documented status for one operation or for all', () => {
    scenario.set({ status: 500, operation: 'infoMainThemesTop' });
    expect(preferFor('POST', '/api/v1/info/main/themes/top')).toBe('code=500');
    expect(preferFor('POST', '/api/v1/info/themes/top')).toBeUndefined();
    scenario.set({ status: 403 });
    expect(preferFor('POST', '/api/v1/info/themes/top')).toBe('code=403');
    expect(preferFor('POST', '/api/v1/user/login')).toBeUndefined();
  });

  it('add latency and drop malformed values', () => {
    scenario.set({ latency: 1500 });
    expect(scenarioLatency()).toBe(1500);
    expect(normalizeScenario({ example: 'x y', status: '999', operation: 'a-b', latency: -3 })).toEqual({});
    expect(normalizeScenario({ example: 'empty', status: '500', latency: '99999' })).toEqual({ example: 'empty', status: 500, latency: 30000 });
  });

  it('last for the tab', () => {
    scenario.set({ example: 'empty' });
    scenario.restore();
    expect(scenario.get()).toEqual({ example: 'empty' });
  });
});
