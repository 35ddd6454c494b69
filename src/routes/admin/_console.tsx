import { createFileRoute } from '@tanstack/react-router';
import { AdminLayout } from '../../features/shell/admin-layout';
import { loadAreaCatalog } from '../../i18n/i18n';
import { requireSection } from '../-guards';

/** The admin console: every path below it needs the admin token. */
export const Route = createFileRoute('/admin/_console')({
  staticData: { name: 'AdminConsole', layout: 'cabinet', theme: 'admin' },
  beforeLoad: async (args) => {
    requireSection('admin', args);
    await loadAreaCatalog('cabinet');
  },
  component: AdminLayout,
});
