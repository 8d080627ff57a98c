import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, duplicateAlerts } from '@server/db/schema';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { checkForDuplicates } from '../detection/service';
import { buildPair } from './duplicate-fixtures';

const BASE = '/api/v1/duplicates';

describe('duplicate alerts: review and decisions', () => {
  let t: TestApp;
  let officer: BuiltUser;
  beforeAll(async () => {
    // The list is read in risk order across the whole registry: on a database shared with other files,
    // their alerts (a full scan makes hundreds) would push this file's pairs off the page it reads.
    t = await createTestApp({ ownDatabase: true });
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Dadaab' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    cookie?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({ method, url, payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  const decide = (id: string, body: unknown, headers: Record<string, string> = {}) =>
    call('POST', `${BASE}/${id}/decision`, officer.cookie, body, headers);
  const alertRow = async (id: string) =>
    (await t.database.db.select().from(duplicateAlerts).where(eq(duplicateAlerts.id, id)))[0]!;
  const auditFor = (id: string) => t.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id));

  describe('who may use it', () => {
    it('answers 401 without a session', async () => {
      const response = await call('GET', BASE);
      expect(response.statusCode).toBe(401);
    });

    it.each(['beneficiary', 'employer'] as const)('refuses a %s with 403 on every endpoint', async (userType) => {
      const user = await buildUser(t, { userType });
      const { alert } = await buildPair(t);
      for (const [method, url] of [
        ['GET', BASE],
        ['GET', `${BASE}/summary`],
        ['GET', `${BASE}/${alert.id}`],
        ['POST', `${BASE}/${alert.id}/assign`],
      ] as const) {
        expect((await call(method, url, user.cookie)).statusCode).toBe(403);
      }
      expect(
        (await call('POST', `${BASE}/${alert.id}/decision`, user.cookie, { decision: 'not_duplicate' })).statusCode,
      ).toBe(403);
      expect((await call('POST', `${BASE}/bulk`, user.cookie, { ids: [alert.id], action: 'assign' })).statusCode).toBe(
        403,
      );
      expect((await alertRow(alert.id)).status).toBe('pending');
    });

    it('answers 404 for unknown or malformed ids', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        expect((await call('GET', `${BASE}/${id}`, officer.cookie)).statusCode).toBe(404);
        expect((await call('POST', `${BASE}/${id}/assign`, officer.cookie)).statusCode).toBe(404);
        expect((await decide(id, { decision: 'not_duplicate' })).statusCode).toBe(404);
      }
    });
  });

  it('lists alerts highest risk first with both people, filtered by status and minimum risk', async () => {
    const high = await buildPair(t, 0.991);
    const low = await buildPair(t, 0.985);
    const response = await call('GET', `${BASE}?status=pending&minRisk=0.98&pageSize=100`, officer.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const ids: string[] = body.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(high.alert.id)).toBeLessThan(ids.indexOf(low.alert.id));
    expect(
      body.items.every(
        (item: { riskScore: number; status: string }) => item.riskScore >= 0.98 && item.status === 'pending',
      ),
    ).toBe(true);
    const item = body.items.find((entry: { id: string }) => entry.id === high.alert.id);
    expect(item).toMatchObject({
      riskScore: 0.991,
      matchingFields: ['phone', 'name', 'date_of_birth'],
      status: 'pending',
      resolution: null,
      assignedTo: null,
      beneficiary1: {
        id: high.a.id,
        progresId: high.a.progresId,
        name: `Maxamed ${high.a.lastName}`,
        dateOfBirth: '1990-01-01',
        location: 'DAD-IFO-B12',
      },
      beneficiary2: { id: high.b.id, phoneNumber: high.b.phoneNumber },
    });
    expect(item.detectedOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await call('GET', `${BASE}?status=closed`, officer.cookie)).statusCode).toBe(400);
  });

  it('counts pending, under review, resolved this month and the detection accuracy', async () => {
    // On PostgreSQL other test files change alerts at the same time, so the counts are taken around our own
    // three decisions until no one else's landed in between (on PGlite, each file has its own database: once).
    let change: Record<string, number> = {};
    let after: Record<string, number> = {};
    for (let attempt = 0; attempt < 5; attempt++) {
      const before = (await call('GET', `${BASE}/summary`, officer.cookie)).json();
      const one = await buildPair(t);
      const two = await buildPair(t);
      const three = await buildPair(t);
      await call('POST', `${BASE}/${one.alert.id}/assign`, officer.cookie);
      await decide(two.alert.id, { decision: 'confirm_duplicate', keepBeneficiaryId: two.a.id });
      await decide(three.alert.id, { decision: 'not_duplicate' });
      after = (await call('GET', `${BASE}/summary`, officer.cookie)).json();
      change = Object.fromEntries(
        ['pendingReview', 'underReview', 'resolvedThisMonth'].map((name) => [name, after[name]! - before[name]]),
      );
      if (change.pendingReview === 0 && change.underReview === 1 && change.resolvedThisMonth === 2) break;
    }
    expect(change).toEqual({ pendingReview: 0, underReview: 1, resolvedThisMonth: 2 });
    expect(after.detectionAccuracy).toBeGreaterThan(0);
    expect(after.detectionAccuracy).toBeLessThan(1);
  });

  it('shows both records side by side and audits a view of each person', async () => {
    const { alert, a, b } = await buildPair(t);
    const response = await call('GET', `${BASE}/${alert.id}`, officer.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.alert.id).toBe(alert.id);
    expect(body.records.map((record: { person: { id: string } }) => record.person.id)).toEqual([a.id, b.id]);
    expect(body.records[0]).toHaveProperty('applications');
    expect(body.records[0]).toHaveProperty('enrolments');
    expect(body.records[0]).toHaveProperty('payments');
    for (const person of [a, b]) {
      const views = (await auditFor(person.id)).filter((entry) => entry.action === 'beneficiary.view');
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({
        actorUserId: officer.userId,
        targetType: 'beneficiary',
        details: { alertId: alert.id },
      });
    }
  });

  it('assign to me puts the alert Under Review with me as reviewer, audited for both people', async () => {
    const { alert, a, b } = await buildPair(t);
    const response = await call('POST', `${BASE}/${alert.id}/assign`, officer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'reviewing',
      assignedTo: { id: officer.userId, name: 'Grace Wanjiru' },
    });
    for (const person of [a, b]) {
      expect(await auditFor(person.id)).toEqual([
        expect.objectContaining({ action: 'duplicate.assign', details: { alertId: alert.id, decision: 'assign' } }),
      ]);
    }
  });

  it('Not Duplicate resolves the alert, clears the risk, and the pair never alerts again', async () => {
    const { alert, a, b } = await buildPair(t);
    const response = await decide(alert.id, { decision: 'not_duplicate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'resolved', resolution: 'not_duplicate' });
    const people = await t.database.db
      .select()
      .from(beneficiaries)
      .where(inArray(beneficiaries.id, [a.id, b.id]));
    expect(people.map((person) => person.duplicateRisk)).toEqual([null, null]);

    await checkForDuplicates(t.database.db, [a.id, b.id]);
    const alerts = await t.database.db
      .select()
      .from(duplicateAlerts)
      .where(and(eq(duplicateAlerts.beneficiaryAId, a.id), eq(duplicateAlerts.beneficiaryBId, b.id)));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ status: 'resolved', resolution: 'not_duplicate' });
    expect((await auditFor(b.id)).map((entry) => entry.details)).toEqual([
      { alertId: alert.id, decision: 'not_duplicate' },
    ]);
  });

  it('Resolve needs a note of 3 characters or more, in English and Swahili, and keeps it', async () => {
    const { alert } = await buildPair(t);
    const english = await decide(alert.id, { decision: 'resolve', notes: 'ok' });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual([
      expect.objectContaining({ path: 'notes', message: 'Write a note of at least 3 characters.' }),
    ]);
    const swahili = await decide(alert.id, { decision: 'resolve' }, { 'accept-language': 'sw' });
    expect(swahili.json().errors).toEqual([
      expect.objectContaining({ message: 'Andika maelezo ya angalau herufi 3.' }),
    ]);
    const response = await decide(alert.id, { decision: 'resolve', notes: 'Same family, checked at the help desk' });
    expect(response.json()).toMatchObject({ status: 'resolved', resolution: null });
    expect((await alertRow(alert.id)).resolutionNotes).toBe('Same family, checked at the help desk');
  });

  it('rejects bad decisions: unknown decision, no record to keep, a record outside the pair', async () => {
    const { alert } = await buildPair(t);
    expect((await decide(alert.id, { decision: 'merge' })).json().errors[0].message).toBe(
      'Choose Confirm Duplicate, Not Duplicate or Resolve.',
    );
    const noKeep = await decide(alert.id, { decision: 'confirm_duplicate' });
    expect(noKeep.json().errors).toEqual([
      expect.objectContaining({ path: 'keepBeneficiaryId', message: 'Choose the record to keep.' }),
    ]);
    const outside = await decide(
      alert.id,
      { decision: 'confirm_duplicate', keepBeneficiaryId: officer.userId },
      { 'accept-language': 'sw' },
    );
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors[0]).toMatchObject({
      path: 'keepBeneficiaryId',
      message: 'Rekodi ya kubaki nayo lazima iwe mojawapo ya zile mbili katika tahadhari hii.',
    });
    expect((await alertRow(alert.id)).status).toBe('pending');
  });

  it('refuses to decide or assign a resolved alert with a translated 409', async () => {
    const { alert } = await buildPair(t);
    await decide(alert.id, { decision: 'not_duplicate' });
    const again = await decide(alert.id, { decision: 'resolve', notes: 'changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This alert has already been resolved; it cannot be changed.');
    const assign = await call('POST', `${BASE}/${alert.id}/assign`, officer.cookie, undefined, {
      'accept-language': 'sw',
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().detail).toBe('Tahadhari hii tayari imetatuliwa; haiwezi kubadilishwa.');
    expect((await call('POST', `${BASE}/${alert.id}/reverse-merge`, officer.cookie)).statusCode).toBe(403);
  });

  it('bulk assigns or clears open alerts and skips resolved and unknown ones', async () => {
    const one = await buildPair(t);
    const two = await buildPair(t);
    const done = await buildPair(t);
    await decide(done.alert.id, { decision: 'not_duplicate' });
    const assign = await call('POST', `${BASE}/bulk`, officer.cookie, {
      ids: [one.alert.id, two.alert.id, done.alert.id, 'nope'],
      action: 'assign',
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toEqual({
      updated: expect.arrayContaining([one.alert.id, two.alert.id]),
      skipped: [done.alert.id, 'nope'],
    });
    expect((await alertRow(one.alert.id)).assignedToUserId).toBe(officer.userId);
    const clear = await call('POST', `${BASE}/bulk`, officer.cookie, { ids: [one.alert.id], action: 'not_duplicate' });
    expect(clear.json().updated).toEqual([one.alert.id]);
    expect(await alertRow(one.alert.id)).toMatchObject({ status: 'resolved', resolution: 'not_duplicate' });
    expect((await auditFor(one.a.id)).map((entry) => entry.action).sort()).toEqual([
      'duplicate.assign',
      'duplicate.not_duplicate',
    ]);
  });

  it('validates bulk requests in English and Swahili', async () => {
    const empty = await call('POST', `${BASE}/bulk`, officer.cookie, { ids: [], action: 'assign' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('Select at least one alert.');
    const ids = Array.from({ length: 101 }, (_, index) => `id-${index}`);
    const many = await call(
      'POST',
      `${BASE}/bulk`,
      officer.cookie,
      { ids, action: 'confirm_duplicate' },
      { 'accept-language': 'sw' },
    );
    const messages = many.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Chagua tahadhari zisizozidi 100 kwa wakati mmoja.',
        'Chagua Nikabidhi mimi au Si Nakala.',
      ]),
    );
  });
});
