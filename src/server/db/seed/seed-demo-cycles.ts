import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { nairobiToday } from '@domain/kenya-day';
import { formatBatchReference, kenyaYear } from '@domain/payment-batch';
import { addMonths, trancheAmounts } from '@domain/programmes/cycles-entitlements';
import type { EntitlementPlan } from '@domain/programmes/cycles-plan';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import {
  beneficiaries,
  cycleInstalmentPayments,
  cycleVerificationVisits,
  paymentBatches,
  paymentRecords,
  programmeCycles,
  projectEnrolments,
  projects,
  staffMembers,
  users,
} from '@server/db/schema';

/*
 * The Small Business Grant's cycles, so the programme page has history and work on a fresh start:
 * - a running cycle of the Kakuma traders' project, whose people are due or held;
 * - two finished yearly cycles of UNHCR's Dadaab start-up project (a UNHCR project of a UNHCR programme,
 *   so the lead agency's staff see all of it), their tranches paid in completed batches that the demo
 *   admin proposed and the demo officer approved. Amina, the demo beneficiary, belongs to it: her last
 *   tranche still waits on a verification visit, so her portal shows what was paid and what is next.
 * Each part is skipped once its project has a cycle.
 */

export const PROGRAMME_ID = 'business-grant';
const RUNNING_PROJECT_CODE = 'WFP-BDS-2025-007';
export const FINISHED_PROJECT_CODE = 'UNHCR-BDS-2024-002';
const OFFICER_EMAIL = 'officer@demo.local';
const ADMIN_EMAIL = 'admin@demo.local';
export const DEMO_BENEFICIARY_EMAIL = 'amina@demo.local';

const GRANT_PLAN: EntitlementPlan = {
  kind: 'tranches',
  total: 50_000,
  tranches: [
    { share: 40, conditions: [] },
    { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
    { share: 20, conditions: [{ kind: 'verification_visit' }] },
  ],
};

/** The first year: a start-up kit in two halves, the second after 80% attendance at the business course. */
const FIRST_YEAR_PLAN: EntitlementPlan = {
  kind: 'tranches',
  total: 30_000,
  tranches: [
    { share: 50, conditions: [] },
    { share: 50, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
  ],
};

/** The cycles' dates in months from today: both ended before the follow-up rounds began. */
const FINISHED_CYCLES = [
  { name: 'Dadaab start-up grants, first year', fromMonths: -24, toMonths: -18, plan: FIRST_YEAR_PLAN },
  { name: 'Dadaab start-up grants, second year', fromMonths: -17, toMonths: -10, plan: GRANT_PLAN },
] as const;

export async function seedDemoCycles(db: Database): Promise<void> {
  await seedRunningCycle(db);
  // All or nothing: a start interrupted halfway must not leave a cycle that the guard then skips unpaid.
  await db.transaction((tx) => seedFinishedCycles(tx));
}

async function projectByCode(db: Database, code: string) {
  const [project] = await db
    .select({
      id: projects.id,
      startDate: projects.startDate,
      endDate: projects.endDate,
      programmeId: projects.programmeId,
    })
    .from(projects)
    .where(eq(projects.code, code));
  return project?.programmeId === PROGRAMME_ID ? project : undefined;
}

async function hasCycle(db: Database, projectId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: programmeCycles.id })
    .from(programmeCycles)
    .where(eq(programmeCycles.projectId, projectId))
    .limit(1);
  return existing !== undefined;
}

async function seedRunningCycle(db: Database): Promise<void> {
  const project = await projectByCode(db, RUNNING_PROJECT_CODE);
  if (!project || (await hasCycle(db, project.id))) return;
  await db.insert(programmeCycles).values({
    programmeId: PROGRAMME_ID,
    projectId: project.id,
    name: 'Kakuma traders, cohort 1',
    startsOn: project.startDate,
    endsOn: project.endDate,
    plan: GRANT_PLAN,
  });
}

async function staffId(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(staffMembers, eq(staffMembers.userId, users.id))
    .where(eq(users.email, email));
  return row?.id;
}

interface Payee {
  beneficiaryId: string;
  phoneNumber: string | null;
  /** Whose business was seen on a verification visit: their last tranche of the second year is paid. */
  visited: boolean;
}

