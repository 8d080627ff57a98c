import { asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/me';
import { nairobiToday } from '@domain/kenya-day';
import { programmeText } from '@domain/programmes/programme-design';
import type { PaymentPlan } from '@domain/programmes/cycles-views';
import type { Database } from '@server/db/client';
import { beneficiaries, programmeCycles, programmes, projectEnrolments } from '@server/db/schema';
import { loadOwnBeneficiary } from '@server/modules/registry';
import { claimsOf } from './claim-queries';
import { instalmentViews } from './instalment-views';
import { cohortOf, factsOf } from './people-queries';

/**
 * The signed-in person's plan in every cycle they belong to: what was paid, what is next and what it waits
 * on. Only their own instalments are read.
 */
export async function ownPaymentPlan(db: Database, user: CurrentUser | null, language: string): Promise<PaymentPlan> {
  const person = await loadOwnBeneficiary(db, user);
  const cycles = await db
    .select({ cycle: programmeCycles, content: programmes.content })
    .from(programmeCycles)
    .innerJoin(programmes, eq(programmes.id, programmeCycles.programmeId))
    .innerJoin(projectEnrolments, eq(projectEnrolments.projectId, programmeCycles.projectId))
    .where(eq(projectEnrolments.beneficiaryId, person.id))
    .orderBy(asc(programmeCycles.startsOn));
  const today = nairobiToday();
  const result: PaymentPlan['cycles'] = [];
  for (const { cycle, content } of cycles) {
    const people = await cohortOf(db, cycle.projectId, eq(beneficiaries.id, person.id));
    const facts = await factsOf(db, cycle, people);
    const claims = await claimsOf(db, cycle.id, [person.id]);
    result.push({
      cycleId: cycle.id,
      programmeName: programmeText(content, language).name,
      cycleName: cycle.name,
      startsOn: cycle.startsOn,
      endsOn: cycle.endsOn,
      planKind: cycle.plan.kind,
      instalments: instalmentViews(cycle, facts.get(person.id)!, claims, today),
    });
  }
  return { cycles: result };
}
