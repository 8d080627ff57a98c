import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BeneficiaryDocument, DocumentType } from '@domain/documents';
import { DOCUMENTS_QUERY_KEY } from '@web/features/beneficiary/shared/query-keys';
import { sendForm } from './send-form';

export interface UploadDocumentInput {
  documentType: DocumentType;
  documentName: string;
  expiryDate: string;
  file: File;
}

/** The text fields go first, so the server knows what the file is before its bytes arrive. */
export function uploadDocument(input: UploadDocumentInput): Promise<BeneficiaryDocument> {
  const form = new FormData();
  form.append('documentType', input.documentType);
  form.append('documentName', input.documentName);
  if (input.expiryDate) form.append('expiryDate', input.expiryDate);
  form.append('file', input.file);
  return sendForm<BeneficiaryDocument>('/api/v1/beneficiary/documents', form);
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