async function seedFinishedCycles(db: Database): Promise<void> {
  const project = await projectByCode(db, FINISHED_PROJECT_CODE);
  // The admin proposed the grant batches and the officer, a second person, approved them (maker-checker).
  const maker = await staffId(db, ADMIN_EMAIL);
  const checker = await staffId(db, OFFICER_EMAIL);
  if (!project || !maker || !checker || (await hasCycle(db, project.id))) return;
  await enrolDemoBeneficiary(db, project.id);
  const people = await db
    .select({
      beneficiaryId: projectEnrolments.beneficiaryId,
      phoneNumber: beneficiaries.phoneNumber,
      status: projectEnrolments.status,
      email: beneficiaries.email,
    })
    .from(projectEnrolments)
    .innerJoin(beneficiaries, eq(beneficiaries.id, projectEnrolments.beneficiaryId))
    .where(and(eq(projectEnrolments.projectId, project.id), ne(projectEnrolments.status, 'withdrawn')))
    .orderBy(asc(beneficiaries.id));
  const payees: Payee[] = people.map((person) => ({
    beneficiaryId: person.beneficiaryId,
    phoneNumber: person.phoneNumber,
    visited: person.status === 'completed' && person.email !== DEMO_BENEFICIARY_EMAIL,
  }));
  const today = nairobiToday();
  for (const cycle of FINISHED_CYCLES) {
    const startsOn = addMonths(today, cycle.fromMonths);
    const endsOn = addMonths(today, cycle.toMonths);
    const [row] = await db
      .insert(programmeCycles)
      .values({
        programmeId: PROGRAMME_ID,
        projectId: project.id,
        name: cycle.name,
        startsOn,
        endsOn,
        plan: cycle.plan,
        createdBy: maker,
        createdAt: new Date(`${startsOn}T06:00:00Z`),
      })
      .returning({ id: programmeCycles.id });
    if (cycle.plan.kind !== 'tranches') continue;
    const amounts = trancheAmounts(
      cycle.plan.total,
      cycle.plan.tranches.map((tranche) => tranche.share),
    );
    const last = amounts.length;
    for (const [index, amount] of amounts.entries()) {
      const sequence = index + 1;
      const waitsOnVisit = cycle.plan.tranches[index]!.conditions.some((c) => c.kind === 'verification_visit');
      // Tranches are paid a week in, at three months, and a fortnight before the end.
      const paidOn =
        sequence === 1 ? addDays(startsOn, 7) : sequence === last ? addDays(endsOn, -14) : addMonths(startsOn, 3);
      const paid = waitsOnVisit ? payees.filter((payee) => payee.visited) : payees;
      if (waitsOnVisit) await recordVisits(db, row!.id, paid, addDays(paidOn, -10), checker);
      await writePaidBatch(db, {
        cycle: { id: row!.id, name: cycle.name, projectId: project.id, startsOn, endsOn },
        key: `tranche-${sequence}`,
        amount,
        paidOn,
        payees: paid,
        maker,
        checker,
      });
    }
  }
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Amina joins the Dadaab project, taking part still: her record lives in Dadaab like its people. */
async function enrolDemoBeneficiary(db: Database, projectId: string): Promise<void> {
  const [person] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.email, DEMO_BENEFICIARY_EMAIL));
  if (!person) return;
  await db
    .insert(projectEnrolments)
    .values({
      projectId,
      beneficiaryId: person.id,
      status: 'enrolled',
      enrolledAt: new Date(Date.now() - 25 * 30 * 86_400_000),
    })
    .onConflictDoNothing();
}

async function recordVisits(db: Database, cycleId: string, people: Payee[], visitedOn: string, officer: string) {
  if (people.length === 0) return;
  await db.insert(cycleVerificationVisits).values(
    people.map((person) => ({
      cycleId,
      beneficiaryId: person.beneficiaryId,
      visitedOn,
      note: 'Stall open, stock bought with the grant seen.',
      recordedBy: officer,
      createdAt: new Date(`${visitedOn}T10:00:00Z`),
    })),
  );
}

interface PaidBatch {
  cycle: { id: string; name: string; projectId: string; startsOn: string; endsOn: string };
  key: string;
  amount: number;
  paidOn: string;
  payees: Payee[];
  maker: string;
  checker: string;
}

/** A batch proposed, approved the next day and paid in full, with each payment tied to its instalment. */
async function writePaidBatch(db: Database, batch: PaidBatch): Promise<void> {
  if (batch.payees.length === 0) return;
  const proposedAt = new Date(`${addDays(batch.paidOn, -2)}T07:00:00Z`);
  const approvedAt = new Date(`${addDays(batch.paidOn, -1)}T08:00:00Z`);
  const paidAt = new Date(`${batch.paidOn}T09:00:00Z`);
  const [sequence] = await rawRows<{ value: number | string }>(
    db,
    sql`select nextval('payment_batch_reference_seq') as value`,
  );
  const [row] = await db
    .insert(paymentBatches)
    .values({
      reference: formatBatchReference(kenyaYear(paidAt), Number(sequence!.value)),
      projectId: batch.cycle.projectId,
      amountEach: batch.amount,
      paymentMethod: 'mobile_money',
      periodStart: batch.cycle.startsOn,
      periodEnd: batch.cycle.endsOn,
      description: `${batch.cycle.name} · ${batch.key}`,
      status: 'completed',
      provider: 'mpesa',
      paymentCount: batch.payees.length,
      totalAmount: batch.amount * batch.payees.length,
      createdBy: batch.maker,
      decidedBy: batch.checker,
      decidedAt: approvedAt,
      disbursedBy: batch.checker,
      disbursedAt: paidAt,
      completedAt: paidAt,
      createdAt: proposedAt,
      updatedAt: paidAt,
    })
    .returning({ id: paymentBatches.id });
  const batchId = row!.id;
  const payments = await db
    .insert(paymentRecords)
    .values(
      batch.payees.map((payee) => ({
        beneficiaryId: payee.beneficiaryId,
        amount: batch.amount,
        paymentMethod: 'mobile_money' as const,
        status: 'completed' as const,
        batchId,
        projectId: batch.cycle.projectId,
        provider: 'mpesa' as const,
        providerRequestId: randomUUID().replace(/-/g, '').slice(0, 20),
        payeeAccount: payee.phoneNumber,
        completedAt: paidAt,
        createdAt: proposedAt,
      })),
    )
    .returning({ id: paymentRecords.id, beneficiaryId: paymentRecords.beneficiaryId });
  await db.insert(cycleInstalmentPayments).values(
    payments.map((payment) => ({
      beneficiaryId: payment.beneficiaryId,
      programmeId: PROGRAMME_ID,
      cycleId: batch.cycle.id,
      instalmentKey: batch.key,
      amount: batch.amount,
      paymentId: payment.id,
      batchId,
    })),
  );
}
