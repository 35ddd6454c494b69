import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/shell/admin-layout';
import { declareSection, loadCatalogsFor, requireSection } from '../-guards';

/** The admin console: every path below it needs the admin token. */
export const Route = createFileRoute('/admin/_console')({
  staticData: declareSection('admin').staticData,
  beforeLoad: async (args) => {
    requireSection('admin', args);
    await loadCatalogsFor(args.location.pathname);
  },
  component: AdminLayout,
});
