import { useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageOfPath } from '@lib/sections';

/** Keeps the browser tab's title on the current page's title (from the section registry), in the active language. */
export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = pageOfPath(pathname);
  const product = t`Media Monitor`;
  const page = entry ? i18n._(entry.title) : undefined;
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
  return null;
}
