import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { createAppRouter } from '@app/router';
import { currentMenuItem, menuItems } from '@features/shell/section-menu';
import { routeKeys } from '@lib/route-meta';
import { sectionByKey } from '@lib/sections';

// The keys the menus read are the route files' own, from the router's route tree.
const keys = routeKeys(createAppRouter(createQueryClient(), createMemoryHistory()).routesById);

describe('a section menu', () => {
  const video = sectionByKey('video');
  const reports = sectionByKey('reports');

  it('has one entry for the tabs of one screen, current on every tab', () => {
    const items = menuItems(video, { video: true, video_infopole: true }, keys);
    const sources = items.find((item) => item.entry.path === '/cabinet/video/sources/video');
    expect(sources?.paths).toEqual([
      '/cabinet/video/sources/video',
      '/cabinet/video/sources/source',
      '/cabinet/video/sources/person',
      '/cabinet/video/sources/entity',
    ]);
    for (const tab of sources?.paths ?? []) expect(currentMenuItem(items, tab)).toBe(sources);
    expect(items.filter((item) => item.entry.path.includes('/sources/'))).toHaveLength(1);
  });

  it('leads someone who may open only some tabs to the first of them', () => {
    const items = menuItems(video, { video_infopole: true }, keys);
    expect(items.find((item) => item.entry.path === '/cabinet/video/sources/video')?.to).toBe(
      '/cabinet/video/sources/person',
    );
    expect(items.map((item) => item.entry.path)).not.toContain('/cabinet/video/search');
  });

  it('marks a page reached from another, below it, under the deepest entry that holds it', () => {
    const items = menuItems(reports, { rsp: true }, keys);
    expect(currentMenuItem(items, '/cabinet/reports')?.entry.path).toBe('/cabinet/reports');
    expect(currentMenuItem(items, '/cabinet/reports/transcription')?.entry.path).toBe('/cabinet/reports/transcription');
    expect(currentMenuItem(items, '/cabinet/reports/transcription/report')?.entry.path).toBe(
      '/cabinet/reports/transcription',
    );
  });
});
