// What other modules may use of households: anything else in this folder is its own business.
export { syncEveryHousehold, syncHouseholds } from './sync/sync-households';
export { syncHouseholdsAfterStaffEdit } from './sync/staff-sync';
export type { HouseholdSync, MembershipChange } from './sync/sync-households';
export type { HouseholdDeps, LoadOwnPerson } from './household-deps';
