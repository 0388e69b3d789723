import { render, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ReplayEarlyPresses } from './replay-early-presses';

afterEach(() => {
  delete window.__replayEarlyPresses;
  delete window.__takeEarlyEntries;
});

test("once mounted, it asks the drawn page to press again the buttons pressed before, once React's effects have run", async () => {
  const replay = vi.fn();
  window.__replayEarlyPresses = replay;

  const { rerender } = render(<ReplayEarlyPresses />);
  // Not while React runs the effects: it could not hydrate a pressed button's Suspense boundary then.
  expect(replay).not.toHaveBeenCalled();
  await waitFor(() => expect(replay).toHaveBeenCalledTimes(1));
  rerender(<ReplayEarlyPresses />);
  await Promise.resolve();

  expect(replay).toHaveBeenCalledTimes(1);
});

test('on a page without the recorder (drawn in the browser) it does nothing', async () => {
  render(<ReplayEarlyPresses />);
  // An error thrown here, in the microtask, would fail the run as an unhandled error.
  await new Promise((resolve) => setTimeout(resolve, 0));

  expect(window.__replayEarlyPresses).toBeUndefined();
});

test('the entries made before are entered again before the presses are replayed', async () => {
  const order: string[] = [];
  window.__takeEarlyEntries = () => {
    order.push('entries');
    return [];
  };
  window.__replayEarlyPresses = () => order.push('presses');

  render(<ReplayEarlyPresses />);
  await waitFor(() => expect(order).toEqual(['entries', 'presses']));
});
