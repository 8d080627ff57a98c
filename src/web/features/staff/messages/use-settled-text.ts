import { useEffect, useState } from 'react';

/** The text once typing has paused for `delayMs`: one estimate per pause, not one per key. */
export function useSettledText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
