import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationForm } from '@domain/programme-application';
import type { OutboxSend } from '@web/lib/outbox/entries';
import { DASHBOARD_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { APPLICATIONS_KEY } from './query-keys';

export interface SubmitApplicationInput {
  /** The draft being finished, or null to apply in one go. */
  draftId: string | null;
  form: ApplicationForm;
}

/** The submission as the outbox sends it: now, or when the network returns, with one Idempotency-Key. */
export function applicationSend({ draftId, form }: SubmitApplicationInput): OutboxSend {
  const path =
    draftId === null
      ? '/api/v1/beneficiary/applications'
      : `/api/v1/beneficiary/applications/${encodeURIComponent(draftId)}/submit`;
  return { kind: 'application', method: 'POST', path, body: { ...form } };
}

/** After a submission: the list and the dashboard's counts have changed. */
export async function refreshAfterSubmission(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY }),
    queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY }),
  ]);
}
