import { useEffect, useState } from 'react';
import { onOutboxSettled } from './outbox';

/**
 * The honest state of a form whose send went to the outbox: "will be sent when you are back online"
 * until the outbox has sent (or given up on) what waits. The outbox sender tells the person which.
 */
export function useQueuedUntilSent() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    return onOutboxSettled(() => setWaiting(false));
  }, [waiting]);
  return { waiting, start: () => setWaiting(true) };
}
