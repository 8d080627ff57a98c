import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries } from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { newPerson } from './record-fixtures';

const BASE = '/api/v1/staff/beneficiaries';

describe('staff beneficiary record', () => {
  let t: TestApp;
  let admin: BuiltUser;
  let officer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildStaffAdmin(t);
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma Field Office' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    cookie?: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (cookie: string, overrides: Parameters<typeof newPerson>[0] = {}) => {
    const response = await call('POST', BASE, cookie, newPerson(overrides));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; progresId: string }>();
  };
  const auditOf = (id: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'beneficiary'), eq(auditEvents.targetId, id)))
      .orderBy(desc(auditEvents.createdAt));

  describe('who may use it', () => {
    it('answers 401 without a session, in English and Swahili', async () => {
      expect((await call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`)).json()).toMatchObject({
        status: 401,
        detail: 'Please sign in to continue.',
      });
      const sw = await call('POST', BASE, undefined, newPerson(), { 'accept-language': 'sw' });
      expect(sw.json()).toMatchObject({ status: 401, detail: 'Tafadhali ingia ili kuendelea.' });
    });

    it.each(['beneficiary', 'employer'] as const)('refuses a %s with 403 on every endpoint', async (userType) => {
      const user = await buildUser(t, { userType });
      const person = await create(admin.cookie);
      const responses = await Promise.all([
        call('POST', BASE, user.cookie, newPerson()),
        call('GET', `${BASE}/${person.id}`, user.cookie),
        call('PATCH', `${BASE}/${person.id}`, user.cookie, { firstName: 'Other' }),
        call('POST', `${BASE}/${person.id}/status`, user.cookie, { status: 'inactive', reason: 'Moved away' }),
        call('GET', `${BASE}/${person.id}/history`, user.cookie),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403]);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const responses = await Promise.all([
          call('GET', `${BASE}/${id}`, officer.cookie),
          call('PATCH', `${BASE}/${id}`, officer.cookie, { firstName: 'Other' }),
          call('POST', `${BASE}/${id}/status`, officer.cookie, { status: 'inactive', reason: 'Moved away' }),
          call('GET', `${BASE}/${id}/history`, officer.cookie),
        ]);
        for (const response of responses)
          expect(response.json()).toMatchObject({ status: 404, detail: 'This beneficiary was not found' });
      }
    });
  });

  describe('adding a person', () => {
    it('stores the normalised person, says who added them and audits the creation', async () => {
      const input = newPerson({ progresId: newPerson().progresId.toLowerCase(), location: 'kak-kk2-b7' });
      const response = await call('POST', BASE, officer.cookie, input);
      expect(response.statusCode).toBe(201);
      const person = response.json();
      expect(person).toMatchObject({
        progresId: input.progresId.toUpperCase(),
        firstName: 'Trésor',
        lastName: "N'Goma",
        location: 'KAK-KK2-B7',
        phoneNumber: '+254722555010',
        vulnerabilityScore: 3.5,
        status: 'active',
        duplicateRisk: null,
      });
      const [row] = await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, person.id));
      expect(row).toMatchObject({
        createdByUserId: officer.userId,
        locationCamp: 'KAK',
        locationArea: 'KK2',
        locationBlock: 'B7',
        userId: null,
      });
      const [entry] = await auditOf(person.id);
      expect(entry).toMatchObject({ action: 'beneficiary.create', actorUserId: officer.userId });
    });

    it('answers 409 with a translated message when the ProGres ID is taken', async () => {
      const first = await create(admin.cookie);
      const en = await call('POST', BASE, officer.cookie, newPerson({ progresId: first.progresId }));
      expect(en.statusCode).toBe(409);
      expect(en.json()).toMatchObject({ detail: 'Another person in the registry already has this ProGres ID' });
      expect(en.json().errors).toEqual([expect.objectContaining({ path: 'progresId' })]);
      const sw = await call('POST', BASE, officer.cookie, newPerson({ progresId: first.progresId }), {
        'accept-language': 'sw',
      });
      expect(sw.json().detail).toBe('Mtu mwingine kwenye sajili tayari ana kitambulisho hiki cha ProGres');
    });

    it('answers the field messages in English and Swahili', async () => {
      const bad = newPerson({
        progresId: 'KEN-123',
        firstName: 'Amina2',
        phoneNumber: '123',
        location: 'DAD-KK1-B1',
        vulnerabilityScore: 7,
      });
      const messages = (response: Awaited<ReturnType<typeof call>>) =>
        Object.fromEntries(
          response
            .json<{ errors: { path: string; message: string }[] }>()
            .errors.map((error) => [error.path.replace(/^\W*(body\W)?/, ''), error.message]),
        );
      const en = await call('POST', BASE, officer.cookie, bad);
      expect(en.statusCode).toBe(400);
      expect(messages(en)).toMatchObject({
        progresId: 'ProGres ID must look like KEN-DAD-2019-004512',
        firstName: 'Use letters, spaces, hyphens and apostrophes only (no digits or symbols)',
        phoneNumber: 'Invalid phone number format',
        location: 'Location must be camp-area-block with an area of that camp, e.g. DAD-IFO-B12',
        vulnerabilityScore: 'Vulnerability score must be between 0 and 5 with at most one decimal',
      });
      const sw = await call('POST', BASE, officer.cookie, bad, { 'accept-language': 'sw' });
      expect(messages(sw)).toMatchObject({
        progresId: 'Kitambulisho cha ProGres lazima kiwe kama KEN-DAD-2019-004512',
        phoneNumber: 'Muundo wa nambari ya simu si sahihi',
      });
    });
  });

  describe('editing', () => {
    it('writes the changes and audits the changed field names, never their values', async () => {
      const person = await create(admin.cookie);
      const response = await call('PATCH', `${BASE}/${person.id}`, officer.cookie, {
        phoneNumber: '+254 733 000 111',
        location: 'KAK-KK2-B7',
        firstName: 'Trésor',
        vulnerabilityScore: 4.1,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        phoneNumber: '+254733000111',
        vulnerabilityScore: 4.1,
        location: 'KAK-KK2-B7',
      });
      const [entry] = await auditOf(person.id);
      expect(entry).toMatchObject({
        action: 'beneficiary.update',
        actorUserId: officer.userId,
        details: { fields: ['phoneNumber', 'vulnerabilityScore'] },
      });
      expect(JSON.stringify(entry!.details)).not.toContain('733');
    });

    it('refuses a status in the edit, an empty edit and a ProGres ID of someone else', async () => {
      const person = await create(admin.cookie);
      const other = await create(admin.cookie);
      expect((await call('PATCH', `${BASE}/${person.id}`, officer.cookie, { status: 'inactive' })).statusCode).toBe(
        400,
      );
      expect((await call('PATCH', `${BASE}/${person.id}`, officer.cookie, {})).statusCode).toBe(400);
      const taken = await call('PATCH', `${BASE}/${person.id}`, officer.cookie, { progresId: other.progresId });
      expect(taken.statusCode).toBe(409);
    });

    it('writes no audit entry when nothing changed', async () => {
      const person = await create(admin.cookie);
      await call('PATCH', `${BASE}/${person.id}`, officer.cookie, { firstName: 'Trésor' });
      expect((await auditOf(person.id)).map((entry) => entry.action)).toEqual(['beneficiary.create']);
    });
  });

  describe('status and history', () => {
    it('changes the status with a reason and shows every step in the history, newest first', async () => {
      const person = await create(admin.cookie);
      await call('GET', `${BASE}/${person.id}`, officer.cookie);
      await call('PATCH', `${BASE}/${person.id}`, officer.cookie, { phoneNumber: '0711 000 222' });
      const changed = await call('POST', `${BASE}/${person.id}/status`, officer.cookie, {
        status: 'transferred',
        reason: 'Moved to Kalobeyei',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().status).toBe('transferred');

      const history = await call('GET', `${BASE}/${person.id}/history`, officer.cookie);
      expect(history.statusCode).toBe(200);
      const page = history.json();
      expect(page).toMatchObject({ page: 1, pageSize: 10, total: 4 });
      expect(page.items.map((item: { action: string }) => item.action)).toEqual([
        'beneficiary.status_change',
        'beneficiary.update',
        'beneficiary.view',
        'beneficiary.create',
      ]);
      expect(page.items[0]).toMatchObject({
        actorName: 'Grace Wanjiru',
        details: { from: 'active', to: 'transferred', reason: 'Moved to Kalobeyei' },
      });
      expect(page.items[1].details).toEqual({ fields: ['phoneNumber'] });

      const second = await call('GET', `${BASE}/${person.id}/history?page=2&pageSize=3`, officer.cookie);
      expect(second.json().items.map((item: { action: string }) => item.action)).toEqual(['beneficiary.create']);
    });

    it('refuses a missing reason and the same status, translated', async () => {
      const person = await create(admin.cookie);
      const noReason = await call(
        'POST',
        `${BASE}/${person.id}/status`,
        officer.cookie,
        { status: 'inactive', reason: ' ' },
        { 'accept-language': 'sw' },
      );
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().errors[0].message).toBe('Tafadhali toa sababu ya kubadilisha hali');
      const same = await call('POST', `${BASE}/${person.id}/status`, officer.cookie, {
        status: 'active',
        reason: 'No change',
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().detail).toBe('The person already has this status');
    });
  });
  describe('a record merged into another', () => {
    it('shows the record kept and refuses edits and status changes', async () => {
      const kept = await create(admin.cookie);
      const merged = await create(admin.cookie);
      await t.database.db
        .update(beneficiaries)
        .set({ mergedIntoId: kept.id, mergedAt: new Date(), status: 'inactive' })
        .where(eq(beneficiaries.id, merged.id));

      const page = await call('GET', `${BASE}/${merged.id}`, officer.cookie);
      expect(page.json().person.mergedIntoId).toBe(kept.id);
      const edit = await call('PATCH', `${BASE}/${merged.id}`, officer.cookie, { phoneNumber: '+254733000112' });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().detail).toMatch(/merged into another/);
      const status = await call('POST', `${BASE}/${merged.id}/status`, officer.cookie, {
        status: 'active',
        reason: 'Came back',
      });
      expect(status.statusCode).toBe(409);
    });
  });
});
