import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '@i18n/language-switch';
import { LOADING_ANIMATION_URL } from '@lib/loading-animation';
import { LoadingOverlay } from '@ui/loading-overlay';
import { OfflineBanner } from '@ui/offline';
import { DocumentTitle } from './document-title';

interface FrameHeaderProps {
  /** The id of the frame's content, where the skip link leads. */
  contentId: string;
  /** The console's start page, where the brand leads. */
  home: '/cabinet' | '/admin';
  brand: string;
  /** The console's menu, between the brand and the end of the bar. */
  children: ReactNode;
  /** The console's own controls, after the language switch. */
  end: ReactNode;
}

/**
 * The top of both consoles' frames: the tab's title, the link that skips to the content, and the
 * header bar with the brand leading home, the console's menu, the language switch and the
 * console's own controls; under the bar, while the connection is lost, the banner that says so.
 */
export function FrameHeader({ contentId, home, brand, children, end }: FrameHeaderProps) {
  const { t } = useLingui();
  return (
    <>
      <DocumentTitle />
      <a className="skip-link" href={`#${contentId}`}>
        {t`Skip to content`}
      </a>
      <header className="cabinet-header">
        <Link to={home} className="brand">
          {brand}
        </Link>
        {children}
        <div className="cabinet-header-end">
          <LanguageSwitch />
          {end}
        </div>
        <OfflineBanner />
      </header>
    </>
  );
}

/**
 * The page the route shows, covered while the router loads the next one. A change of the page's
 * own search or hash (a filter, a search box, a time link) is no move: the page stays usable and
 * its blocks show their own loading, so the overlay never swallows a click for such a change.
 */
export function FramePage() {
  const { t } = useLingui();
  const loading = useRouterState({
    select: (state) =>
      state.status === 'pending' && state.location.pathname !== (state.resolvedLocation ?? state.location).pathname,
  });
  return (
    <>
      <LoadingOverlay loading={loading} label={t`Loading…`} animation={LOADING_ANIMATION_URL} />
      <Outlet />
    </>
  );
}
