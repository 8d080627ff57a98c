import type { Multipart, MultipartFile } from '@fastify/multipart';
import { AppError } from '@server/errors';
import { refuseNulCharacter } from './nul-characters';

/*
 * The multipart parser (busboy) reports a body it cannot read with plain
 * errors, told apart only by their wording: a missing boundary, a body that
 * ends before its closing boundary (truncated, or sent with another boundary)
 * and a part cut short. Each is the client's mistake, never ours.
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /^(Part|Preamble) terminated early due to unexpected end of multipart data$/,
];

export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if ((error as { code?: string }).code === 'FST_MP_PREMATURE_CLOSE') return true;
  return MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message));
}

/** A form's text reaches the database as a field value or a file name: refuse U+0000 there as the JSON routes do. */
export function refuseNulCharacterInPart(part: Multipart): void {
  if (part.type === 'field') refuseNulCharacter({ [part.fieldname]: part.value });
  else refuseNulCharacter({ [part.fieldname]: part.filename });
}

/**
 * A small body arrives whole, so the parser may fail on its end (say, a cut
 * closing boundary) before the file part is read: the part's stream is then
 * already destroyed and would never end. Its error is the parser's.
 */
export function refuseSpoiltFile(part: MultipartFile): void {
  if (part.file.destroyed) throw part.file.errored ?? new AppError('malformed_multipart', 'errors:malformedMultipart');
}
