import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '@domain/documents';
import { nairobiDayIn, nairobiToday } from '@domain/kenya-day';
import { beneficiaryDocuments } from '@server/db/schema';
import { sampleDoc, sampleDocx, sampleExe, sampleJpeg, samplePdf, samplePng } from '@server/platform/sample-files';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { documentFields, postMultipart, storedFiles, uploadDocument, type Part } from './document-fixtures';

const FORMAT_MESSAGE = 'This file type is not accepted. Allowed formats: PDF, JPG, PNG, DOC, DOCX.';
const REQUIRED_MESSAGE = 'Please fill in all required fields';
const EXPIRED_MESSAGE = 'This document has already expired, so it cannot be verified. Please upload a current one.';

/** A file that starts like a PDF and goes on for `size` bytes. */
const pdfOfSize = (size: number) => Buffer.concat([samplePdf(), Buffer.alloc(size - samplePdf().length, 0x20)]);

describe('uploading a document', () => {
  let t: TestApp;
  let amina: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    amina = await buildUser(t);
  });
  afterAll(() => t.close());

  const rowsOf = (id: string) =>
    t.database.db.select().from(beneficiaryDocuments).where(eq(beneficiaryDocuments.id, id));

  it.each([
    ['PDF', samplePdf(), 'scan.pdf', 'application/pdf'],
    ['JPEG', sampleJpeg(), 'photo.jpg', 'image/jpeg'],
    ['PNG', samplePng(), 'photo.png', 'image/png'],
    ['DOC', sampleDoc(), 'letter.doc', 'application/msword'],
    ['DOCX', sampleDocx(), 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('stores a %s as pending, with its size, type and SHA-256', async (_kind, bytes, name, mimeType) => {
    const response = await uploadDocument(
      t,
      amina.cookie,
      { bytes, name },
      documentFields({ expiryDate: '2030-06-30' }),
    );
    expect(response.statusCode).toBe(201);
    const document = response.json();
    expect(document).toMatchObject({
      documentType: 'id_card',
      documentName: 'National ID',
      fileSize: bytes.length,
      mimeType,
      expiryDate: '2030-06-30',
      status: 'pending',
      verificationNotes: null,
      verificationDate: null,
    });
    const [row] = await rowsOf(document.id);
    expect(row?.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(row?.storageKey).toMatch(new RegExp(`^documents/${row?.beneficiaryId}/[0-9a-f-]{36}$`));
  });

  it('goes by the bytes, not by the name or the declared type', async () => {
    const response = await uploadDocument(t, amina.cookie, {
      bytes: samplePng(),
      name: 'passport.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().mimeType).toBe('image/png');
  });

  it('accepts the fields in any order, the file first included', async () => {
    const parts: Part[] = [
      ['file', { bytes: samplePdf(), name: 'a.pdf' }],
      ...documentFields({ documentType: 'passport' }),
    ];
    const response = await postMultipart(t, '/api/v1/beneficiary/documents', parts, { cookie: amina.cookie });
    expect(response.statusCode).toBe(201);
    expect(response.json().documentType).toBe('passport');
  });

  it('accepts a file of exactly 10MB', async () => {
    const response = await uploadDocument(t, amina.cookie, { bytes: pdfOfSize(MAX_DOCUMENT_BYTES), name: 'big.pdf' });
    expect(response.statusCode).toBe(201);
    expect(response.json().fileSize).toBe(MAX_DOCUMENT_BYTES);
  });

  describe('refusals leave nothing behind', () => {
    async function expectRefused(
      response: Awaited<ReturnType<typeof uploadDocument>>,
      status: number,
      detail: string,
      filesBefore: string[],
    ) {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().detail).toBe(detail);
      expect(await storedFiles(t)).toEqual(filesBefore);
    }

    it('refuses a program renamed .pdf with 415', async () => {
      const before = await storedFiles(t);
      const response = await uploadDocument(t, amina.cookie, {
        bytes: sampleExe(),
        name: 'id.pdf',
        type: 'application/pdf',
      });
      await expectRefused(response, 415, FORMAT_MESSAGE, before);
    });

    it('refuses text, HTML and empty files with 415', async () => {
      const before = await storedFiles(t);
      for (const bytes of [
        Buffer.from('hello'),
        Buffer.from('<html><script>alert(1)</script></html>'),
        Buffer.alloc(0),
      ]) {
        await expectRefused(
          await uploadDocument(t, amina.cookie, { bytes, name: 'x.pdf' }),
          415,
          FORMAT_MESSAGE,
          before,
        );
      }
    });

    it('refuses 12MB with 413 and keeps no part of it', async () => {
      const before = await storedFiles(t);
      const response = await uploadDocument(t, amina.cookie, { bytes: pdfOfSize(12 * 1024 * 1024), name: 'huge.pdf' });
      await expectRefused(response, 413, 'This file is too large. The maximum size is 10MB.', before);
    });

    it.each([
      ['the type', documentFields({ documentType: '' }), 'documentType'],
      ['an unknown type', documentFields({ documentType: 'visa' }), 'documentType'],
      ['the name', documentFields({ documentName: '   ' }), 'documentName'],
    ])('refuses a form without %s with the spec message', async (_missing, fields, path) => {
      const before = await storedFiles(t);
      const response = await uploadDocument(t, amina.cookie, { bytes: samplePdf(), name: 'a.pdf' }, fields);
      await expectRefused(response, 400, REQUIRED_MESSAGE, before);
      expect(response.json().errors).toEqual([{ path, message: 'Required' }]);
    });

    it('refuses a form without a file with the spec message', async () => {
      const response = await uploadDocument(t, amina.cookie, null);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        detail: REQUIRED_MESSAGE,
        errors: [{ path: 'file', message: 'Required' }],
      });
    });

    it('refuses an expiry date that is not a date', async () => {
      const before = await storedFiles(t);
      const response = await uploadDocument(
        t,
        amina.cookie,
        { bytes: samplePdf(), name: 'a.pdf' },
        documentFields({ expiryDate: '31/12/2030' }),
      );
      await expectRefused(response, 400, 'Please enter a valid date', before);
    });

    it("refuses an expiry date already past in Kenya, in the person's language, and stores nothing", async () => {
      const before = await storedFiles(t);
      const lapsed = documentFields({ documentName: 'Lapsed passport', expiryDate: nairobiDayIn(-1) });
      const response = await uploadDocument(t, amina.cookie, { bytes: samplePdf(), name: 'a.pdf' }, lapsed);
      await expectRefused(response, 400, EXPIRED_MESSAGE, before);
      expect(response.json().errors).toEqual([{ path: 'expiryDate', message: EXPIRED_MESSAGE }]);
      const swahili = await uploadDocument(t, amina.cookie, { bytes: samplePdf(), name: 'a.pdf' }, lapsed, {
        'accept-language': 'sw',
      });
      expect(swahili.json().detail).toContain('Muda wa hati hii tayari umekwisha');
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/beneficiary/documents?pageSize=100',
        headers: { cookie: amina.cookie },
      });
      expect(listed.json().items.map((item: { documentName: string }) => item.documentName)).not.toContain(
        'Lapsed passport',
      );
    });

    it('takes a document that expires today: it is still valid on its expiry date', async () => {
      const response = await uploadDocument(
        t,
        amina.cookie,
        { bytes: samplePdf(), name: 'a.pdf' },
        documentFields({ expiryDate: nairobiToday() }),
      );
      expect(response.statusCode).toBe(201);
    });

    it('refuses two files at once', async () => {
      const before = await storedFiles(t);
      const file = { bytes: samplePdf(), name: 'a.pdf' };
      const parts: Part[] = [...documentFields(), ['file', file], ['file', file]];
      const response = await postMultipart(t, '/api/v1/beneficiary/documents', parts, { cookie: amina.cookie });
      await expectRefused(response, 400, 'Please upload one file at a time.', before);
    });

    it('refuses a JSON body', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/documents',
        headers: { cookie: amina.cookie },
        payload: {},
      });
      expect(response.statusCode).toBe(415);
    });
  });

  it('answers in Swahili', async () => {
    const response = await uploadDocument(t, amina.cookie, { bytes: sampleExe(), name: 'a.pdf' }, documentFields(), {
      'accept-language': 'sw',
    });
    expect(response.json().detail).toBe(
      'Aina hii ya faili haikubaliwi. Aina zinazokubaliwa: PDF, JPG, PNG, DOC, DOCX.',
    );
  });

  describe('who may upload', () => {
    const file = { bytes: samplePdf(), name: 'a.pdf' };

    it('answers 401 without a session', async () => {
      expect((await uploadDocument(t, undefined, file)).statusCode).toBe(401);
    });

    it('answers 403 to employers and staff', async () => {
      const employer = await buildUser(t, { userType: 'employer' });
      const admin = await buildStaffAdmin(t);
      expect((await uploadDocument(t, employer.cookie, file)).statusCode).toBe(403);
      expect((await uploadDocument(t, admin.cookie, file)).statusCode).toBe(403);
    });
  });
});
