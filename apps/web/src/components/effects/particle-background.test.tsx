import { render } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ParticleBackground } from './particle-background';

function preferReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

afterEach(() => vi.useRealTimers());

describe('particle background', () => {
  test('with reduced motion asked for, nothing is loaded or drawn', () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    const { container } = render(<ParticleBackground />);
    vi.advanceTimersByTime(10_000);
    expect(container).toBeEmptyDOMElement();
  });

  test('otherwise it waits for the page to load and the browser to be idle', () => {
    preferReducedMotion(false);
    const idle = vi.fn((_callback: IdleRequestCallback) => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { container, unmount } = render(<ParticleBackground />);
    // jsdom has finished loading, so the idle wait starts at once; nothing is drawn before it.
    expect(idle).toHaveBeenCalledTimes(1);
    expect(container).toBeEmptyDOMElement();
    unmount();
    vi.unstubAllGlobals();
  });
});
