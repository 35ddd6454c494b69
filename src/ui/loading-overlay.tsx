import { Suspense, lazy, useEffect, useState } from 'react';

export const OVERLAY_CLOSE_DELAY_MS = 400;
/** How long the overlay shows its spinner before it asks for the animation (and the player's code). */
export const ANIMATION_DELAY_MS = 300;

// The player and its library load only for an overlay that has lasted: no page loads them first.
const AnimationPlayer = lazy(() =>
  import('./animation-player').then((module) => ({ default: module.AnimationPlayer })),
);

const spinner = <span className="spinner" aria-hidden="true" />;

/**
 * Covers its container while loading, and stays 400 ms after loading ends so it does not flicker.
 * A spinner shows at once; when the loading has lasted 300 ms the overlay plays the animation at
 * `animation` instead, if it can be had (see AnimationPlayer); without a link, the spinner stays.
 */
export function LoadingOverlay({ loading, label, animation }: { loading: boolean; label: string; animation?: string }) {
  const [lingering, setLingering] = useState(false);
  const [wasLoading, setWasLoading] = useState(loading);
  if (wasLoading !== loading) {
    // Adjusting state while rendering (React's pattern for reacting to a prop change). Loading
    // again cancels the linger, so each end of loading gets its own full 400 ms.
    setWasLoading(loading);
    setLingering(!loading);
  }
  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => setLingering(false), OVERLAY_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [lingering]);
  const shown = loading || lingering;
  // Only a loading that lasts asks for the animation; once asked for, it plays until the overlay goes.
  const [lasted, setLasted] = useState(false);
  if (!shown && lasted) setLasted(false);
  useEffect(() => {
    if (!loading || !animation) return;
    const timer = setTimeout(() => setLasted(true), ANIMATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, animation]);
  if (!shown) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      {lasted && animation ? (
        <Suspense fallback={spinner}>
          <AnimationPlayer src={animation} fallback={spinner} />
        </Suspense>
      ) : (
        spinner
      )}
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
