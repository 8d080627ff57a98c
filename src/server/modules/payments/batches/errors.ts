import { AppError } from '@server/errors';

export const batchNotFound = () => new AppError('not_found', 'errors:payments.batchNotFound');
export const batchInWrongState = () => new AppError('conflict', 'errors:payments.wrongState');
