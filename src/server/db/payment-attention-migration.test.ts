import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseMigratedUpTo, type DatabaseBeforeMigration } from '@server/test-support/database-before-migration';
import { failureOfText } from '@domain/payment-failure';

/*
 * A database migrated up to the migration before payment attention and
 * failure codes holds payments whose state lives only in payment_events and
 * whose failures are English sentences; the migration must carry that state
 * into the new columns.
 */

const BEFORE = '0012_import_retention';

let database: DatabaseBeforeMigration;
const run = (query: ReturnType<typeof sql>) => database.run(query);

async function oldPayment(values: {
  status: string;
  failureReason?: string;
  conversationId?: string;
  events?: { source: string; data?: Record<string, unknown>; minutesAgo: number }[];
}): Promise<string> {
  const [beneficiary] = await run(
    sql`insert into beneficiaries (first_name, last_name) values ('Amina', 'Old') returning id`,
  );
  const [payment] = await run(sql`insert into payment_records
      (beneficiary_id, amount, payment_method, status, failure_reason, provider_conversation_id)
    values (${beneficiary!.id}, 2500, 'mobile_money', ${values.status}, ${values.failureReason ?? null}, ${values.conversationId ?? null})
    returning id`);
  const id = payment!.id as string;
  for (const event of values.events ?? []) {
    await run(sql`insert into payment_events (payment_id, from_status, to_status, source, data, created_at)
      values (${id}, ${values.status}, ${values.status}, ${event.source},
        ${event.data ? JSON.stringify(event.data) : null}::jsonb, now() - make_interval(mins => ${event.minutesAgo}))`);
  }
  return id;
}

const SENT = (minutesAgo: number) => ({ source: 'provider_request', minutesAgo });

/** Words the app, providers, result files and staff have written as failure reasons. */
const REASONS = [
  "M-Pesa 2040: Credit Party customer type can't be supported by the service.",
  'M-Pesa 1: The balance is insufficient for the transaction.',
  'M-Pesa 2: Declined due to limit rule',
  'M-Pesa 17: System internal error.',
  'M-Pesa transaction expired',
  'M-Pesa transaction declined',
  'M-Pesa transaction reversed',
  'Daraja refused the request (400.002.02: Bad Request - Invalid PartyB)',
  'Portal shows the transaction failed: receiver not registered',
  'Wrong number',
  'Account closed',
  'Call the person on +254 712 345 678 first',
  'Invalid Amount',
  'Request timed out at the bank',
];

