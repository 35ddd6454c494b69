import { createFileRoute } from '@tanstack/react-router';
import { InfoMain } from '@features/info/main/info-main';
import { markSearchEntries } from '@lib/mark';
import { searchValidator } from '@lib/search-schema';

export const Route = createFileRoute('/cabinet/info/main')({
  staticData: { name: 'CabinetInfoMain' },
  // The day a notification points at, marked on the daily charts.
  validateSearch: searchValidator(markSearchEntries),
  component: InfoMain,
});
