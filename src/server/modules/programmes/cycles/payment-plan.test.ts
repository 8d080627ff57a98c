import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectEnrolments } from '@server/db/schema';
import { buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildDesigner } from '../design/design-fixtures';
import { buildGrantProgramme, call, cycleBody, programmeUrl } from './cycle-fixtures';

/* A grantee reads their own plan in the portal: what is in payment, and what the rest waits on. */

let t: TestApp;
let designer: BuiltUser;
let officer: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  designer = await buildDesigner(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
});
afterAll(async () => t.close());

const planOf = async (person: BuiltUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/payment-plan', headers: { cookie: person.cookie } })
  ).json();

describe('my payment plan', () => {
  it('shows my instalments only: one in payment, the others waiting on their conditions', async () => {
    const { programmeId, projectId } = await buildGrantProgramme(t, 1);
    const grantee = await buildBeneficiaryAccount(t, { locationCamp: 'KAK' });
    await t.database.db.insert(projectEnrolments).values({ projectId, beneficiaryId: grantee.beneficiaryId });
    const cycle = (await call(t, designer, 'POST', programmeUrl(programmeId), cycleBody(projectId))).json();
    await call(t, officer, 'POST', `${programmeUrl(programmeId)}/${cycle.id}/prepare-payments`, {
      paymentMethod: 'cash',
    });

    const plan = await planOf(grantee);
    expect(plan.cycles).toHaveLength(1);
    expect(plan.cycles[0]).toMatchObject({ cycleName: 'Cohort 1', planKind: 'tranches' });
    expect(
      plan.cycles[0].instalments.map((i: { key: string; state: string; reasons: unknown[] }) => [
        i.key,
        i.state,
        i.reasons,
      ]),
    ).toEqual([
      ['tranche-1', 'in_payment', []],
      ['tranche-2', 'held', [{ code: 'attendance_below', percent: 80, attendedPercent: 0 }]],
      ['tranche-3', 'held', [{ code: 'no_verification_visit' }]],
    ]);
  });

  it('is empty for a person in no cycle', async () => {
    const stranger = await buildBeneficiaryAccount(t);
    expect(await planOf(stranger)).toEqual({ cycles: [] });
  });
});
