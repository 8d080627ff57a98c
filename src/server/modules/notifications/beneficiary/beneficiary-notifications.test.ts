import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { beneficiaryIdOf, notify, savePreferences } from './notifications-fixtures';

const URL = '/api/v1/beneficiary/notifications';

describe('my notifications', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const headers = (user: Pick<BuiltUser, 'cookie'> | null, language?: string) => ({
    ...(user ? { cookie: user.cookie } : {}),
    ...(language ? { 'accept-language': language } : {}),
  });
  const list = (user: Pick<BuiltUser, 'cookie'> | null, query = '', language?: string) =>
    t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: headers(user, language) });
  const post = (user: Pick<BuiltUser, 'cookie'> | null, path: string) =>
    t.app.inject({ method: 'POST', url: `${URL}${path}`, headers: headers(user) });

  it('lists my notifications newest first, with texts ready for my language and the unread count', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    await notify(t, beneficiaryId, 'application_approved', { programmeId: 'skills-training' });
    await notify(t, beneficiaryId, 'payment_completed', { amount: 2000 });
    await notify(t, beneficiaryId, 'document_rejected', { documentType: 'refugee_card' });

    const body = (await list(user, '', 'en')).json();
    expect(body).toMatchObject({ page: 1, pageSize: 10, total: 3, unread: 3 });
    expect(body.items.map((item: { kind: string }) => item.kind)).toEqual([
      'document_rejected',
      'payment_completed',
      'application_approved',
    ]);
    expect(body.items[0]).toMatchObject({ tab: 'documents', read: false, params: { documentType: 'UNHCR Card' } });
    expect(body.items[1].params.amount).toMatch(/^Ksh\s?2,000$/);
    expect(body.items[2].params).toEqual({ programme: 'Skills Development Program' });

    const swahili = (await list(user, '?pageSize=1&page=3', 'sw')).json();
    expect(swahili).toMatchObject({ page: 3, pageSize: 1, total: 3 });
    expect(swahili.items[0].params).toEqual({ programme: 'Mpango wa Kukuza Ujuzi' });
  });

  it('without a language from the browser, uses the one saved in Settings', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    await savePreferences(t, beneficiaryId, { language: 'sw' });
    await notify(t, beneficiaryId, 'application_completed', { programmeId: 'business-grant' });
    expect((await list(user)).json().items[0].params).toEqual({ programme: 'Ruzuku ya Biashara Ndogo' });
  });

  it('marks one or all read; the unread count follows', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await beneficiaryIdOf(t, user);
    const first = await notify(t, beneficiaryId, 'message_received');
    await notify(t, beneficiaryId, 'feedback_replied');
    expect((await post(user, `/${first}/read`)).statusCode).toBe(204);
    expect((await post(user, `/${first}/read`)).statusCode).toBe(204);
    const after = (await list(user)).json();
    expect(after.unread).toBe(1);
    expect(after.items.find((item: { id: string }) => item.id === first).read).toBe(true);
    expect((await post(user, '/read-all')).statusCode).toBe(204);
    expect((await list(user)).json()).toMatchObject({ unread: 0, total: 2 });
  });

  it("answers 404 for another person's notification or a made-up id, and leaves it unread", async () => {
    const owner = await buildUser(t);
    const other = await buildUser(t);
    const id = await notify(t, await beneficiaryIdOf(t, owner), 'message_received');
    expect((await post(other, `/${id}/read`)).statusCode).toBe(404);
    expect((await post(other, `/${randomUUID()}/read`)).statusCode).toBe(404);
    expect((await post(other, '/not-an-id/read')).statusCode).toBe(404);
    await post(other, '/read-all');
    expect((await list(owner)).json().unread).toBe(1);
    expect((await list(other)).json()).toMatchObject({ total: 0, unread: 0 });
  });

  it('is for signed-in beneficiaries only', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await post(null, '/read-all')).statusCode).toBe(401);
    const staff = await buildStaffAdmin(t);
    expect((await list(staff)).statusCode).toBe(403);
    expect((await post(staff, '/read-all')).statusCode).toBe(403);
  });
});
