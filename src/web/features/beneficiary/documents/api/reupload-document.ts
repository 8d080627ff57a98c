import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryDocument } from '@domain/documents';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { sendForm } from './send-form';

export function reuploadDocument({ id, file }: { id: string; file: File }): Promise<BeneficiaryDocument> {
  const form = new FormData();
  form.append('file', file);
  return sendForm<BeneficiaryDocument>(`/api/v1/beneficiary/documents/${encodeURIComponent(id)}/reupload`, form);
}

export function useReuploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reuploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
