import { and, desc, eq, like } from 'drizzle-orm';
import { smsMessages } from '@server/db/schema';
import { buildBeneficiaryAccount, type BeneficiaryValues } from '@server/test-support/beneficiary-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import type { TestApp } from '@server/test-support/test-app';

export const PHONE_URL = '/api/v1/beneficiary/phone-verification';

/** A signed-in person with a phone number nobody has proved yet. */
export function personToVerify(t: TestApp, overrides: BeneficiaryValues = {}) {
  return buildBeneficiaryAccount(t, { phoneNumber: uniquePhone(), ...overrides });
}

export function sendCode(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'POST', url: PHONE_URL, headers: { cookie } });
}

export function confirmCode(t: TestApp, cookie: string, code: string) {
  return t.app.inject({ method: 'POST', url: `${PHONE_URL}/confirm`, headers: { cookie }, payload: { code } });
}

export function phoneStatus(t: TestApp, cookie: string) {
  return t.app.inject({ method: 'GET', url: PHONE_URL, headers: { cookie } });
}

/** The newest code's text message to the person, as the phone would show it. */
export async function lastCodeMessage(t: TestApp, beneficiaryId: string) {
  const [row] = await t.database.db
    .select()
    .from(smsMessages)
    .where(and(eq(smsMessages.beneficiaryId, beneficiaryId), like(smsMessages.idempotencyKey, 'phone-code:%')))
    .orderBy(desc(smsMessages.createdAt))
    .limit(1);
  return row!;
}

/** The six digits the person would read in the text. */
export async function lastCode(t: TestApp, beneficiaryId: string): Promise<string> {
  return /\b(\d{6})\b/.exec((await lastCodeMessage(t, beneficiaryId)).body)![1]!;
}

/** A six-digit code other than the right one. */
export function wrongCode(right: string): string {
  return right === '000000' ? '111111' : '000000';
}
