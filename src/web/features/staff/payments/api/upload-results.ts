import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResultImportSummary } from '@domain/payment-batch';
import { parseApiError } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';
import { PAYMENT_BATCHES_KEY } from './get-payment-batches';

/** POST the provider's result file as multipart; the answer says what each row did. */
export async function uploadResults(batchId: string, file: File): Promise<ResultImportSummary> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api/v1/staff/payment-batches/${encodeURIComponent(batchId)}/provider-results`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': i18next.language },
    credentials: 'same-origin',
    body: form,
  });
  if (!response.ok) throw await parseApiError(response);
  return (await response.json()) as ResultImportSummary;
}

export function useUploadResults(batchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadResults(batchId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PAYMENT_BATCHES_KEY }),
  });
}
