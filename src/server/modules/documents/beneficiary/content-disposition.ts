import { extensionFor } from '@server/platform/file-type';

const MAX_NAME = 100;

/**
 * A Content-Disposition header naming the file after the document (never
 * after what the uploader's disk called it), with the type's own extension.
 * Quotes, slashes and control characters cannot reach the header; non-ASCII
 * names travel in filename* (RFC 6266) with an ASCII fallback.
 */
export function contentDisposition(kind: 'inline' | 'attachment', documentName: string, mimeType: string): string {
  const extension = extensionFor(mimeType);
  const readable =
    documentName
      .normalize('NFC')
      .replace(/[\p{Cc}\p{Cf}"\\/:*?<>|]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_NAME) || 'document';
  const ascii =
    readable
      .normalize('NFKD')
      .replace(/[^\w .-]+/g, '')
      .replace(/\s+/g, ' ')
      .trim() || 'document';
  // encodeURIComponent leaves ' ( ) unescaped; RFC 5987 wants them encoded.
  const encoded = encodeURIComponent(`${readable}.${extension}`).replace(
    /['()]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}.${extension}"; filename*=UTF-8''${encoded}`;
}
