import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { session } from '@api/session';
import { useSession } from '@api/use-session';
import { createAppRouter } from '@app/router';
import { plainPath, routeKeys } from '@lib/route-meta';
import { ALERTS_PAGE, CABINET_HOME, SECTIONS, pageOfPath, sectionOfPath, tabsOf } from '@lib/sections';
import { cabinetUser } from '../setup/render-app';

type Node = {
  id: string;
  fullPath: string;
  options: { staticData?: Record<string, unknown>; beforeLoad?: unknown };
  parentRoute?: Node;
};

function routes() {
  return Object.values(createAppRouter(createQueryClient(), createMemoryHistory()).routesById) as unknown as Node[];
}

describe('the section registry and the routes', () => {
  const byPath = (list: Node[]) => new Map(list.map((route) => [plainPath(route.fullPath), route]));
  const byId = (list: Node[]) => new Map(list.map((route) => [route.id, route]));

  it('has the name, key and theme each route file declares, on that route', () => {
    const all = byId(routes());
    expect(all.get('/cabinet/info')?.options.staticData).toEqual({
      name: 'CabinetInfo',
      access: 'infopole',
      theme: 'info',
    });
    // The section's one key is its layout's: its pages say none (tests/logic/route-access.test.ts).
    expect(all.get('/cabinet/info/main')?.options.staticData).toEqual({ name: 'CabinetInfoMain' });
    expect(all.get('/cabinet/video/main')?.options.staticData).toEqual({
      name: 'CabinetVideoMain',
      access: 'video_infopole',
    });
    // An index route is the page of its path; a section root's index (a redirect) is no page.
    expect(all.get('/cabinet/reports/')?.options.staticData).toEqual({ name: 'CabinetAllReports' });
    expect(all.get('/cabinet/info/')?.options.staticData).toBeUndefined();
    expect(all.get('/_auth/login')?.options.staticData).toEqual({ name: 'Login' });
  });

  /** The paths of these registry pages that no route has, or whose route carries no name. */
  function unrouted(pages: readonly { path: string }[]): string[] {
    const paths = byPath(routes().filter((route) => typeof route.options.staticData?.name === 'string'));
    return pages.filter((page) => !paths.has(page.path)).map((page) => page.path);
  }

  it('has a named route for every page it lists, and refuses a path no route has', () => {
    const homes = SECTIONS.map((section) => ({ path: section.home }));
    const pages = [CABINET_HOME, ALERTS_PAGE, ...homes, ...SECTIONS.flatMap((section) => section.pages)];
    expect(unrouted(pages)).toEqual([]);
    expect(unrouted([...pages, { path: '/cabinet/info/nowhere' }])).toEqual(['/cabinet/info/nowhere']);
  });

  it('lists every named page route of a section, so each has its title', () => {
    for (const route of routes()) {
      const path = plainPath(route.fullPath);
      const section = sectionOfPath(path);
      let inside = false;
      for (let node: Node | undefined = route.parentRoute; node; node = node.parentRoute)
        inside ||= Boolean(node.options.staticData?.theme);
      // The pages below a section's layout route (not the console's sign-in page beside it).
      if (!section || !inside || !route.options.staticData?.name || path === section.path) continue;
      expect(pageOfPath(path), path).toBeDefined();
    }
  });

  it("has a layout route for every section, with the section's theme", () => {
    const layouts = byPath(routes().filter((route) => route.options.staticData?.theme));
    for (const section of SECTIONS)
      expect(layouts.get(section.path)?.options.staticData?.theme, section.path).toBe(section.theme);
  });

  it("keeps each route's guard its file's, however many routers are made", () => {
    const guard = (list: Node[]) => list.find((route) => route.fullPath === '/cabinet/info')?.options.beforeLoad;
    const first = guard(routes());
    expect(first).toBeTypeOf('function');
    expect(guard(routes())).toBe(first);
  });

  it("lists the tabs of one menu entry with their labels, and their keys are their routes'", () => {
    const keys = routeKeys(createAppRouter(createQueryClient(), createMemoryHistory()).routesById);
    const tabs = tabsOf('/cabinet/video/sources/video');
    expect(tabs.map((tab) => [tab.path, tab.tab?.message, keys.get(tab.path)?.join()])).toEqual([
      ['/cabinet/video/sources/video', 'Streams', 'video'],
      ['/cabinet/video/sources/source', 'Stream discovery', 'video'],
      ['/cabinet/video/sources/person', 'Persons', 'video_infopole'],
      ['/cabinet/video/sources/entity', 'Objects', 'video_infopole'],
    ]);
    expect(tabsOf('/cabinet/info/main')).toEqual([]);
  });
});

describe('useSession', () => {
  afterEach(() => session.signOut('cabinet'));

  function Name() {
    const user = useSession((state) => state.user);
    const { jwt_token } = useSession();
    return <p>{user ? `${user.first_name}, ${jwt_token ? 'signed in' : 'no token'}` : 'nobody'}</p>;
  }

  it('follows sign-in and sign-out, whole or by the part selected', () => {
    render(<Name />);
    screen.getByText('nobody');
    act(() => session.signInCabinet('token', cabinetUser({ infopole: true })));
    screen.getByText('Анна, signed in');
    act(() => session.signOut('cabinet'));
    screen.getByText('nobody');
  });
});
