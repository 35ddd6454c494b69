import { describe, expect, it } from 'vitest';
import { OPEN_PATHS } from '@api/config';
import { operations } from './load';

/**
 * Every call of section 7 of the product specification. Where the specification names the path
 * and method, the contract must have exactly that; where it only names the call, the operation
 * designed for it is named here by its operationId.
 */
const GIVEN: [method: string, path: string][] = [
  ['POST', '/api/v1/playlist/get_data'],
  ['POST', '/api/v1/signin'],
  ['POST', '/api/v1/signout'],
  ['POST', '/api/v1/geo/list'],
  ['POST', '/api/v1/uploads/tracks'],
  ['POST', '/api/v1/uploads/list'],
  ['POST', '/api/v1/channels/list'],
  ['POST', '/api/v1/channels/edit'],
  ['POST', '/api/v1/channels/create'],
  ['POST', '/api/v1/channels/delete'],
  ['POST', '/api/v1/music/report'],
  ['POST', '/api/v1/music/report/download'],
  ['GET', '/api/v1/user/get'],
  ['POST', '/api/v1/user/edit'],
  ['POST', '/api/v1/user/registration'],
  ['POST', '/api/v1/user/login'],
  ['POST', '/api/v1/user/logout'],
  ['POST', '/api/v1/user/password/recovery'],
  ['POST', '/api/v1/user/password/recovery/accept'],
  ['POST', '/api/v1/info/themes/top'],
  ['POST', '/api/v1/info/stories/top'],
  ['POST', '/api/v1/info/channels/top'],
  ['POST', '/api/v1/info/sentiment/get'],
  ['POST', '/api/v1/info/person/top'],
  ['POST', '/api/v1/info/music/get'],
  ['POST', '/api/v1/info/markers/top'],
  ['POST', '/api/v1/timeline/broadcast/list'],
  ['GET', '/api/v1/timeline/program/get'],
  ['GET', '/api/v1/timeline/segment/get'],
  ['GET', '/api/v1/rsp/report/{id}/download'],
];

/** Named by the specification with a path but no method. */
const PATH_ONLY = [
  '/api/StreamHunter/list',
  '/api/StreamHunter/item',
  '/api/v1/music/themes/top/list',
  '/api/v1/music/stories/list',
  '/api/v1/music/statistics',
  '/api/v1/music/upload/track',
  '/api/v1/music/upload/list',
  '/api/v1/stream/type/list',
  '/api/v1/stream/kind/list',
  '/api/v1/stream/list',
  '/api/v1/stream/add',
  '/api/v1/statistics/themes',
  '/api/v1/statistics/stories',
  '/api/v1/statistics/story',
  '/api/v1/statistics/persons',
  '/api/v1/statistics/channels',
  '/api/v1/statistics/markers',
  '/api/v1/theme/list',
  '/api/v1/transcription/list',
  '/api/v1/transcription/report',
  '/api/v1/transcription/create',
  '/api/v1/rsp/report/list',
];

/** Named by the specification without a path: the operation designed for each. */
const DESIGNED: Record<string, string> = {
  'persons cloud': 'infoPersonCloud',
  'themes list (fixed 16 theme_id values)': 'infoThemesList',
  'info reports': 'infoReportsList',
  'reports file link': 'infoReportsFileLink',
  'reports file (blob)': 'infoReportsFile',
  'main top themes': 'infoMainThemesTop',
  'main stories list': 'infoMainStoriesList',
  'demand stream create': 'streamDemandCreate',
  'video objects top': 'videoObjectsTop',
  'video objects statistics': 'videoObjectsStatistics',
  'video objects statistics/channels': 'videoObjectsStatisticsChannels',
  'video objects list': 'videoObjectsList',
  'video objects add': 'videoObjectsAdd',
  'video persons top': 'videoPersonsTop',
  'video persons list': 'videoPersonsList',
  'video persons add': 'videoPersonsAdd',
  'video persons statistics': 'videoPersonsStatistics',
  'video persons statistics/channels': 'videoPersonsStatisticsChannels',
  'video content charts': 'videoContentCharts',
  'video content details': 'videoContentDetails',
  'video content statistics/channels': 'videoContentStatisticsChannels',
  'video content statistics': 'videoContentStatistics',
  'video content category list': 'videoContentCategoryList',
  'video content add (form data)': 'videoContentAdd',
  'video content list': 'videoContentList',
  'video report task add': 'videoReportTaskAdd',
  'video report task list': 'videoReportTaskList',
  'video report download (blob)': 'videoReportDownload',
};

