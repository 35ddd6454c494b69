import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { pageOfPath } from '../../lib/sections';

/** The content of a route whose screen is not in this release yet: its title and a plain statement. */
export function SectionUnavailable() {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const entry = pageOfPath(pathname);
  return (
    <section className="section-unavailable" aria-labelledby="section-unavailable-title">
      <h1 id="section-unavailable-title">{entry ? i18n._(entry.title) : null}</h1>
      <p>
        <Trans>This section is not available yet. It will appear here in a coming release.</Trans>
      </p>
    </section>
  );
}
