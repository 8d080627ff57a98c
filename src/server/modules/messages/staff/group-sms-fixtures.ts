import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beneficiaryPreferences, smsBlockedNumbers, smsMessages } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildEnrolments, buildProject } from '@server/test-support/project-builders';
import { buildPartnerStaff } from '@server/test-support/scope-world';
import { randomLetters, uniquePhone } from '@server/test-support/seed-target';
import type { TestApp } from '@server/test-support/test-app';

/** An organisation of this run only, with an administrator and an officer in Kakuma: its ceiling and spending are its own. */
export async function buildSmsOrganisation(t: TestApp) {
  const code = `G${randomLetters(6)}`;
  const project = async (people: string[]) => {
    const row = await buildProject(t, {
      code: `${code}-CFW-2026-${randomUUID().slice(0, 4)}`,
      name: 'Group SMS project',
      partner: code,
      type: 'cash_for_work',
      location: 'KAK',
      targetBeneficiaries: 10,
      budget: 1000,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
    });
    await buildEnrolments(
      t,
      row.id,
      people.map((beneficiaryId) => ({ beneficiaryId, status: 'enrolled' as const })),
    );
    return row.id;
  };
  // The project makes the organisation; its staff are built after it.
  const firstProject = await project([]);
  const admin: BuiltUser = await buildPartnerStaff(t, { organisation: code, places: 'KAK', isAdmin: true });
  const officer: BuiltUser = await buildPartnerStaff(t, { organisation: code, places: 'KAK' });
  return { code, admin, officer, project, firstProject };
}

export interface SmsChoice {
  verified?: boolean;
  sms?: boolean;
  messageUpdates?: boolean;
  language?: string;
  phone?: string;
}

/** A Kakuma person who, by default, proved their number and asked for texts about messages. */
export async function addTextablePerson(t: TestApp, choice: SmsChoice = {}) {
  const person = await buildBeneficiary(t, {
    locationCamp: 'KAK',
    locationArea: 'KK1',
    status: 'active',
    phoneNumber: choice.phone ?? uniquePhone(),
    phoneVerifiedAt: choice.verified === false ? null : new Date(),
  });
  await t.database.db.insert(beneficiaryPreferences).values({
    beneficiaryId: person.id,
    language: choice.language ?? 'en',
    notifyBySms: choice.sms ?? true,
    smsMessageUpdates: choice.messageUpdates ?? true,
  });
  return { id: person.id, phone: person.phoneNumber! };
}

export async function blockNumberForTest(t: TestApp, phone: string) {
  await t.database.db.insert(smsBlockedNumbers).values({ toNumber: phone, reason: 'invalid_number' });
}

/** Every text queued to a number, as the SMS outbox holds them. */
export function textsTo(t: TestApp, phone: string) {
  return t.database.db
    .select({ body: smsMessages.body, status: smsMessages.status, key: smsMessages.idempotencyKey })
    .from(smsMessages)
    .where(eq(smsMessages.toNumber, phone));
}
