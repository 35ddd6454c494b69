import { act, render, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnimationItem } from 'lottie-web';
import { AnimationPlayer, fetchAnimation, isLottieDocument, type LoadPlayer } from '@ui/animation-player';
import { ANIMATION_DELAY_MS, LoadingOverlay } from '@ui/loading-overlay';
import { server } from '../setup/msw-server';

/** A small Lottie document: one shape layer, a square turning once over `frames` frames. */
function makeLottie(frames = 30) {
  return {
    v: '5.7.4',
    fr: 30,
    ip: 0,
    op: frames,
    w: 32,
    h: 32,
    nm: 'probe',
    ddd: 0,
    assets: [],
    layers: [
      {
        ddd: 0,
        ind: 1,
        ty: 4,
        nm: 'square',
        sr: 1,
        ao: 0,
        ip: 0,
        op: frames,
        st: 0,
        bm: 0,
        ks: {
          o: { a: 0, k: 100 },
          r: {
            a: 1,
            k: [
              { t: 0, s: [0], o: { x: [0.3], y: [0.3] }, i: { x: [0.7], y: [0.7] } },
              { t: frames, s: [360] },
            ],
          },
          p: { a: 0, k: [16, 16, 0] },
          a: { a: 0, k: [0, 0, 0] },
          s: { a: 0, k: [100, 100, 100] },
        },
        shapes: [
          {
            ty: 'gr',
            nm: 'g',
            it: [
              { ty: 'rc', nm: 'r', d: 1, s: { a: 0, k: [16, 16] }, p: { a: 0, k: [0, 0] }, r: { a: 0, k: 0 } },
              { ty: 'fl', nm: 'f', c: { a: 0, k: [0.2, 0.4, 0.8, 1] }, o: { a: 0, k: 100 }, r: 1 },
              {
                ty: 'tr',
                p: { a: 0, k: [0, 0] },
                a: { a: 0, k: [0, 0] },
                s: { a: 0, k: [100, 100] },
                r: { a: 0, k: 0 },
                o: { a: 0, k: 100 },
              },
            ],
          },
        ],
      },
    ],
  };
}

const URL = 'http://127.0.0.1:5173/animations/probe.json';
const fallback = <span data-testid="spinner" />;

// lottie-web reads a 2D canvas context as it loads; happy-dom has none, so it gets a silent one.
beforeAll(() => {
  const silent = new Proxy(
    {},
    { get: (_target, key) => (key === 'measureText' ? () => ({ width: 0 }) : () => undefined), set: () => true },
  );
  HTMLCanvasElement.prototype.getContext = (() => silent) as never;
});

/** The real player library, remembering the animations it made. */
function recordingPlayer() {
  const made: AnimationItem[] = [];
  const load: LoadPlayer = async () => {
    const lottie = (await import('lottie-web/build/player/lottie_light')).default;
    return {
      loadAnimation: (params) => {
        const item = lottie.loadAnimation(params);
        made.push(item);
        return item;
      },
    };
  };
  return { load, made };
}

function serve(answer: () => Response | Promise<Response>) {
  server.use(http.get(URL, answer));
}

afterEach(() => vi.unstubAllGlobals());

