import { createFileRoute } from '@tanstack/react-router';
import { InfoThemes } from '@features/info/themes/info-themes';
import { id, list, searchValidator } from '@lib/search-schema';

/** The themes drawn on the chart live in the URL (`themes[]`, at most 8); absent means the top by mentions. */
export const Route = createFileRoute('/cabinet/info/themes')({
  staticData: { name: 'MonitoringThemes' },
  validateSearch: searchValidator({ themes: list(id, 8) }),
  component: InfoThemes,
});
