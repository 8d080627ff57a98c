import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage } from './api';

/**
 * Puts the server's field errors on the matching form fields (the first one
 * gets focus) and returns the message for the form's red alert. `shape` is the
 * form schema's shape: only the fields it names can receive an error.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  shape: Record<Path<T>, unknown>,
  setError: UseFormSetError<T>,
): string {
  if (error instanceof ApiError) {
    let shouldFocus = true;
    for (const fieldError of error.fieldErrors) {
      // The server may name a field by a longer path ("body.email", "/email", "skills.0").
      const name = fieldError.path.split(/[./]/).find((part) => Object.hasOwn(shape, part));
      if (!name) continue;
      setError(name as Path<T>, { type: 'server', message: fieldError.message }, { shouldFocus });
      shouldFocus = false;
    }
  }
  return errorMessage(error);
}
