import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodeSmsKey } from '@domain/phone-verification';
import { notificationSmsKey } from '@domain/sms-messages';
import { auditEvents, beneficiaryNotifications, smsMessages } from '@server/db/schema';
import { buildBeneficiary, buildBeneficiaryAccount } from '@server/test-support/beneficiary-builders';
import { buildPartnerStaff } from '@server/test-support/scope-world';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import type { BuiltUser } from '@server/test-support/builders';

let t: TestApp;
let kakumaOfficer: BuiltUser;
let dadaabOfficer: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  kakumaOfficer = await buildPartnerStaff(t, { organisation: 'IRC', places: 'KAK' });
  dadaabOfficer = await buildPartnerStaff(t, { organisation: 'DRC', places: 'DAD' });
});
afterAll(() => t.close());

const textMessagesOf = (id: string, cookie: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/staff/beneficiaries/${id}/text-messages`, headers: { cookie } });

async function personWithMessages() {
  const person = await buildBeneficiary(t, {
    phoneNumber: uniquePhone(),
    phoneVerifiedAt: new Date('2026-11-01T08:00:00Z'),
    locationCamp: 'KAK',
    locationArea: 'KK1',
  });
  const [notice] = await t.database.db
    .insert(beneficiaryNotifications)
    .values({ beneficiaryId: person.id, kind: 'payment_completed', tab: 'payments' })
    .returning({ id: beneficiaryNotifications.id });
  const base = { beneficiaryId: person.id, toNumber: person.phoneNumber!, language: 'en' };
  await t.database.db.insert(smsMessages).values([
    {
      ...base,
      idempotencyKey: notificationSmsKey(notice!.id, person.id),
      body: 'Livelihoods: there is news about a payment to you.',
      parts: 1,
      status: 'delivered',
      costCents: 80,
      createdAt: new Date('2026-11-02T08:00:00Z'),
    },
    {
      ...base,
      idempotencyKey: phoneCodeSmsKey(crypto.randomUUID()),
      body: 'Livelihoods: your code is 482913.',
      parts: 1,
      status: 'failed',
      failureCode: 'delivery_AbsentSubscriber',
      createdAt: new Date('2026-11-01T07:50:00Z'),
    },
  ]);
  return person;
}

describe("a person's text messages on their page", () => {
  it('lists what each message told of, its status, parts and cost, never its text, and audits the read', async () => {
    const person = await personWithMessages();
    const response = await textMessagesOf(person.id, kakumaOfficer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        expect.objectContaining({
          purpose: 'notice',
          noticeKind: 'payment_completed',
          status: 'delivered',
          failureCode: null,
          parts: 1,
          costCents: 80,
          createdAt: '2026-11-02T08:00:00.000Z',
        }),
        expect.objectContaining({
          purpose: 'phone_code',
          noticeKind: null,
          status: 'failed',
          failureCode: 'delivery_AbsentSubscriber',
          costCents: null,
        }),
      ],
      page: 1,
      pageSize: 10,
      total: 2,
      phoneVerified: true,
      phoneVerifiedAt: '2026-11-01T08:00:00.000Z',
    });
    expect(response.body).not.toContain('482913');
    expect(response.body).not.toContain(person.phoneNumber!);
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, person.id), eq(auditEvents.action, 'beneficiary.text_messages.view')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorUserId).toBe(kakumaOfficer.userId);
  });

  it('answers 404 to another organisation’s officer working elsewhere, as for an unknown person', async () => {
    const person = await personWithMessages();
    for (const id of [person.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await textMessagesOf(id, dadaabOfficer.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('payment_completed');
    }
  });

  it('is for staff only', async () => {
    const person = await personWithMessages();
    const beneficiary = await buildBeneficiaryAccount(t, {});
    expect((await textMessagesOf(person.id, beneficiary.cookie)).statusCode).toBe(403);
  });
});
