import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadWithOneRetry } from './tab-screens';

/** A tab screen's loader that fails `failures` times, then answers; counts its calls. */
function flakyScreen(failures: number) {
  const screen = {
    calls: 0,
    load: async () => {
      screen.calls += 1;
      if (screen.calls <= failures) throw new TypeError('Failed to fetch dynamically imported module: /assets/tab.js');
      return { default: 'screen' };
    },
  };
  return screen;
}

function setOnline(online: boolean) {
  vi.stubGlobal('navigator', { onLine: online });
}

describe('loading a beneficiary tab screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the screen when its code arrives on the second try', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const screen = flakyScreen(1);
    const loaded = loadWithOneRetry(screen.load)();
    await vi.runAllTimersAsync();
    await expect(loaded).resolves.toEqual({ default: 'screen' });
    expect(screen.calls).toBe(2);
  });

  it('tries only once more, then hands the download error on for the offline page', async () => {
    vi.useFakeTimers();
    setOnline(true);
    const screen = flakyScreen(5);
    const loaded = loadWithOneRetry(screen.load)();
    const outcome = expect(loaded).rejects.toThrow(/dynamically imported module/);
    await vi.runAllTimersAsync();
    await outcome;
    expect(screen.calls).toBe(2);
  });

  it('does not try again while the phone knows it is offline', async () => {
    setOnline(false);
    const screen = flakyScreen(5);
    await expect(loadWithOneRetry(screen.load)()).rejects.toThrow(/dynamically imported module/);
    expect(screen.calls).toBe(1);
  });
});
