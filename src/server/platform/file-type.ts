/*
 * What a file is, told by its bytes, never by its name or the type a browser
 * declared: a program renamed "id.pdf" must not be stored as a PDF. Only the
 * formats people upload as documents are recognised.
 */
export interface FileType {
  format: 'pdf' | 'jpeg' | 'png' | 'doc' | 'docx';
  mimeType: string;
  extension: string;
}

const TYPES: Record<FileType['format'], FileType> = {
  pdf: { format: 'pdf', mimeType: 'application/pdf', extension: 'pdf' },
  jpeg: { format: 'jpeg', mimeType: 'image/jpeg', extension: 'jpg' },
  png: { format: 'png', mimeType: 'image/png', extension: 'png' },
  doc: { format: 'doc', mimeType: 'application/msword', extension: 'doc' },
  docx: {
    format: 'docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
};

const SIGNATURES: { kind: 'pdf' | 'jpeg' | 'png' | 'doc' | 'zip'; bytes: number[] }[] = [
  { kind: 'pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'doc', bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] }, // OLE compound file
  { kind: 'zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK\3\4: a DOCX is a ZIP with Word's parts
];

/** The longest signature: a head this long is enough for `signatureOf`. */
export const SIGNATURE_BYTES = 8;

/** Which known signature the file starts with, or null for anything else. */
export function signatureOf(head: Uint8Array): (typeof SIGNATURES)[number]['kind'] | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.kind ?? null;
}

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) + u16(bytes, at + 2) * 0x10000) >>> 0;
const text = (bytes: Uint8Array, from: number, length: number) =>
  new TextDecoder().decode(bytes.subarray(from, from + length));

/** Entry names from the central directory at the end of a ZIP (the reliable list). */
function centralDirectoryNames(tail: Uint8Array): string[] {
  const names: string[] = [];
  for (let end = tail.length - 22; end >= 0 && end >= tail.length - 22 - 0xffff; end -= 1) {
    if (u32(tail, end) !== 0x06054b50) continue;
    let at = end - u32(tail, end + 12);
    while (at >= 0 && at + 46 <= end && u32(tail, at) === 0x02014b50) {
      const nameLength = u16(tail, at + 28);
      names.push(text(tail, at + 46, nameLength));
      at += 46 + nameLength + u16(tail, at + 30) + u16(tail, at + 32);
    }
    break;
  }
  return names;
}

/** Entry names from the local headers at the start, for a ZIP whose directory is out of reach. */
function localHeaderNames(head: Uint8Array): string[] {
  const names: string[] = [];
  let at = 0;
  while (at + 30 <= head.length && u32(head, at) === 0x04034b50) {
    const nameLength = u16(head, at + 26);
    names.push(text(head, at + 30, nameLength));
    const usesDataDescriptor = (u16(head, at + 6) & 0x08) !== 0;
    if (usesDataDescriptor) break;
    at += 30 + nameLength + u16(head, at + 28) + u32(head, at + 18);
  }
  return names;
}

/** The entry names of a ZIP from its first (`head`) and last (`tail`) bytes. */
export function zipEntryNames(head: Uint8Array, tail: Uint8Array): string[] {
  return [...centralDirectoryNames(tail), ...localHeaderNames(head)];
}

function isWordDocument(head: Uint8Array, tail: Uint8Array): boolean {
  const names = zipEntryNames(head, tail);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

/** The usual extension of a type we recognise (for download names); 'bin' otherwise. */
export function extensionFor(mimeType: string): string {
  return Object.values(TYPES).find((type) => type.mimeType === mimeType)?.extension ?? 'bin';
}

/**
 * The type of a file from its first bytes (`head`) and, for a ZIP, its last
 * bytes (`tail`, where the directory of entries is). Small files pass the whole
 * content as both.
 */
export function detectFileType(head: Uint8Array, tail: Uint8Array = head): FileType | null {
  const kind = signatureOf(head);
  if (kind === null) return null;
  if (kind === 'zip') return isWordDocument(head, tail) ? TYPES.docx : null;
  return TYPES[kind];
}
