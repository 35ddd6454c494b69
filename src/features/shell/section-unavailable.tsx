import { Trans, useLingui } from '@lingui/react/macro';
import { useMatches } from '@tanstack/react-router';
import { ROUTE_TITLES } from './route-titles';

/** The content of a route whose screen is not in this release yet: its title and a plain statement. */
export function SectionUnavailable() {
  const { i18n } = useLingui();
  const name = useMatches({ select: (matches) => matches.at(-1)?.staticData.name });
  const title = name && ROUTE_TITLES[name] ? i18n._(ROUTE_TITLES[name]) : undefined;
  return (
    <section className="section-unavailable" aria-labelledby="section-unavailable-title">
      <h1 id="section-unavailable-title">{title}</h1>
      <p>
        <Trans>This section is not available yet. It will appear here in a coming release.</Trans>
      </p>
    </section>
  );
}