/**
 * Not named by the specification at all: operations added for a need it leaves open, each with
 * the reason (`x-spec: added`).
 */
const ADDED: Record<string, string> = {
  // The order form's channels, readable with the transcription pages' own key (decision 005).
  transcriptionChannels: 'the TV and radio channels a transcription can be ordered for',
  // Alerts, an optional extension (x-optional): rules, notifications and the daily digest.
  alertsList: 'the account’s alert rules',
  alertsCreate: 'a new alert rule',
  alertsEdit: 'an alert rule written anew',
  alertsDelete: 'an alert rule deleted',
  alertsPause: 'an alert rule paused',
  alertsResume: 'an alert rule resumed',
  notificationsList: 'the account’s notifications',
  notificationsRead: 'notifications marked read',
  notificationsUnread: 'the unread count the bell shows',
  digestGet: 'the daily digest’s settings',
  digestEdit: 'the daily digest set',
};

describe('every call of the specification is in the contract', () => {
  it.each(GIVEN)('%s %s, marked as given', (method, path) => {
    const op = operations.find((o) => o.method === method && o.path === path);
    expect(op, `${method} ${path}`).toBeDefined();
    expect(op?.spec).toBe('given');
  });

  it.each(PATH_ONLY)('%s, marked as given', (path) => {
    const found = operations.filter((o) => o.path === path);
    expect(found).toHaveLength(1);
    expect(found[0]?.spec).toBe('given');
  });

  it.each(Object.entries(DESIGNED))('%s → %s, marked as designed', (_call, operationId) => {
    const op = operations.find((o) => o.operationId === operationId);
    expect(op, operationId).toBeDefined();
    expect(op?.spec).toBe('designed');
  });

  it.each(Object.entries(ADDED))('%s (%s), marked as added', (operationId) => {
    const op = operations.find((o) => o.operationId === operationId);
    expect(op, operationId).toBeDefined();
    expect(op?.spec).toBe('added');
  });

  it('has nothing beyond them but the operations added', () => {
    const named = new Set([
      ...Object.keys(ADDED)
        .map((id) => operations.find((o) => o.operationId === id))
        .map((o) => `${o?.method} ${o?.path}`),
      ...GIVEN.map(([method, path]) => `${method} ${path}`),
      ...PATH_ONLY.map((path) => operations.find((o) => o.path === path)).map((o) => `${o?.method} ${o?.path}`),
      ...Object.values(DESIGNED)
        .map((id) => operations.find((o) => o.operationId === id))
        .map((o) => `${o?.method} ${o?.path}`),
    ]);
    expect(operations.map((o) => `${o.method} ${o.path}`).filter((key) => !named.has(key))).toEqual([]);
  });

  it('gives the music report to both sections and the rest to one', () => {
    const both = operations
      .filter((o) => o.section === 'both')
      .map((o) => o.operationId)
      .sort();
    expect(both).toEqual(['musicReport', 'musicReportDownload']);
    for (const op of operations) expect(['cabinet', 'admin', 'both']).toContain(op.section);
  });

  it('secures every call but sign-in, login, registration and recovery', () => {
    const open = operations
      .filter((o) => Array.isArray(o.operation.security) && o.operation.security.length === 0)
      .map((o) => o.operationId)
      .sort();
    expect(open).toEqual([
      'signin',
      'userLogin',
      'userPasswordRecovery',
      'userPasswordRecoveryAccept',
      'userRegistration',
    ]);
    const admin = operations.filter((o) => o.section === 'admin' && o.operationId !== 'signin');
    for (const op of admin) expect(op.operation.security, op.operationId).toEqual([{ adminToken: [] }]);
  });

  it('lists for the seam exactly the paths served without a token', () => {
    const open = operations
      .filter((o) => Array.isArray(o.operation.security) && o.operation.security.length === 0)
      .map((o) => o.path)
      .sort();
    expect([...OPEN_PATHS].sort()).toEqual(open);
  });
});
