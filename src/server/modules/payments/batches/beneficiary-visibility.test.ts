import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryNotifications, projectEnrolments } from '@server/db/schema';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { BASE, buildProject, call, createBatch } from './payment-fixtures';

let t: TestApp;
let maker: BuiltUser;
let checker: BuiltUser;
beforeAll(async () => {
  t = await createTestApp();
  maker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Operations' });
  checker = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Operations' });
});
afterAll(async () => {
  await t.close();
});

/** A beneficiary with a portal account, enrolled in a fresh project. */
async function enrolledBeneficiary() {
  const person = await buildUser(t);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/v1/beneficiary/profile',
    headers: { cookie: person.cookie },
  });
  const beneficiaryId = profile.json().id as string;
  const projectId = await buildProject(t);
  await t.database.db.insert(projectEnrolments).values({ projectId, beneficiaryId });
  return { person, beneficiaryId, projectId };
}

const myPayments = async (person: BuiltUser) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/payments', headers: { cookie: person.cookie } })
  ).json();

describe('what a beneficiary sees of a batch', () => {
  it('nothing while it awaits approval; a pending payment on the way once it is approved', async () => {
    const { person, projectId } = await enrolledBeneficiary();
    const batch = await createBatch(t, maker, projectId);

    expect(await myPayments(person)).toMatchObject({ items: [], total: 0, totals: { onTheWay: 0 } });

    expect((await call(t, checker, 'POST', `${BASE}/${batch.id}/approve`)).statusCode).toBe(200);
    expect(await myPayments(person)).toMatchObject({
      items: [{ status: 'pending', amount: 3000 }],
      total: 1,
      totals: { onTheWay: 3000 },
    });
  });

  it('nothing, and no notice, from a batch that is rejected', async () => {
    const { person, beneficiaryId, projectId } = await enrolledBeneficiary();
    const batch = await createBatch(t, maker, projectId);
    expect(
      (await call(t, checker, 'POST', `${BASE}/${batch.id}/reject`, { note: 'The period is wrong' })).statusCode,
    ).toBe(200);

    expect(await myPayments(person)).toMatchObject({ items: [], total: 0 });
    const notices = await t.database.db
      .select()
      .from(beneficiaryNotifications)
      .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId));
    expect(notices).toEqual([]);
  });
});
