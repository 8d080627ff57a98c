import { useMutation } from '@tanstack/react-query';
import { parseApiError } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';

const FALLBACK_NAME = 'my-data.json';

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * Fetched rather than followed as a link, so a lapsed session shows a message
 * instead of saving an error page as the person's data.
 */
async function downloadMyData(): Promise<void> {
  const response = await fetch('/api/v1/beneficiary/settings/my-data', {
    headers: { Accept: 'application/json', 'Accept-Language': i18next.language },
    credentials: 'same-origin',
  });
  if (!response.ok) throw await parseApiError(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; release the memory once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
