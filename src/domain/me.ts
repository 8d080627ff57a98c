import type { StaffStatus, UserType } from './user-types';

/** What `GET /api/v1/me` answers for the signed-in person. */
export interface CurrentUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  userType: UserType;
  /** Present for staff accounts only. */
  staff: StaffMembership | null;
}

export interface StaffMembership {
  status: StaffStatus;
  isAdmin: boolean;
  site: string | null;
}

export interface MeResponse {
  user: CurrentUser | null;
  /** The language a beneficiary saved in Settings; null when none was saved. */
  preferredLanguage: string | null;
}
