import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaries } from '@server/db/schema';
import {
  BENEFICIARY_HEADER,
  beneficiaryRow,
  commit,
  createImportsTestApp,
  csvOf,
  importWorker,
  progresIds,
  settle,
  uploadAndValidate,
} from '@server/modules/imports/imports-fixtures';
import { newPerson } from '@server/modules/registry/staff-record/record-fixtures';
import type { JobWorker } from '@server/platform/jobs/job-worker';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { randomInt } from 'node:crypto';
import type { TestApp } from '@server/test-support/test-app';

/*
 * A proof is about one number: every path that writes a person's phone number
 * must drop it when the number changes, and keep it when the number stays.
 */

let t: TestApp;
let admin: BuiltUser;
let worker: JobWorker;

beforeAll(async () => {
  // The import's files go where the imports module's own tests keep theirs.
  t = await createImportsTestApp();
  worker = await importWorker(t);
  admin = await buildStaffAdmin(t);
});
afterAll(() => t.close());

const localPhone = () => `07${randomInt(10_000_000, 99_999_999)}`;
const e164 = (local: string) => `+254${local.slice(1)}`;

async function markVerified(where: { id?: string; progresId?: string }) {
  const condition = where.id ? eq(beneficiaries.id, where.id) : eq(beneficiaries.progresId, where.progresId!);
  await t.database.db.update(beneficiaries).set({ phoneVerifiedAt: new Date() }).where(condition);
}

async function proofOf(id: string) {
  const [row] = await t.database.db
    .select({ phoneNumber: beneficiaries.phoneNumber, phoneVerifiedAt: beneficiaries.phoneVerifiedAt })
    .from(beneficiaries)
    .where(eq(beneficiaries.id, id));
  return row!;
}

const profile = (phoneNumber: string) => ({
  firstName: 'Amina',
  lastName: 'Hassan',
  phoneNumber,
  alternativePhone: '',
  email: '',
  gender: 'female',
  dateOfBirth: '1992-04-18',
  nationality: 'SOM',
  locationCamp: 'DAD',
  locationBlock: 'IFO-B12',
  locationUrbanArea: '',
  educationLevel: 'secondary',
  employmentStatus: 'unemployed',
  householdSize: 6,
  monthlyIncome: 2500,
  bankAccountNumber: '',
  mobileMoneyNumber: '',
  emergencyContactName: '',
  emergencyContactPhone: '',
  skills: [],
});

describe('a change of phone number clears its verification', () => {
  it('when the person saves their profile with another number, and not with the same one', async () => {
    const phone = localPhone();
    const user = await buildUser(t, { phoneNumber: phone });
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: user.cookie },
    });
    const id = read.json<{ id: string }>().id;
    await markVerified({ id });
    const save = (number: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/beneficiary/profile',
        headers: { cookie: user.cookie },
        payload: profile(number),
      });

    expect((await save(phone)).statusCode).toBe(200);
    expect((await proofOf(id)).phoneVerifiedAt).not.toBeNull();
    const other = localPhone();
    expect((await save(other)).statusCode).toBe(200);
    expect(await proofOf(id)).toEqual({ phoneNumber: e164(other), phoneVerifiedAt: null });
  });

  it('when staff edit the person’s number, and not when they edit something else', async () => {
    const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/staff/beneficiaries',
      headers: { cookie: admin.cookie },
      payload: newPerson({ phoneNumber: localPhone() }),
    });
    const id = created.json<{ id: string }>().id;
    await markVerified({ id });
    const edit = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/staff/beneficiaries/${id}`,
        headers: { cookie: officer.cookie },
        payload,
      });

    expect((await edit({ firstName: 'Trésor' })).statusCode).toBe(200);
    expect((await proofOf(id)).phoneVerifiedAt).not.toBeNull();
    const other = localPhone();
    expect((await edit({ phoneNumber: other })).statusCode).toBe(200);
    expect(await proofOf(id)).toEqual({ phoneNumber: e164(other), phoneVerifiedAt: null });
  });

  it('when a registry import in update mode brings another number, and not when its cell is blank', async () => {
    const officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab Operations' });
    const id = progresIds();
    const importRows = async (rows: string[][], mode?: string) => {
      const view = await uploadAndValidate(
        t,
        worker,
        officer,
        csvOf([BENEFICIARY_HEADER, ...rows]),
        mode ? { mode } : {},
      );
      await commit(t, officer, view.id);
      await settle(t, worker, officer, view.id);
    };
    const first = localPhone();
    await importRows([
      beneficiaryRow(id(1), { phone_number: first }),
      beneficiaryRow(id(2), { phone_number: localPhone() }),
    ]);
    await markVerified({ progresId: id(1) });
    await markVerified({ progresId: id(2) });

    const other = localPhone();
    await importRows(
      [beneficiaryRow(id(1), { phone_number: '' }), beneficiaryRow(id(2), { phone_number: other })],
      'update',
    );
    const people = await t.database.db
      .select({
        progresId: beneficiaries.progresId,
        phoneNumber: beneficiaries.phoneNumber,
        at: beneficiaries.phoneVerifiedAt,
      })
      .from(beneficiaries)
      .where(inArray(beneficiaries.progresId, [id(1), id(2)]));
    const byId = new Map(people.map((person) => [person.progresId, person]));
    expect(byId.get(id(1))).toMatchObject({ phoneNumber: e164(first) });
    expect(byId.get(id(1))!.at).not.toBeNull();
    expect(byId.get(id(2))).toMatchObject({ phoneNumber: e164(other), at: null });
  });
});
