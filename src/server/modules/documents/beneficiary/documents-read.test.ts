import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localIsoDate } from '@domain/documents';
import { beneficiaryDocuments } from '@server/db/schema';
import { samplePdf, samplePng } from '@server/platform/sample-files';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { documentFields, postMultipart, storedFiles, uploadDocument } from './document-fixtures';

const BASE = '/api/v1/beneficiary/documents';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const daysFromToday = (days: number) => localIsoDate(new Date(Date.now() + days * 86_400_000));

describe('reading my documents', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let other: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    [owner, other] = await Promise.all([buildUser(t), buildUser(t)]);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  async function upload(user: BuiltUser, name: string, bytes = samplePdf(name), extra: Record<string, string> = {}) {
    const response = await uploadDocument(
      t,
      user.cookie,
      { bytes, name: 'upload.bin' },
      documentFields({ documentName: name, ...extra }),
    );
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string };
  }
  const setStatus = (id: string, values: Partial<typeof beneficiaryDocuments.$inferInsert>) =>
    t.database.db.update(beneficiaryDocuments).set(values).where(eq(beneficiaryDocuments.id, id));

  it('lists newest first, a page at a time', async () => {
    const reader = await buildUser(t);
    for (const name of ['First', 'Second', 'Third']) await upload(reader, name);

    const first = (await get(`${BASE}?page=1&pageSize=2`, reader.cookie)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(first.items.map((d: { documentName: string }) => d.documentName)).toEqual(['Third', 'Second']);
    const second = (await get(`${BASE}?page=2&pageSize=2`, reader.cookie)).json();
    expect(second.items.map((d: { documentName: string }) => d.documentName)).toEqual(['First']);
    expect((await get(BASE, reader.cookie)).json()).toMatchObject({ page: 1, pageSize: 10, total: 3 });
    expect((await get(`${BASE}?pageSize=101`, reader.cookie)).statusCode).toBe(400);
  });

  it.each(['inline', 'attachment'])('serves the very bytes it stored, %s, privately', async (disposition) => {
    const bytes = samplePng();
    const { id } = await upload(owner, 'Photo "front" / side', bytes);
    const response = await get(`${BASE}/${id}/file?disposition=${disposition}`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(bytes.length),
      'content-disposition': `${disposition}; filename="Photo front side.png"; filename*=UTF-8''Photo%20front%20side.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.rawPayload.equals(bytes)).toBe(true);
    const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
    expect(row?.sha256).toBe(sha256(response.rawPayload));
  });

  it('names a download after the document, non-Latin letters included', async () => {
    const { id } = await upload(owner, 'Cheti – Élodie');
    const disposition = (await get(`${BASE}/${id}/file`, owner.cookie)).headers['content-disposition'];
    expect(disposition).toBe(
      `attachment; filename="Cheti Elodie.pdf"; filename*=UTF-8''${encodeURIComponent('Cheti – Élodie.pdf')}`,
    );
  });

  it("answers 404 for another person's document, or a made-up id", async () => {
    const { id } = await upload(owner, 'Mine');
    expect((await get(`${BASE}/${id}/file`, other.cookie)).statusCode).toBe(404);
    expect((await get(`${BASE}/${id}/file`, other.cookie)).json().detail).toBe('We could not find this document.');
    expect((await get(`${BASE}/not-a-uuid/file`, owner.cookie)).statusCode).toBe(404);
    expect((await get(BASE, other.cookie)).json().items.map((d: { id: string }) => d.id)).not.toContain(id);
    const reupload = await postMultipart(
      t,
      `${BASE}/${id}/reupload`,
      [['file', { bytes: samplePdf(), name: 'a.pdf' }]],
      { cookie: other.cookie },
    );
    expect(reupload.statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to an employer, on every route', async () => {
    const { id } = await upload(owner, 'Guarded');
    const employer = await buildUser(t, { userType: 'employer' });
    for (const url of [BASE, `${BASE}/expiring`, `${BASE}/${id}/file`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await get(url, employer.cookie)).statusCode).toBe(403);
    }
    const reupload = await postMultipart(
      t,
      `${BASE}/${id}/reupload`,
      [['file', { bytes: samplePdf(), name: 'a.pdf' }]],
      { cookie: employer.cookie },
    );
    expect(reupload.statusCode).toBe(403);
  });

  it('answers 404 when the stored file has gone missing', async () => {
    const { id } = await upload(owner, 'Lost');
    const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
    await fs.rm(path.join(t.config.dataDir, 'files', row!.storageKey));
    expect((await get(`${BASE}/${id}/file`, owner.cookie)).json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('lists expired and soon-expiring documents for the alert card, soonest first', async () => {
    const person = await buildUser(t);
    await upload(person, 'No expiry');
    await upload(person, 'Far away', samplePdf(), { expiryDate: daysFromToday(90) });
    const soon = await upload(person, 'Soon', samplePdf(), { expiryDate: daysFromToday(10) });
    // An upload past its expiry date is refused, so this one's date passes after it was stored.
    const expired = await upload(person, 'Expired', samplePdf(), { expiryDate: daysFromToday(20) });
    await setStatus(expired.id, { expiryDate: daysFromToday(-3) });
    const items = (await get(`${BASE}/expiring`, person.cookie)).json().items;
    expect(items.map((d: { id: string }) => d.id)).toEqual([expired.id, soon.id]);
  });

  describe('re-upload', () => {
    const reupload = (id: string, bytes: Buffer, cookie = owner.cookie) =>
      postMultipart(t, `${BASE}/${id}/reupload`, [['file', { bytes, name: 'again.pdf' }]], { cookie });

    it.each(['pending', 'under_review', 'verified', 'expired'] as const)(
      'is refused with 409 while %s',
      async (status) => {
        const { id } = await upload(owner, `Status ${status}`);
        await setStatus(id, { status });
        const response = await reupload(id, samplePdf('new'));
        expect(response.statusCode).toBe(409);
        expect(response.json().detail).toBe('Only a rejected document can be uploaded again.');
      },
    );

    it('replaces the file of a rejected document and sends it back to pending', async () => {
      const { id } = await upload(owner, 'Blurry ID');
      await setStatus(id, {
        status: 'rejected',
        verificationNotes: 'The photo is blurry',
        verificationDate: new Date(),
      });
      const [before] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));

      const newBytes = samplePng();
      const response = await reupload(id, newBytes);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        status: 'pending',
        verificationNotes: null,
        verificationDate: null,
        mimeType: 'image/png',
        fileSize: newBytes.length,
      });

      const [after] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
      expect(after?.sha256).toBe(sha256(newBytes));
      expect(await storedFiles(t)).not.toContain(path.join(...before!.storageKey.split('/')));
      expect((await get(`${BASE}/${id}/file`, owner.cookie)).rawPayload.equals(newBytes)).toBe(true);
    });

    it('dates the new file: uploadedAt moves to now, createdAt stays', async () => {
      const { id } = await upload(owner, 'Old permit');
      const longAgo = new Date('2024-01-15T08:00:00Z');
      await setStatus(id, { status: 'rejected', createdAt: longAgo, uploadedAt: longAgo });
      const listed = await get(`${BASE}?pageSize=100`, owner.cookie);
      expect(listed.json().items.find((item: { id: string }) => item.id === id).uploadedAt).toBe(longAgo.toISOString());

      const startedAt = Date.now();
      const response = await reupload(id, samplePdf('newer permit'));
      expect(response.statusCode).toBe(200);
      expect(Date.parse(response.json().uploadedAt)).toBeGreaterThanOrEqual(startedAt - 60_000);
      const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
      expect(row?.createdAt.toISOString()).toBe(longAgo.toISOString());
      expect(row?.uploadedAt.toISOString()).toBe(response.json().uploadedAt);
    });

    it('refuses a new file under an expiry date that has passed: it could never be verified', async () => {
      const { id } = await upload(owner, 'Lapsed permit', samplePdf(), { expiryDate: daysFromToday(20) });
      await setStatus(id, { status: 'rejected', verificationNotes: 'Expired', expiryDate: daysFromToday(-2) });
      const { id: current } = await upload(owner, 'Current permit', samplePdf(), { expiryDate: daysFromToday(20) });
      await setStatus(current, { status: 'rejected', verificationNotes: 'Blurred' });
      // The list says which rejected document may take a new file, so the page offers Re-upload only where it would be taken.
      const listed = (await get(`${BASE}?pageSize=100`, owner.cookie)).json().items as {
        id: string;
        canReupload: boolean;
      }[];
      expect(listed.find((item) => item.id === id)?.canReupload).toBe(false);
      expect(listed.find((item) => item.id === current)?.canReupload).toBe(true);

      const response = await reupload(id, samplePdf('same old permit'));
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe(
        'This document has expired. Please upload your current one as a new document, with its new expiry date.',
      );
      const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
      expect(row?.status).toBe('rejected');
    });

    it('keeps a rejected document as it was when the new file is refused', async () => {
      const { id } = await upload(owner, 'Still rejected');
      await setStatus(id, { status: 'rejected', verificationNotes: 'Expired card' });
      const response = await reupload(id, Buffer.from('MZ not a document'));
      expect(response.statusCode).toBe(415);
      const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
      expect(row).toMatchObject({ status: 'rejected', verificationNotes: 'Expired card' });
    });
  });
});
