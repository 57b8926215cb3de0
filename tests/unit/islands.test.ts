import { afterEach, describe, expect, it, vi } from 'vitest';
import { brushAnimation } from '../../client/animations/brush.ts';
import { heartAnimation } from '../../client/animations/heart.ts';
import { reloadAfterChunkFailure } from '../../client/islands/chunk-reload.ts';
import { wrapIndex } from '../../client/islands/gallery.ts';
import { scrollProgress } from '../../client/islands/header.ts';
import { prefetchAllowed } from '../../client/islands/prefetch.ts';
import { assumedProgress } from '../../client/islands/progress.ts';
import { ISLANDS } from '../../client/islands/registry.ts';
import { NEWSLETTER_BRUSH_ROOT_MARGIN, SCROLL_THRESHOLD, TIMINGS_MS } from '../../shared/constants.ts';

describe('island registry', () => {
  it('loads React, zod and Lottie only on interaction or when an animation is due', () => {
    const eager = Object.entries(ISLANDS).filter(([, definition]) => definition.strategy === 'load');
    expect(eager.map(([name]) => name).sort()).toEqual(['consent', 'floating-promo', 'header', 'job-modal', 'newsletter-embed']);
    for (const name of ['form-newsletter', 'form-availability', 'form-application', 'form-position']) {
      expect(ISLANDS[name]?.strategy).toBe('interaction');
    }
  });

  it('draws the brush when the newsletter block reaches 85 % of the viewport', () => {
    expect(NEWSLETTER_BRUSH_ROOT_MARGIN).toBe('0px 0px -15% 0px');
  });

  it('loads the cursor only on hover-capable screens of 1200 px and more', () => {
    expect(ISLANDS.cursor?.media).toBe('(hover: hover) and (pointer: fine) and (min-width: 1200px)');
  });
});

describe('behaviour arithmetic', () => {
  it('takes the scrolled look just past 2.5 % of the page', () => {
    expect(scrollProgress(0, 5000, 1000)).toBe(0);
    expect(scrollProgress(100, 5000, 1000)).toBe(0.025);
    expect(scrollProgress(101, 5000, 1000)).toBeGreaterThan(SCROLL_THRESHOLD);
    // A page no taller than the window never scrolls.
    expect(scrollProgress(0, 800, 1000)).toBe(0);
  });

  it('loops the gallery both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });

  it('fills the progress bar over an assumed 5 s without claiming to be done', () => {
    expect(assumedProgress(0)).toBe(0);
    expect(assumedProgress(TIMINGS_MS.progressDuration / 2)).toBe(0.5);
    expect(assumedProgress(TIMINGS_MS.progressDuration * 3)).toBe(0.95);
  });

  it('never prefetches on 2g or with Save-Data', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('chunk-failure reload guard', () => {
  afterEach(() => vi.unstubAllGlobals());

  function browserGlobals() {
    const stored = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
    });
    vi.stubGlobal('location', { reload });
    return { stored, reload };
  }

  it('reloads once, then not again within 60 s, then again after', () => {
    const { stored, reload } = browserGlobals();
    expect(reloadAfterChunkFailure(1_000_000)).toBe(true);
    expect(stored.get('chunk-reload-at')).toBe('1000000');
    expect(reloadAfterChunkFailure(1_000_000 + TIMINGS_MS.reloadGuard - 1)).toBe(false);
    expect(reloadAfterChunkFailure(1_000_000 + TIMINGS_MS.reloadGuard)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when there is no sessionStorage to stop a loop', () => {
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('denied');
      },
    });
    vi.stubGlobal('location', { reload });
    expect(reloadAfterChunkFailure()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('Lottie animations', () => {
  it('pulse the heart over 4 s in a loop and draw the brush in 1.5 s', () => {
    expect((heartAnimation.op - heartAnimation.ip) / heartAnimation.fr).toBe(TIMINGS_MS.loaderHeartPulse / 1000);
    expect((brushAnimation.op - brushAnimation.ip) / brushAnimation.fr).toBe(TIMINGS_MS.newsletterBrush / 1000);
    const trim = brushAnimation.layers[0]?.shapes[0]?.it.find((item) => item.ty === 'tm') as unknown as {
      e: { k: Array<{ t: number; s: number[] }> };
    };
    expect(trim.e.k.at(-1)).toMatchObject({ t: brushAnimation.op, s: [100] });
  });
});
