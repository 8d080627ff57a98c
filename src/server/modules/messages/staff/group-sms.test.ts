import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messageBroadcastSms } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { addTextablePerson, blockNumberForTest, buildSmsOrganisation, textsTo } from './group-sms-fixtures';

const URL = '/api/v1/staff/messages';
const FRIDAY = 'Please come to the office on Friday for the distribution.';
/** 80 Arabic letters: outside GSM-7, so sent as UCS-2 in two parts of 67. */
const ARABIC = 'تعالوا '.repeat(11) + 'إلى';

describe('staff group messages by SMS', () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof buildSmsOrganisation>>;
  beforeAll(async () => {
    t = await createTestApp();
    org = await buildSmsOrganisation(t);
  });
  afterAll(() => t.close());

  const post = (user: BuiltUser, path: string, payload: object, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}${path}`,
      headers: { cookie: user.cookie, ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const estimate = (projectId: string, message: string, user = org.officer) =>
    post(user, '/sms-estimate', { audience: { type: 'project', projectId }, message });
  const sendSms = (projectId: string, key?: string, message = FRIDAY) =>
    post(
      org.officer,
      '',
      { subject: 'Distribution day', message, audience: { type: 'project', projectId }, sms: true },
      key,
    );
  const setCeiling = (dailyCeilingKes: number | null) =>
    t.app.inject({
      method: 'PUT',
      url: `${URL}/sms-ceiling`,
      headers: { cookie: org.admin.cookie },
      payload: { dailyCeilingKes },
    });
  const spentToday = async () =>
    (await t.app.inject({ method: 'GET', url: `${URL}/sms-ceiling`, headers: { cookie: org.officer.cookie } })).json<{
      spentTodayKes: number;
    }>().spentTodayKes;

  /** Two who get texts, and one each of those who must not. */
  async function mixedGroup() {
    const textable = [await addTextablePerson(t), await addTextablePerson(t, { language: 'so' })];
    const blocked = await addTextablePerson(t);
    await blockNumberForTest(t, blocked.phone);
    const others = [
      await addTextablePerson(t, { verified: false }),
      await addTextablePerson(t, { sms: false }),
      await addTextablePerson(t, { messageUpdates: false }),
      blocked,
    ];
    const projectId = await org.project([...textable, ...others].map((person) => person.id));
    return { textable, others, projectId };
  }

  it('estimates texts, parts and cost, leaving out unverified, opted-out and blocked numbers', async () => {
    const { projectId } = await mixedGroup();
    const plain = await estimate(projectId, FRIDAY);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json()).toEqual({
      texts: 2,
      encoding: 'gsm7',
      partsPerText: 1,
      maxParts: 3,
      costKes: 1.6,
      ceilingKes: null,
      remainingTodayKes: null,
    });
    expect((await estimate(projectId, ARABIC)).json()).toMatchObject({
      texts: 2,
      encoding: 'ucs2',
      partsPerText: 2,
      costKes: 3.2,
    });
  });

  it('sends nothing by SMS while no ceiling is set, and says an administrator must set one', async () => {
    const { projectId } = await mixedGroup();
    const refused = await sendSms(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('an administrator must set a daily SMS ceiling');
  });

  it('texts the message once to each who may get it, records counts and cost, and audits no numbers', async () => {
    expect((await setCeiling(1000)).statusCode).toBe(200);
    const { textable, others, projectId } = await mixedGroup();
    const key = randomUUID();
    const first = await sendSms(projectId, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ recipients: 6, texts: 2 });
    const spent = await spentToday();
    expect(spent).toBeGreaterThanOrEqual(1.6);
    // A retry after a timeout answers the first send: no second text, no second charge.
    const retry = await sendSms(projectId, key);
    expect(retry.json()).toEqual(first.json());
    expect(await spentToday()).toBe(spent);

    const { broadcastId } = first.json<{ broadcastId: string }>();
    for (const person of textable) {
      const queued = (await textsTo(t, person.phone)).filter((text) => text.status === 'queued');
      // The group text itself, not a "you have a message" notice as well.
      expect(queued).toEqual([{ body: FRIDAY, status: 'queued', key: `group-sms:${broadcastId}:${person.id}` }]);
    }
    for (const person of others) {
      expect((await textsTo(t, person.phone)).filter((text) => text.status === 'queued')).toEqual([]);
    }
    const [record] = await t.database.db
      .select()
      .from(messageBroadcastSms)
      .where(eq(messageBroadcastSms.broadcastId, broadcastId));
    expect(record).toMatchObject({ organisationCode: org.code, texts: 2, partsPerText: 1, estimatedCostCents: 160 });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, broadcastId));
    expect(audit).toMatchObject([
      { action: 'message.broadcast', details: { recipients: 6, texts: 2, smsCostKes: 1.6 } },
    ]);
    const logged = JSON.stringify(audit);
    for (const person of [...textable, ...others]) expect(logged).not.toContain(person.phone.slice(1));
  });

  it('refuses a send that would pass the ceiling, saying what is left today, and writes nothing', async () => {
    const { projectId, textable } = await mixedGroup();
    // Today's spending so far plus one shilling: less than two texts of 1.60.
    expect((await setCeiling(Math.floor(await spentToday()) + 1)).statusCode).toBe(200);
    const left = (await estimate(projectId, FRIDAY)).json<{ remainingTodayKes: number }>().remainingTodayKes;
    const refused = await sendSms(projectId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain(`KES ${left.toFixed(2)} is left today`);
    for (const person of textable) expect(await textsTo(t, person.phone)).toEqual([]);
    const withoutSms = await post(org.officer, '', {
      subject: 'Distribution day',
      message: FRIDAY,
      audience: { type: 'project', projectId },
    });
    expect(withoutSms.statusCode).toBe(201);
  });

  it('lets only one of two sends at the same moment pass a ceiling with room for one', async () => {
    const group = [await mixedGroup(), await mixedGroup()];
    // Room for one send of two texts (KES 1.60), not for two: between 1.60 and 2.60 left.
    const spent = await spentToday();
    expect((await setCeiling(Math.floor(spent + 2.6))).statusCode).toBe(200);
    const answers = await Promise.all(group.map((g) => sendSms(g.projectId)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await spentToday()).toBeCloseTo(spent + 1.6, 2);
  });

  it('refuses a text longer than three parts, and SMS to one person', async () => {
    expect((await setCeiling(1000)).statusCode).toBe(200);
    const { projectId, textable } = await mixedGroup();
    const tooLong = await sendSms(projectId, undefined, 'x'.repeat(153 * 3 + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toContain('at most 3 parts');
    const onePerson = await post(org.officer, '', {
      subject: 'Distribution day',
      message: FRIDAY,
      audience: { type: 'person', beneficiaryId: textable[0]!.id },
      sms: true,
    });
    expect(onePerson.statusCode).toBe(400);
  });

  it('refuses to estimate or text a group outside the sender scope', async () => {
    const other = await buildSmsOrganisation(t);
    const person = await addTextablePerson(t);
    const theirs = await other.project([person.id]);
    expect((await estimate(theirs, FRIDAY)).statusCode).toBe(404);
    expect((await sendSms(theirs)).statusCode).toBe(404);
    const dadaab = await post(org.officer, '/sms-estimate', {
      audience: { type: 'camp', camp: 'DAD' },
      message: FRIDAY,
    });
    expect(dadaab.statusCode).toBe(404);
    expect(await textsTo(t, person.phone)).toEqual([]);
    expect((await estimate(theirs, FRIDAY, other.officer)).json()).toMatchObject({ texts: 1 });
  });
});
