import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@server/db/schema';
import { recordAudit } from '@server/platform/audit-log';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildEmployer } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const URL = '/api/v1/staff/audit-log';
const targetId = randomUUID();
const action = `test${randomUUID().slice(0, 8)}`;

let t: TestApp;
let admin: BuiltUser;
let officer: BuiltUser;

type Page = {
  items: {
    id: string;
    at: string;
    action: string;
    targetType: string;
    targetId: string | null;
    details: Record<string, unknown> | null;
    actor: { userId: string; name: string | null; email: string | null } | null;
  }[];
  page: number;
  pageSize: number;
  total: number;
};

function browse(query: string, user: BuiltUser | null = admin, language = 'en') {
  return t.app.inject({
    method: 'GET',
    url: `${URL}${query}`,
    headers: { ...(user ? { cookie: user.cookie } : {}), 'accept-language': language },
  });
}

async function page(query: string): Promise<Page> {
  const response = await browse(query);
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildStaffAdmin(t);
  officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  await recordAudit(t.database.db, {
    actorUserId: officer.userId,
    action: `${action}.view`,
    targetType: 'beneficiary',
    targetId,
  });
  await recordAudit(t.database.db, {
    actorUserId: officer.userId,
    action: `${action}.update`,
    targetType: 'beneficiary',
    targetId,
    details: { changed: ['phoneNumber'] },
  });
  await recordAudit(t.database.db, {
    actorUserId: admin.userId,
    action: `${action}.export`,
    targetType: 'beneficiary',
    details: { rowCount: 3 },
  });
  // Two days in the past (Kenya time), to filter by date.
  await t.database.db
    .update(auditEvents)
    .set({ createdAt: new Date('2024-03-10T08:00:00+03:00') })
    .where(eq(auditEvents.action, `${action}.view`));
});

afterAll(async () => t.close());

describe('GET /api/v1/staff/audit-log', () => {
  it('lists one record’s history newest first, with who did it', async () => {
    const body = await page(`?targetType=beneficiary&targetId=${targetId}`);
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.action)).toEqual([`${action}.update`, `${action}.view`]);
    expect(body.items[0]).toMatchObject({
      targetType: 'beneficiary',
      targetId,
      details: { changed: ['phoneNumber'] },
      actor: { userId: officer.userId, name: 'Grace Wanjiru', email: officer.email },
    });
  });

  it('filters by action prefix, actor and days, and pages', async () => {
    expect((await page(`?action=${action}.`)).total).toBe(3);
    expect((await page(`?action=${action}.ex`)).items.map((item) => item.action)).toEqual([`${action}.export`]);
    expect((await page(`?action=${action}&actor=${encodeURIComponent(admin.email.toUpperCase())}`)).total).toBe(1);
    expect((await page(`?action=${action}&actor=${officer.userId}`)).total).toBe(2);
    expect((await page(`?action=${action}&from=2024-03-10&to=2024-03-10`)).items.map((item) => item.action)).toEqual([
      `${action}.view`,
    ]);
    expect((await page(`?action=${action}&from=2024-03-11&to=2024-03-11`)).total).toBe(0);
    const second = await page(`?action=${action}&pageSize=2&page=2`);
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(second.items.map((item) => item.action)).toEqual([`${action}.view`]);
  });

  it('refuses bad filters in the reader’s language', async () => {
    const order = await browse('?from=2024-03-11&to=2024-03-10');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0]).toMatchObject({
      path: 'to',
      message: 'The end date must be on or after the start date',
    });
    const sw = await browse('?from=2024-03-11&to=2024-03-10', admin, 'sw');
    expect(sw.json().errors[0].message).toBe('Tarehe ya mwisho lazima iwe siku ileile au baada ya tarehe ya kuanza');
    expect((await browse('?from=yesterday')).json().errors[0].message).toBe('Please enter a valid date');
    expect((await browse('?pageSize=101')).statusCode).toBe(400);
    expect((await browse('?page=0')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await browse('', null)).statusCode).toBe(401);
    const forbidden = await browse('', officer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe('Only administrators can do this.');
    for (const user of [await buildUser(t), await buildEmployer(t)])
      expect((await browse('', user)).statusCode).toBe(403);
  });

  it('is not itself audited', async () => {
    await page(`?targetId=${targetId}`);
    expect((await page(`?targetId=${targetId}`)).total).toBe(2);
    expect((await page(`?actor=${admin.userId}&targetType=audit_log`)).total).toBe(0);
  });
});
