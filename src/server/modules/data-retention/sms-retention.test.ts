import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_CODE_RETENTION_DAYS } from '@domain/phone-verification';
import { phoneVerificationCodes, smsMessages, smsOutbox } from '@server/db/schema';
import { SMS_MESSAGE_RETENTION_DAYS, SMS_OUTBOX_RETENTION_DAYS } from '@server/modules/sms';
import { createFileStorage } from '@server/platform/storage/create-file-storage';
import type { FileStorage } from '@server/platform/storage/file-storage';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { uniquePhone } from '@server/test-support/seed-target';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { applyRetentionRules } from './nightly-job';

const DAY_MS = 86_400_000;

let t: TestApp;
let storage: FileStorage;

beforeAll(async () => {
  // The rules delete across whole tables: a database of its own.
  t = await createTestApp({ ownDatabase: true });
  storage = await createFileStorage(t.config);
});
afterAll(() => t.close());

describe('the nightly data-retention job and text messages', () => {
  it('forgets old text messages, old development outbox texts and old one-time codes, and keeps recent ones', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const person = await buildBeneficiary(t, { phoneNumber: uniquePhone() });
    const message = (days: number) => ({
      idempotencyKey: `test:${randomUUID()}`,
      beneficiaryId: person.id,
      toNumber: person.phoneNumber!,
      language: 'en',
      body: 'Livelihoods: there is news.',
      parts: 1,
      status: 'delivered' as const,
      createdAt: ago(days),
    });
    const messages = await t.database.db
      .insert(smsMessages)
      .values([message(SMS_MESSAGE_RETENTION_DAYS + 1), message(SMS_MESSAGE_RETENTION_DAYS - 1)])
      .returning({ id: smsMessages.id });
    const outbox = await t.database.db
      .insert(smsOutbox)
      .values(
        [SMS_OUTBOX_RETENTION_DAYS + 1, SMS_OUTBOX_RETENTION_DAYS - 1].map((days) => ({
          toNumber: person.phoneNumber!,
          body: 'Livelihoods: your code is 123456.',
          parts: 1,
          createdAt: ago(days),
        })),
      )
      .returning({ id: smsOutbox.id });
    const codes = await t.database.db
      .insert(phoneVerificationCodes)
      .values(
        [PHONE_CODE_RETENTION_DAYS + 0.5, 0.01].map((days) => ({
          beneficiaryId: person.id,
          phoneNumber: person.phoneNumber!,
          codeHash: 'ab',
          expiresAt: ago(days - 1 / 144),
          createdAt: ago(days),
        })),
      )
      .returning({ id: phoneVerificationCodes.id });

    const report = await applyRetentionRules(t.database.db, storage, now);
    expect(report).toMatchObject({ smsMessagesForgotten: 1, smsOutboxForgotten: 1, phoneCodesForgotten: 1 });

    const left = {
      messages: await t.database.db
        .select({ id: smsMessages.id })
        .from(smsMessages)
        .where(
          inArray(
            smsMessages.id,
            messages.map((row) => row.id),
          ),
        ),
      outbox: await t.database.db
        .select({ id: smsOutbox.id })
        .from(smsOutbox)
        .where(
          inArray(
            smsOutbox.id,
            outbox.map((row) => row.id),
          ),
        ),
      codes: await t.database.db
        .select({ id: phoneVerificationCodes.id })
        .from(phoneVerificationCodes)
        .where(eq(phoneVerificationCodes.beneficiaryId, person.id)),
    };
    expect(left).toEqual({ messages: [messages[1]], outbox: [outbox[1]], codes: [codes[1]] });
  });
});
