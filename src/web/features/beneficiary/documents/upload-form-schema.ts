import * as z from 'zod/mini';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_NAME_MAX,
  DOCUMENT_TYPE_OPTIONS,
  documentExpiryDateSchema,
  MAX_DOCUMENT_BYTES,
} from '@domain/documents';

/** Shown beside each empty required field; the form also says 'Please fill in all required fields' once. */
export const REQUIRED = 'validation:required';

const EXTENSIONS = DOCUMENT_ACCEPT.split(',');
const hasAcceptedExtension = (name: string) => EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * The chosen file, checked on the phone before a byte is sent: a file the
 * server would refuse must not cost the person their data bundle. The server
 * checks the bytes themselves again.
 */
export const chosenFileSchema = z.custom<FileList | undefined>().check(
  z.refine((files) => (files?.length ?? 0) > 0, { error: REQUIRED, abort: true }),
  z.refine((files) => hasAcceptedExtension(files?.[0]?.name ?? ''), {
    error: 'documents:upload.wrongFormat',
    abort: true,
  }),
  z.refine((files) => (files?.[0]?.size ?? 0) <= MAX_DOCUMENT_BYTES, { error: 'documents:upload.tooLarge' }),
);

export const uploadFormSchema = z.object({
  typeOption: z.string().check(z.refine((value) => Object.hasOwn(DOCUMENT_TYPE_OPTIONS, value), { error: REQUIRED })),
  documentName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: REQUIRED }),
      z.maxLength(DOCUMENT_NAME_MAX, { error: 'documents:upload.nameTooLong' }),
    ),
  expiryDate: documentExpiryDateSchema,
  file: chosenFileSchema,
});
export type UploadFormValues = z.infer<typeof uploadFormSchema>;

export const reuploadFormSchema = z.object({ file: chosenFileSchema });
export type ReuploadFormValues = z.infer<typeof reuploadFormSchema>;
