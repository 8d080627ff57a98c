import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaryBusinesses,
  beneficiaryDocuments,
  beneficiaryMessages,
  paymentRecords,
  programApplications,
} from '@server/db/schema';
import { buildStaffAdmin, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildProgramme, programmeTexts } from '@server/test-support/programme-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

describe('my dashboard', () => {
  let t: TestApp;
  const programId = `test-programme-${randomUUID()}`;
  beforeAll(async () => {
    t = await createTestApp();
    await buildProgramme(t, {
      id: programId,
      kind: 'cash_transfer',
      // After the reference programmes, wherever lists show them.
      position: 1000,
      content: {
        en: programmeTexts('Emergency Cash Transfer'),
        sw: programmeTexts('Msaada wa Dharura wa Pesa'),
      },
    });
  });
  afterAll(() => t.close());

  const dashboard = (user: Pick<BuiltUser, 'cookie'> | null, language = 'en') =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/dashboard',
      headers: { 'accept-language': language, ...(user ? { cookie: user.cookie } : {}) },
    });

  async function personOf(user: BuiltUser): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/beneficiary/profile',
      headers: { cookie: user.cookie },
    });
    return response.json().id as string;
  }

  it('greets a new beneficiary with empty lists and a profile to complete', async () => {
    const user = await buildUser(t, { firstName: 'Amina', lastName: 'Hassan' });
    const response = await dashboard(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      firstName: 'Amina',
      lastName: 'Hassan',
      stats: { activeApplications: 0, totalPayments: 0, unreadMessages: 0, activeBusinesses: 0 },
      recentApplications: [],
      payments: [],
      unreadMessages: [],
      profileStatus: {
        percent: 0,
        checklist: { basicInfo: false, contactDetails: false, skills: false, documentsVerified: false },
      },
    });
  });

  it('counts by the spec rules and lists at most 5 of each, newest first', async () => {
    const user = await buildUser(t);
    const beneficiaryId = await personOf(user);
    const db = t.database.db;
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, minutes));
    const statuses = ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'completed'] as const;
    // One open application per programme (a database rule): the open ones go to the reference programmes.
    const OTHER_PROGRAMME: Partial<Record<string, string>> = {
      draft: 'cash-transfer',
      submitted: 'skills-training',
      under_review: 'business-grant',
    };
    await db.insert(programApplications).values(
      statuses.map((status, i) => ({
        beneficiaryId,
        programId: OTHER_PROGRAMME[status] ?? programId,
        programType: 'cash_transfer',
        status,
        applicationData: {},
        completionPercentage: 50,
        createdAt: at(i),
      })),
    );
    await db.insert(paymentRecords).values([
      { beneficiaryId, amount: 5000, paymentMethod: 'mobile_money', status: 'completed', createdAt: at(1) },
      { beneficiaryId, amount: 2000, paymentMethod: 'cash', status: 'completed', createdAt: at(2) },
      { beneficiaryId, amount: 9999, paymentMethod: 'bank_transfer', status: 'pending', createdAt: at(3) },
      { beneficiaryId, amount: 7777, paymentMethod: 'mobile_money', status: 'failed', createdAt: at(4) },
    ]);
    await db.insert(beneficiaryMessages).values([
      ...Array.from({ length: 6 }, (_, i) => ({
        beneficiaryId,
        subject: `Unread ${i}`,
        message: 'Hello',
        createdAt: at(i),
      })),
      { beneficiaryId, subject: 'Read', message: 'Seen', readStatus: true, createdAt: at(30) },
    ]);
    await db.insert(beneficiaryBusinesses).values(
      (['startup', 'operating', 'growing', 'closed'] as const).map((status) => ({
        beneficiaryId,
        name: `Shop ${status}`,
        status,
      })),
    );
    await db.insert(beneficiaryDocuments).values({
      beneficiaryId,
      documentType: 'refugee_card',
      documentName: 'UNHCR card',
      storageKey: 'test/none',
      fileSize: 1,
      mimeType: 'application/pdf',
      sha256: 'x',
      status: 'verified',
    });

    const body = (await dashboard(user)).json();
    expect(body.stats).toEqual({ activeApplications: 3, totalPayments: 7000, unreadMessages: 6, activeBusinesses: 3 });
    expect(body.recentApplications.map((a: { status: string }) => a.status)).toEqual([
      'completed',
      'rejected',
      'approved',
      'under_review',
      'submitted',
    ]);
    expect(body.recentApplications[0].programName).toBe('Emergency Cash Transfer');
    expect(body.payments).toHaveLength(4);
    expect(body.payments[0]).toMatchObject({ amount: 7777, status: 'failed', paymentMethod: 'mobile_money' });
    expect(body.unreadMessages.map((m: { subject: string }) => m.subject)).toEqual([
      'Unread 5',
      'Unread 4',
      'Unread 3',
      'Unread 2',
      'Unread 1',
    ]);
    expect(body.profileStatus.checklist.documentsVerified).toBe(true);

    const swahili = (await dashboard(user, 'sw')).json();
    expect(swahili.recentApplications[0].programName).toBe('Msaada wa Dharura wa Pesa');
  });

  it('shows only my own records', async () => {
    const mine = await buildUser(t);
    const other = await buildUser(t);
    const otherId = await personOf(other);
    await t.database.db
      .insert(beneficiaryMessages)
      .values({ beneficiaryId: otherId, subject: 'Private', message: 'Not for you' });
    expect((await dashboard(mine)).json().unreadMessages).toEqual([]);
    expect((await dashboard(other)).json().stats.unreadMessages).toBe(1);
  });

  it('is for beneficiaries only', async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    expect((await dashboard(await buildUser(t, { userType: 'employer' }))).statusCode).toBe(403);
    expect((await dashboard(await buildStaffAdmin(t))).statusCode).toBe(403);
  });
});
