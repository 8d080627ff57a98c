import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beneficiaries, skillAssessments } from '@server/db/schema';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildCompany, buildEmployer, buildJobPosting } from '@server/test-support/job-builders';
import { buildDocument } from '@server/test-support/record-builders';
import type { TestApp } from '@server/test-support/test-app';

/* People and postings the Job Search tests share. */

export const JOBS = '/api/v1/beneficiary/jobs';
export const MINE = '/api/v1/beneficiary/job-applications';
export const INVITATIONS = '/api/v1/beneficiary/job-invitations';
export const letter = 'I have sewn school uniforms for six years in Ifo and I would love to join your team of tailors.';

export function jobSearchFixtures(t: TestApp) {
  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });

  /** A beneficiary in Dadaab who sews and cooks, with three years in the skills assessment. */
  async function buildTailor(): Promise<BuiltUser & { beneficiaryId: string }> {
    const user = await buildUser(t);
    await call(user, 'GET', MINE);
    const [person] = await t.database.db
      .update(beneficiaries)
      .set({
        skills: ['Tailoring', 'Cooking'],
        locationCamp: 'DAD',
        locationBlock: 'IFO-B12',
        educationLevel: 'secondary',
      })
      .where(eq(beneficiaries.userId, user.userId))
      .returning({ id: beneficiaries.id });
    await t.database.db.insert(skillAssessments).values({
      beneficiaryId: person!.id,
      skillAreas: [
        { area: 'other', detail: 'Dressmaking', level: 'advanced' },
        { area: 'cooking', level: 'expert' },
      ],
      experienceYears: 3,
    });
    return { ...user, beneficiaryId: person!.id };
  }

  /** A verified company with postings in a place no other test uses, so lists can be filtered to this test's. */
  async function buildMarket() {
    const place = `Ifo ${randomUUID().slice(0, 8)}`;
    const employer = await buildEmployer(t);
    const company = await buildCompany(t, employer.userId, { companyName: 'Dadaab Threads Cooperative' });
    const tailor = await buildJobPosting(t, company.id, {
      title: 'Tailor',
      location: `Dadaab, ${place}`,
      employmentType: 'full_time',
      requiredSkills: ['Tailoring', 'Dressmaking', 'Embroidery'],
      experienceYears: 2,
    });
    const driver = await buildJobPosting(t, company.id, {
      title: 'Driver',
      location: `Garissa, ${place}`,
      requiredSkills: ['Driving'],
    });
    return { place, employer, company, tailor, driver };
  }

  /** A CV in the person's documents, to attach to an application. */
  function buildCv(beneficiaryId: string) {
    return buildDocument(t, beneficiaryId, { documentType: 'cv', documentName: 'My CV', fileSize: 1000 });
  }

  return { call, buildTailor, buildMarket, buildDocument: buildCv };
}
