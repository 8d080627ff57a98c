import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, duplicateAlerts, referrals } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { dadaab, kakuma, REFERRALS, referralKit } from './referral-fixtures';

/*
 * Two records of one person, one of them referred to another organisation. Confirming the duplicate moves
 * the referral to the record kept, so both organisations keep following the person; reversing the merge
 * moves it back.
 */
describe('a merge of duplicate records takes the referrals along', () => {
  let t: TestApp;
  let kit: ReturnType<typeof referralKit>;
  let irc: BuiltUser;
  let drc: BuiltUser;
  let leadAdmin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    kit = referralKit(t);
    irc = await kit.officer('IRC', kakuma);
    drc = await kit.officer('DRC', dadaab);
    leadAdmin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const ownerOf = async (referralId: string) =>
    (await t.database.db.select().from(referrals).where(eq(referrals.id, referralId)))[0]!.beneficiaryId;

  it('moves the merged record’s referral to the kept record, and back on reversal', async () => {
    const kept = await buildBeneficiary(t, { firstName: 'Amina', lastName: 'Keptrecord', locationCamp: 'KAK' });
    const merged = await buildBeneficiary(t, { firstName: 'Amina', lastName: 'Oldrecord', locationCamp: 'KAK' });
    const sent = await kit.refer(irc, merged.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const referralId = sent.json<{ id: string }>().id;
    const [a, b] = [kept.id, merged.id].sort();
    const [alert] = await t.database.db
      .insert(duplicateAlerts)
      .values({ beneficiaryAId: a!, beneficiaryBId: b!, riskScore: 0.95 })
      .returning({ id: duplicateAlerts.id });

    const decided = await kit.call(leadAdmin, 'POST', `/api/v1/duplicates/${alert!.id}/decision`, {
      decision: 'confirm_duplicate',
      keepBeneficiaryId: kept.id,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await ownerOf(referralId)).toBe(kept.id);

    // The receiving side now reads the person of the record kept, through the referral as before.
    const received = await kit.call(drc, 'GET', `${REFERRALS}/${referralId}`);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<{ person: { name: string | null } }>().person).toMatchObject({ name: 'Amina Keptrecord' });

    // Referrals are the two organisations' business: the person's history, read by any staff, does not count them.
    const audits = await t.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'duplicate.confirm_duplicate'), eq(auditEvents.targetId, kept.id)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]!.details)).not.toContain('referrals');

    const reversed = await kit.call(leadAdmin, 'POST', `/api/v1/duplicates/${alert!.id}/reverse-merge`);
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(await ownerOf(referralId)).toBe(merged.id);
  });
});
