import { parseApiError } from '@web/lib/api';
import { i18next } from '@web/lib/i18n';

/**
 * apiFetch speaks JSON; a file travels as multipart form data. The browser
 * sets the multipart boundary itself, so no Content-Type is given here.
 */
export async function sendForm<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': i18next.language },
    credentials: 'same-origin',
    body: form,
  });
  if (!response.ok) throw await parseApiError(response);
  return (await response.json()) as T;
}