describe('the animation player', () => {
  it('plays a Lottie document from a link in a loop, in place of the fallback', async () => {
    serve(() => HttpResponse.json(makeLottie()));
    const player = recordingPlayer();
    const { container } = render(<AnimationPlayer src={URL} fallback={fallback} loadPlayer={player.load} />);
    screen.getByTestId('spinner');
    await waitFor(() => expect(container.querySelector('.animation-player svg')).not.toBeNull());
    expect(screen.queryByTestId('spinner')).toBeNull();
    expect(player.made[0]?.loop).toBe(true);
    expect(player.made[0]?.isPaused).toBe(false);
    expect(container.querySelector('.animation-player')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each([
    ['a missing animation (404)', () => new HttpResponse('Not found', { status: 404 })],
    [
      'an answer that is not JSON',
      () => new HttpResponse('{"v": "5.7', { headers: { 'content-type': 'application/json' } }),
    ],
    ['JSON that is not a Lottie document', () => HttpResponse.json({ hello: 'world', layers: [] })],
    ['a failed connection', () => HttpResponse.error()],
  ])('keeps the fallback for %s, with no error on the page', async (_name, answer) => {
    const errors = vi.spyOn(console, 'error');
    let asked = false;
    serve(() => {
      asked = true;
      return answer();
    });
    const player = recordingPlayer();
    const { container } = render(<AnimationPlayer src={URL} fallback={fallback} loadPlayer={player.load} />);
    await waitFor(() => expect(asked).toBe(true));
    await act(() => new Promise((done) => setTimeout(done, 50)));
    screen.getByTestId('spinner');
    expect(container.querySelector('svg')).toBeNull();
    expect(player.made).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the fallback for a link slower than its time limit, and gives up on it', async () => {
    let aborted = false;
    serve(async () => {
      await delay(2000);
      return HttpResponse.json(makeLottie());
    });
    server.events.on('request:start', ({ request }) =>
      request.signal.addEventListener('abort', () => (aborted = true)),
    );
    const player = recordingPlayer();
    render(<AnimationPlayer src={URL} fallback={fallback} loadPlayer={player.load} timeoutMs={100} />);
    await waitFor(() => expect(aborted).toBe(true));
    screen.getByTestId('spinner');
    expect(player.made).toHaveLength(0);
    expect(await fetchAnimation(URL, { timeoutMs: 50 })).toBeUndefined();
  });

  it('shows a still frame to someone who asks for reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    serve(() => HttpResponse.json(makeLottie(60)));
    const player = recordingPlayer();
    const { container } = render(<AnimationPlayer src={URL} fallback={fallback} loadPlayer={player.load} />);
    await waitFor(() => expect(container.querySelector('.animation-player svg')).not.toBeNull());
    const still = player.made[0];
    expect(still?.isPaused).toBe(true);
    expect(still?.currentFrame).toBe(20);
    await act(() => new Promise((done) => setTimeout(done, 100)));
    expect(still?.currentFrame).toBe(20);
  });

  it('stops and frees the animation when it leaves the page', async () => {
    serve(() => HttpResponse.json(makeLottie()));
    const player = recordingPlayer();
    const { container, unmount } = render(<AnimationPlayer src={URL} fallback={fallback} loadPlayer={player.load} />);
    await waitFor(() => expect(container.querySelector('.animation-player svg')).not.toBeNull());
    const destroy = vi.spyOn(player.made[0]!, 'destroy');
    unmount();
    expect(destroy).toHaveBeenCalled();
  });

  it('knows a Lottie document by its top-level fields', () => {
    expect(isLottieDocument(makeLottie())).toBe(true);
    expect(isLottieDocument({ ...makeLottie(), op: 0 })).toBe(false);
    expect(isLottieDocument({ ...makeLottie(), layers: [] })).toBe(false);
    expect(isLottieDocument({ ...makeLottie(), w: '32' })).toBe(false);
    expect(isLottieDocument(null)).toBe(false);
    expect(isLottieDocument([makeLottie()])).toBe(false);
  });
});

describe('the loading overlay', () => {
  it('shows its spinner and its words at once, and asks for the animation once it has lasted 300 ms', async () => {
    let asked = 0;
    serve(() => {
      asked += 1;
      return HttpResponse.json(makeLottie());
    });
    const started = performance.now();
    const { container } = render(<LoadingOverlay loading label="Loading…" animation={URL} />);
    screen.getByRole('status');
    screen.getByText('Loading…');
    expect(container.querySelector('.spinner')).not.toBeNull();
    expect(asked).toBe(0);
    // The animation takes the spinner's place (on a busy machine the two can be a render apart).
    await waitFor(() => {
      expect(container.querySelector('.animation-player svg')).not.toBeNull();
      expect(container.querySelector('.spinner')).toBeNull();
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(ANIMATION_DELAY_MS - 5);
    expect(asked).toBe(1);
    screen.getByText('Loading…');
  });

  it('never asks for an animation when the loading ends within 300 ms (however long the overlay lingers), nor without a link', async () => {
    let asked = 0;
    serve(() => {
      asked += 1;
      return HttpResponse.json(makeLottie());
    });
    const { rerender, container } = render(<LoadingOverlay loading label="Loading…" animation={URL} />);
    rerender(<LoadingOverlay loading={false} label="Loading…" animation={URL} />);
    await act(() => new Promise((done) => setTimeout(done, 500)));
    expect(container.querySelector('.loading-overlay')).toBeNull();
    expect(asked).toBe(0);
    const off = render(<LoadingOverlay loading label="Loading…" />);
    await act(() => new Promise((done) => setTimeout(done, ANIMATION_DELAY_MS + 100)));
    expect(off.container.querySelector('.spinner')).not.toBeNull();
    expect(asked).toBe(0);
  });
});
