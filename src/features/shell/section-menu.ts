import type { PermissionMap } from '@lib/access';
import { mayOpenPath, type RouteKeys } from '@lib/route-meta';
import { SECTIONS, type PageEntry, type SectionEntry } from '@lib/sections';

/**
 * Whether a person may open a page: they hold the keys its route file (and the routes above it)
 * declare, read from the route tree (a page without a key needs only the console's sign-in).
 */
export function mayOpen(keys: RouteKeys, permissions: PermissionMap | undefined, page: PageEntry): boolean {
  return mayOpenPath(keys, permissions, page.path);
}

/** An entry of a section's menu: the page that names it, where it leads, the pages it stands for. */
export interface MenuItem {
  entry: PageEntry;
  /** The first page of the entry the person may open. */
  to: string;
  /** The entry's page and the pages that belong to it (`menu` in the registry). */
  paths: readonly string[];
}

/** The entries of a section's menu that lead somewhere the person may go. */
export function menuItems(section: SectionEntry, permissions: PermissionMap | undefined, keys: RouteKeys): MenuItem[] {
  return section.pages.flatMap((entry) => {
    if (!entry.nav) return [];
    const group = [entry, ...section.pages.filter((page) => page.menu === entry.path)];
    const first = group.find((page) => mayOpen(keys, permissions, page));
    return first ? [{ entry, to: first.path, paths: group.map((page) => page.path) }] : [];
  });
}

/**
 * The menu entry that is current at a path: the one that stands for the page, else the one whose
 * path is the longest start of it (a page reached from another, below it).
 */
export function currentMenuItem(items: readonly MenuItem[], pathname: string): MenuItem | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const own = items.find((item) => item.paths.includes(path));
  if (own) return own;
  return items
    .filter((item) => path.startsWith(`${item.entry.path}/`))
    .sort((a, b) => b.entry.path.length - a.entry.path.length)[0];
}

/** The cabinet's sections a person may open a page of, in menu order. */
export function visibleSections(permissions: PermissionMap | undefined, keys: RouteKeys): SectionEntry[] {
  return SECTIONS.filter(
    (section) => section.console === 'cabinet' && section.pages.some((page) => mayOpen(keys, permissions, page)),
  );
}

/** Where a section's menu entry leads a person: its home, or the first of its pages they may open. */
export function sectionEntryPage(
  section: SectionEntry,
  permissions: PermissionMap | undefined,
  keys: RouteKeys,
): string {
  const home = section.pages.find((page) => page.path === section.home);
  if (home && mayOpen(keys, permissions, home)) return home.path;
  return section.pages.find((page) => mayOpen(keys, permissions, page))?.path ?? section.home;
}
