import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';
import { hasAccess, type AccessKey, type PermissionMap } from '../../lib/access';

export interface SectionPage {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  access: AccessKey;
}

export interface CabinetSection {
  key: 'info' | 'music' | 'video' | 'reports';
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  /** The section is in the menu when the user holds any of these keys (or `all`). */
  keys: AccessKey[];
  pages: SectionPage[];
}

/** The cabinet's sections in menu order, with their pages and the key each page needs. */
export const CABINET_SECTIONS: CabinetSection[] = [
  {
    key: 'info',
    to: '/cabinet/info',
    label: msg`Info`,
    keys: ['infopole'],
    pages: [
      { to: '/cabinet/info/main', label: msg`Overview`, access: 'infopole' },
      { to: '/cabinet/info/themes', label: msg`Themes`, access: 'infopole' },
      { to: '/cabinet/info/stories', label: msg`Stories`, access: 'infopole' },
      { to: '/cabinet/info/persons', label: msg`Persons`, access: 'infopole' },
      { to: '/cabinet/info/entities', label: msg`Key entities`, access: 'infopole' },
      { to: '/cabinet/info/sources', label: msg`Sources`, access: 'infopole' },
      { to: '/cabinet/info/channels-statistic', label: msg`Channel statistics`, access: 'infopole' },
      { to: '/cabinet/info/pivot', label: msg`Pivot table`, access: 'infopole' },
      { to: '/cabinet/info/broadcast', label: msg`Broadcast timeline`, access: 'infopole' },
      { to: '/cabinet/info/reports', label: msg`Reports`, access: 'infopole' },
    ],
  },
  {
    key: 'music',
    to: '/cabinet/music',
    label: msg`Music`,
    keys: ['music'],
    pages: [
      { to: '/cabinet/music/main', label: msg`Overview`, access: 'music' },
      { to: '/cabinet/music/reports', label: msg`Reports`, access: 'music' },
      { to: '/cabinet/music/upload', label: msg`Track upload`, access: 'music' },
      { to: '/cabinet/music/upload/history', label: msg`Upload history`, access: 'music' },
    ],
  },
  {
    key: 'video',
    to: '/cabinet/video',
    label: msg`Video`,
    keys: ['video', 'video_infopole'],
    pages: [
      { to: '/cabinet/video/main', label: msg`Overview`, access: 'video_infopole' },
      { to: '/cabinet/video/persons', label: msg`Persons`, access: 'video_infopole' },
      { to: '/cabinet/video/entities', label: msg`Key entities`, access: 'video_infopole' },
      { to: '/cabinet/video/search', label: msg`Video search`, access: 'video' },
      { to: '/cabinet/video/reports', label: msg`Reports`, access: 'video' },
      { to: '/cabinet/video/sources/video', label: msg`Videos`, access: 'video' },
      { to: '/cabinet/video/sources/source', label: msg`Streams`, access: 'video' },
      { to: '/cabinet/video/sources/person', label: msg`Reference persons`, access: 'video_infopole' },
      { to: '/cabinet/video/sources/entity', label: msg`Reference entities`, access: 'video_infopole' },
    ],
  },
  {
    key: 'reports',
    to: '/cabinet/reports',
    label: msg`All reports`,
    keys: ['rsp'],
    pages: [],
  },
];

export function visibleSections(permissions: PermissionMap | undefined): CabinetSection[] {
  return CABINET_SECTIONS.filter((section) => section.keys.some((key) => hasAccess(permissions, key)));
}

export function sectionOfPath(pathname: string): CabinetSection | undefined {
  return CABINET_SECTIONS.find((section) => pathname === section.to || pathname.startsWith(`${section.to}/`));
}
