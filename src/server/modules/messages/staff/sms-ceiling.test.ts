import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import type { BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildSmsOrganisation } from './group-sms-fixtures';

const URL = '/api/v1/staff/messages/sms-ceiling';

describe("an organisation's daily group SMS ceiling", () => {
  let t: TestApp;
  let org: Awaited<ReturnType<typeof buildSmsOrganisation>>;
  let otherOrg: Awaited<ReturnType<typeof buildSmsOrganisation>>;
  beforeAll(async () => {
    t = await createTestApp();
    [org, otherOrg] = [await buildSmsOrganisation(t), await buildSmsOrganisation(t)];
  });
  afterAll(() => t.close());

  const put = (user: BuiltUser, payload: object) =>
    t.app.inject({ method: 'PUT', url: URL, headers: { cookie: user.cookie }, payload });
  const read = async (user: BuiltUser) =>
    (await t.app.inject({ method: 'GET', url: URL, headers: { cookie: user.cookie } })).json();

  it('starts unset (group SMS off) and is set by an administrator of the organisation, audited', async () => {
    expect(await read(org.officer)).toEqual({ organisation: org.code, dailyCeilingKes: null, spentTodayKes: 0 });
    const saved = await put(org.admin, { dailyCeilingKes: 2500 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ organisation: org.code, dailyCeilingKes: 2500, spentTodayKes: 0 });
    expect(await read(org.officer)).toMatchObject({ dailyCeilingKes: 2500 });
    // Each organisation keeps its own.
    expect(await read(otherOrg.admin)).toMatchObject({ organisation: otherOrg.code, dailyCeilingKes: null });
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorUserId, org.admin.userId), eq(auditEvents.action, 'sms_ceiling.update')));
    expect(audit).toMatchObject([{ targetType: 'organisation', details: { code: org.code, dailyCeilingKes: 2500 } }]);
  });

  it('refuses an officer, and a ceiling that is not a whole number of shillings', async () => {
    expect((await put(org.officer, { dailyCeilingKes: 100 })).statusCode).toBe(403);
    expect((await put(org.admin, { dailyCeilingKes: -1 })).statusCode).toBe(400);
    const fraction = await put(org.admin, { dailyCeilingKes: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.body).toContain('whole number of shillings');
    expect(await read(org.officer)).toMatchObject({ dailyCeilingKes: 2500 });
  });

  it('is removed with an empty value, which turns group SMS off again', async () => {
    expect((await put(org.admin, { dailyCeilingKes: null })).json()).toMatchObject({ dailyCeilingKes: null });
  });
});
