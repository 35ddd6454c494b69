import { createMemoryHistory } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@api/query-client';
import { session } from '@api/session';
import { useSession } from '@api/use-session';
import { createAppRouter } from '@app/router';
import { SECTIONS, tabsOf } from '@lib/sections';
import { registryMeta } from '@routes/-guards';
import { cabinetUser } from '../setup/render-app';

type Node = { id: string; fullPath: string; options: { staticData?: Record<string, unknown>; beforeLoad?: unknown } };

function routes() {
  return Object.values(createAppRouter(createQueryClient(), createMemoryHistory()).routesById) as unknown as Node[];
}

describe('the section registry and the routes', () => {
  it('names a section for its layout route and a page for its page route, by path', () => {
    expect(registryMeta('/cabinet/info', true)).toEqual({ name: 'CabinetInfo', access: 'infopole', theme: 'info' });
    expect(registryMeta('/cabinet/info/main', false)).toEqual({ name: 'CabinetInfoMain', access: 'infopole', theme: 'info' });
    // An index route is the page of its path; a section root's index (a redirect) is no page.
    expect(registryMeta('/cabinet/reports/', false)).toEqual({ name: 'CabinetAllReports', access: 'rsp', theme: 'reports' });
    expect(registryMeta('/cabinet/info/', false)).toBeUndefined();
    expect(registryMeta('/login', false)).toBeUndefined();
  });

  it('has a route for every page it lists, which carries the page\'s name and key', () => {
    const byPath = new Map(routes().map((route) => [route.fullPath.length > 1 ? route.fullPath.replace(/\/$/, '') : route.fullPath, route]));
    for (const page of SECTIONS.flatMap((section) => section.pages)) {
      const route = byPath.get(page.path);
      expect(route, page.path).toBeDefined();
      expect(route?.options.staticData?.name, page.path).toBe(page.name);
      expect(route?.options.staticData?.access, page.path).toBe(page.access);
      if (page.access) expect(typeof route?.options.beforeLoad, page.path).toBe('function');
    }
  });

  it('wraps a route\'s guard once however many routers are made', () => {
    const guard = (list: Node[]) => list.find((route) => route.fullPath === '/cabinet/info/main')?.options.beforeLoad;
    const first = guard(routes());
    expect(guard(routes())).toBe(first);
  });

  it('lists the tabs of one menu entry with their labels and keys', () => {
    const tabs = tabsOf('/cabinet/video/sources/video');
    expect(tabs.map((tab) => [tab.path, tab.tab?.message, tab.access])).toEqual([
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
