import { createMemoryHistory } from '@tanstack/react-router';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { session, type Permissions } from '@api/session';
import { createAppRouter } from '@app/router';
import { ACCESS_KEYS, type AccessKey } from '@lib/access';
import { recordLocation } from '@lib/previous-location';

const PUBLIC = new Set([
  '/login',
  '/registration',
  '/password-recovery',
  '/new-password',
  '/admin/login',
  '/unauthorized',
]);
/** Routes that only send the person on, and where to. */
const REDIRECTS: Record<string, string> = {
  '/cabinet/music': '/cabinet/music/main',
  '/cabinet/info': '/cabinet/info/main',
  '/cabinet/video': '/cabinet/video/main',
  '/cabinet/video/sources': '/cabinet/video/sources/video',
};

interface RouteRow {
  path: string;
  access?: AccessKey;
  section: 'cabinet' | 'admin' | 'public';
}

/** Every leaf route of the table with the access key declared on it or on a parent. */
function routeTable(): RouteRow[] {
  const router = createAppRouter(createQueryClient(), createMemoryHistory());
  const rows: RouteRow[] = [];
  type Node = {
    id: string;
    fullPath: string;
    children?: unknown;
    options: { staticData?: { access?: AccessKey } };
    parentRoute?: unknown;
  };
  const leaves = (Object.values(router.routesById) as Node[]).filter(
    (route) =>
      route.id !== '__root__' &&
      (!route.children ||
        (Array.isArray(route.children)
          ? route.children.length === 0
          : Object.keys(route.children as object).length === 0)),
  );
  for (const route of leaves) {
    const path = route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '');
    let access: AccessKey | undefined;
    for (let node: Node | undefined = route; node; node = node.parentRoute as Node | undefined) {
      access ??= node.options?.staticData?.access;
    }
    const section = PUBLIC.has(path) || path === '/' ? 'public' : path.startsWith('/admin') ? 'admin' : 'cabinet';
    rows.push({ path, access, section });
  }
  return rows;
}

async function land(path: string): Promise<string> {
  const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  await waitFor(() => expect(router.state.status).toBe('idle'));
  return router.state.location.href;
}

function user(permissions: Permissions) {
  return { id: 1, first_name: 'Анна', last_name: 'Смирнова', email: 'a@b.ru', phone: '+7 495 123-45-67', permissions };
}

const table = routeTable();
const cabinetRows = table.filter((row) => row.section === 'cabinet');
const adminRows = table.filter((row) => row.section === 'admin');

afterEach(() => {
  session.signOut('cabinet');
  session.signOut('admin');
});

