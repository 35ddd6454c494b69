import { createFileRoute } from '@tanstack/react-router';
import { parseBroadcastSearch } from '../../../features/info/broadcast/broadcast-model';
import { InfoBroadcast } from '../../../features/info/broadcast/info-broadcast';
import { declareRoute } from '../../-guards';

/** The broadcast day lives in the URL (`date`); the channels come from the section's filters. */
export const Route = createFileRoute('/cabinet/info/broadcast')({
  ...declareRoute({ name: 'Broadcast', layout: 'cabinet', access: 'infopole', theme: 'info' }),
  validateSearch: (raw: Record<string, unknown>) => parseBroadcastSearch(raw),
  component: InfoBroadcast,
});
