import { Outlet, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, useEffect } from 'react';
import { beforePrinting, usePrintRequested } from '../page/print';
import { useDefaultView } from '../views/default-view';
import { withCatalog } from '@i18n/i18n';
import { pageOfPath } from '@lib/sections';
import type { FilterBarProps } from './filter-bar';
import { useFilterBarModule } from './filter-bar-module';
import { SectionFiltersContext, type SectionFilters } from './use-section-filters';

// The printed header (and the filters in words) loads when the page is asked to print, with its
// messages (lingui.config.ts, ON_DEMAND_CATALOGS).
const loadPrintHeader = () => withCatalog(import('./print-header'), 'on-demand');
const PrintHeader = lazy(() => loadPrintHeader().then((module) => ({ default: module.PrintHeader })));

/** Settles once the printed header is on the page (it stays once shown). */
let headerShown: () => void = () => {};
const headerOnPage = new Promise<void>((resolve) => {
  headerShown = resolve;
});

/** The printed header, once printing has been asked for; printing waits until it is on the page. */
function PrintHeaderSlot(props: FilterBarProps) {
  const requested = usePrintRequested();
  useEffect(() => beforePrinting(() => headerOnPage), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <PrintHeader {...props} onShown={headerShown} />
    </Suspense>
  );
}

/**
 * A section with filters: its filter bar above the page (and, on paper, the printed header).
 * Entered without filters in the URL, it opens with the account's default view of the section (if
 * one is set) before the page asks for anything. The bar's code loads for the pages that show it
 * only; such a page waits for it (it is on its way with the page's own code), so nothing moves
 * when it arrives. The filters its layout route validated reach every page and block below
 * through it (`useSectionFilters()`).
 */
export function SectionFrame({
  className,
  filters,
  ...bar
}: FilterBarProps & { className: string; filters: SectionFilters }) {
  const opening = useDefaultView(bar.section, filters.search);
  const pathname = useLocation({ select: (location) => location.pathname });
  const showsBar = pageOfPath(pathname)?.filters !== false;
  const module = useFilterBarModule(showsBar);
  return (
    <SectionFiltersContext value={filters}>
      <div className={className}>
        <PrintHeaderSlot {...bar} />
        {module && <module.FilterBar {...bar} />}
        {!opening && (module || !showsBar) && <Outlet />}
      </div>
    </SectionFiltersContext>
  );
}
