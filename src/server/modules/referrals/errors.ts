import { AppError } from '@server/errors';

/** The same answer for a referral that does not exist and one the organisation may not know of. */
export const referralNotFound = () => new AppError('not_found', 'errors:referrals.notFound');
/** Accepting a closed referral, closing one not accepted...: the move does not exist from here. */
export const wrongReferralState = () => new AppError('conflict', 'errors:referrals.wrongState');
/** Only the receiving organisation handles a referral; the sender follows it. */
export const notReceivingSide = () => new AppError('forbidden', 'errors:referrals.notReceivingSide');
export const unknownOrganisation = () =>
  new AppError('validation', 'errors:referrals.unknownOrganisation', {
    fields: [{ path: 'toOrganisation', message: 'errors:referrals.unknownOrganisation' }],
  });
export const sameOrganisation = () =>
  new AppError('validation', 'errors:referrals.sameOrganisation', {
    fields: [{ path: 'toOrganisation', message: 'errors:referrals.sameOrganisation' }],
  });
/** Staff not yet placed in an organisation cannot refer or receive. */
export const noOrganisation = () => new AppError('forbidden', 'errors:referrals.noOrganisation');
/** The registry's own answer for a person who does not exist or is outside scope (staff-scope.ts). */
export const personNotFound = () => new AppError('not_found', 'errors:registryRecord.notFound');
