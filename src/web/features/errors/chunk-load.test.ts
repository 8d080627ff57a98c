import { describe, expect, it } from 'vitest';
import { isChunkLoadError, retryImport } from './chunk-load';

const noWait = () => Promise.resolve();

/** A loader that fails `failures` times, then answers; counts its calls. */
function flakyLoader(failures: number) {
  const loader = {
    calls: 0,
    load: async () => {
      loader.calls += 1;
      if (loader.calls <= failures) throw new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
      return { Page: 'loaded' };
    },
  };
  return loader;
}

describe('retryImport', () => {
  it('answers the module when a later try succeeds', async () => {
    const loader = flakyLoader(2);
    await expect(retryImport(loader.load, { attempts: 3, wait: noWait })).resolves.toEqual({ Page: 'loaded' });
    expect(loader.calls).toBe(3);
  });

  it('gives up after the tries run out, with the download error', async () => {
    const loader = flakyLoader(5);
    await expect(retryImport(loader.load, { attempts: 3, wait: noWait })).rejects.toThrow(/dynamically imported/);
    expect(loader.calls).toBe(3);
  });

  it('waits a little longer before each new try', async () => {
    const waits: number[] = [];
    const loader = flakyLoader(2);
    await retryImport(loader.load, { attempts: 3, delayMs: 400, wait: async (ms) => void waits.push(ms) });
    expect(waits).toEqual([400, 800]);
  });

  it('does not try again while the device knows it is offline', async () => {
    const loader = flakyLoader(5);
    await expect(retryImport(loader.load, { canRetry: () => false, wait: noWait })).rejects.toThrow();
    expect(loader.calls).toBe(1);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://localhost/assets/messages-tab-x1.js',
    'error loading dynamically imported module: http://localhost/assets/a.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/index-x1.css',
  ])('recognises "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('leaves real page errors to the error page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
