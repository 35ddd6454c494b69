/**
 * The section registry: every part of the cabinet and the admin console, with its pages. The
 * navigation's order and labels, page titles, colour themes, message catalogs, filter bars and the
 * bundle budget read from here (docs/adding-a-section.md). What guards a page (its access key) and
 * its name from the route table are declared in its route file, and read from the router's route
 * tree (src/lib/route-meta.ts).
 *
 * This module is plain data with no macro: Node tooling (lingui.config.ts, scripts/budget.mjs)
 * loads it too. Labels are message descriptors marked for extraction with an `i18n` comment and
 * translated where they are shown, with `i18n._(label)`.
 */
import type { SectionFilters } from './filters/fields';

export interface Label {
  id: string;
  message: string;
}

export type Console = 'cabinet' | 'admin';
export type SectionKey = 'info' | 'music' | 'video' | 'reports' | 'admin';
export type SectionTheme = SectionKey;

export interface PageEntry {
  /** The URL path, as the route file declares it (tests/unit/registry.test.tsx holds them to the route tree). */
  path: string;
  /** The page's heading and the browser tab's title. */
  title: Label;
  /** Its entry in the section menu; pages without one are reached from other pages. */
  nav?: Label;
  /**
   * `false` for a page of a section with filters that does not use them (an upload, a catalogue):
   * the filter bar is not shown there, and the filters are kept for the pages that use them.
   */
  filters?: false;
  /**
   * `false` for a page that uses the filters but has no figures to compare (a timeline): the bar
   * offers neither a comparison nor shares there, and keeps them in the URL for the other pages.
   */
  compare?: false;
  /**
   * For a page without its own menu entry: the path of the menu entry it belongs to (the tabs of
   * one screen). That entry is current on it, and shown to someone who may open only this page.
   */
  menu?: string;
  /** Its name as a tab among the pages of one menu entry (the pages that name it in `menu`). */
  tab?: Label;
  /**
   * A catalog of its own besides the section's (`locales/<lang>/<catalog>.po`, from the folders
   * `PAGE_CATALOGS` names): the messages of forms and lists only some pages show, so the others
   * do not download them.
   */
  catalog?: string;
}

export interface SectionEntry {
  key: SectionKey;
  console: Console;
  /** The section's root path; its pages live below it. */
  path: string;
  /** Its entry in the cabinet's section menu. */
  label: Label;
  /** The page the root and the menu open. */
  home: string;
  theme: SectionTheme;
  /** Its own message catalog (`locales/<lang>/<catalog>.po`, from `src/features/<catalog>/`). */
  catalog?: string;
  /** KB of JavaScript, as sent with brotli, that any of its pages may load (scripts/budget.mjs). */
  budgetKb: number;
  filters?: SectionFilters;
  pages: readonly PageEntry[];
}

