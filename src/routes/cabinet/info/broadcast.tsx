import { createFileRoute } from '@tanstack/react-router';
import { InfoBroadcast } from '@features/info/broadcast/info-broadcast';
import { searchValidator } from '@lib/search-schema';
import { dateString } from '@lib/filters/url';

/** The broadcast day lives in the URL (`date`); the channels come from the section's filters. */
export const Route = createFileRoute('/cabinet/info/broadcast')({
  staticData: { name: 'Broadcast' },
  validateSearch: searchValidator({ date: dateString }),
  component: InfoBroadcast,
});
