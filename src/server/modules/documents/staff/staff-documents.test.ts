import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, beneficiaries, beneficiaryDocuments, beneficiaryNotifications, users } from '@server/db/schema';
import { sampleDocx, samplePdf, samplePng } from '@server/platform/sample-files';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { documentFields, postMultipart, uploadDocument, type UploadFile } from '../beneficiary/document-fixtures';

const BASE = '/api/v1/staff/documents';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('staff document verification', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let person: BuiltUser;
  let personId: string;
  beforeAll(async () => {
    t = await createTestApp();
    [officer, person] = await Promise.all([
      buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' }),
      buildUser(t, { firstName: 'Nyabol', lastName: 'Deng' }),
    ]);
    await upload(person, 'Seed', samplePdf());
    const [row] = await t.database.db
      .select({ id: beneficiaries.id })
      .from(beneficiaries)
      .innerJoin(users, eq(users.id, beneficiaries.userId))
      .where(eq(users.email, person.email));
    personId = row!.id;
    await t.database.db
      .update(beneficiaries)
      .set({
        progresId: `KEN-KAK-2019-${String(Date.now()).slice(-6)}`,
        locationCamp: 'KAK',
        locationArea: 'KK2',
        locationBlock: 'B4',
      })
      .where(eq(beneficiaries.id, personId));
  });
  afterAll(() => t.close());

  async function upload(user: BuiltUser, name: string, bytes: Buffer, extra: Record<string, string> = {}) {
    const file: UploadFile = { bytes, name: 'scan.bin' };
    const response = await uploadDocument(t, user.cookie, file, documentFields({ documentName: name, ...extra }));
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: string }).id;
  }
  const get = (url: string, cookie = officer.cookie) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const decide = (id: string, payload: object, cookie = officer.cookie) =>
    t.app.inject({ method: 'POST', url: `${BASE}/${id}/decision`, payload, headers: cookie ? { cookie } : {} });
  const auditActions = async (documentId: string) =>
    (
      await t.database.db
        .select({
          action: auditEvents.action,
          actor: auditEvents.actorUserId,
          targetType: auditEvents.targetType,
          targetId: auditEvents.targetId,
        })
        .from(auditEvents)
        .where(sql`${auditEvents.details}->>'documentId' = ${documentId}`)
        .orderBy(auditEvents.createdAt)
    ).map((entry) => {
      expect(entry).toMatchObject({ actor: officer.userId, targetType: 'beneficiary', targetId: personId });
      return entry.action;
    });
  const notifications = (kind: string) =>
    t.database.db
      .select({ params: beneficiaryNotifications.params, tab: beneficiaryNotifications.tab })
      .from(beneficiaryNotifications)
      .where(
        and(
          eq(beneficiaryNotifications.beneficiaryId, personId),
          eq(beneficiaryNotifications.kind, kind as 'document_verified'),
        ),
      );
  /** Oldest first on a shared database: an upload dated long ago comes first in the queue. */
  const backdate = (id: string, uploadedAt: string) =>
    t.database.db
      .update(beneficiaryDocuments)
      .set({ uploadedAt: new Date(uploadedAt) })
      .where(eq(beneficiaryDocuments.id, id));

  it('lists pending and under-review documents, oldest upload first, filtered by type and camp, a page at a time', async () => {
    const older = await upload(person, 'Older passport', samplePdf(), { documentType: 'passport' });
    const newer = await upload(person, 'Newer passport', samplePdf(), { documentType: 'passport' });
    await backdate(older, '2001-01-01T00:00:00Z');
    await backdate(newer, '2001-01-02T00:00:00Z');
    await t.database.db
      .update(beneficiaryDocuments)
      .set({ status: 'under_review' })
      .where(eq(beneficiaryDocuments.id, newer));

    const first = await get(`${BASE}?type=passport&camp=KAK&pageSize=1`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 1 });
    expect(first.json().total).toBeGreaterThanOrEqual(2);
    expect(first.json().items[0]).toMatchObject({
      id: older,
      documentName: 'Older passport',
      status: 'pending',
      person: { id: personId, firstName: 'Nyabol', lastName: 'Deng', location: 'KAK-KK2-B4' },
    });
    expect(JSON.stringify(first.json())).not.toContain('storage');
    expect((await get(`${BASE}?type=passport&camp=KAK&pageSize=1&page=2`)).json().items[0].id).toBe(newer);
    expect(
      (await get(`${BASE}?status=under_review&type=passport&camp=KAK`)).json().items.map((d: { id: string }) => d.id),
    ).toContain(newer);
    expect(
      (await get(`${BASE}?status=under_review&type=passport&camp=KAK`)).json().items.map((d: { id: string }) => d.id),
    ).not.toContain(older);
    expect((await get(`${BASE}?type=passport&camp=DAD`)).json().items.map((d: { id: string }) => d.id)).not.toContain(
      older,
    );
    for (const bad of ['status=lost', 'camp=XYZ', 'type=visa', 'pageSize=101', 'page=0', 'extra=1'])
      expect((await get(`${BASE}?${bad}`)).statusCode).toBe(400);
  });

  it('is for approved staff only: 401 without a session, 403 for a beneficiary or a staff member not yet approved', async () => {
    const id = await upload(person, 'Guarded', samplePdf());
    const newcomer = await buildStaffMember(t, { status: 'pending', isAdmin: false, site: 'Kakuma' });
    for (const url of [BASE, `${BASE}/${id}`, `${BASE}/${id}/file`]) {
      expect((await get(url, '')).statusCode).toBe(401);
      expect((await get(url, person.cookie)).statusCode).toBe(403);
      expect((await get(url, newcomer.cookie)).statusCode).toBe(403);
    }
    expect((await decide(id, { decision: 'verify' }, '')).statusCode).toBe(401);
    expect((await decide(id, { decision: 'verify' }, person.cookie)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/${id}/start-review`, headers: { cookie: person.cookie } }))
        .statusCode,
    ).toBe(403);
    expect((await get(`${BASE}/${id}`)).json().status).toBe('pending');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid']) {
      expect((await get(`${BASE}/${id}`)).statusCode).toBe(404);
      expect((await get(`${BASE}/${id}/file`)).statusCode).toBe(404);
      expect((await decide(id, { decision: 'verify' })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: `${BASE}/${id}/start-review`, headers: { cookie: officer.cookie } }))
          .statusCode,
      ).toBe(404);
    }
  });

  it("shows the document with the person's registry summary and other documents, and audits the read", async () => {
    const id = await upload(person, 'Refugee card', samplePdf(), {
      documentType: 'refugee_card',
      expiryDate: '2040-01-01',
    });
    const response = await get(`${BASE}/${id}`);
    expect(response.statusCode).toBe(200);
    const review = response.json();
    expect(review).toMatchObject({
      id,
      documentType: 'refugee_card',
      expiryDate: '2040-01-01',
      mimeType: 'application/pdf',
      verifiedByName: null,
      person: { id: personId, firstName: 'Nyabol', location: 'KAK-KK2-B4', status: 'active' },
    });
    expect(review.person.progresId).toMatch(/^KEN-KAK-2019-/);
    expect(review.otherDocuments.map((d: { documentName: string }) => d.documentName)).toContain('Seed');
    expect(review.otherDocuments.map((d: { id: string }) => d.id)).not.toContain(id);
    expect(await auditActions(id)).toEqual(['document.view']);
  });

  it('streams the file privately: inline for a picture (framable by our own pages only), attachment for Word; every view audited', async () => {
    const png = samplePng();
    const picture = await upload(person, 'Photo page', png);
    const shown = await get(`${BASE}/${picture}/file`);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);
    expect(shown.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'content-disposition': `inline; filename="Photo page.png"; filename*=UTF-8''Photo%20page.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'x-frame-options': 'SAMEORIGIN',
    });
    const policy = String(shown.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain("frame-ancestors 'none'");
    // Every other response still refuses to be framed.
    expect(String((await get(`${BASE}/${picture}`)).headers['content-security-policy'])).toContain(
      "frame-ancestors 'none'",
    );

    const word = await upload(person, 'Letter', sampleDocx());
    const downloaded = await get(`${BASE}/${word}/file`);
    expect(downloaded.headers['content-disposition']).toMatch(/^attachment; filename="Letter\.docx"/);
    expect(await auditActions(picture)).toEqual(['document.file_view', 'document.view']);
    expect(await auditActions(word)).toEqual(['document.file_view']);
  });

  it('verifies with notes: status, notes, date and verifier saved, audited, the person notified and shown it', async () => {
    const id = await upload(person, 'National ID', samplePdf());
    const before = Date.now();
    const response = await decide(id, { decision: 'verify', notes: '  Matches the ProGres record  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, status: 'verified', verificationNotes: 'Matches the ProGres record' });
    expect(Date.parse(response.json().verificationDate)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
    expect(row).toMatchObject({ status: 'verified', verifiedBy: officer.userId });
    expect(await auditActions(id)).toEqual(['document.verified']);
    const [entry] = await t.database.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(sql`${auditEvents.details}->>'documentId' = ${id}`);
    expect(entry!.details).toEqual({ documentId: id, from: 'pending', withNotes: true });
    expect(JSON.stringify(entry!.details)).not.toContain('ProGres record');
    expect(await notifications('document_verified')).toEqual([
      { params: { documentType: 'id_card' }, tab: 'documents' },
    ]);

    const own = (await get('/api/v1/beneficiary/documents?pageSize=100', person.cookie))
      .json()
      .items.find((d: { id: string }) => d.id === id);
    expect(own).toMatchObject({ status: 'verified', verificationNotes: 'Matches the ProGres record' });
    expect(own.verificationDate).toBe(response.json().verificationDate);
    expect((await get(`${BASE}/${id}`)).json().verifiedByName).toBe('Grace Wanjiru');

    // Final: neither verified again nor rejected.
    expect((await decide(id, { decision: 'verify' })).statusCode).toBe(409);
    const again = await decide(id, { decision: 'reject', notes: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'This document has already been decided (or has expired), so it cannot be verified or rejected now.',
    );
    expect(await notifications('document_verified')).toHaveLength(1);
  });

  it('decides a document once when two decisions arrive at the same moment', async () => {
    const id = await upload(person, 'Education certificate', samplePdf(), { documentType: 'education_certificate' });
    const answers = await Promise.all([
      decide(id, { decision: 'verify' }),
      decide(id, { decision: 'reject', notes: 'The stamp is missing' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    expect((await get(`${BASE}/${id}`)).json().status).toBe(winner.status);
    expect((await auditActions(id)).filter((action) => action !== 'document.view')).toHaveLength(1);
  });

  it('rejects only with notes; a rejected document may be re-uploaded and comes back to the queue as pending', async () => {
    const id = await upload(person, 'Birth certificate', samplePdf(), { documentType: 'birth_certificate' });
    const noNotes = await decide(id, { decision: 'reject' });
    expect(noNotes.statusCode).toBe(400);
    expect(noNotes.json().errors).toEqual([
      expect.objectContaining({
        path: 'notes',
        message: 'Write at least 3 characters telling the person why, so they know what to upload instead.',
      }),
    ]);
    expect((await decide(id, { decision: 'maybe' })).statusCode).toBe(400);

    const rejected = await decide(id, { decision: 'reject', notes: 'The photo is too dark to read' });
    expect(rejected.statusCode).toBe(200);
    // The card reads "Verified on" beside the date: a rejection leaves it empty.
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      verificationNotes: 'The photo is too dark to read',
      verificationDate: null,
    });
    expect(await auditActions(id)).toEqual(['document.rejected']);
    expect(await notifications('document_rejected')).toContainEqual({
      params: { documentType: 'birth_certificate' },
      tab: 'documents',
    });
    expect((await decide(id, { decision: 'verify' })).statusCode).toBe(409);

    const reupload = await postMultipart(
      t,
      `/api/v1/beneficiary/documents/${id}/reupload`,
      [['file', { bytes: samplePdf('brighter'), name: 'b.pdf' }]],
      { cookie: person.cookie },
    );
    expect(reupload.statusCode).toBe(200);
    expect((await get(`${BASE}/${id}`)).json()).toMatchObject({ status: 'pending', verificationNotes: null });
    expect((await decide(id, { decision: 'verify' })).json()).toMatchObject({
      status: 'verified',
      verificationNotes: null,
    });
  });

  it('takes a pending document under review once, and decides it from there', async () => {
    const id = await upload(person, 'Medical record', samplePdf(), { documentType: 'medical_record' });
    const start = () =>
      t.app.inject({ method: 'POST', url: `${BASE}/${id}/start-review`, headers: { cookie: officer.cookie } });
    expect((await start()).json()).toMatchObject({ id, status: 'under_review' });
    expect((await get(`${BASE}/${id}`)).json().verifiedByName).toBe('Grace Wanjiru');
    expect((await start()).statusCode).toBe(409);
    expect((await decide(id, { decision: 'reject', notes: 'Not a medical record' })).json().status).toBe('rejected');
    expect((await start()).statusCode).toBe(409);
    expect(await auditActions(id)).toEqual(['document.review_started', 'document.view', 'document.rejected']);
  });

  it('refuses to verify a document past its expiry date, or one already marked expired', async () => {
    const lapsed = await upload(person, 'Old passport', samplePdf(), {
      documentType: 'passport',
      expiryDate: '2040-01-01',
    });
    expect((await get(`${BASE}/${lapsed}`)).json().pastExpiry).toBe(false);
    await t.database.db
      .update(beneficiaryDocuments)
      .set({ expiryDate: '2020-01-01' })
      .where(eq(beneficiaryDocuments.id, lapsed));
    // The review says so before anyone presses Verify, so the console offers only Reject.
    expect((await get(`${BASE}/${lapsed}`)).json()).toMatchObject({ status: 'pending', pastExpiry: true });
    const verify = await decide(lapsed, { decision: 'verify' });
    expect(verify.statusCode).toBe(409);
    expect(verify.json().detail).toContain('expiry date has passed');
    await t.database.db
      .update(beneficiaryDocuments)
      .set({ status: 'expired' })
      .where(eq(beneficiaryDocuments.id, lapsed));
    expect((await decide(lapsed, { decision: 'reject', notes: 'Expired' })).statusCode).toBe(409);
  });

  it('answers in Swahili when asked', async () => {
    const id = await upload(person, 'Kitambulisho', samplePdf());
    await decide(id, { decision: 'verify' });
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/${id}/decision`,
      payload: { decision: 'verify' },
      headers: { cookie: officer.cookie, 'accept-language': 'sw' },
    });
    expect(response.json().detail).toContain('Hati hii imeshaamuliwa');
  });
});
