/*
 * A page's code arrives in chunks downloaded when first opened; on a dropped connection the download
 * fails. These helpers try again a little, then let the page say "you are offline" instead of showing
 * the browser's message.
 */

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts?: number;
  /** Wait before the second try; each later try waits that much longer. */
  delayMs?: number;
  /** Whether trying again can help: not while the device knows it has no network. */
  canRetry?: () => boolean;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `load` until it succeeds or the tries run out; the last failure is thrown. */
export async function retryImport<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { attempts = 3, delayMs = 500, canRetry = () => true, wait = sleep } = options;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts || !canRetry()) throw error;
      await wait(delayMs * attempt);
    }
  }
}

/*
 * The messages browsers and the bundler give a module or stylesheet that could not be downloaded:
 * Chromium, Firefox, Safari, then Vite's CSS preload.
 */
const CHUNK_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
];

/** Whether an error is a chunk of the app that failed to download (not a bug in a page). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURES.some((pattern) => pattern.test(error.message));
}
