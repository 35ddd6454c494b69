import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnimationItem, LottiePlayer } from 'lottie-web';

/** What a Lottie document must have for the player to draw it (the format's top-level fields). */
export interface LottieDocument {
  v: string;
  fr: number;
  ip: number;
  op: number;
  w: number;
  h: number;
  layers: unknown[];
}

export function isLottieDocument(value: unknown): value is LottieDocument {
  if (!value || typeof value !== 'object') return false;
  const doc = value as Record<string, unknown>;
  const positive = (key: string) =>
    typeof doc[key] === 'number' && Number.isFinite(doc[key]) && (doc[key] as number) > 0;
  return (
    typeof doc.v === 'string' &&
    positive('fr') &&
    positive('w') &&
    positive('h') &&
    typeof doc.ip === 'number' &&
    typeof doc.op === 'number' &&
    doc.op > doc.ip &&
    Array.isArray(doc.layers) &&
    doc.layers.length > 0
  );
}

/** How long a link may take to answer before the spinner is kept instead. */
export const ANIMATION_TIMEOUT_MS = 1000;

/**
 * The animation at a link, or undefined when the call fails, answers with an error, takes longer
 * than `timeoutMs`, or its body is not JSON or not a Lottie document. Never throws.
 */
export async function fetchAnimation(
  url: string,
  { timeoutMs = ANIMATION_TIMEOUT_MS, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<LottieDocument | undefined> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      credentials: 'omit',
      redirect: 'error',
    });
    if (!response.ok) return undefined;
    const body: unknown = await response.json();
    return isLottieDocument(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

/** The player library: lottie-web's light build (SVG only, no expressions, so no eval). */
export type LoadPlayer = () => Promise<Pick<LottiePlayer, 'loadAnimation'>>;
const loadLottie: LoadPlayer = () => import('lottie-web/build/player/lottie_light').then((module) => module.default);

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

interface AnimationPlayerProps {
  /** The link to a Lottie animation JSON. */
  src: string;
  /** What is shown until the animation plays, and instead of it when it cannot. */
  fallback: ReactNode;
  /** The player library (tests give their own). */
  loadPlayer?: LoadPlayer;
  timeoutMs?: number;
}

/**
 * Plays the Lottie animation at a link, in a loop. Until it plays, and whenever it cannot (the
 * link fails, is slow, is not JSON or not a Lottie document, the library does not load), the
 * fallback stays, with no error on the page. With reduced motion it shows one still frame. It is
 * decoration: screen readers are given nothing from it.
 */
export function AnimationPlayer({ src, fallback, loadPlayer = loadLottie, timeoutMs }: AnimationPlayerProps) {
  const container = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    let animation: AnimationItem | undefined;
    void Promise.all([
      fetchAnimation(src, { timeoutMs, signal: abort.signal }),
      loadPlayer().catch(() => undefined),
    ]).then(([data, player]) => {
      if (abort.signal.aborted || !data || !player || !container.current) return;
      try {
        const still = prefersReducedMotion();
        animation = player.loadAnimation({
          container: container.current,
          renderer: 'svg',
          loop: !still,
          autoplay: !still,
          animationData: data,
        });
        if (still) animation.goToAndStop(Math.floor((data.op - data.ip) / 3), true);
        setPlaying(true);
      } catch {
        animation?.destroy();
        animation = undefined;
      }
    });
    return () => {
      abort.abort();
      animation?.destroy();
      setPlaying(false);
    };
  }, [src, loadPlayer, timeoutMs]);
  return (
    <>
      {!playing && fallback}
      <div ref={container} className="animation-player" aria-hidden="true" hidden={!playing} />
    </>
  );
}
