import { and, eq, sql } from 'drizzle-orm';
import type { DeclaredMemberInput } from '@domain/households';
import type { Database } from '@server/db/client';
import { householdDeclaredMembers } from '@server/db/schema';

export function listOwnDeclared(db: Database, beneficiaryId: string) {
  return db
    .select({
      declared: householdDeclaredMembers,
      matchedName: sql<
        string | null
      >`(select first_name || ' ' || last_name from beneficiaries m where m.id = ${householdDeclaredMembers.matchedBeneficiaryId})`,
    })
    .from(householdDeclaredMembers)
    .where(eq(householdDeclaredMembers.beneficiaryId, beneficiaryId))
    .orderBy(householdDeclaredMembers.createdAt, householdDeclaredMembers.id);
}

export async function countOwnDeclared(db: Database, beneficiaryId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(householdDeclaredMembers)
    .where(eq(householdDeclaredMembers.beneficiaryId, beneficiaryId));
  return row?.count ?? 0;
}

/** Serialises one person's declarations, so two quick adds cannot both pass the limit. */
export async function lockDeclarationsOf(db: Database, beneficiaryId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('household-declarations'), hashtext(${beneficiaryId}))`);
}

export async function insertDeclared(db: Database, beneficiaryId: string, input: DeclaredMemberInput) {
  const [row] = await db
    .insert(householdDeclaredMembers)
    .values({ beneficiaryId, ...input })
    .returning();
  return row!;
}

export async function findOwnDeclared(db: Database, beneficiaryId: string, id: string) {
  const [row] = await db
    .select()
    .from(householdDeclaredMembers)
    .where(and(eq(householdDeclaredMembers.id, id), eq(householdDeclaredMembers.beneficiaryId, beneficiaryId)))
    .limit(1);
  return row ?? null;
}

export async function deleteDeclared(db: Database, id: string): Promise<void> {
  await db.delete(householdDeclaredMembers).where(eq(householdDeclaredMembers.id, id));
}