describe('the route table', () => {
  it('holds every route of the specification', () => {
    const paths = table.map((row) => row.path);
    for (const path of [
      '/',
      '/registration',
      '/login',
      '/password-recovery',
      '/new-password',
      '/cabinet',
      '/cabinet/reports',
      '/cabinet/music',
      '/cabinet/music/main',
      '/cabinet/music/reports',
      '/cabinet/music/upload',
      '/cabinet/music/upload/history',
      '/cabinet/info',
      '/cabinet/info/main',
      '/cabinet/info/pivot',
      '/cabinet/info/stories',
      '/cabinet/info/persons',
      '/cabinet/info/broadcast',
      '/cabinet/info/themes',
      '/cabinet/info/reports',
      '/cabinet/info/channels-statistic',
      '/cabinet/info/sources',
      '/cabinet/info/entities',
      '/cabinet/video',
      '/cabinet/video/main',
      '/cabinet/video/persons',
      '/cabinet/video/entities',
      '/cabinet/video/search',
      '/cabinet/video/reports',
      '/cabinet/video/sources',
      '/cabinet/video/sources/video',
      '/cabinet/video/sources/source',
      '/cabinet/video/sources/person',
      '/cabinet/video/sources/entity',
      '/admin',
      '/admin/music/upload/history',
      '/admin/reports',
      '/admin/sources',
      '/admin/login',
      '/unauthorized',
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it('declares the keys of the specification', () => {
    const key = (path: string) => table.find((row) => row.path === path)?.access;
    expect(key('/cabinet/reports')).toBe('rsp');
    expect(key('/cabinet/music/upload/history')).toBe('music');
    expect(key('/cabinet/info/entities')).toBe('infopole');
    expect(key('/cabinet/video/main')).toBe('video_infopole');
    expect(key('/cabinet/video/search')).toBe('video');
    expect(key('/cabinet/video/sources/source')).toBe('video');
    expect(key('/cabinet/video/sources/entity')).toBe('video_infopole');
    expect(key('/cabinet')).toBeUndefined();
  });
});

describe('without a token', () => {
  it.each(cabinetRows.map((row) => [row.path]))('%s goes to the cabinet login with the full path', async (path) => {
    const href = await land(`${path}?limit=10#top`);
    expect(href).toBe(`/login?redirect=${encodeURIComponent(`${path}?limit=10#top`)}`);
  });

  it.each(adminRows.map((row) => [row.path]))('%s goes to the admin login with the full path', async (path) => {
    expect(await land(path)).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`);
  });

  it.each(['/login', '/registration', '/password-recovery', '/new-password', '/admin/login', '/unauthorized'])(
    '%s opens',
    async (path) => {
      expect(await land(path)).toBe(path);
    },
  );

  it('/ goes to login while the landing page is off', async () => {
    expect(await land('/')).toBe('/login');
  });
});

describe('with the cabinet token', () => {
  const expected = (row: RouteRow, permissions: Permissions) => {
    const target = REDIRECTS[row.path] ?? row.path;
    const targetRow = table.find((r) => r.path === target) ?? row;
    const holds = (key: AccessKey | undefined) => !key || Boolean(permissions.all || permissions[key]);
    return holds(row.access) && holds(targetRow.access) ? target : '/unauthorized';
  };

  const scenarios: [string, Permissions][] = [
    ['no permissions', {}],
    ...ACCESS_KEYS.map((key): [string, Permissions] => [`only ${key}`, { [key]: true }]),
    ['all', { all: true }],
  ];

  describe.each(scenarios)('and %s', (_name, permissions) => {
    it.each(cabinetRows.map((row) => [row.path, row] as const))('%s', async (_path, row) => {
      session.signInCabinet('jwt', user(permissions));
      const href = await land(row.path);
      if (row.path === '/cabinet/video' && !permissions.all && !permissions.video_infopole && permissions.video) {
        // A video-only user starts the video section at search, the first page they may see.
        expect(href).toBe('/cabinet/video/search');
      } else {
        expect(href).toBe(expected(row, permissions));
      }
    });
  });

  it.each(adminRows.map((row) => [row.path]))('%s still needs the admin token', async (path) => {
    session.signInCabinet('jwt', user({ all: true }));
    expect(await land(path)).toBe(`/admin/login?redirect=${encodeURIComponent(path)}`);
  });

  it('sends a signed-in person from /login and /registration back to the page they were on', async () => {
    session.signInCabinet('jwt', user({ all: true }));
    sessionStorage.clear();
    expect(await land('/login')).toBe('/cabinet');
    expect(await land('/registration')).toBe('/cabinet');
    expect(await land('/password-recovery')).toBe('/password-recovery');
    // As the router records them: overview, themes, persons, then the sign-in page itself.
    for (const page of [
      '/cabinet/info/main?limit=5',
      '/cabinet/info/themes',
      '/cabinet/info/persons?person=3',
      '/login',
    ])
      recordLocation(page);
    expect(await land('/login')).toBe('/cabinet/info/persons?person=3');
    // A later page of another section is where the person was, not an earlier one of the first.
    recordLocation('/cabinet/video/main');
    expect(await land('/registration')).toBe('/cabinet/video/main');
    // A console page is not a cabinet page to go back to.
    recordLocation('/admin/sources');
    expect(await land('/login')).toBe('/cabinet/video/main');
  });

  it("keeps where the person was across a full page load (the tab's storage)", async () => {
    session.signInCabinet('jwt', user({ all: true }));
    sessionStorage.clear();
    recordLocation('/cabinet/music/reports?page=2');
    vi.resetModules();
    const { createAppRouter: fresh } = await import('@app/router');
    const router = fresh(createQueryClient(), createMemoryHistory({ initialEntries: ['/login'] }));
    await router.load();
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.location.href).toBe('/cabinet/music/reports?page=2');
  });

  it('goes from / to the cabinet', async () => {
    session.signInCabinet('jwt', user({ all: true }));
    expect(await land('/')).toBe('/cabinet');
    session.signInAdmin('adm', { id: 2001, name: 'Сергей Павлов', email: 's.pavlov@mediamonitor.ru' });
    expect(await land('/')).toBe('/cabinet');
  });
});

describe('with the admin token', () => {
  it('goes from / to the admin console: signed in is either token', async () => {
    session.signInAdmin('adm', { id: 2001, name: 'Сергей Павлов', email: 's.pavlov@mediamonitor.ru' });
    expect(await land('/')).toBe('/admin');
  });

  it('sends a signed-in administrator from /admin/login back to the console page they were on, never to a cabinet page', async () => {
    session.signInAdmin('adm', { id: 2001, name: 'Сергей Павлов', email: 's.pavlov@mediamonitor.ru' });
    sessionStorage.clear();
    expect(await land('/admin/login')).toBe('/admin');
    recordLocation('/admin/sources?q=radio');
    recordLocation('/cabinet/info/main');
    expect(await land('/admin/login')).toBe('/admin/sources?q=radio');
    // The cabinet's sign-in pages test the cabinet's token: an administrator may still sign in there.
    expect(await land('/login')).toBe('/login');
  });

  it.each(adminRows.map((row) => [row.path]))('%s opens', async (path) => {
    session.signInAdmin('adm', { id: 2001, name: 'Сергей Павлов', email: 's.pavlov@mediamonitor.ru' });
    expect(await land(path)).toBe(path);
  });

  it.each(cabinetRows.map((row) => [row.path]))('%s still needs the cabinet JWT', async (path) => {
    session.signInAdmin('adm', { id: 2001, name: 'Сергей Павлов', email: 's.pavlov@mediamonitor.ru' });
    expect(await land(path)).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });
});
