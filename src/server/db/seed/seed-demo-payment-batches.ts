import { and, eq } from 'drizzle-orm';
import { findCurrentUser } from '@server/auth/current-user';
import { createPaymentBatch } from '@server/modules/payments/batches/service';
import type { Database } from '@server/db/client';
import { paymentBatches, projects, staffMembers, users } from '@server/db/schema';

/*
 * One payment batch awaiting approval, made by the demo officer, so a checker
 * (the demo admin) finds work on the Payments page at first start: this
 * month's stipend for the newest cash-for-work project. Made through the same
 * use case as the screen; skipped once the officer has a batch for it.
 */

const PROJECT_CODE = 'WFP-CFW-2026-008';
const OFFICER_EMAIL = 'officer@demo.local';

/** This calendar month in Kenya (UTC+3), as ISO days. */
function kenyaMonth(now: Date): { start: string; end: string } {
  const local = new Date(now.getTime() + 3 * 3_600_000);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { start: day(new Date(Date.UTC(year, month, 1))), end: day(new Date(Date.UTC(year, month + 1, 0))) };
}

export async function seedDemoPaymentBatches(db: Database, now = new Date()): Promise<void> {
  const [officer] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.email, OFFICER_EMAIL));
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.code, PROJECT_CODE));
  if (!officer || !project) return;
  const [existing] = await db
    .select({ id: paymentBatches.id })
    .from(paymentBatches)
    .where(and(eq(paymentBatches.createdBy, officer.user.id), eq(paymentBatches.projectId, project.id)))
    .limit(1);
  if (existing) return;
  // The officer as a request would load them, scope included: the batch is made within what they may see.
  const maker = await findCurrentUser(db, officer.user.id);
  if (!maker) return;
  const period = kenyaMonth(now);
  await createPaymentBatch(db, maker, {
    projectId: project.id,
    amountEach: 3000,
    paymentMethod: 'mobile_money',
    periodStart: period.start,
    periodEnd: period.end,
    description: 'Monthly stipend',
  });
}
