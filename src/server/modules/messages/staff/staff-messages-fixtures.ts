import { randomUUID } from 'node:crypto';
import { buildBeneficiary, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import { buildProgrammeApplication } from '@server/test-support/record-builders';
import type { TestApp } from '@server/test-support/test-app';

/** A registry person (no portal account) in Kakuma, unique to the calling test. */
export async function addPerson(t: TestApp, values: BeneficiaryValues = {}): Promise<string> {
  const person = await buildBeneficiary(t, {
    firstName: 'Halima',
    lastName: `Test ${randomUUID().slice(0, 8)}`,
    locationCamp: 'KAK',
    locationArea: 'KK1',
    locationBlock: 'B4',
    status: 'active',
    ...values,
  });
  return person.id;
}

/** A record merged into another: never a recipient. */
export async function addMergedPerson(t: TestApp, values: BeneficiaryValues = {}): Promise<string> {
  const kept = await addPerson(t, values);
  return addPerson(t, { ...values, mergedIntoId: kept, mergedAt: new Date() });
}

export async function addProject(
  t: TestApp,
  enrolments: { beneficiaryId: string; status: 'enrolled' | 'completed' | 'withdrawn' }[],
): Promise<string> {
  const project = await buildProject(t, {
    code: `MSG-CFW-2026-${randomUUID().slice(0, 6)}`,
    name: 'Message test project',
    partner: 'MSG',
    type: 'cash_for_work',
    location: 'KAK',
    targetBeneficiaries: 10,
    budget: 1000,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  await buildEnrolments(t, project.id, enrolments);
  return project.id;
}

export async function addApplication(
  t: TestApp,
  beneficiaryId: string,
  programId: string,
  status: 'draft' | 'submitted' | 'under_review' | 'approved' | 'rejected' | 'completed',
) {
  await buildProgrammeApplication(t, beneficiaryId, {
    programId,
    programType: 'business_support',
    status,
    applicationDate: null,
  });
}
