import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS } from '@generated/operations';
import { HttpError } from '@api/errors';
import { apiRequest, setBeforeSend } from '@api/http';
import {
  faultFor,
  faultResponse,
  normalizeScenario,
  operationFor,
  preferFor,
  scenario,
  scenarioLatency,
  setScenarioCatalog,
} from '@api/scenario';
import { session } from '@api/session';
import { installQaScenarios } from '@app/qa';

setScenarioCatalog(OPERATIONS);
// The calls below are secured: they leave only with a cabinet token.
beforeEach(() =>
  session.signInCabinet('cabinet-jwt', {
    id: 1,
    first_name: 'Анна',
    last_name: 'Смирнова',
    email: 'a@b.ru',
    phone: '+7 495 1234567',
    permissions: { all: true },
  }),
);
afterEach(() => {
  session.signOut('cabinet');
  scenario.set({});
  setBeforeSend(undefined);
  window.history.replaceState(null, '', '/');
});

const personTop = () =>
  apiRequest({ url: '/api/v1/info/person/top', method: 'POST', data: {} }).catch((e: unknown) => e);
const themesTop = () =>
  apiRequest({ url: '/api/v1/info/themes/top', method: 'POST', data: {} }).catch((e: unknown) => e);

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
    expect(normalizeScenario({ example: 'empty', status: '500', latency: '99999' })).toEqual({
      example: 'empty',
      status: 500,
      latency: 30000,
    });
  });

  it('last for the tab', () => {
    scenario.set({ example: 'empty' });
    scenario.restore();
    expect(scenario.get()).toEqual({ example: 'empty' });
  });
});

describe('QA faults', () => {
  it('apply to the chosen operation only, or to every one', () => {
    scenario.set({ fault: 'malformed', operation: 'infoPersonTop' });
    expect(faultFor('POST', '/api/v1/info/person/top')).toBe('malformed');
    expect(faultFor('POST', '/api/v1/info/themes/top')).toBeUndefined();
    scenario.set({ fault: 'network' });
    expect(faultFor('POST', '/api/v1/info/themes/top')).toBe('network');
    expect(faultFor('POST', '/api/v1/not/in/the/contract')).toBeUndefined();
  });

  it('are kept only when known', () => {
    expect(normalizeScenario({ fault: 'wrong-shape', operation: 'infoPersonTop' })).toEqual({
      fault: 'wrong-shape',
      operation: 'infoPersonTop',
    });
    expect(normalizeScenario({ fault: 'meltdown' })).toEqual({});
  });

  it('answer a cut-short JSON body and a well-formed body of another shape', async () => {
    await expect(faultResponse('malformed').text()).resolves.toBe('{"items": [');
    const wrong = faultResponse('wrong-shape');
    expect(wrong.status).toBe(200);
    expect(wrong.headers.get('Content-Type')).toBe('application/json');
    await expect(wrong.json()).resolves.toEqual({ unexpected: true });
  });

  it('come from a link and reach the screens through the seam', async () => {
    window.history.replaceState(null, '', '/cabinet/info/persons?qa[fault]=malformed&qa[operation]=infoPersonTop');
    installQaScenarios();
    expect(scenario.get()).toEqual({ fault: 'malformed', operation: 'infoPersonTop' });
    const error = await personTop();
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
    // Other operations still reach the server (here the generated mock handlers).
    expect(await themesTop()).not.toBeInstanceOf(Error);

    // The seam checks the answer's shape: a body of another shape fails the call on its own terms.
    scenario.set({ fault: 'wrong-shape', operation: 'infoPersonTop' });
    expect(await personTop()).toMatchObject({ kind: 'shape', status: 200, answer: { unexpected: true } });

    scenario.set({ fault: 'network', operation: 'infoPersonTop' });
    expect(await personTop()).toMatchObject({ kind: 'network' });
  });
});
