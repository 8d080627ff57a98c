import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryDocuments } from '@server/db/schema';
import { sampleExe, samplePdf } from '@server/platform/sample-files';
import { startFakeS3Server, type FakeS3Server } from '@server/test-support/fake-s3-server';
import { buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { postMultipart, storedFiles, uploadDocument } from './document-fixtures';

const BASE = '/api/v1/beneficiary/documents';

describe('documents on S3-compatible storage', () => {
  let s3: FakeS3Server;
  let t: TestApp;
  let amina: BuiltUser;
  beforeAll(async () => {
    s3 = await startFakeS3Server('livelihood-files');
    t = await createTestApp({
      env: {
        S3_BUCKET: s3.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_PREFIX: 'test',
        S3_SSE: 'AES256',
      },
    });
    amina = await buildUser(t);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const objectKeyOf = async (id: string) => {
    const [row] = await t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));
    return `test/${row!.storageKey}`;
  };

  it('uploads a PDF into the bucket, encrypted, and downloads the same bytes', async () => {
    const pdf = samplePdf('on s3');
    const response = await uploadDocument(t, amina.cookie, { bytes: pdf, name: 'id.pdf' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const stored = s3.objects.get(await objectKeyOf(id));
    expect(stored?.body.equals(pdf)).toBe(true);
    expect(stored?.serverSideEncryption).toBe('AES256');
    expect(await storedFiles(t)).toEqual([]);

    const download = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${id}/file?disposition=attachment`,
      headers: { cookie: amina.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps nothing of a refused file', async () => {
    const before = [...s3.objects.keys()];
    const response = await uploadDocument(t, amina.cookie, { bytes: sampleExe(), name: 'id.pdf' });
    expect(response.statusCode).toBe(415);
    expect([...s3.objects.keys()]).toEqual(before);
  });

  it('replaces the object on a re-upload and removes the old one', async () => {
    const { id } = (await uploadDocument(t, amina.cookie, { bytes: samplePdf('first'), name: 'a.pdf' })).json();
    const oldKey = await objectKeyOf(id);
    await t.database.db.update(beneficiaryDocuments).set({ status: 'rejected' }).where(eq(beneficiaryDocuments.id, id));

    const newer = samplePdf('second');
    const response = await postMultipart(t, `${BASE}/${id}/reupload`, [['file', { bytes: newer, name: 'b.pdf' }]], {
      cookie: amina.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(s3.objects.has(oldKey)).toBe(false);
    expect(s3.objects.get(await objectKeyOf(id))?.body.equals(newer)).toBe(true);
  });

  it('answers 404 when the object has gone from the bucket', async () => {
    const { id } = (await uploadDocument(t, amina.cookie, { bytes: samplePdf('gone'), name: 'a.pdf' })).json();
    s3.objects.delete(await objectKeyOf(id));
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${id}/file`,
      headers: { cookie: amina.cookie },
    });
    expect(response.statusCode).toBe(404);
  });
});
