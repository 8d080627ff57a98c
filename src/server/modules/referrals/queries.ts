import { aliasedTable, and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ReferralBox } from '@domain/referrals';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, beneficiaryDocuments, organisations, referrals, staffMembers, users } from '@server/db/schema';

/** SQL only: who may see a referral is decided by the service and passed in as the organisation. */

export type ReferralRow = typeof referrals.$inferSelect;
export type NewReferral = typeof referrals.$inferInsert;

const fromOrg = aliasedTable(organisations, 'from_org');
const toOrg = aliasedTable(organisations, 'to_org');
const assignee = aliasedTable(users, 'assignee');

/** The referrals on one side of an organisation: those it sent, or those it received. */
export function onSide(box: ReferralBox, organisation: string): SQL {
  return box === 'sent' ? eq(referrals.fromOrganisation, organisation) : eq(referrals.toOrganisation, organisation);
}

/** A referral the organisation sent or received (any other answers nothing). */
function seenBy(organisation: string): SQL {
  return sql`(${referrals.fromOrganisation} = ${organisation} or ${referrals.toOrganisation} = ${organisation})`;
}

const listColumns = {
  referral: referrals,
  fromName: fromOrg.name,
  toName: toOrg.name,
  personName: sql<string>`${beneficiaries.firstName} || ' ' || ${beneficiaries.lastName}`,
  assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
};

function joined(db: Database) {
  return db
    .select(listColumns)
    .from(referrals)
    .innerJoin(fromOrg, eq(fromOrg.code, referrals.fromOrganisation))
    .innerJoin(toOrg, eq(toOrg.code, referrals.toOrganisation))
    .innerJoin(beneficiaries, eq(beneficiaries.id, referrals.beneficiaryId))
    .leftJoin(assignee, eq(assignee.id, referrals.assignedTo));
}
export type JoinedReferral = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

export async function listReferrals(db: Database, box: ReferralBox, organisation: string, page: number, size: number) {
  const where = onSide(box, organisation);
  const [items, [counted]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(referrals.createdAt), asc(referrals.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql`count(*)` })
      .from(referrals)
      .where(where),
  ]);
  return { items, total: toCount(counted?.total) };
}

export async function findVisibleReferral(db: Database, organisation: string, id: string) {
  const [row] = await joined(db).where(and(eq(referrals.id, id), seenBy(organisation)));
  return row;
}

/** Locks the referral for a decision, when the organisation may see it. */
export async function lockVisibleReferral(db: Database, organisation: string, id: string) {
  const [row] = await db
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, id), seenBy(organisation)))
    .for('update');
  return row;
}

export async function updateReferral(db: Database, id: string, changes: Partial<NewReferral>): Promise<void> {
  await db
    .update(referrals)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(referrals.id, id));
}

export async function insertReferral(db: Database, values: NewReferral): Promise<string> {
  const [row] = await db.insert(referrals).values(values).returning({ id: referrals.id });
  return row!.id;
}

/** The person's fields a referral may show; the service keeps only the shared ones. */
export async function loadPersonForSharing(db: Database, beneficiaryId: string) {
  const [person] = await db
    .select({
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      phoneNumber: beneficiaries.phoneNumber,
      camp: beneficiaries.locationCamp,
      area: beneficiaries.locationArea,
      block: beneficiaries.locationBlock,
      dateOfBirth: beneficiaries.dateOfBirth,
      gender: beneficiaries.gender,
      nationality: beneficiaries.nationality,
      householdId: beneficiaries.householdId,
      householdSize: beneficiaries.householdSize,
    })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, beneficiaryId));
  return person;
}
export type PersonForSharing = NonNullable<Awaited<ReturnType<typeof loadPersonForSharing>>>;

/** Which documents the person has and where they stand: never the files. */
export function loadDocumentList(db: Database, beneficiaryId: string) {
  return db
    .select({ type: beneficiaryDocuments.documentType, status: beneficiaryDocuments.status })
    .from(beneficiaryDocuments)
    .where(eq(beneficiaryDocuments.beneficiaryId, beneficiaryId))
    .orderBy(asc(beneficiaryDocuments.documentType));
}

export async function countOverdue(db: Database, box: ReferralBox, organisation: string, today: string) {
  const [row] = await db
    .select({ total: sql`count(*)` })
    .from(referrals)
    .where(and(onSide(box, organisation), inArray(referrals.status, ['sent', 'accepted']), lt(referrals.dueOn, today)));
  return toCount(row?.total);
}

export async function organisationExists(db: Database, code: string): Promise<boolean> {
  const [row] = await db.select({ code: organisations.code }).from(organisations).where(eq(organisations.code, code));
  return row !== undefined;
}

/** Active staff of one organisation: who a received referral may be assigned to. */
export function listActiveStaff(db: Database, organisation: string, userId?: string) {
  return db
    .select({ userId: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(staffMembers)
    .innerJoin(users, eq(users.id, staffMembers.userId))
    .where(
      and(
        eq(staffMembers.organisation, organisation),
        eq(staffMembers.status, 'active'),
        userId === undefined ? undefined : eq(users.id, userId),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** A person's own referrals, newest first, with the receiving organisation's name. */
export function listPersonReferrals(db: Database, beneficiaryId: string) {
  return db
    .select({ referral: referrals, organisationName: toOrg.name })
    .from(referrals)
    .innerJoin(toOrg, eq(toOrg.code, referrals.toOrganisation))
    .where(eq(referrals.beneficiaryId, beneficiaryId))
    .orderBy(desc(referrals.createdAt));
}
