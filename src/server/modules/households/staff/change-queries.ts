import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { beneficiaries, householdDeclaredMembers, householdMembers, households } from '@server/db/schema';

export async function findCurrentMember(db: Database, householdId: string, beneficiaryId: string) {
  const [row] = await db
    .select({ id: householdMembers.id, relationship: householdMembers.relationship })
    .from(householdMembers)
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.beneficiaryId, beneficiaryId),
        isNull(householdMembers.leftAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function updateHouseholdFigures(
  db: Database,
  id: string,
  values: { size: number; monthlyIncome: number; headBeneficiaryId: string | null },
): Promise<void> {
  await db
    .update(households)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(households.id, id));
}

export async function setHead(db: Database, id: string, headBeneficiaryId: string | null): Promise<void> {
  await db.update(households).set({ headBeneficiaryId, updatedAt: new Date() }).where(eq(households.id, id));
}

export async function setRelationship(
  db: Database,
  householdId: string,
  beneficiaryId: string,
  relationship: string | null,
): Promise<void> {
  await db
    .update(householdMembers)
    .set({ relationship })
    .where(
      and(
        eq(householdMembers.householdId, householdId),
        eq(householdMembers.beneficiaryId, beneficiaryId),
        isNull(householdMembers.leftAt),
      ),
    );
}

export type DeclarationRow = typeof householdDeclaredMembers.$inferSelect;

/** Locked: two staff reconciling the same declaration at once are served one after the other. */
export async function lockDeclaration(db: Database, id: string): Promise<DeclarationRow | null> {
  const [row] = await db
    .select()
    .from(householdDeclaredMembers)
    .where(eq(householdDeclaredMembers.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function saveReconciliation(
  db: Database,
  id: string,
  values: { reconciliation: 'matched' | 'not_in_registry'; matchedBeneficiaryId: string | null; reconciledBy: string },
): Promise<DeclarationRow> {
  const [row] = await db
    .update(householdDeclaredMembers)
    .set({ ...values, reconciledAt: new Date() })
    .where(eq(householdDeclaredMembers.id, id))
    .returning();
  return row!;
}

export async function findPersonForMatch(db: Database, id: string) {
  const [row] = await db
    .select({
      id: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      householdId: beneficiaries.householdId,
      mergedIntoId: beneficiaries.mergedIntoId,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, id))
    .limit(1);
  return row ?? null;
}

/** The registry's household id is the source households follow: a match writes it, then syncs. */
export async function setRegistryHouseholdId(db: Database, beneficiaryId: string, reference: string): Promise<void> {
  await db
    .update(beneficiaries)
    .set({ householdId: reference, updatedAt: new Date() })
    .where(eq(beneficiaries.id, beneficiaryId));
}
