import type { CurrentUser } from '@domain/me';
import { canUseStaffConsole } from '@domain/staff';
import type { UserType } from '@domain/user-types';
import { AppError } from '@server/errors';

export function requireUser(user: CurrentUser | null): CurrentUser {
  if (!user) throw new AppError('unauthenticated', 'errors:unauthenticated');
  return user;
}

/**
 * A portal's API is for its own account type only (403 otherwise). Staff must
 * also be approved and not deactivated.
 */
export function requirePortal(user: CurrentUser | null, portal: UserType): CurrentUser {
  const signedIn = requireUser(user);
  if (signedIn.userType !== portal) {
    throw new AppError('forbidden', 'errors:wrongPortal', { params: { portal } });
  }
  if (portal === 'staff' && !canUseStaffConsole(signedIn.staff?.status)) {
    const key = signedIn.staff?.status === 'deactivated' ? 'errors:staffDeactivated' : 'errors:staffNotApproved';
    throw new AppError('forbidden', key);
  }
  return signedIn;
}

export function requireStaffAdmin(user: CurrentUser | null): CurrentUser {
  const staff = requirePortal(user, 'staff');
  if (!staff.staff?.isAdmin) throw new AppError('forbidden', 'errors:adminOnly');
  return staff;
}
