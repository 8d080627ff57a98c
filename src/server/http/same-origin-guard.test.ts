import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '@server/db/schema';
import { samplePdf } from '@server/platform/sample-files';
import {
  buildSiblingApp,
  buildStaffAdmin,
  buildUser,
  signUp,
  TEST_PASSWORD,
  type BuiltUser,
} from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { documentFields, multipartBody } from '@server/modules/documents/beneficiary/document-fixtures';

/*
 * Requests a page on another origin can make a signed-in person's browser
 * send: an auto-submitted form, a no-cors fetch, a multipart upload. The
 * attacker's page here is another port of the same host, the case SameSite=Lax
 * cookies do not stop.
 */
const ATTACKER = 'http://localhost:4000';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('same-origin guard', () => {
  let t: TestApp;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const pendingStaff = async () => {
    const { response } = await signUp(t, { userType: 'staff' });
    return (response.json() as { user: { id: string } }).user.id;
  };
  const staffStatus = async (userId: string) =>
    (
      await t.database.db
        .select({ status: staffMembers.status })
        .from(staffMembers)
        .where(eq(staffMembers.userId, userId))
    )[0]!.status;
  const approve = (userId: string, headers: Record<string, string | undefined>, payload?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/team/${userId}/approve`,
      headers: { cookie: admin.cookie, ...headers },
      payload,
    });

  describe("a forged approval of an attacker's pending staff account", () => {
    it.each([
      ['an auto-submitted form from another port', { origin: ATTACKER, 'sec-fetch-site': 'same-site', ...FORM }, 'a=1'],
      [
        'a form from another site',
        { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site', ...FORM },
        'a=1',
      ],
      [
        'a form whose browser sent only Sec-Fetch-Site: same-site',
        { origin: undefined, 'sec-fetch-site': 'same-site', ...FORM },
        'a=1',
      ],
      [
        'a form whose browser sent only Sec-Fetch-Site: cross-site',
        { origin: undefined, 'sec-fetch-site': 'cross-site', ...FORM },
        'a=1',
      ],
      ['a no-cors fetch with a text/plain body', { origin: ATTACKER, 'content-type': 'text/plain' }, '{}'],
      ['a page in a sandboxed frame (Origin: null)', { origin: 'null', 'sec-fetch-site': 'cross-site' }, undefined],
      ['a client sending the cookie without any browser header', { origin: undefined }, undefined],
    ])('%s is refused with 403, in words, and approves nobody', async (_case, headers, payload) => {
      const userId = await pendingStaff();
      const response = await approve(userId, headers, payload);
      expect(response.statusCode).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json().detail).toContain(t.config.baseUrl);
      expect(await staffStatus(userId)).toBe('pending');
    });

    it('names the address to open and the setting to change when the page is on an address not set up', async () => {
      const userId = await pendingStaff();
      const response = await approve(userId, { origin: ATTACKER });
      expect(response.json().detail).toBe(
        `This address is not set up for signing in or making changes. Open the platform at ${t.config.baseUrl}, or ask the administrator to add this address to TRUSTED_ORIGINS.`,
      );
      const swahili = await approve(userId, { origin: 'null', 'accept-language': 'sw' });
      expect(swahili.json().detail).toBe(
        `Ombi hili halikutoka kwenye kurasa za mfumo wenyewe, kwa hiyo limekataliwa na hakuna kilichobadilishwa. Fungua mfumo kupitia ${t.config.baseUrl} kisha ujaribu tena.`,
      );
    });

    it.each([
      ['a form body', FORM, 'a=1'],
      ['a text/plain body', { 'content-type': 'text/plain' }, '{}'],
      ['an empty text/plain request', { 'content-type': 'text/plain' }, undefined],
      ['a body without a content type', {}, 'a=1'],
    ])('from the platform itself, %s is refused with 415 and approves nobody', async (_case, headers, payload) => {
      const userId = await pendingStaff();
      const response = await approve(userId, { origin: t.config.baseUrl, ...headers }, payload);
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe('This request must be sent as JSON (Content-Type: application/json).');
      expect(await staffStatus(userId)).toBe('pending');
    });

    it.each([
      ['Origin', { origin: 'http://localhost:3000' }],
      ['Origin and Sec-Fetch-Site', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
      ['only Sec-Fetch-Site: same-origin', { origin: undefined, 'sec-fetch-site': 'same-origin' }],
      ['the machine by its IP address', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }],
    ])("the same approval from the platform's own page (%s) goes through", async (_case, headers) => {
      const userId = await pendingStaff();
      const response = await approve(userId, headers);
      expect(response.statusCode).toBe(200);
      expect(await staffStatus(userId)).toBe('active');
    });
  });

  describe("a forged upload into a beneficiary's documents", () => {
    let amina: BuiltUser;
    beforeAll(async () => {
      amina = await buildUser(t);
    });
    const upload = async (headers: Record<string, string | undefined>) => {
      const body = await multipartBody([
        ...documentFields(),
        ['file', { bytes: samplePdf('planted'), name: 'id.pdf', type: 'application/pdf' }],
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/documents',
        payload: body.payload,
        headers: { cookie: amina.cookie, ...headers, ...body.headers },
      });
    };
    const documentsOf = async (user: BuiltUser) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/beneficiary/documents', headers: { cookie: user.cookie } })
      ).json().items as unknown[];

    it('by a no-cors multipart fetch from another origin is refused with 403 and stores nothing', async () => {
      const response = await upload({ origin: ATTACKER, 'sec-fetch-site': 'same-site' });
      expect(response.statusCode).toBe(403);
      expect(await documentsOf(amina)).toEqual([]);
    });

    it("from the platform's own page is stored", async () => {
      const response = await upload({ origin: t.config.baseUrl, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(201);
      expect(await documentsOf(amina)).toHaveLength(1);
    });

    it('a multipart body is refused with 415 where no file is taken', async () => {
      const userId = await pendingStaff();
      const body = await multipartBody([['a', '1']]);
      const response = await approve(userId, body.headers, body.payload.toString('latin1'));
      expect(response.statusCode).toBe(415);
      expect(await staffStatus(userId)).toBe('pending');
    });

    it('a form body where a file is taken is refused with 415, saying what to send', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/beneficiary/documents',
        headers: { cookie: amina.cookie, ...FORM },
        payload: 'a=1',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().detail).toBe(
        'This request must be sent as JSON or as a file upload (multipart/form-data).',
      );
    });
  });

  it('lets a client that is not a browser and holds no session call the API (a sign-in from a script)', async () => {
    const user = await buildUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: undefined },
      payload: { email: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it("takes M-Pesa's callbacks, which come from Safaricom's servers without an Origin", async () => {
    const token = randomBytes(24).toString('hex');
    const mpesa = await buildSiblingApp(t, {
      MPESA_CONSUMER_KEY: 'key',
      MPESA_CONSUMER_SECRET: 'secret',
      MPESA_SHORTCODE: '600000',
      MPESA_INITIATOR_NAME: 'testapi',
      MPESA_SECURITY_CREDENTIAL: 'ENCRYPTED==',
      MPESA_CALLBACK_TOKEN: token,
    });
    try {
      const response = await mpesa.app.inject({
        method: 'POST',
        url: `/api/v1/payments/mpesa/${token}/result`,
        headers: { origin: undefined },
        payload: {
          Result: {
            ResultType: 0,
            ResultCode: 0,
            ResultDesc: 'ok',
            OriginatorConversationID: 'unknown',
            ConversationID: 'AG_X',
            TransactionID: 'X1',
          },
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    } finally {
      await mpesa.app.close();
    }
  });
});
