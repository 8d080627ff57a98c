import { AppError } from '@server/errors';

/** The same answer for a case that does not exist and one the viewer may not know of. */
export const caseNotFound = () => new AppError('not_found', 'errors:feedbackNotFound');
export const caseClosed = () => new AppError('conflict', 'errors:staffFeedback.closed');
export const notHandler = () => new AppError('forbidden', 'errors:staffFeedback.notHandler');
export const illegalMove = () => new AppError('conflict', 'errors:staffFeedback.illegalMove');
export const alreadyAssigned = () => new AppError('conflict', 'errors:staffFeedback.alreadyAssigned');
export const notEligibleHandler = () => new AppError('conflict', 'errors:staffFeedback.notEligibleHandler');
/** The case's person is outside the chosen colleague's organisation and places: they could not open the case. */
export const assigneeOutsideScope = () => new AppError('conflict', 'errors:staffFeedback.assigneeOutsideScope');
