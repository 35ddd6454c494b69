import { useLingui } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser has a connection, as TanStack Query's online manager follows it (the
 * browser's online and offline events): the calls wait while this is false.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * The frame's word that the connection is lost: what is on screen stays, and calls wait for the
 * connection. The live region is always there, so the words are announced once, when they appear;
 * it hangs under the header bar, over the page, so nothing moves when it comes or goes.
 */
export function OfflineBanner() {
  const { t } = useLingui();
  const online = useOnline();
  return (
    <div className="offline-banner" role="status">
      {!online && (
        <p>{t`No connection. What is on screen stays; it is brought up to date when the connection returns.`}</p>
      )}
    </div>
  );
}
