import type { FinalFailureHandler } from '@server/platform/jobs/define-job';
import { refuseValidatingImport } from './queries';

/**
 * A validation that failed, or whose worker died (say a file that brings the
 * server down each time it is read), on every attempt: the file is refused with
 * the message of a failed validation, never left validating for ever.
 */
export const validationGaveUp: FinalFailureHandler<{ importId: string }> = async ({ importId }, db) => {
  await refuseValidatingImport(db, importId, 'errors:imports.failed');
};
