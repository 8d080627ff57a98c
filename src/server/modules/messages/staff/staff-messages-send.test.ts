import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '@server/db/raw-rows';
import { auditEvents, beneficiaryMessages, beneficiaryNotifications, messageBroadcasts } from '@server/db/schema';
import { buildBeneficiaries } from '@server/test-support/beneficiary-builders';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { NOTIFICATION_MAIL_QUEUE } from '@server/modules/notifications/beneficiary/notify-beneficiary';
import { addApplication, addMergedPerson, addPerson, addProject } from './staff-messages-fixtures';

const URL = '/api/v1/staff/messages';

describe('staff write to a person or a group', () => {
  let t: TestApp;
  let staff: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    staff = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const post = (user: Pick<BuiltUser, 'cookie'> | null, path: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `${URL}${path}`,
      headers: user ? { cookie: user.cookie } : {},
      payload: payload as object,
    });
  const send = (audience: unknown, user: Pick<BuiltUser, 'cookie'> | null = staff) =>
    post(user, '', { subject: 'Distribution day', message: 'Please come to the office on Friday.', audience });
  const count = (audience: unknown) => post(staff, '/audience-count', { audience });

  /** Who among these people got a conversation from the broadcast, and a notification. */
  async function reached(broadcastId: string, people: string[]) {
    const db = t.database.db;
    const result: string[] = [];
    for (const beneficiaryId of people) {
      const [message] = await db
        .select({ id: beneficiaryMessages.id })
        .from(beneficiaryMessages)
        .where(
          and(eq(beneficiaryMessages.beneficiaryId, beneficiaryId), eq(beneficiaryMessages.broadcastId, broadcastId)),
        );
      const notices = await db
        .select()
        .from(beneficiaryNotifications)
        .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId));
      if (message) {
        expect(notices.map((n) => n.kind)).toEqual(['message_received']);
        result.push(beneficiaryId);
      } else expect(notices).toEqual([]);
    }
    return result;
  }

  it('writes to one person: a new conversation from the staff member, a notification and an audit entry', async () => {
    const person = await addPerson(t);
    const response = await send({ type: 'person', beneficiaryId: person });
    expect(response.statusCode).toBe(201);
    const sent = response.json();
    expect(sent).toMatchObject({ broadcastId: null, recipients: 1 });
    const [message] = await t.database.db
      .select()
      .from(beneficiaryMessages)
      .where(eq(beneficiaryMessages.id, sent.threadId));
    expect(message).toMatchObject({
      beneficiaryId: person,
      direction: 'to_beneficiary',
      senderUserId: staff.userId,
      threadId: null,
      readStatus: false,
    });
    const [notice] = await t.database.db
      .select()
      .from(beneficiaryNotifications)
      .where(eq(beneficiaryNotifications.beneficiaryId, person));
    expect(notice).toMatchObject({ kind: 'message_received', tab: 'messages', params: {} });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, person), eq(auditEvents.action, 'message.send')));
    expect(audit).toMatchObject([{ actorUserId: staff.userId, targetType: 'beneficiary' }]);
  });

  it("sends to a project's enrolled people only", async () => {
    const enrolled = await addPerson(t);
    const withdrawn = await addPerson(t);
    const merged = await addMergedPerson(t);
    const outsider = await addPerson(t);
    const projectId = await addProject(t, [
      { beneficiaryId: enrolled, status: 'enrolled' },
      { beneficiaryId: withdrawn, status: 'withdrawn' },
      { beneficiaryId: merged, status: 'enrolled' },
    ]);
    const audience = { type: 'project', projectId };
    expect((await count(audience)).json()).toEqual({ recipients: 1 });
    const sent = (await send(audience)).json();
    expect(sent.recipients).toBe(1);
    expect(await reached(sent.broadcastId, [enrolled, withdrawn, merged, outsider])).toEqual([enrolled]);
    const [broadcast] = await t.database.db
      .select()
      .from(messageBroadcasts)
      .where(eq(messageBroadcasts.id, sent.broadcastId));
    expect(broadcast).toMatchObject({
      audienceType: 'project',
      audienceRef: projectId,
      recipientCount: 1,
      senderUserId: staff.userId,
    });
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, sent.broadcastId));
    expect(audit).toMatchObject([
      {
        action: 'message.broadcast',
        targetType: 'message_broadcast',
        details: { audienceType: 'project', recipients: 1 },
      },
    ]);
  });

  it("sends to a camp's active people, not the inactive, other camps' or merged records", async () => {
    const active = await addPerson(t, { locationCamp: 'KAL' });
    const inactive = await addPerson(t, { locationCamp: 'KAL', status: 'inactive' });
    const elsewhere = await addPerson(t, { locationCamp: 'NBI' });
    const merged = await addMergedPerson(t, { locationCamp: 'KAL' });
    const before = (await count({ type: 'camp', camp: 'KAL' })).json().recipients as number;
    expect(before).toBeGreaterThanOrEqual(1);
    const sent = (await send({ type: 'camp', camp: 'KAL' })).json();
    expect(sent.recipients).toBeGreaterThanOrEqual(1);
    expect(await reached(sent.broadcastId, [active, inactive, elsewhere, merged])).toEqual([active]);
  });

  it("sends to a programme's open applicants, or only the statuses chosen", async () => {
    const [submitted, reviewing, approved, rejected, draft, merged] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => addPerson(t)).concat(addMergedPerson(t)),
    );
    await addApplication(t, submitted!, 'business-grant', 'submitted');
    await addApplication(t, reviewing!, 'business-grant', 'under_review');
    await addApplication(t, approved!, 'business-grant', 'approved');
    await addApplication(t, rejected!, 'business-grant', 'rejected');
    await addApplication(t, draft!, 'business-grant', 'draft');
    await addApplication(t, merged!, 'business-grant', 'approved');
    const everyone = [submitted!, reviewing!, approved!, rejected!, draft!, merged!];
    const all = (await send({ type: 'programme', programmeId: 'business-grant' })).json();
    expect(await reached(all.broadcastId, everyone)).toEqual([submitted, reviewing, approved]);

    const onlyApproved = (
      await send({ type: 'programme', programmeId: 'business-grant', statuses: ['approved'] })
    ).json();
    const approvedOnly = await t.database.db
      .select({ beneficiaryId: beneficiaryMessages.beneficiaryId })
      .from(beneficiaryMessages)
      .where(eq(beneficiaryMessages.broadcastId, onlyApproved.broadcastId));
    const mine = approvedOnly.map((r) => r.beneficiaryId).filter((id) => everyone.includes(id));
    expect(mine).toEqual([approved]);
  });

  it('reaches a group larger than one notification chunk: a message, a notification and a mail job for each', async () => {
    const size = 1001;
    const people = await buildBeneficiaries(
      t,
      Array.from({ length: size }, (_, i) => ({
        firstName: 'Group',
        lastName: `Member ${i}`,
        locationCamp: 'KAK',
        status: 'active' as const,
      })),
    );
    const projectId = await addProject(
      t,
      people.map((person) => ({ beneficiaryId: person.id, status: 'enrolled' as const })),
    );
    const sent = (await send({ type: 'project', projectId })).json();
    expect(sent.recipients).toBe(size);
    const ids = people.map((person) => person.id);
    const messages = await t.database.db
      .select({ id: beneficiaryMessages.beneficiaryId })
      .from(beneficiaryMessages)
      .where(eq(beneficiaryMessages.broadcastId, sent.broadcastId));
    expect(new Set(messages.map((m) => m.id))).toEqual(new Set(ids));
    const notices = await t.database.db
      .select({ id: beneficiaryNotifications.id, beneficiaryId: beneficiaryNotifications.beneficiaryId })
      .from(beneficiaryNotifications)
      .where(inArray(beneficiaryNotifications.beneficiaryId, ids));
    expect(new Set(notices.map((n) => n.beneficiaryId))).toEqual(new Set(ids));
    expect(notices).toHaveLength(size);
    const jobs = await rawRows<{ total: number | string }>(
      t.database.db,
      sql`select count(*) as total from background_jobs where queue = ${NOTIFICATION_MAIL_QUEUE}
          and payload->>'notificationId' in (select id::text from beneficiary_notifications where beneficiary_id in (select beneficiary_id from project_enrolments where project_id = ${projectId}))`,
    );
    expect(Number(jobs[0]!.total)).toBe(size);
  });

  it('refuses an empty group and keeps nothing of it', async () => {
    const projectId = await addProject(t, []);
    expect((await count({ type: 'project', projectId })).json()).toEqual({ recipients: 0 });
    const response = await send({ type: 'project', projectId });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('No one is in this group: the message was not sent.');
    expect(
      await t.database.db.select().from(messageBroadcasts).where(eq(messageBroadcasts.audienceRef, projectId)),
    ).toEqual([]);
  });

  it('answers 404 for an unknown person, project or programme, 409 for a merged record and 400 for bad input', async () => {
    expect((await send({ type: 'person', beneficiaryId: randomUUID() })).statusCode).toBe(404);
    expect((await send({ type: 'person', beneficiaryId: 'nope' })).statusCode).toBe(404);
    expect((await send({ type: 'project', projectId: randomUUID() })).statusCode).toBe(404);
    expect((await send({ type: 'project', projectId: 'nope' })).statusCode).toBe(404);
    expect((await send({ type: 'programme', programmeId: 'no-such-programme' })).statusCode).toBe(404);
    expect((await count({ type: 'programme', programmeId: 'no-such-programme' })).statusCode).toBe(404);
    expect((await send({ type: 'person', beneficiaryId: await addMergedPerson(t) })).statusCode).toBe(409);
    expect((await send({ type: 'camp', camp: 'XYZ' })).statusCode).toBe(400);
    expect(
      (await post(staff, '', { subject: 'Hi', message: 'x', audience: { type: 'camp', camp: 'DAD' } })).statusCode,
    ).toBe(400);
  });

  describe('with an Idempotency-Key, a message sent again is not sent twice', () => {
    const sendWithKey = (audience: unknown, key: string, user: Pick<BuiltUser, 'cookie'> = staff) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        headers: { cookie: user.cookie, 'idempotency-key': key },
        payload: { subject: 'Distribution day', message: 'Please come to the office on Friday.', audience },
      });

    it('a group message retried, even at the same moment, reaches each person once and answers the first send', async () => {
      const people = [await addPerson(t), await addPerson(t)];
      const projectId = await addProject(
        t,
        people.map((beneficiaryId) => ({ beneficiaryId, status: 'enrolled' as const })),
      );
      const key = randomUUID();
      const [first, second] = await Promise.all([
        sendWithKey({ type: 'project', projectId }, key),
        sendWithKey({ type: 'project', projectId }, key),
      ]);
      const third = await sendWithKey({ type: 'project', projectId }, key);
      expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
      const broadcastId = first.json().broadcastId as string;
      expect(second.json()).toEqual(first.json());
      expect(third.json()).toEqual({ threadId: null, broadcastId, recipients: 2 });
      expect(await t.database.db.$count(messageBroadcasts, eq(messageBroadcasts.audienceRef, projectId))).toBe(1);
      expect((await reached(broadcastId, people)).sort()).toEqual([...people].sort());
      expect(await t.database.db.$count(auditEvents, eq(auditEvents.targetId, broadcastId))).toBe(1);

      // A new key is a new message.
      const again = await sendWithKey({ type: 'project', projectId }, randomUUID());
      expect(again.json().broadcastId).not.toBe(broadcastId);
    });

    it("a message to one person retried is one conversation; the key is each staff member's own", async () => {
      const person = await addPerson(t);
      const key = randomUUID();
      const first = (await sendWithKey({ type: 'person', beneficiaryId: person }, key)).json();
      expect((await sendWithKey({ type: 'person', beneficiaryId: person }, key)).json()).toEqual(first);
      expect(await t.database.db.$count(beneficiaryMessages, eq(beneficiaryMessages.beneficiaryId, person))).toBe(1);

      const colleague = await buildStaffAdmin(t);
      const theirs = (await sendWithKey({ type: 'person', beneficiaryId: person }, key, colleague)).json();
      expect(theirs.threadId).not.toBe(first.threadId);
      expect(await t.database.db.$count(beneficiaryMessages, eq(beneficiaryMessages.beneficiaryId, person))).toBe(2);
    });

    it('a send that failed keeps nothing of its key, so the corrected retry goes out', async () => {
      const projectId = await addProject(t, []);
      const key = randomUUID();
      expect((await sendWithKey({ type: 'project', projectId }, key)).statusCode).toBe(409);
      const person = await addPerson(t);
      expect((await sendWithKey({ type: 'person', beneficiaryId: person }, key)).json()).toMatchObject({
        recipients: 1,
      });
    });

    it("refuses a key that is not one, in the reader's language", async () => {
      const person = await addPerson(t);
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: { cookie: staff.cookie, 'idempotency-key': 'a b', 'accept-language': 'sw' },
        payload: {
          subject: 'Distribution day',
          message: 'Please come.',
          audience: { type: 'person', beneficiaryId: person },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toContain('Idempotency-Key');
      expect(await t.database.db.$count(beneficiaryMessages, eq(beneficiaryMessages.beneficiaryId, person))).toBe(0);
    });
  });

  it('is for staff only', async () => {
    const audience = { type: 'camp', camp: 'DAD' };
    expect((await send(audience, null)).statusCode).toBe(401);
    expect((await post(null, '/audience-count', { audience })).statusCode).toBe(401);
    const beneficiary = await buildUser(t);
    expect((await send(audience, beneficiary)).statusCode).toBe(403);
    expect((await post(beneficiary, '/audience-count', { audience })).statusCode).toBe(403);
  });
});
