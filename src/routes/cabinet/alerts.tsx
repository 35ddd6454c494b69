import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage } from '@features/alerts/alerts-page';
import { alertsSearchEntries } from '@features/alerts/alerts-search';
import { searchValidator } from '@lib/search-schema';

/**
 * The account's alert rules, notifications and daily digest: every cabinet account may open it
 * (a rule watches only what the account sees). A backend without alerts makes it say so.
 */
export const Route = createFileRoute('/cabinet/alerts')({
  staticData: { name: 'CabinetAlerts' },
  validateSearch: searchValidator(alertsSearchEntries),
  component: AlertsPage,
});
