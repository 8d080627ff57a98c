import { and, asc, eq } from 'drizzle-orm';
import type { Auth } from '@server/auth/auth';
import { ensureAccount } from '@server/auth/create-account';
import type { Database } from '@server/db/client';
import {
  beneficiaries,
  beneficiaryPreferences,
  companies,
  jobApplicationEvents,
  jobApplications,
  jobPostings,
  skillAssessments,
  users,
} from '@server/db/schema';
import { DEMO_PASSWORD } from './demo-accounts';

/*
 * Three applications to the demo employer's first job (spec: "three
 * applications"), from applicants who are not in the printed demo list; Amina
 * keeps none, so a demo can start her Job Search from scratch. Runs after the
 * jobs seed; written once, never duplicated or overwritten.
 */

const EMPLOYER_EMAIL = 'employer@demo.local';

interface DemoApplicant {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  camp: string;
  block: string;
  education: string;
  skills: string[];
  experienceYears: number;
  coverLetter: string;
  /** The steps the employer has taken so far, in order. */
  steps: ('reviewed' | 'shortlisted')[];
  /** Also findable in candidate search. */
  discoverable: boolean;
}

const APPLICANTS: DemoApplicant[] = [
  {
    email: 'halima.applicant@demo.local',
    firstName: 'Halima',
    lastName: 'Abdi',
    phoneNumber: '+254712000101',
    camp: 'DAD',
    block: 'IFO-B7',
    education: 'secondary',
    skills: ['Tailoring', 'Dressmaking', 'Embroidery'],
    experienceYears: 4,
    coverLetter:
      'I have sewn school uniforms and dresses for families in Ifo for four years on my own machine. I would like to work in your workshop and learn your quality checks.',
    steps: ['reviewed', 'shortlisted'],
    discoverable: true,
  },
  {
    email: 'deng.applicant@demo.local',
    firstName: 'Deng',
    lastName: 'Garang',
    phoneNumber: '+254712000102',
    camp: 'KAK',
    block: 'KK2-B4',
    education: 'primary',
    skills: ['Tailoring'],
    experienceYears: 1,
    coverLetter:
      'I finished the tailoring course at the Kakuma vocational centre last year and I repair clothes at the market.',
    steps: ['reviewed'],
    discoverable: false,
  },
  {
    email: 'faith.applicant@demo.local',
    firstName: 'Faith',
    lastName: 'Uwimana',
    phoneNumber: '+254712000103',
    camp: 'DAD',
    block: 'HAG-B2',
    education: 'secondary',
    skills: ['Dressmaking', 'Customer service'],
    experienceYears: 2,
    coverLetter: 'I make kitenge dresses to order and keep my own records. I can start as soon as you need me.',
    steps: [],
    discoverable: false,
  },
];

async function firstJobOfDemoEmployer(db: Database): Promise<string | null> {
  const [job] = await db
    .select({ id: jobPostings.id })
    .from(jobPostings)
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .innerJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(users.email, EMPLOYER_EMAIL))
    .orderBy(asc(jobPostings.createdAt), asc(jobPostings.title))
    .limit(1);
  return job?.id ?? null;
}

async function ensurePerson(auth: Auth, db: Database, applicant: DemoApplicant): Promise<string> {
  const { userId } = await ensureAccount(auth, db, {
    email: applicant.email,
    password: DEMO_PASSWORD,
    firstName: applicant.firstName,
    lastName: applicant.lastName,
    phoneNumber: applicant.phoneNumber,
    userType: 'beneficiary',
    emailVerified: true,
  });
  const [existing] = await db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.userId, userId))
    .limit(1);
  if (existing) return existing.id;
  const [person] = await db
    .insert(beneficiaries)
    .values({
      userId,
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      email: applicant.email,
      phoneNumber: applicant.phoneNumber,
      locationCamp: applicant.camp,
      locationBlock: applicant.block,
      educationLevel: applicant.education,
      skills: applicant.skills,
    })
    .returning({ id: beneficiaries.id });
  if (applicant.discoverable) {
    await db.insert(beneficiaryPreferences).values({ beneficiaryId: person!.id, discoverableByEmployers: true });
    await db.insert(skillAssessments).values({
      beneficiaryId: person!.id,
      experienceYears: applicant.experienceYears,
      skillAreas: [{ area: 'tailoring', level: 'advanced' }],
    });
  }
  return person!.id;
}

export async function seedDemoJobApplications(auth: Auth, db: Database): Promise<void> {
  const jobId = await firstJobOfDemoEmployer(db);
  if (!jobId) return;
  for (const applicant of APPLICANTS) {
    const beneficiaryId = await ensurePerson(auth, db, applicant);
    const [applied] = await db
      .select({ id: jobApplications.id })
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.beneficiaryId, beneficiaryId)))
      .limit(1);
    if (applied) continue;
    const status = applicant.steps.at(-1) ?? 'submitted';
    const [row] = await db
      .insert(jobApplications)
      .values({
        jobId,
        beneficiaryId,
        status,
        coverLetter: applicant.coverLetter,
        applicantName: `${applicant.firstName} ${applicant.lastName}`,
        applicantEmail: applicant.email,
        applicantPhone: applicant.phoneNumber,
        applicantLocation: `${applicant.block}, ${applicant.camp === 'DAD' ? 'Dadaab' : 'Kakuma'}`,
        applicantEducation: applicant.education,
        applicantExperienceYears: applicant.experienceYears,
        applicantSkills: applicant.skills,
      })
      .returning({ id: jobApplications.id });
    const events = ['submitted' as const, ...applicant.steps].map((step) => ({
      applicationId: row!.id,
      status: step,
      event: step,
    }));
    await db.insert(jobApplicationEvents).values(events);
  }
}
