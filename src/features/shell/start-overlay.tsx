import { useLingui } from '@lingui/react/macro';
import { LoadingOverlay } from '@ui/loading-overlay';

/**
 * The consoles' pending view (their routes' `pendingComponent`): while a console makes its first load (its messages, its query cache
 * and, for the cabinet, the user's profile: the profile's loading flag), the page shows the
 * loading overlay rather than staying blank. Once the console's frame is up, it covers its own
 * content as the router loads the next page (FramePage).
 */
export function StartOverlay() {
  const { t } = useLingui();
  return <LoadingOverlay loading label={t`Loading…`} />;
}
