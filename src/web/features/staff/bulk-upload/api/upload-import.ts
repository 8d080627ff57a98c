import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportMode, ImportType } from '@domain/import-templates';
import type { ImportView } from '@domain/import-view';
import { parseApiError } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';
import { IMPORTS_QUERY_KEY } from './get-import-history';

export interface ImportUpload {
  file: File;
  type: ImportType;
  mode: ImportMode;
  /** 0-100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/**
 * POST /api/v1/imports as multipart. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which a 50MB file on a field office link needs.
 */
export function uploadImport({ file, type, mode, onProgress }: ImportUpload): Promise<ImportView> {
  const form = new FormData();
  form.append('type', type);
  form.append('mode', mode);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/v1/imports');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18next.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
      });
      if (request.status >= 200 && request.status < 300)
        void response.json().then((body) => resolve(body as ImportView), reject);
      else void parseApiError(response).then(reject, reject);
    };
    request.onerror = () => reject(new Error('network'));
    request.send(form);
  });
}

export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IMPORTS_QUERY_KEY }),
  });
}
