import { isUuid } from '@domain/ids';
import type { Database } from '@server/db/client';
import type { FinalFailureHandler } from '@server/platform/jobs/job-worker';
import { refuseValidatingImport } from './queries';

/**
 * A validation that failed, or whose worker died (say a file that brings the
 * server down each time it is read), on every attempt: the file is refused with
 * the message of a failed validation, never left validating for ever.
 */
export function validationGaveUp(db: Database): FinalFailureHandler {
  return async (payload) => {
    const importId = String(payload.importId);
    if (isUuid(importId)) await refuseValidatingImport(db, importId, 'errors:imports.failed');
  };
}
