import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, ussdLockouts, ussdPins } from '@server/db/schema';
import { buildBeneficiaryAccount, type BeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin } from '@server/test-support/builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { verifyUssdPin } from './pin-hash';

const URL = '/api/v1/beneficiary/ussd-pin';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

async function account(verified: boolean): Promise<BeneficiaryAccount> {
  return buildBeneficiaryAccount(t, { phoneNumber: uniquePhone(), phoneVerifiedAt: verified ? new Date() : null });
}

const get = (who: { cookie: string }) => t.app.inject({ method: 'GET', url: URL, headers: { cookie: who.cookie } });
const put = (who: { cookie: string }, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie: who.cookie }, payload });
const remove = (who: { cookie: string }) =>
  t.app.inject({ method: 'DELETE', url: URL, headers: { cookie: who.cookie } });

async function storedHash(beneficiaryId: string) {
  const [row] = await t.database.db.select().from(ussdPins).where(eq(ussdPins.beneficiaryId, beneficiaryId));
  return row?.pinHash ?? null;
}

async function auditActions(beneficiaryId: string) {
  const rows = await t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.targetType, 'beneficiary'), eq(auditEvents.targetId, beneficiaryId)));
  return rows.map((row) => row.action).sort();
}

describe('the USSD PIN in Settings', () => {
  it('says whether a PIN is set and the phone verified', async () => {
    const verified = await account(true);
    expect((await get(verified)).json()).toEqual({ isSet: false, phoneVerified: true });
    expect((await get(await account(false))).json()).toEqual({ isSet: false, phoneVerified: false });
  });

  it('keeps only a salted hash of the PIN, and audits its setting and removal', async () => {
    const person = await account(true);
    const saved = await put(person, { pin: '4821' });
    expect(saved.statusCode).toBe(204);
    expect((await get(person)).json()).toEqual({ isSet: true, phoneVerified: true });
    const hash = await storedHash(person.beneficiaryId);
    expect(hash).not.toContain('4821');
    expect(await verifyUssdPin('4821', hash!)).toBe(true);
    expect(await verifyUssdPin('4822', hash!)).toBe(false);

    // The same PIN chosen again is stored with a new salt.
    await put(person, { pin: '4821' });
    expect(await storedHash(person.beneficiaryId)).not.toBe(hash);

    expect((await remove(person)).statusCode).toBe(204);
    expect((await get(person)).json()).toEqual({ isSet: false, phoneVerified: true });
    expect(await storedHash(person.beneficiaryId)).toBeNull();
    expect((await remove(person)).statusCode).toBe(204);
    expect(await auditActions(person.beneficiaryId)).toEqual(['ussd_pin.removed', 'ussd_pin.set', 'ussd_pin.set']);
  });

  it('refuses a PIN for a phone number not verified', async () => {
    const person = await account(false);
    const response = await put(person, { pin: '4821' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'conflict',
      detail: expect.stringMatching(/^Verify your phone number/),
    });
    expect(await storedHash(person.beneficiaryId)).toBeNull();
  });

  it('refuses a PIN anyone would guess first', async () => {
    const person = await account(true);
    for (const pin of ['0000', '1234', '9876', '1212']) {
      const response = await put(person, { pin });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toMatch(/too easy to guess/);
    }
    expect(await storedHash(person.beneficiaryId)).toBeNull();
  });

  it('refuses anything but four digits, as a bad request', async () => {
    const person = await account(true);
    for (const payload of [{ pin: '482' }, { pin: '48211' }, { pin: 'abcd' }, { pin: 4821 }, {}]) {
      expect((await put(person, payload)).statusCode).toBe(400);
    }
  });

  it('lifts a lock on the number when the person chooses a PIN again', async () => {
    const person = await account(true);
    const [row] = await t.database.db
      .select({ phoneNumber: beneficiaries.phoneNumber })
      .from(beneficiaries)
      .where(eq(beneficiaries.id, person.beneficiaryId));
    await t.database.db
      .insert(ussdLockouts)
      .values({ phoneNumber: row!.phoneNumber!, failedAttempts: 3, lockedUntil: new Date(Date.now() + 600_000) });
    await put(person, { pin: '4821' });
    expect(
      await t.database.db.select().from(ussdLockouts).where(eq(ussdLockouts.phoneNumber, row!.phoneNumber!)),
    ).toEqual([]);
  });

  it('is for beneficiaries only', async () => {
    const admin = await buildStaffAdmin(t);
    expect((await get(admin)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
