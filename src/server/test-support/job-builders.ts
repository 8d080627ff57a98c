import { companies, jobPostings } from '@server/db/schema';
import { buildUser, type BuiltUser } from './builders';
import type { TestApp } from './test-app';

/*
 * Companies and postings inserted straight through the schema, for tests of the
 * beneficiary side and of applications that need a job to exist. The employer
 * portal's own tests create theirs through its API.
 */

export type CompanyRow = typeof companies.$inferSelect;
export type JobPostingRow = typeof jobPostings.$inferSelect;

export async function buildEmployer(t: TestApp): Promise<BuiltUser> {
  return buildUser(t, { userType: 'employer', firstName: 'Wanjiku', lastName: 'Kamau' });
}

export async function buildCompany(
  t: TestApp,
  ownerUserId: string,
  overrides: Partial<typeof companies.$inferInsert> = {},
): Promise<CompanyRow> {
  const [row] = await t.database.db
    .insert(companies)
    .values({
      ownerUserId,
      companyName: 'Tujenge Builders Ltd',
      description: 'A construction company in Kakuma hiring masons, carpenters and site assistants from the community.',
      industry: 'Construction',
      companySize: '11-50',
      contactPerson: 'Wanjiku Kamau',
      contactEmail: 'hr@tujenge.test',
      contactPhone: '+254722000111',
      address: 'Plot 12, Kakuma Town Road',
      locationCounty: 'Nairobi',
      locationSubcounty: 'Westlands',
      registrationNumber: 'PVT-2020-12345',
      taxPin: 'P051234567X',
      verificationStatus: 'verified',
      verifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** An open posting whose deadline is 30 days away unless overridden. */
export async function buildJobPosting(
  t: TestApp,
  companyId: string,
  overrides: Partial<typeof jobPostings.$inferInsert> = {},
): Promise<JobPostingRow> {
  const deadline = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const [row] = await t.database.db
    .insert(jobPostings)
    .values({
      companyId,
      title: 'Site assistant',
      description: 'Help the site team with materials, measurements and safety checks on a school building project.',
      location: 'Kakuma',
      employmentType: 'contract',
      salaryMin: 15_000,
      salaryMax: 20_000,
      currency: 'KES',
      experienceYears: 1,
      applicationDeadline: deadline,
      positionsAvailable: 3,
      requiredSkills: ['Masonry', 'Carpentry'],
      status: 'open',
      postedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A verified company of a new employer with one open posting. */
export async function buildVerifiedCompanyWithJob(t: TestApp) {
  const employer = await buildEmployer(t);
  const company = await buildCompany(t, employer.userId);
  const job = await buildJobPosting(t, company.id);
  return { employer, company, job };
}
