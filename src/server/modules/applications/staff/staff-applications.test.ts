import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beneficiaryDocuments, duplicateAlerts } from '@server/db/schema';
import { buildBeneficiary } from '@server/test-support/beneficiary-builders';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import {
  auditOf,
  BASE,
  call,
  insertApplication,
  kakumaPerson,
  insertProgramme,
  insertProject,
} from './review-fixtures';

describe('staff application review: the queue and one application', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let programme: string;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    programme = await insertProgramme(t);
  });
  afterAll(() => t.close());

  describe('who may use it', () => {
    it('answers 401 without a session and 403 to beneficiaries, employers and unapproved staff', async () => {
      const application = await insertApplication(t, programme);
      const endpoints = [
        ['GET', BASE],
        ['GET', `${BASE}/${application.id}`],
        ['POST', `${BASE}/${application.id}/assign`],
        ['POST', `${BASE}/${application.id}/complete`],
      ] as const;
      const decision = { decision: 'reject', notes: 'Not eligible for this programme.' };
      for (const [method, url] of endpoints) expect((await call(t, null, method, url)).statusCode).toBe(401);
      expect((await call(t, null, 'POST', `${BASE}/${application.id}/decision`, decision)).statusCode).toBe(401);
      const outsiders = [
        await buildUser(t, { userType: 'beneficiary' }),
        await buildUser(t, { userType: 'employer' }),
        await buildStaffMember(t, { status: 'pending', isAdmin: false, site: null }),
      ];
      for (const outsider of outsiders) {
        for (const [method, url] of endpoints)
          expect((await call(t, outsider, method, url)).statusCode, `${method} ${url}`).toBe(403);
        expect((await call(t, outsider, 'POST', `${BASE}/${application.id}/decision`, decision)).statusCode).toBe(403);
      }
    });

    it('answers 404 for unknown and malformed ids, and for drafts (they are the person’s own)', async () => {
      const draft = await insertApplication(t, programme, {
        status: 'draft',
        applicationDate: null,
        priorityScore: null,
      });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', draft.id]) {
        expect((await call(t, officer, 'GET', `${BASE}/${id}`)).statusCode).toBe(404);
        expect((await call(t, officer, 'POST', `${BASE}/${id}/assign`)).statusCode).toBe(404);
        expect(
          (
            await call(t, officer, 'POST', `${BASE}/${id}/decision`, {
              decision: 'reject',
              notes: 'Does not qualify at all.',
            })
          ).statusCode,
        ).toBe(404);
        expect((await call(t, officer, 'POST', `${BASE}/${id}/complete`)).statusCode).toBe(404);
      }
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        BASE,
        `${BASE}/{id}`,
        `${BASE}/{id}/assign`,
        `${BASE}/{id}/decision`,
        `${BASE}/{id}/complete`,
      ]),
    );
  });

  describe('the queue', () => {
    it('puts the highest priority first, the longest waiting first among equals, and never shows drafts', async () => {
      const own = await insertProgramme(t);
      const newer = await insertApplication(t, own, {
        priorityScore: 60,
        applicationDate: new Date('2026-03-02T08:00:00Z'),
      });
      const older = await insertApplication(t, own, {
        priorityScore: 60,
        applicationDate: new Date('2026-03-01T08:00:00Z'),
      });
      const top = await insertApplication(t, own, { priorityScore: 95 });
      const decided = await insertApplication(t, own, { priorityScore: 70, status: 'approved' });
      await insertApplication(t, own, { status: 'draft', priorityScore: 100 });
      const response = await call(t, officer, 'GET', `${BASE}?programme=${own}&pageSize=100`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.items.map((item: { id: string }) => item.id)).toEqual([top.id, decided.id, older.id, newer.id]);
      expect(body).toMatchObject({ page: 1, pageSize: 100, total: 4 });
      expect(body.items[0]).toMatchObject({
        programId: own,
        programName: `Review Programme ${own}`,
        status: 'submitted',
        priorityScore: 95,
        person: { camp: 'KAK', location: 'KAK-KK2-B7' },
        assignedTo: null,
      });
    });

    it('filters by status, priority range, camp and my assignments, and pages', async () => {
      const own = await insertProgramme(t);
      const dadaab = await insertApplication(
        t,
        own,
        { priorityScore: 40 },
        { locationCamp: 'DAD', locationArea: 'IFO', locationBlock: 'B1' },
      );
      const mine = await insertApplication(t, own, {
        priorityScore: 55,
        status: 'under_review',
        assignedTo: officer.userId,
      });
      const low = await insertApplication(t, own, { priorityScore: 10 });
      const ids = async (query: string) =>
        ((await call(t, officer, 'GET', `${BASE}?programme=${own}&${query}`)).json().items as { id: string }[]).map(
          (item) => item.id,
        );
      expect(await ids('status=under_review')).toEqual([mine.id]);
      expect(await ids('minPriority=20&maxPriority=50')).toEqual([dadaab.id]);
      expect(await ids('camp=DAD')).toEqual([dadaab.id]);
      expect(await ids('assignedToMe=true')).toEqual([mine.id]);
      expect(await ids('assignedToMe=false')).toEqual([mine.id, dadaab.id, low.id]);
      const second = (await call(t, officer, 'GET', `${BASE}?programme=${own}&pageSize=2&page=2`)).json();
      expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: low.id }] });
      expect((await call(t, officer, 'GET', `${BASE}?status=draft`)).statusCode).toBe(400);
      expect((await call(t, officer, 'GET', `${BASE}?camp=XYZ`)).statusCode).toBe(400);
      expect((await call(t, officer, 'GET', `${BASE}?pageSize=101`)).statusCode).toBe(400);
    });
  });

  describe('one application', () => {
    it('shows the answers, the registry record, documents, open duplicate alerts, eligibility and the programme’s projects; the read is audited', async () => {
      const person = await buildBeneficiary(
        t,
        kakumaPerson({ dateOfBirth: '1990-06-01', householdSize: 7, monthlyIncome: 0 }),
      );
      const twin = await buildBeneficiary(t, kakumaPerson({ firstName: 'Xaliimo', lastName: person.lastName }));
      const [a, b] = person.id < twin.id ? [person, twin] : [twin, person];
      const [alert] = await t.database.db
        .insert(duplicateAlerts)
        .values({ beneficiaryAId: a.id, beneficiaryBId: b.id, riskScore: 0.91, matchingFields: ['name'] })
        .returning();
      const [document] = await t.database.db
        .insert(beneficiaryDocuments)
        .values({
          beneficiaryId: person.id,
          documentType: 'refugee_card',
          documentName: 'UNHCR card',
          storageKey: 'k',
          fileSize: 10,
          mimeType: 'image/png',
          sha256: 'x',
        })
        .returning();
      const application = await insertApplication(t, 'cash-transfer', { beneficiaryId: person.id });
      const running = await insertProject(t, 'cash-transfer', 'active');
      const finished = await insertProject(t, 'cash-transfer', 'completed');
      const response = await call(t, officer, 'GET', `${BASE}/${application.id}`);
      expect(response.statusCode).toBe(200);
      const detail = response.json();
      expect(detail).toMatchObject({
        id: application.id,
        programName: 'Emergency Cash Transfer',
        status: 'submitted',
        applicationData: {
          householdIncome: 0,
          householdSize: 7,
          reasonForApplication: expect.any(String),
          references: expect.any(Array),
        },
        registry: {
          id: person.id,
          progresId: person.progresId,
          dateOfBirth: '1990-06-01',
          householdSize: 7,
          location: 'KAK-KK2-B7',
        },
        documents: [
          {
            id: document!.id,
            type: 'refugee_card',
            name: 'UNHCR card',
            status: 'pending',
            fileUrl: `/api/v1/staff/documents/${document!.id}/file`,
          },
        ],
        duplicateAlerts: [
          { id: alert!.id, riskScore: 0.91, otherPersonId: twin.id, otherName: `Xaliimo ${person.lastName}` },
        ],
        // The programme has no rules: nothing keeps the person out. Rules are checked in the selection tests.
        eligibility: { eligible: true, results: [] },
        scoreBreakdown: null,
        formulaVersion: null,
        reviewerNotes: null,
        enrolledProject: null,
      });
      const projectIds = (detail.projects as { id: string }[]).map((project) => project.id);
      expect(projectIds).toContain(running.id);
      expect(projectIds).not.toContain(finished.id);
      const audit = await auditOf(t, person.id, 'beneficiary.view');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: officer.userId,
        targetType: 'beneficiary',
        details: { applicationId: application.id },
      });
    });
  });
});
