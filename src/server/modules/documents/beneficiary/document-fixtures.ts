import fs from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from '@server/test-support/test-app';

/*
 * Builds real multipart bodies (the browser's FormData, encoded by the Fetch
 * API) for app.inject, and looks at what the storage holds.
 */

export interface UploadFile {
  bytes: Buffer;
  name: string;
  /** What the browser claims; the server must not believe it. */
  type?: string;
}

export type Part = [name: string, value: string] | [name: 'file', value: UploadFile];

export async function multipartBody(parts: Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
        value.name,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const documentFields = (overrides: Record<string, string> = {}): Part[] =>
  Object.entries({ documentType: 'id_card', documentName: 'National ID', ...overrides });

export async function postMultipart(t: TestApp, url: string, parts: Part[], headers: Record<string, string> = {}) {
  const body = await multipartBody(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

export function uploadDocument(
  t: TestApp,
  cookie: string | undefined,
  file: UploadFile | null,
  fields: Part[] = documentFields(),
  headers = {},
) {
  const parts: Part[] = file ? [...fields, ['file', file]] : fields;
  return postMultipart(t, '/api/v1/beneficiary/documents', parts, { ...headers, ...(cookie ? { cookie } : {}) });
}

/** Every file the storage holds, temporary ones included (relative paths). */
export async function storedFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
