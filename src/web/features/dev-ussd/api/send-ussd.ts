import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ussdSimulatorInputSchema, ussdSimulatorReplySchema } from '@domain/ussd/pin';
import { apiFetch } from '@web/lib/api';

type UssdRequest = z.infer<typeof ussdSimulatorInputSchema>;
type UssdReply = z.infer<typeof ussdSimulatorReplySchema>;

/** Development only: the server answers 404 where its development outbox is off. */
export function useSendUssd() {
  return useMutation({
    mutationFn: (request: UssdRequest) => apiFetch<UssdReply>('/api/v1/dev/ussd', { body: { ...request } }),
  });
}
