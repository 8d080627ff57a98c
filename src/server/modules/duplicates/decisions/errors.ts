import { AppError } from '@server/errors';

export const alertNotFound = () => new AppError('not_found', 'errors:duplicates.notFound');
export const alertResolved = () => new AppError('conflict', 'errors:duplicates.alreadyResolved');
