import { hasAccess, type PermissionMap } from '../../lib/access';
import { SECTIONS, type PageEntry, type SectionEntry } from '../../lib/sections';

/** Whether a person may open a page (a page without a key needs only the console's sign-in). */
export function mayOpen(permissions: PermissionMap | undefined, page: PageEntry): boolean {
  return !page.access || hasAccess(permissions, page.access);
}

/** The pages of a section in its menu that a person may open. */
export function menuPages(section: SectionEntry, permissions: PermissionMap | undefined): PageEntry[] {
  return section.pages.filter((page) => page.nav && mayOpen(permissions, page));
}

/** The cabinet's sections a person holds a key to, in menu order. */
export function visibleSections(permissions: PermissionMap | undefined): SectionEntry[] {
  return SECTIONS.filter((section) => section.console === 'cabinet' && (!section.access || hasAccess(permissions, section.access)) && section.pages.some((page) => mayOpen(permissions, page)));
}

/** Where a section's menu entry leads a person: its home, or the first of its pages they may open. */
export function sectionEntryPage(section: SectionEntry, permissions: PermissionMap | undefined): string {
  const home = section.pages.find((page) => page.path === section.home);
  if (home && mayOpen(permissions, home)) return home.path;
  return section.pages.find((page) => mayOpen(permissions, page))?.path ?? section.home;
}
