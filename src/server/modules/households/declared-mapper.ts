import type { DeclarationReconciliation, DeclaredMember, HouseholdRelationship } from '@domain/households';
import type { GENDERS } from '@domain/beneficiary-profile';
import type { householdDeclaredMembers } from '@server/db/schema';

export type DeclaredMemberRow = typeof householdDeclaredMembers.$inferSelect;

/** The stored codes were checked by declaredMemberInputSchema on the way in. */
export function toDeclaredMember(row: DeclaredMemberRow, matchedName: string | null): DeclaredMember {
  return {
    id: row.id,
    name: row.name,
    relationship: row.relationship as HouseholdRelationship,
    birthYear: row.birthYear,
    gender: row.gender as (typeof GENDERS)[number] | null,
    reconciliation: row.reconciliation as DeclarationReconciliation,
    matched:
      row.matchedBeneficiaryId && matchedName ? { beneficiaryId: row.matchedBeneficiaryId, name: matchedName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
