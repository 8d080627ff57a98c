import { randomInt } from 'node:crypto';
import { organisations, projectEnrolments, projects } from '@server/db/schema';
import { databaseOf, randomLetters, type SeedTarget } from './seed-target';

/*
 * Projects and their enrolments inserted through the schema. The default
 * project is an active tailoring course in Dadaab in 2030 with a random code
 * (five letters where a partner's acronym goes), so codes never collide.
 */

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectValues = Partial<typeof projects.$inferInsert>;
export type EnrolmentRow = typeof projectEnrolments.$inferSelect;
type EnrolmentValues = Omit<typeof projectEnrolments.$inferInsert, 'projectId'>;

export function uniqueProjectCode(type = 'SKT', year = 2030): string {
  return `${randomLetters(5)}-${type}-${year}-${String(randomInt(1000)).padStart(3, '0')}`;
}

export async function buildProject(target: SeedTarget, overrides: ProjectValues = {}): Promise<ProjectRow> {
  // A test may name any partner: it becomes an organisation, as the migration made of every partner.
  const partner = overrides.partner ?? 'IRC';
  await databaseOf(target).insert(organisations).values({ code: partner, name: partner }).onConflictDoNothing();
  const [row] = await databaseOf(target)
    .insert(projects)
    .values({
      code: uniqueProjectCode(),
      name: 'Tailoring cohort',
      partner: 'IRC',
      type: 'skills_training',
      location: 'DAD',
      targetBeneficiaries: 20,
      budget: 5000,
      startDate: '2030-01-01',
      endDate: '2030-12-31',
      status: 'active',
      ...overrides,
    })
    .returning();
  return row!;
}

/** Enrols people in a project: a person's id (enrolled now) or their enrolment's values. */
export async function buildEnrolments(
  target: SeedTarget,
  projectId: string,
  people: readonly (string | EnrolmentValues)[],
): Promise<EnrolmentRow[]> {
  if (people.length === 0) return [];
  return databaseOf(target)
    .insert(projectEnrolments)
    .values(
      people.map((person) =>
        typeof person === 'string' ? { projectId, beneficiaryId: person } : { projectId, ...person },
      ),
    )
    .returning();
}