describe('the migration to payment attention and failure codes', () => {
  const ids: Record<string, string> = {};
  const reasonIds: string[] = [];

  beforeAll(async () => {
    database = await databaseMigratedUpTo(BEFORE, 'payment_migration');

    ids.unresolved = await oldPayment({
      status: 'processing',
      events: [SENT(60), { source: 'system', data: { flag: 'mpesa_unresolved', statusQueries: 3 }, minutesAgo: 5 }],
    });
    ids.settledAfterUnresolved = await oldPayment({
      status: 'completed',
      events: [SENT(60), { source: 'system', data: { flag: 'mpesa_unresolved' }, minutesAgo: 5 }],
    });
    ids.held = await oldPayment({
      status: 'processing',
      events: [
        SENT(60),
        { source: 'system', data: { flag: 'mpesa_configuration', resubmit: 'configuration' }, minutesAgo: 50 },
      ],
    });
    ids.resumed = await oldPayment({
      status: 'processing',
      events: [
        SENT(60),
        { source: 'system', data: { flag: 'mpesa_configuration', resubmit: 'configuration' }, minutesAgo: 50 },
        { source: 'provider_request', data: { resent: 'configuration' }, minutesAgo: 10 },
      ],
    });
    ids.mismatch = await oldPayment({
      status: 'completed',
      events: [SENT(60), { source: 'provider_callback', data: { flag: 'amount_mismatch' }, minutesAgo: 1 }],
    });
    ids.released = await oldPayment({
      status: 'processing',
      events: [SENT(60), { source: 'status_query', data: { resubmit: 1 }, minutesAgo: 20 }],
    });
    ids.acknowledged = await oldPayment({
      status: 'processing',
      conversationId: 'AG_2026_0001',
      events: [SENT(60), { source: 'status_query', data: { resubmit: 1 }, minutesAgo: 20 }],
    });
    ids.resent = await oldPayment({
      status: 'processing',
      events: [
        SENT(60),
        { source: 'status_query', data: { resubmit: 1 }, minutesAgo: 20 },
        { source: 'provider_request', data: { resent: 1 }, minutesAgo: 15 },
      ],
    });
    ids.quiet = await oldPayment({ status: 'processing', events: [SENT(60)] });
    ids.rejected = await oldPayment({ status: 'failed', failureReason: 'Payment batch PAY-2026-000042 was rejected' });
    ids.cancelled = await oldPayment({
      status: 'failed',
      failureReason: 'Payment batch PAY-2026-000043 was cancelled',
    });
    ids.noPhone = await oldPayment({ status: 'failed', failureReason: 'No phone number on record' });
    ids.noMobile = await oldPayment({
      status: 'failed',
      failureReason: 'No mobile number to pay: the person has no phone number on record',
    });
    ids.foreignNumber = await oldPayment({
      status: 'failed',
      failureReason: 'The payee account is not a Kenyan mobile number',
    });
    ids.noReason = await oldPayment({ status: 'failed' });
    for (const reason of REASONS) reasonIds.push(await oldPayment({ status: 'failed', failureReason: reason }));

    await database.migrateToLatest();
  });

  afterAll(async () => {
    await database?.close();
  });

  const rowOf = async (id: string) => {
    const [row] = await run(sql`select status, attention, released_for_resend as "releasedForResend",
        failure_code as "failureCode", failure_detail as "failureDetail"
      from payment_records where id = ${id}`);
    return row!;
  };

  it('sets attention from the flags in the history, only while they still hold', async () => {
    expect(await rowOf(ids.unresolved!)).toMatchObject({ attention: 'unresolved', releasedForResend: false });
    expect(await rowOf(ids.settledAfterUnresolved!)).toMatchObject({ attention: null });
    expect(await rowOf(ids.held!)).toMatchObject({ attention: 'held_for_configuration', releasedForResend: true });
    expect(await rowOf(ids.resumed!)).toMatchObject({ attention: null, releasedForResend: false });
    expect(await rowOf(ids.mismatch!)).toMatchObject({ status: 'completed', attention: 'amount_mismatch' });
    expect(await rowOf(ids.quiet!)).toMatchObject({ attention: null, releasedForResend: false });
  });

  it('marks released for resend only a payment released after its last request and never acknowledged', async () => {
    expect(await rowOf(ids.released!)).toMatchObject({ attention: null, releasedForResend: true });
    expect(await rowOf(ids.acknowledged!)).toMatchObject({ releasedForResend: false });
    expect(await rowOf(ids.resent!)).toMatchObject({ releasedForResend: false });
  });

  it("turns the app's own sentences into their codes, with no detail left to translate", async () => {
    expect(await rowOf(ids.rejected!)).toMatchObject({ failureCode: 'batch_rejected', failureDetail: null });
    expect(await rowOf(ids.cancelled!)).toMatchObject({ failureCode: 'batch_cancelled', failureDetail: null });
    expect(await rowOf(ids.noPhone!)).toMatchObject({ failureCode: 'no_phone_number', failureDetail: null });
    expect(await rowOf(ids.noMobile!)).toMatchObject({ failureCode: 'no_phone_number', failureDetail: null });
    expect(await rowOf(ids.foreignNumber!)).toMatchObject({ failureCode: 'invalid_number', failureDetail: null });
    expect(await rowOf(ids.noReason!)).toMatchObject({ status: 'failed', failureCode: null, failureDetail: null });
  });

  it('reads any other words as the app reads them now, keeping them without numbers as the detail', async () => {
    const rows = await Promise.all(reasonIds.map(rowOf));
    expect(rows.map((row) => [row.failureCode, row.failureDetail])).toEqual(
      REASONS.map((reason) => {
        const failure = failureOfText(reason);
        return [failure.code, failure.detail];
      }),
    );
    expect(rows.map((row) => row.failureCode)).toEqual([
      'recipient_not_registered',
      'insufficient_funds',
      'amount_not_allowed',
      'other',
      'provider_timeout',
      'provider_declined',
      'transaction_reversed',
      'invalid_number',
      'recipient_not_registered',
      'invalid_number',
      'other',
      'other',
      'amount_not_allowed',
      'provider_timeout',
    ]);
    expect(rows[11]!.failureDetail).toBe('Call the person on … first');
  });

  it('drops the sentence column', async () => {
    const columns = await run(
      sql`select column_name from information_schema.columns where table_name = 'payment_records' and column_name = 'failure_reason'`,
    );
    expect(columns).toEqual([]);
  });
});
