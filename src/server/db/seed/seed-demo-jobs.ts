import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { companies, jobPostings } from '@server/db/schema';

/*
 * The demo employer's verified company and its two open jobs (spec: "two jobs
 * and one company profile"), so Job Search shows real postings on first start.
 * Written once: a seeded company or job is never duplicated or overwritten.
 */

export const DEMO_COMPANY_NAME = 'Amani Tailoring Cooperative';
const DAY_MS = 86_400_000;
/** Deadlines this many days after the seed ran keep the jobs open for the demo. */
const OPEN_FOR_DAYS = 60;

const company = {
  companyName: DEMO_COMPANY_NAME,
  description:
    'A tailoring and garment cooperative founded by refugee and host-community women. We sew school uniforms, ' +
    'work clothes and kitenge fashion in workshops in Dadaab and Kakuma, and train new tailors on the job.',
  industry: 'Manufacturing',
  companySize: '11-50',
  website: 'https://amani-tailoring.example',
  contactPerson: 'James Mwangi',
  contactEmail: 'employer@demo.local',
  contactPhone: '+254711000003',
  address: 'Eastleigh, 1st Avenue, Sunrise Plaza, 2nd floor',
  locationCounty: 'Nairobi',
  locationSubcounty: 'Kamukunji',
  registrationNumber: 'CS/2018/004217',
  taxPin: 'P051876543K',
  verificationStatus: 'verified',
} as const;

const JOBS = [
  {
    title: 'Tailor',
    description:
      'Sew school uniforms and work clothes on our industrial machines in the Ifo workshop: cutting from patterns, ' +
      'stitching, finishing and simple repairs. We show you our patterns and quality checks in your first week.',
    requirements: 'You can sew on a straight-stitch machine. Bring a garment you made to the interview.',
    location: 'Dadaab, Ifo',
    employmentType: 'full_time',
    salaryMin: 18_000,
    salaryMax: 25_000,
    experienceYears: 0,
    educationRequirements: 'None required',
    positionsAvailable: 3,
    requiredSkills: ['Tailoring', 'Dressmaking'],
  },
  {
    title: 'Workshop Assistant',
    description:
      'Help the Kakuma workshop run smoothly: receive fabric, keep stock records, iron and pack finished garments, ' +
      'and serve customers who collect their orders. Mornings, Monday to Saturday.',
    requirements: 'Careful with counting and records; friendly with customers.',
    location: 'Kakuma',
    employmentType: 'part_time',
    salaryMin: 10_000,
    salaryMax: 14_000,
    experienceYears: 1,
    educationRequirements: 'Primary school certificate',
    positionsAvailable: 2,
    requiredSkills: ['Customer service', 'Record keeping', 'Ironing'],
  },
] as const;

export async function seedDemoJobs(db: Database, employerUserId: string, now: Date = new Date()): Promise<void> {
  let [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, employerUserId))
    .limit(1);
  if (!existing) {
    [existing] = await db
      .insert(companies)
      .values({ ...company, ownerUserId: employerUserId, verifiedAt: now })
      .returning({ id: companies.id });
  }
  const companyId = existing!.id;
  const deadline = new Date(now.getTime() + OPEN_FOR_DAYS * DAY_MS).toISOString().slice(0, 10);
  for (const job of JOBS) {
    const [found] = await db
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(and(eq(jobPostings.companyId, companyId), eq(jobPostings.title, job.title)))
      .limit(1);
    if (found) continue;
    await db.insert(jobPostings).values({
      ...job,
      requiredSkills: [...job.requiredSkills],
      companyId,
      currency: 'KES',
      applicationDeadline: deadline,
      status: 'open',
      postedAt: now,
    });
  }
}
