import { useCallback, useEffect, useRef } from 'react';

/** How long typing must pause before the form is written to the device: every key press would be wasteful. */
export const KEEP_DELAY_MS = 400;

/**
 * Calls `keep` once typing pauses, and at once when the tab is hidden or closed (a pending keep would
 * otherwise be lost with the tab). Answers `schedule`, to call on every change, `flush` and `cancel`.
 */
export function useDebouncedKeeper(keep: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keepRef = useRef(keep);
  // The latest `keep` (it reads the latest values and step), without rescheduling on every render.
  useEffect(() => {
    keepRef.current = keep;
  });

  const flush = useCallback(() => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    keepRef.current();
  }, []);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      keepRef.current();
    }, KEEP_DELAY_MS);
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);

  return { schedule, flush, cancel };
}
