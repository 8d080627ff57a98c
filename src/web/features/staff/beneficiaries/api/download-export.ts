import type { ExportFormat, RegistryFilter } from '@domain/registry-search';
import { i18next } from '@web/lib/i18n';
import { parseApiError } from '@web/lib/api';
import { registryQueryString } from '../use-registry-params';

export type ExportRequest =
  | { kind: 'filter'; filter: RegistryFilter; format: ExportFormat }
  | { kind: 'selection'; ids: string[]; format: ExportFormat };

function fileNameOf(response: Response, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `beneficiaries.${format}`;
}

/**
 * Fetches the file (the server streams it) and hands it to the browser as a
 * download; a refusal becomes an ApiError like any other call.
 */
export async function downloadExport(request: ExportRequest): Promise<void> {
  const headers: Record<string, string> = { 'Accept-Language': i18next.language };
  const response =
    request.kind === 'filter'
      ? await fetch(
          `/api/v1/staff/beneficiaries/export?${registryQueryString(request.filter, { format: request.format })}`,
          { headers, credentials: 'same-origin' },
        )
      : await fetch('/api/v1/staff/beneficiaries/export', {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ ids: request.ids, format: request.format }),
        });
  if (!response.ok) throw await parseApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, request.format);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
