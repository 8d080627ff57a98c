import type { CurrentUser } from '@domain/me';
import { AppError } from '@server/errors';

/**
 * Designing a programme (its rules, formula and places) and selecting its participants decide who receives
 * assistance, so they take a permission an admin grants; reading programmes is for any approved staff.
 */
export function requireProgrammeDesign(user: CurrentUser): CurrentUser {
  if (user.userType !== 'staff' || !user.staff?.programmeDesign) {
    throw new AppError('forbidden', 'errors:programmes.notAllowed');
  }
  return user;
}

/** The organisation a new programme belongs to: its designer's. */
export function organisationOf(user: CurrentUser): string {
  const organisation = user.staff?.scope.organisation?.code;
  if (!organisation) throw new AppError('forbidden', 'errors:programmes.notAllowed');
  return organisation;
}
