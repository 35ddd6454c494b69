import type { AccessKey } from './access';

export type LayoutName = 'cabinet' | 'landing' | 'login' | 'error';
export type SectionTheme = 'info' | 'music' | 'video' | 'reports' | 'admin';

/** What each route declares about itself, next to its path. */
export interface RouteMeta {
  /** The route's name from the route table (spec section 2). */
  name: string;
  layout: LayoutName;
  /** The access key a user needs (or `all`); absent when signing in is enough. */
  access?: AccessKey;
  /** Colour theme of the cabinet section the route belongs to. */
  theme?: SectionTheme;
  /** Channel types the section's filters offer disabled (the video section disables RADIO). */
  disabledChannelTypes?: readonly string[];
}

declare module '@tanstack/react-router' {
  // Module augmentation: the router merges this into its own interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}
