import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPEN_FEEDBACK_CASES } from '@domain/feedback';
import { feedbackCases, feedbackReplies } from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const FEEDBACK = '/api/v1/beneficiary/feedback';
const complaint = {
  kind: 'complaint',
  category: 'payments',
  subject: 'Cash transfer not received',
  description: 'My October transfer has not arrived on my mobile money account.',
  contactChannel: 'sms',
};

describe('my feedback and complaints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  type Method = 'GET' | 'POST';
  const call = (
    user: Pick<BuiltUser, 'cookie'> | null,
    method: Method,
    url: string,
    payload?: unknown,
    language = 'en',
  ) =>
    t.app.inject({
      method,
      url,
      payload: payload as object | undefined,
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });
  const agencyReplies = (caseId: string, body: string) =>
    t.database.db.insert(feedbackReplies).values({ caseId, direction: 'from_agency', body });

  it('submits a complaint, gives it a reference number and lists mine newest first', async () => {
    const user = await buildUser(t);
    const created = await call(user, 'POST', FEEDBACK, { ...complaint, subject: '  Cash transfer not received ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ...complaint,
      reference: expect.stringMatching(/^FB-\d{4}-\d{6,}$/),
      status: 'new',
      anonymous: false,
      sensitive: false,
      agencyReplies: 0,
      resolvedAt: null,
      replies: [],
    });
    const praise = await call(user, 'POST', FEEDBACK, {
      ...complaint,
      kind: 'feedback',
      category: 'programme_services',
      subject: 'Thank you',
    });
    expect(praise.json().reference).not.toBe(created.json().reference);

    const list = (await call(user, 'GET', FEEDBACK)).json();
    expect(list).toMatchObject({ page: 1, pageSize: 10, total: 2, openTotal: 2 });
    expect(list.items.map((c: { subject: string }) => c.subject)).toEqual(['Thank you', 'Cash transfer not received']);
    expect(list.items[1]).not.toHaveProperty('description');
    expect(
      (await call(user, 'GET', `${FEEDBACK}?page=2&pageSize=1`))
        .json()
        .items.map((c: { subject: string }) => c.subject),
    ).toEqual(['Cash transfer not received']);
  });

  it('flags a sensitive category for restricted handling, whatever the client says', async () => {
    const user = await buildUser(t);
    const abuse = {
      ...complaint,
      category: 'sexual_exploitation_abuse',
      subject: 'A worker asked for favours',
      anonymous: true,
    };
    const created = await call(user, 'POST', FEEDBACK, abuse);
    expect(created.json()).toMatchObject({ sensitive: true, anonymous: true });
    expect((await call(user, 'POST', FEEDBACK, { ...complaint, sensitive: true })).statusCode).toBe(400);
    // Anonymity is towards other staff: the person still sees their own case.
    expect((await call(user, 'GET', FEEDBACK)).json().items).toEqual([
      expect.objectContaining({ subject: abuse.subject, sensitive: true }),
    ]);
  });

  it('shows the agency replies without staff names, and takes my follow-ups until the case is closed', async () => {
    const user = await buildUser(t);
    const staff = await buildStaffAdmin(t);
    const { id } = (await call(user, 'POST', FEEDBACK, complaint)).json();
    await t.database.db
      .update(feedbackCases)
      .set({ status: 'in_progress', assignedTo: staff.userId })
      .where(eq(feedbackCases.id, id));
    await agencyReplies(id, 'We are checking with the payment provider.');

    const followUp = await call(user, 'POST', `${FEEDBACK}/${id}/replies`, {
      message: '  It is now two months late. ',
    });
    expect(followUp.statusCode).toBe(201);
    expect(followUp.json()).toMatchObject({ direction: 'from_beneficiary', body: 'It is now two months late.' });

    const opened = (await call(user, 'GET', `${FEEDBACK}/${id}`)).json();
    expect(opened).toMatchObject({ status: 'in_progress', description: complaint.description, agencyReplies: 1 });
    expect(opened.replies.map((r: { direction: string; body: string }) => [r.direction, r.body])).toEqual([
      ['from_agency', 'We are checking with the payment provider.'],
      ['from_beneficiary', 'It is now two months late.'],
    ]);
    expect(JSON.stringify(opened)).not.toContain(staff.userId);
    expect(opened).not.toHaveProperty('assignedTo');
    expect((await call(user, 'GET', FEEDBACK)).json().items[0].agencyReplies).toBe(1);

    await t.database.db.update(feedbackCases).set({ status: 'closed' }).where(eq(feedbackCases.id, id));
    const refused = await call(user, 'POST', `${FEEDBACK}/${id}/replies`, { message: 'Hello?' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This case is closed. To raise something new, please submit new feedback.');
  });

  it('reopens a resolved case when I follow it up, with a fresh due date', async () => {
    const user = await buildUser(t);
    const { id } = (await call(user, 'POST', FEEDBACK, complaint)).json();
    const longAgo = new Date(Date.now() - 30 * 86_400_000);
    await t.database.db
      .update(feedbackCases)
      .set({ status: 'resolved', resolvedAt: new Date(), dueAt: longAgo })
      .where(eq(feedbackCases.id, id));
    expect(
      (await call(user, 'POST', `${FEEDBACK}/${id}/replies`, { message: 'It still has not arrived.' })).statusCode,
    ).toBe(201);
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, id));
    expect(row).toMatchObject({ status: 'in_progress', resolvedAt: null });
    expect(row!.dueAt!.getTime()).toBeGreaterThan(Date.now());
    expect((await call(user, 'GET', `${FEEDBACK}/${id}`)).json().status).toBe('in_progress');
  });

  it('answers with the form messages, in the reader language', async () => {
    const user = await buildUser(t);
    const response = await call(user, 'POST', FEEDBACK, {
      kind: 'praise',
      category: 'payments',
      subject: 'Hi',
      description: 'Short',
      contactChannel: 'fax',
    });
    expect(response.statusCode).toBe(400);
    expect(
      Object.fromEntries(response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message])),
    ).toEqual({
      kind: 'Please choose feedback or complaint',
      subject: 'Subject must be at least 3 characters',
      description: 'Please describe it in at least 10 characters',
      contactChannel: 'Please choose how we should contact you',
    });
    const swahili = await call(user, 'POST', FEEDBACK, { ...complaint, category: undefined }, 'sw');
    expect(swahili.json().errors).toEqual([{ path: 'category', message: 'Tafadhali chagua aina' }]);
    const { id } = (await call(user, 'POST', FEEDBACK, complaint)).json();
    const empty = await call(user, 'POST', `${FEEDBACK}/${id}/replies`, { message: '   ' });
    expect(empty.json().errors).toEqual([{ path: 'message', message: 'Please write your message' }]);
    expect((await call(user, 'GET', FEEDBACK)).json().total).toBe(1);
  });

  it(`stops at ${MAX_OPEN_FEEDBACK_CASES} open cases a person; a resolved one frees a place`, async () => {
    const user = await buildUser(t);
    const ids: string[] = [];
    for (let i = 0; i < MAX_OPEN_FEEDBACK_CASES; i += 1) {
      const created = await call(user, 'POST', FEEDBACK, { ...complaint, subject: `Case ${i}` });
      expect(created.statusCode).toBe(201);
      ids.push(created.json().id);
    }
    const refused = await call(user, 'POST', FEEDBACK, complaint);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(
      `You already have ${MAX_OPEN_FEEDBACK_CASES} open cases. Please wait for a reply on those, or add a follow-up to one of them.`,
    );
    await t.database.db
      .update(feedbackCases)
      .set({ status: 'resolved', resolvedAt: new Date() })
      .where(eq(feedbackCases.id, ids[0]!));
    expect((await call(user, 'POST', FEEDBACK, complaint)).statusCode).toBe(201);
  });

  it("never shows another person's case: 404 on every endpoint", async () => {
    const owner = await buildUser(t);
    const { id } = (await call(owner, 'POST', FEEDBACK, complaint)).json();
    const other = await buildUser(t);
    expect((await call(other, 'GET', FEEDBACK)).json()).toMatchObject({ items: [], total: 0 });
    const read = await call(other, 'GET', `${FEEDBACK}/${id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().detail).toBe('We could not find this feedback or complaint.');
    expect((await call(other, 'POST', `${FEEDBACK}/${id}/replies`, { message: 'Mine now' })).statusCode).toBe(404);
    expect((await call(other, 'GET', `${FEEDBACK}/not-a-uuid`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `${FEEDBACK}/not-a-uuid/replies`, { message: 'Hello' })).statusCode).toBe(404);
    expect((await call(owner, 'GET', `${FEEDBACK}/${id}`)).json().replies).toEqual([]);
  });

  it('is for beneficiaries only: 401 without a session, 403 for staff and employers', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const endpoints: [Method, string, unknown?][] = [
      ['GET', FEEDBACK],
      ['POST', FEEDBACK, complaint],
      ['GET', `${FEEDBACK}/${someId}`],
      ['POST', `${FEEDBACK}/${someId}/replies`, { message: 'Hello' }],
    ];
    const staff = await buildStaffAdmin(t);
    const employer = await buildUser(t, { userType: 'employer' });
    for (const [method, url, body] of endpoints) {
      expect((await call(null, method, url, body)).statusCode).toBe(401);
      expect((await call(staff, method, url, body)).statusCode).toBe(403);
      expect((await call(employer, method, url, body)).statusCode).toBe(403);
    }
  });
});
