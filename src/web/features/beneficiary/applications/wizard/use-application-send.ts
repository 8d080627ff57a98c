import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { ApplicationDetail } from '@domain/programme-application';
import { onOutboxSettled, sendOrQueue } from '@web/lib/outbox/outbox';
import { applicationSend, refreshAfterSubmission, type SubmitApplicationInput } from '../api/submit-application';

export type SendState = 'idle' | 'sending' | 'queued';

/**
 * Submits the application now, or, without network, hands it to the outbox (with its Idempotency-Key)
 * and says so. `onSentLater` runs when the outbox has delivered it while the wizard is still open.
 */
export function useApplicationSend(userId: string | null, onSentLater: () => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SendState>('idle');
  const onSentLaterRef = useRef(onSentLater);
  useEffect(() => {
    onSentLaterRef.current = onSentLater;
  });

  useEffect(() => {
    if (state !== 'queued') return;
    return onOutboxSettled((entry, outcome) => {
      if (entry.kind !== 'application') return;
      setState('idle');
      if (outcome.sent) onSentLaterRef.current();
    });
  }, [state]);

  async function send(input: SubmitApplicationInput): Promise<'sent' | 'queued'> {
    setState('sending');
    try {
      const outcome = await sendOrQueue<ApplicationDetail>(userId, applicationSend(input));
      setState(outcome.status === 'queued' ? 'queued' : 'idle');
      if (outcome.status === 'sent') await refreshAfterSubmission(queryClient);
      return outcome.status;
    } catch (error) {
      setState('idle');
      throw error;
    }
  }

  return { state, send };
}
