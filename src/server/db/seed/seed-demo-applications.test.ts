import { asc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priorityScore } from '@domain/priority-score';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { beneficiaries, programApplications } from '@server/db/schema';
import { DEMO_APPLICATIONS, seedDemoApplications } from './seed-demo-applications';

/*
 * The seed takes the first registry people of each camp by ProGres ID. These
 * test people sort before any real-looking ID ("KEN-DAD-0001-..."), so the seed
 * picks them even on a PostgreSQL that other test files share.
 */
describe('demo applications for the review queue', () => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const counters = new Map<string, number>();
    for (const application of DEMO_APPLICATIONS) {
      const n = (counters.get(application.camp) ?? 0) + 1;
      counters.set(application.camp, n);
      const progresId = `KEN-${application.camp}-0001-00000${n}`;
      await t.database.db
        .insert(beneficiaries)
        .values({
          progresId,
          firstName: 'Demo',
          lastName: `Applicant ${n}`,
          dateOfBirth: '1994-02-03',
          locationCamp: application.camp,
        })
        .onConflictDoNothing();
      const [row] = await t.database.db
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(inArray(beneficiaries.progresId, [progresId]));
      ids.push(row!.id);
    }
    // A PostgreSQL kept from an earlier run still has what that run seeded for them.
    await t.database.db.delete(programApplications).where(inArray(programApplications.beneficiaryId, ids));
  });
  afterAll(() => t.close());

  const applicationsOfTestPeople = () =>
    t.database.db
      .select()
      .from(programApplications)
      .where(inArray(programApplications.beneficiaryId, ids))
      .orderBy(asc(programApplications.applicationDate));

  it('submits one application per planned person, oldest first, with the score computed as the portal does', async () => {
    await seedDemoApplications(t.database.db);
    const rows = await applicationsOfTestPeople();
    expect(rows).toHaveLength(DEMO_APPLICATIONS.length);
    rows.forEach((row, index) => {
      const plan = DEMO_APPLICATIONS[index]!;
      expect(row).toMatchObject({
        beneficiaryId: ids[index],
        programId: plan.programId,
        status: 'submitted',
        priorityScore: priorityScore(plan.data),
      });
    });
  });

  it('adds nothing on a second run, even after staff decided one', async () => {
    await seedDemoApplications(t.database.db);
    const [first] = await applicationsOfTestPeople();
    await t.database.db
      .update(programApplications)
      .set({ status: 'rejected' })
      .where(inArray(programApplications.id, [first!.id]));
    await seedDemoApplications(t.database.db);
    expect(await applicationsOfTestPeople()).toHaveLength(DEMO_APPLICATIONS.length);
  });
});
