import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const profile = {
  firstName: 'Amina',
  lastName: 'Hassan',
  phoneNumber: '0712 345 678',
  gender: 'female',
  dateOfBirth: '1992-04-18',
  nationality: 'SOM',
  locationCamp: 'DAD',
  educationLevel: 'secondary',
  employmentStatus: 'unemployed',
  householdSize: 6,
  monthlyIncome: 2500,
  skills: ['Tailoring'],
};

/*
 * A profile save queued offline is sent when the network returns; if the answer is lost and it is sent
 * again with its key, the server answers the first save and does not write an older copy over a newer one.
 */
describe('my profile: a save repeated with its key is written once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const save = (cookie: string, payload: object, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie, 'idempotency-key': key },
      payload,
    });

  it('a late repeat of an earlier save answers that save and leaves the newer one in place', async () => {
    const user = await buildUser(t);
    const firstKey = randomUUID();
    const first = await save(user.cookie, profile, firstKey);
    expect(first.statusCode).toBe(200);
    const newer = await save(user.cookie, { ...profile, householdSize: 7 }, randomUUID());
    expect(newer.json().householdSize).toBe(7);
    const repeat = await save(user.cookie, profile, firstKey);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const now = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: user.cookie },
    });
    expect(now.json().householdSize).toBe(7);
  });
});
