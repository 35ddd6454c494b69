import { useEffect, useState } from 'react';

export const OVERLAY_CLOSE_DELAY_MS = 400;

/** Covers its container while loading, and stays 400 ms after loading ends so it does not flicker. */
export function LoadingOverlay({ loading, label }: { loading: boolean; label: string }) {
  const [lingering, setLingering] = useState(false);
  const [wasLoading, setWasLoading] = useState(loading);
  if (wasLoading !== loading) {
    // Adjusting state while rendering (React's pattern for reacting to a prop change).
    setWasLoading(loading);
    if (!loading) setLingering(true);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lingering]);
  if (!loading && !lingering) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
