import { eq } from 'drizzle-orm';
import type { EntitlementPlan } from '@domain/programmes/cycles-plan';
import type { Database } from '@server/db/client';
import { programmeCycles, projects } from '@server/db/schema';

/*
 * A running cycle of the Small Business Grant for the Kakuma traders' project, so the programme page shows
 * a cycle whose people are due or held on a fresh start: the first tranche on joining, the second after 80%
 * training attendance, the last after a verification visit. Skipped once the programme has a cycle.
 */

const PROGRAMME_ID = 'business-grant';
const PROJECT_CODE = 'WFP-BDS-2025-007';

const GRANT_PLAN: EntitlementPlan = {
  kind: 'tranches',
  total: 50_000,
  tranches: [
    { share: 40, conditions: [] },
    { share: 40, conditions: [{ kind: 'attendance_at_least', percent: 80 }] },
    { share: 20, conditions: [{ kind: 'verification_visit' }] },
  ],
};

export async function seedDemoCycles(db: Database): Promise<void> {
  const [existing] = await db
    .select({ id: programmeCycles.id })
    .from(programmeCycles)
    .where(eq(programmeCycles.programmeId, PROGRAMME_ID))
    .limit(1);
  if (existing) return;
  const [project] = await db
    .select({
      id: projects.id,
      startDate: projects.startDate,
      endDate: projects.endDate,
      programmeId: projects.programmeId,
    })
    .from(projects)
    .where(eq(projects.code, PROJECT_CODE));
  if (!project || project.programmeId !== PROGRAMME_ID) return;
  await db.insert(programmeCycles).values({
    programmeId: PROGRAMME_ID,
    projectId: project.id,
    name: 'Kakuma traders, cohort 1',
    startsOn: project.startDate,
    endsOn: project.endDate,
    plan: GRANT_PLAN,
  });
}