export const SECTIONS: readonly SectionEntry[] = [
  {
    key: 'info',
    console: 'cabinet',
    path: '/cabinet/info',
    label: /*i18n*/ { id: 'section.info', message: 'Info' },
    home: '/cabinet/info/main',
    theme: 'info',
    catalog: 'info',
    budgetKb: 180,
    filters: {
      fields: ['period', 'channels', 'channel_types', 'content_type', 'markers', 'limit', 'compare', 'share'],
      focus: ['theme', 'person'],
    },
    pages: [
      {
        path: '/cabinet/info/main',
        title: /*i18n*/ { id: 'page.info.main', message: 'Info: overview' },
        nav: /*i18n*/ { id: 'nav.overview', message: 'Overview' },
      },
      {
        path: '/cabinet/info/themes',
        title: /*i18n*/ { id: 'page.info.themes', message: 'Themes' },
        nav: /*i18n*/ { id: 'nav.themes', message: 'Themes' },
      },
      {
        path: '/cabinet/info/stories',
        title: /*i18n*/ { id: 'page.info.stories', message: 'Stories' },
        nav: /*i18n*/ { id: 'nav.stories', message: 'Stories' },
        catalog: 'info-stories',
      },
      {
        path: '/cabinet/info/persons',
        title: /*i18n*/ { id: 'page.info.persons', message: 'Persons' },
        nav: /*i18n*/ { id: 'nav.persons', message: 'Persons' },
      },
      {
        path: '/cabinet/info/entities',
        title: /*i18n*/ { id: 'page.info.entities', message: 'Key entities' },
        nav: /*i18n*/ { id: 'nav.entities', message: 'Key entities' },
      },
      {
        path: '/cabinet/info/sources',
        title: /*i18n*/ { id: 'page.info.sources', message: 'Sources' },
        nav: /*i18n*/ { id: 'nav.sources', message: 'Sources' },
        catalog: 'info-sources',
      },
      {
        path: '/cabinet/info/channels-statistic',
        title: /*i18n*/ { id: 'page.info.channels', message: 'Channel statistics' },
        nav: /*i18n*/ { id: 'nav.channels', message: 'Channel statistics' },
        catalog: 'info-sources',
      },
      {
        path: '/cabinet/info/pivot',
        title: /*i18n*/ { id: 'page.info.pivot', message: 'Pivot table' },
        nav: /*i18n*/ { id: 'nav.pivot', message: 'Pivot table' },
        catalog: 'info-pivot',
      },
      {
        path: '/cabinet/info/broadcast',
        title: /*i18n*/ { id: 'page.info.broadcast', message: 'Broadcast timeline' },
        nav: /*i18n*/ { id: 'nav.broadcast', message: 'Broadcast timeline' },
        compare: false,
        catalog: 'info-broadcast',
      },
      {
        path: '/cabinet/info/reports',
        title: /*i18n*/ { id: 'page.info.reports', message: 'Info reports' },
        nav: /*i18n*/ { id: 'nav.reports', message: 'Reports' },
        filters: false,
      },
    ],
  },
  {
    key: 'music',
    console: 'cabinet',
    path: '/cabinet/music',
    label: /*i18n*/ { id: 'section.music', message: 'Music' },
    home: '/cabinet/music/main',
    theme: 'music',
    catalog: 'music',
    budgetKb: 180,
    filters: { fields: ['period', 'channels', 'channel_types', 'limit', 'compare', 'share'], focus: ['theme'] },
    pages: [
      {
        path: '/cabinet/music/main',
        title: /*i18n*/ { id: 'page.music.main', message: 'Music: overview' },
        nav: /*i18n*/ { id: 'nav.overview', message: 'Overview' },
      },
      {
        path: '/cabinet/music/reports',
        title: /*i18n*/ { id: 'page.music.reports', message: 'Music reports' },
        nav: /*i18n*/ { id: 'nav.reports', message: 'Reports' },
        catalog: 'music-reports',
      },
      {
        path: '/cabinet/music/upload',
        title: /*i18n*/ { id: 'page.music.upload', message: 'Track upload' },
        nav: /*i18n*/ { id: 'nav.upload', message: 'Track upload' },
        filters: false,
        catalog: 'music-uploads',
      },
      {
        path: '/cabinet/music/upload/history',
        title: /*i18n*/ { id: 'page.music.history', message: 'Upload history' },
        nav: /*i18n*/ { id: 'nav.history', message: 'Upload history' },
        filters: false,
        catalog: 'music-uploads',
      },
    ],
  },
  {
    key: 'video',
    console: 'cabinet',
    path: '/cabinet/video',
    label: /*i18n*/ { id: 'section.video', message: 'Video' },
    home: '/cabinet/video/main',
    theme: 'video',
    catalog: 'video',
    budgetKb: 180,
    filters: {
      fields: ['period', 'channels', 'channel_types', 'limit', 'compare', 'share'],
      focus: ['person'],
      disabledChannelTypes: ['RADIO'],
    },
    // The four source pages are tabs of one "Sources" entry; the person and entity tabs are also
    // linked from the persons and key-entities screens, for people without the `video` key.
    pages: [
      {
        path: '/cabinet/video/main',
        title: /*i18n*/ { id: 'page.video.main', message: 'Video: overview' },
        nav: /*i18n*/ { id: 'nav.overview', message: 'Overview' },
      },
      {
        path: '/cabinet/video/persons',
        title: /*i18n*/ { id: 'page.video.persons', message: 'Persons in video' },
        nav: /*i18n*/ { id: 'nav.persons', message: 'Persons' },
      },
      {
        path: '/cabinet/video/entities',
        title: /*i18n*/ { id: 'page.video.entities', message: 'Key entities in video' },
        nav: /*i18n*/ { id: 'nav.entities', message: 'Key entities' },
      },
      {
        path: '/cabinet/video/search',
        title: /*i18n*/ { id: 'page.video.search', message: 'Video search' },
        nav: /*i18n*/ { id: 'nav.video-search', message: 'Video search' },
        filters: false,
        catalog: 'video-sources',
      },
      {
        path: '/cabinet/video/reports',
        title: /*i18n*/ { id: 'page.video.reports', message: 'Video reports' },
        nav: /*i18n*/ { id: 'nav.reports', message: 'Reports' },
        catalog: 'video-reports',
      },
      {
        path: '/cabinet/video/sources/video',
        title: /*i18n*/ { id: 'page.video.src.streams', message: 'Sources: monitored streams' },
        nav: /*i18n*/ { id: 'nav.sources', message: 'Sources' },
        tab: /*i18n*/ { id: 'tab.video.streams', message: 'Streams' },
        filters: false,
        catalog: 'video-sources',
      },
      {
        path: '/cabinet/video/sources/source',
        title: /*i18n*/ { id: 'page.video.src.discovery', message: 'Sources: stream discovery' },
        tab: /*i18n*/ { id: 'tab.video.discovery', message: 'Stream discovery' },
        filters: false,
        catalog: 'video-sources',
        menu: '/cabinet/video/sources/video',
      },
      {
        path: '/cabinet/video/sources/person',
        title: /*i18n*/ { id: 'page.video.src.persons', message: 'Sources: monitored persons' },
        tab: /*i18n*/ { id: 'tab.video.persons', message: 'Persons' },
        filters: false,
        catalog: 'video-sources',
        menu: '/cabinet/video/sources/video',
      },
      {
        path: '/cabinet/video/sources/entity',
        title: /*i18n*/ { id: 'page.video.src.entities', message: 'Sources: monitored objects' },
        tab: /*i18n*/ { id: 'tab.video.objects', message: 'Objects' },
        filters: false,
        catalog: 'video-sources',
        menu: '/cabinet/video/sources/video',
      },
    ],
  },
  {
    key: 'reports',
    console: 'cabinet',
    path: '/cabinet/reports',
    label: /*i18n*/ { id: 'section.reports', message: 'All reports' },
    home: '/cabinet/reports',
    theme: 'reports',
    catalog: 'reports',
    budgetKb: 180,
    // Transcription reports live here too (docs/decisions/005-transcription-reports-in-all-reports.md).
    pages: [
      {
        path: '/cabinet/reports',
        title: /*i18n*/ { id: 'page.reports', message: 'All reports' },
        nav: /*i18n*/ { id: 'nav.all-reports', message: 'All reports' },
      },
      {
        path: '/cabinet/reports/transcription',
        title: /*i18n*/ { id: 'page.reports.transcription', message: 'Transcription reports' },
        nav: /*i18n*/ { id: 'nav.transcription', message: 'Transcriptions' },
      },
      {
        path: '/cabinet/reports/transcription/report',
        title: /*i18n*/ { id: 'page.reports.transcript', message: 'Transcript' },
      },
    ],
  },
  {
    key: 'admin',
    console: 'admin',
    path: '/admin',
    label: /*i18n*/ { id: 'section.admin', message: 'Admin console' },
    home: '/admin',
    theme: 'admin',
    catalog: 'admin',
    budgetKb: 180,
    pages: [
      {
        path: '/admin',
        title: /*i18n*/ { id: 'page.admin.upload', message: 'Track upload' },
        nav: /*i18n*/ { id: 'nav.upload', message: 'Track upload' },
      },
      {
        path: '/admin/music/upload/history',
        title: /*i18n*/ { id: 'page.admin.history', message: 'Upload history' },
        nav: /*i18n*/ { id: 'nav.history', message: 'Upload history' },
      },
      {
        path: '/admin/reports',
        title: /*i18n*/ { id: 'page.admin.reports', message: 'Music reports' },
        nav: /*i18n*/ { id: 'nav.music-reports', message: 'Music reports' },
      },
      {
        path: '/admin/sources',
        title: /*i18n*/ { id: 'page.admin.sources', message: 'Sources' },
        nav: /*i18n*/ { id: 'nav.sources', message: 'Sources' },
      },
      {
        path: '/admin/geo',
        title: /*i18n*/ { id: 'page.admin.geo', message: 'Geography' },
        nav: /*i18n*/ { id: 'nav.geo', message: 'Geography' },
      },
    ],
  },
];

