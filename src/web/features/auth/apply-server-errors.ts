import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/api';

/**
 * Puts the server's field errors on the matching form fields (the first one
 * gets focus) and returns the message for the form's red alert.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): string {
  if (error instanceof ApiError) {
    let shouldFocus = true;
    for (const fieldError of error.fieldErrors) {
      // The server may name a field by its full path ("body.email" or "/email").
      const name = fieldError.path.split(/[./]/).pop();
      const field = fields.find((candidate) => candidate === name);
      if (!field) continue;
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus });
      shouldFocus = false;
    }
  }
  return errorMessage(error);
}
