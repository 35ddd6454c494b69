import { useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ROUTE_TITLES } from './route-titles';

/** Keeps the browser tab's title on the current page's name, in the active language. */
export function DocumentTitle() {
  const { t, i18n } = useLingui();
  const name = useMatches({ select: (matches) => matches.findLast((match) => match.staticData.name)?.staticData.name });
  const product = t`Media Monitor`;
  const page = name && ROUTE_TITLES[name] ? i18n._(ROUTE_TITLES[name]) : undefined;
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
  return null;
}
