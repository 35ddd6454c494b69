import type { AccessKey } from './access';
import type { SectionTheme } from './sections';

/** What each route declares about itself, next to its path (taken from the section registry). */
export interface RouteMeta {
  /** The route's name from the route table (spec section 2). */
  name: string;
  /** The access key a user needs (or `all`); absent when signing in is enough. */
  access?: AccessKey;
  /** The colour theme of the section the route belongs to. */
  theme?: SectionTheme;
}

declare module '@tanstack/react-router' {
  // Module augmentation: the router merges this into its own interface.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends Partial<RouteMeta> {}
}
