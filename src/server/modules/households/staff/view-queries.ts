import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  householdDeclaredMembers,
  householdMembers,
  households,
  paymentRecords,
  programApplications,
  programmes,
} from '@server/db/schema';

/*
 * What the staff household page reads. Each list is bounded: a household built from a mistyped
 * registry id could hold far more people than any family.
 */
export const MEMBER_LIMIT = 100;
export const FORMER_MEMBER_LIMIT = 50;
export const APPLICATIONS_PER_MEMBER = 20;

export type HouseholdRow = typeof households.$inferSelect;

const fullName = sql<string>`${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}`;

export async function findHousehold(db: Database, id: string): Promise<HouseholdRow | null> {
  const [row] = await db.select().from(households).where(eq(households.id, id)).limit(1);
  return row ?? null;
}

export async function findPersonName(db: Database, beneficiaryId: string | null): Promise<string | null> {
  if (!beneficiaryId) return null;
  const [row] = await db.select({ name: fullName }).from(beneficiaries).where(eq(beneficiaries.id, beneficiaryId));
  return row?.name ?? null;
}

export function listCurrentMembers(db: Database, householdId: string) {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      name: fullName,
      progresId: beneficiaries.progresId,
      gender: beneficiaries.gender,
      dateOfBirth: beneficiaries.dateOfBirth,
      relationship: householdMembers.relationship,
      joinedAt: householdMembers.joinedAt,
    })
    .from(householdMembers)
    .innerJoin(beneficiaries, eq(beneficiaries.id, householdMembers.beneficiaryId))
    .where(and(eq(householdMembers.householdId, householdId), isNull(householdMembers.leftAt)))
    .orderBy(householdMembers.joinedAt, beneficiaries.dateOfBirth, beneficiaries.id)
    .limit(MEMBER_LIMIT);
}

export function listFormerMembers(db: Database, householdId: string) {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      name: fullName,
      joinedAt: householdMembers.joinedAt,
      leftAt: householdMembers.leftAt,
    })
    .from(householdMembers)
    .innerJoin(beneficiaries, eq(beneficiaries.id, householdMembers.beneficiaryId))
    .where(and(eq(householdMembers.householdId, householdId), isNotNull(householdMembers.leftAt)))
    .orderBy(desc(householdMembers.leftAt), householdMembers.id)
    .limit(FORMER_MEMBER_LIMIT);
}

/** The members' applications (drafts are the applicant's own business), newest first, in the reader's language. */
export function listMemberApplications(db: Database, memberIds: string[], language: string) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      beneficiaryId: programApplications.beneficiaryId,
      programmeId: programmes.id,
      name: sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`,
      status: programApplications.status,
    })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .where(and(inArray(programApplications.beneficiaryId, memberIds), sql`${programApplications.status} <> 'draft'`))
    .orderBy(desc(programApplications.createdAt), programApplications.id)
    .limit(memberIds.length * APPLICATIONS_PER_MEMBER);
}

/** Completed payments only: what reached each member. */
export function sumMemberPayments(db: Database, memberIds: string[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      beneficiaryId: paymentRecords.beneficiaryId,
      count: sql<number>`count(*)::int`,
      totalAmount: sql<number>`coalesce(sum(${paymentRecords.amount}), 0)::int`,
      lastPaidAt: sql<Date | string | null>`max(coalesce(${paymentRecords.completedAt}, ${paymentRecords.updatedAt}))`,
    })
    .from(paymentRecords)
    .where(and(inArray(paymentRecords.beneficiaryId, memberIds), eq(paymentRecords.status, 'completed')))
    .groupBy(paymentRecords.beneficiaryId);
}

/** Members declared by any of these people, with who declared them and whom staff matched them to. */
export function listDeclaredBy(db: Database, declarerIds: string[]) {
  if (declarerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      declared: householdDeclaredMembers,
      declarerName: sql<string>`(select first_name || ' ' || last_name from beneficiaries d where d.id = ${householdDeclaredMembers.beneficiaryId})`,
      matchedName: sql<
        string | null
      >`(select first_name || ' ' || last_name from beneficiaries m where m.id = ${householdDeclaredMembers.matchedBeneficiaryId})`,
    })
    .from(householdDeclaredMembers)
    .where(inArray(householdDeclaredMembers.beneficiaryId, declarerIds))
    .orderBy(householdDeclaredMembers.createdAt, householdDeclaredMembers.id);
}

export type DeclaredRow = Awaited<ReturnType<typeof listDeclaredBy>>[number];

/** The person's current membership, with the household; null when they belong to none. */
export async function findCurrentMembership(db: Database, beneficiaryId: string) {
  const [row] = await db
    .select({ household: households, relationship: householdMembers.relationship })
    .from(householdMembers)
    .innerJoin(households, eq(households.id, householdMembers.householdId))
    .where(and(eq(householdMembers.beneficiaryId, beneficiaryId), isNull(householdMembers.leftAt)))
    .limit(1);
  return row ?? null;
}

export async function countCurrentMembers(db: Database, householdId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), isNull(householdMembers.leftAt)));
  return row?.count ?? 0;
}

/** Whether one of the household's current members is a person the staff member may see. */
export async function hasCurrentMemberInScope(db: Database, householdId: string, inScope: SQL): Promise<boolean> {
  const [row] = await db
    .select({ id: householdMembers.beneficiaryId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, householdId), isNull(householdMembers.leftAt), inScope))
    .limit(1);
  return row !== undefined;
}
