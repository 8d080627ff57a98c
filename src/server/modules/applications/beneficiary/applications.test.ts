import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programApplications } from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { APPLICATIONS, callAs, validForm } from './applications-fixtures';

describe('programme applications: programmes, submitting, who may', () => {
  let t: TestApp;
  let amina: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    amina = await buildUser(t);
  });
  afterAll(() => t.close());

  describe('GET /api/v1/programmes', () => {
    // Other test files may add programmes to a shared PostgreSQL database: look at the spec's three.
    const SPEC_PROGRAMMES = ['cash-transfer', 'skills-training', 'business-grant'];
    const specOnly = <T extends { id: string }>(items: T[]) => items.filter((p) => SPEC_PROGRAMMES.includes(p.id));

    it('lists the three programmes of the spec, in order, in English', async () => {
      const response = await callAs(t, amina)('GET', '/api/v1/programmes');
      expect(response.statusCode).toBe(200);
      const items = specOnly(response.json().items as { id: string }[]);
      expect(items.map((p) => p.id)).toEqual(SPEC_PROGRAMMES);
      expect(items[0]).toEqual({
        id: 'cash-transfer',
        type: 'cash_transfer',
        name: 'Emergency Cash Transfer',
        description: expect.any(String),
        amount: 'KES 5,000/month',
        duration: '6 months',
        eligibility: ['Household income below KES 10,000', 'Valid identification', 'Proof of residence'],
        kind: 'cash_transfer',
        opensOn: null,
        closesOn: null,
        requiredDocumentTypes: [],
        questions: [],
        // The spec's programmes have no rules: everyone may apply.
        eligibilityCheck: { eligible: true, results: [] },
      });
    });

    it('answers in Swahili to a Swahili reader', async () => {
      const response = await callAs(t, amina)('GET', '/api/v1/programmes', undefined, 'sw');
      expect(specOnly(response.json().items as { id: string; name: string }[]).map((p) => p.name)).toEqual([
        'Uhamisho wa Fedha wa Dharura',
        'Mpango wa Kukuza Ujuzi',
        'Ruzuku ya Biashara Ndogo',
      ]);
    });

    it('needs a session', async () => {
      expect((await callAs(t, null)('GET', '/api/v1/programmes')).statusCode).toBe(401);
    });
  });

  describe('applying in one go', () => {
    it('stores the application as submitted, complete, dated, with the priority score computed by the server', async () => {
      const user = await buildUser(t);
      const response = await callAs(t, user)('POST', APPLICATIONS, validForm);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        programId: 'cash-transfer',
        programName: 'Emergency Cash Transfer',
        programType: 'cash_transfer',
        status: 'submitted',
        draftStep: null,
        completionPercentage: 100,
        priorityScore: 80,
        startDate: null,
        endDate: null,
        reviewerNotes: null,
      });
      expect(Date.now() - Date.parse(body.applicationDate)).toBeLessThan(60_000);
      const [row] = await t.database.db.select().from(programApplications).where(eq(programApplications.id, body.id));
      expect(row?.priorityScore).toBe(80);
      // Phones are stored in E.164.
      expect(row?.applicationData).toMatchObject({
        references: [{ phone: '+254712345678' }, { phone: '+254722345678' }],
      });
    });

    it('ignores any score the client sends and keeps details only behind ticked boxes', async () => {
      const user = await buildUser(t);
      const form = {
        ...validForm,
        programId: 'skills-training',
        householdIncome: 25_000,
        householdSize: 2,
        employmentStatus: 'employed_full_time',
        previousAssistance: true,
        previousAssistanceDetails: 'WFP food 2023',
        hasBankAccount: false,
        bankDetails: 'KCB 123',
      };
      const response = await callAs(t, user)('POST', APPLICATIONS, form);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ priorityScore: 0, programType: 'skills_training' });
      expect(response.json().applicationData).toMatchObject({ previousAssistanceDetails: 'WFP food 2023' });
      expect(response.json().applicationData).not.toHaveProperty('bankDetails');
      const withScore = await callAs(t, user)('POST', APPLICATIONS, {
        ...validForm,
        programId: 'business-grant',
        priorityScore: 100,
      });
      expect(withScore.statusCode).toBe(201);
      expect(withScore.json().priorityScore).toBe(80);
    });

    it('refuses a second application to a programme while one is active, in the reader language', async () => {
      const user = await buildUser(t);
      expect((await callAs(t, user)('POST', APPLICATIONS, validForm)).statusCode).toBe(201);
      const again = await callAs(t, user)('POST', APPLICATIONS, validForm);
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe('You already have an active application for this programme.');
      const sw = await callAs(t, user)('POST', APPLICATIONS, validForm, 'sw');
      expect(sw.json().detail).toBe('Tayari una ombi linaloendelea la mpango huu.');
    });

    it('lets only one of two simultaneous applications to a programme through', async () => {
      const api = callAs(t, await buildUser(t));
      const responses = await Promise.all([api('POST', APPLICATIONS, validForm), api('POST', APPLICATIONS, validForm)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    });

    it('allows applying again once the earlier application was rejected', async () => {
      const user = await buildUser(t);
      const first = (await callAs(t, user)('POST', APPLICATIONS, validForm)).json();
      await t.database.db
        .update(programApplications)
        .set({ status: 'rejected' })
        .where(eq(programApplications.id, first.id));
      expect((await callAs(t, user)('POST', APPLICATIONS, validForm)).statusCode).toBe(201);
    });

    it('answers every broken rule with the spec message', async () => {
      const response = await callAs(t, amina)('POST', APPLICATIONS, {
        ...validForm,
        programId: '',
        householdIncome: -1,
        householdSize: 0,
        employmentStatus: '',
        reasonForApplication: 'Too short',
        references: [{ name: '', phone: '123', relationship: '' }],
      });
      expect(response.statusCode).toBe(400);
      const messages = Object.fromEntries(
        response.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
      );
      expect(messages).toEqual({
        programId: 'Please select a program',
        householdIncome: 'Income must be positive',
        householdSize: 'Household size must be at least 1',
        employmentStatus: 'Employment status is required',
        reasonForApplication: 'Please provide a detailed reason (minimum 50 characters)',
        references: 'At least 2 references are required',
        'references.0.name': 'Reference name is required',
        'references.0.phone': 'Valid phone number required',
        'references.0.relationship': 'Relationship is required',
      });
    });

    it('gives the messages in Swahili too', async () => {
      const response = await callAs(t, amina)('POST', APPLICATIONS, { ...validForm, references: [] }, 'sw');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'references', message: 'Wadhamini angalau 2 wanahitajika' }]);
    });

    it('refuses a programme that does not exist and a reference phone that is no phone number', async () => {
      const unknown = await callAs(t, amina)('POST', APPLICATIONS, { ...validForm, programId: 'moon-trip' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ path: 'programId', message: 'This programme does not exist.' }]);
      const badPhone = {
        ...validForm,
        references: [validForm.references[0], { ...validForm.references[1], phone: '0000000000' }],
      };
      const refused = await callAs(t, amina)('POST', APPLICATIONS, badPhone);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ path: 'references.1.phone', message: 'Valid phone number required' }]);
    });
  });

  describe('who may', () => {
    it('401 without a session', async () => {
      const anonymous = callAs(t, null);
      const draft = { programId: 'cash-transfer', step: 1, data: {} };
      const calls = [
        ['GET', APPLICATIONS, undefined],
        ['POST', APPLICATIONS, validForm],
        ['POST', `${APPLICATIONS}/drafts`, draft],
      ] as const;
      for (const [method, url, body] of calls) {
        expect((await anonymous(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('403 for staff and employers: applications are the beneficiary portal', async () => {
      const staff = await buildStaffAdmin(t);
      const employer = await buildUser(t, { userType: 'employer' });
      for (const user of [staff, employer]) {
        expect((await callAs(t, user)('GET', APPLICATIONS)).statusCode).toBe(403);
        expect((await callAs(t, user)('POST', APPLICATIONS, validForm)).statusCode).toBe(403);
      }
    });

    it("404 for another beneficiary's application, for a missing one and for an id that is no id", async () => {
      const owner = await buildUser(t);
      const other = await buildUser(t);
      const { id } = (await callAs(t, owner)('POST', APPLICATIONS, validForm)).json();
      const asOther = callAs(t, other);
      expect((await asOther('GET', `${APPLICATIONS}/${id}`)).statusCode).toBe(404);
      expect((await asOther('POST', `${APPLICATIONS}/${id}/submit`, validForm)).statusCode).toBe(404);
      expect(
        (await asOther('PUT', `${APPLICATIONS}/${id}/draft`, { programId: 'cash-transfer', step: 2, data: {} }))
          .statusCode,
      ).toBe(404);
      expect((await asOther('GET', `${APPLICATIONS}/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
      const notAnId = await asOther('GET', `${APPLICATIONS}/not-an-id`);
      expect(notAnId.statusCode).toBe(404);
      expect(notAnId.json().detail).toBe('We could not find this application.');
      expect((await callAs(t, owner)('GET', `${APPLICATIONS}/${id}`)).statusCode).toBe(200);
    });
  });
});
