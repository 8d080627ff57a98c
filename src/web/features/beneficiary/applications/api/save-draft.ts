import type { ApplicationDetail, SaveDraftInput } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';

/** Creates the draft the first time, then saves each step into it. */
export function saveDraft(draftId: string | null, input: SaveDraftInput): Promise<ApplicationDetail> {
  const body = { ...input };
  if (draftId === null)
    return apiFetch<ApplicationDetail>('/api/v1/beneficiary/applications/drafts', { method: 'POST', body });
  return apiFetch<ApplicationDetail>(`/api/v1/beneficiary/applications/${encodeURIComponent(draftId)}/draft`, {
    method: 'PUT',
    body,
  });
}