/** The cabinet's own pages outside any section. */
export const CABINET_HOME: PageEntry = { path: '/cabinet', title: /*i18n*/ { id: 'page.cabinet', message: 'Cabinet' } };

/**
 * The alerts page: the account's alert rules, its notifications and the daily digest (an optional
 * part of the contract; the cabinet's menu offers it only when the backend does). Its messages are
 * the on-demand `alerts` catalog (lingui.config.ts), shared with the bell's panel and the alert form.
 */
export const ALERTS_PAGE: PageEntry = {
  path: '/cabinet/alerts',
  title: /*i18n*/ { id: 'page.alerts', message: 'Alerts' },
  nav: /*i18n*/ { id: 'nav.alerts', message: 'Alerts' },
  catalog: 'alerts',
};

/** The folders whose messages make each page-level catalog (the rest of a section's folder makes the section's). */
export const PAGE_CATALOGS: Record<string, { section: string; folders: readonly string[] }> = {
  'info-broadcast': { section: 'info', folders: ['src/features/info/broadcast'] },
  'info-pivot': { section: 'info', folders: ['src/features/info/pivot'] },
  'info-sources': { section: 'info', folders: ['src/features/info/sources'] },
  'info-stories': { section: 'info', folders: ['src/features/info/stories'] },
  'music-reports': { section: 'music', folders: ['src/features/music/reports'] },
  'music-uploads': { section: 'music', folders: ['src/features/music/upload', 'src/features/music/history'] },
  'video-reports': { section: 'video', folders: ['src/features/video/reports'] },
  'video-sources': { section: 'video', folders: ['src/features/video/sources', 'src/features/video/search'] },
};

export function sectionByKey(key: SectionKey): SectionEntry {
  const section = SECTIONS.find((entry) => entry.key === key);
  if (!section) throw new Error(`Unknown section ${key}`);
  return section;
}

/** The section a path belongs to (the longest root that contains it). */
export function sectionOfPath(pathname: string): SectionEntry | undefined {
  let found: SectionEntry | undefined;
  for (const section of SECTIONS) {
    const inside = pathname === section.path || pathname.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found;
}

/** The registry's entry of a page by its path (with or without a trailing slash). */
export function pageOfPath(pathname: string): PageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === CABINET_HOME.path) return CABINET_HOME;
  if (path === ALERTS_PAGE.path) return ALERTS_PAGE;
  return sectionOfPath(path)?.pages.find((page) => page.path === path);
}

/** The pages shown as tabs of one menu entry: the entry's own page, then those that belong to it. */
export function tabsOf(menuPath: string): PageEntry[] {
  return (
    sectionOfPath(menuPath)?.pages.filter((page) => page.tab && (page.path === menuPath || page.menu === menuPath)) ??
    []
  );
}
