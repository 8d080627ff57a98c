import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { auditEvents, beneficiaries, users } from '@server/db/schema';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;
export type BeneficiaryValues = Partial<typeof beneficiaries.$inferInsert>;

/** Every audit entry about a person uses this target type with the person's id. */
export const BENEFICIARY_TARGET = 'beneficiary';

export async function findBeneficiary(db: Database, id: string): Promise<BeneficiaryRow | null> {
  const [row] = await db.select().from(beneficiaries).where(eq(beneficiaries.id, id)).limit(1);
  return row ?? null;
}

/** The person row holding a ProGres ID, if any: ProGres IDs are unique in the registry. */
export async function findIdHoldingProgresId(db: Database, progresId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.progresId, progresId))
    .limit(1);
  return row?.id ?? null;
}

export async function insertBeneficiary(
  db: Database,
  values: typeof beneficiaries.$inferInsert,
): Promise<BeneficiaryRow> {
  const [row] = await db.insert(beneficiaries).values(values).returning();
  return row!;
}

export async function updateBeneficiary(db: Database, id: string, values: BeneficiaryValues): Promise<BeneficiaryRow> {
  const [row] = await db
    .update(beneficiaries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(beneficiaries.id, id))
    .returning();
  return row!;
}

/** The e-mail of the person's portal account, when they have one. */
export async function findAccountEmail(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** The audit entries about one person, newest first, with the actor's name. */
export async function listHistory(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const about = and(eq(auditEvents.targetType, BENEFICIARY_TARGET), eq(auditEvents.targetId, beneficiaryId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        action: auditEvents.action,
        details: auditEvents.details,
        createdAt: auditEvents.createdAt,
        actorFirstName: users.firstName,
        actorLastName: users.lastName,
      })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(about)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditEvents).where(about),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
