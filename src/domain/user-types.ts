/** Account types chosen at sign-up (spec section 6), stored as user_type. */
export const USER_TYPES = ['beneficiary', 'staff', 'employer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Each account type has exactly one portal; opening another one is refused. */
export const PORTAL_PATHS: Record<UserType, string> = {
  beneficiary: '/beneficiary',
  staff: '/staff',
  employer: '/employer',
};

export function portalPathFor(userType: UserType): string {
  return PORTAL_PATHS[userType];
}

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** A staff sign-up is not trusted: it waits for an admin to approve it. */
export const STAFF_STATUSES = ['pending', 'active', 'deactivated'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
