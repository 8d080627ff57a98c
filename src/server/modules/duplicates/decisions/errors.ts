import { AppError } from '@server/errors';

export const alertNotFound = () => new AppError('not_found', 'errors:duplicates.notFound');
export const alertResolved = () => new AppError('conflict', 'errors:duplicates.alreadyResolved');
/** One of the pair is another organisation's caseload: only staff who may see both people decide. */
export const alertOutsideScope = () => new AppError('forbidden', 'errors:duplicates.outsideScope');
