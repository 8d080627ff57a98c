import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';

/**
 * What the composition root hands the household routes. A reconciliation changes a person's registry
 * household id, which the duplicate checks compare; the duplicates module is passed in rather than
 * imported, so that it may itself use households (a merge ends the merged record's membership).
 */
export interface HouseholdDeps {
  onHouseholdIdChanged(db: Database, beneficiaryIds: string[]): Promise<void>;
}

/** The signed-in beneficiary's own record (the registry module's loadOwnBeneficiary). */
export type LoadOwnPerson = (db: Database, user: CurrentUser | null) => Promise<{ id: string }>;
