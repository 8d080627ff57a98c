import { describe, expect, it } from 'vitest';
import { canUseStaffConsole, staffRoleOf } from './staff';
import { isUserType, portalPathFor } from './user-types';

describe('portals by account type', () => {
  it('sends each account type to its own portal', () => {
    expect(portalPathFor('beneficiary')).toBe('/beneficiary');
    expect(portalPathFor('staff')).toBe('/staff');
    expect(portalPathFor('employer')).toBe('/employer');
  });

  it('knows the three account types and nothing else', () => {
    expect(['beneficiary', 'staff', 'employer'].every(isUserType)).toBe(true);
    expect(isUserType('admin')).toBe(false);
    expect(isUserType(undefined)).toBe(false);
  });
});

describe('staff standing', () => {
  it('lets only active staff use the console', () => {
    expect(canUseStaffConsole('active')).toBe(true);
    expect(canUseStaffConsole('pending')).toBe(false);
    expect(canUseStaffConsole('deactivated')).toBe(false);
    expect(canUseStaffConsole(null)).toBe(false);
  });

  it('labels admins and officers', () => {
    expect(staffRoleOf(true)).toBe('agencyAdmin');
    expect(staffRoleOf(false)).toBe('programmeOfficer');
  });
});
