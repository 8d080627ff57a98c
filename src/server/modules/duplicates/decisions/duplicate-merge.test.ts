import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  beneficiaries,
  beneficiaryNotifications,
  duplicateAlerts,
  duplicateMerges,
  paymentRecords,
  projectEnrolments,
} from '@server/db/schema';
import { buildStaffAdmin, buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import { buildVerifiedCompanyWithJob } from '@server/test-support/job-builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { buildBatchPayments, buildPaymentBatch } from '@server/test-support/payment-builders';
import { buildProject } from '@server/test-support/project-builders';
import { attachLinkedRows, buildMaxamed, buildPair, ownersOf } from './duplicate-fixtures';

const BASE = '/api/v1/duplicates';

describe('duplicate alerts: Confirm Duplicate merges, an admin reverses', () => {
  let t: TestApp;
  let officer: BuiltUser;
  let admin: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    officer = await buildStaffMember(t, { status: 'active', isAdmin: false, site: 'Kakuma' });
    admin = await buildStaffAdmin(t);
  });
  afterAll(() => t.close());

  const post = (url: string, cookie: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const confirm = (alertId: string, keepBeneficiaryId: string) =>
    post(`${BASE}/${alertId}/decision`, officer.cookie, { decision: 'confirm_duplicate', keepBeneficiaryId });
  const person = async (id: string) =>
    (await t.database.db.select().from(beneficiaries).where(eq(beneficiaries.id, id)))[0]!;
  const links = async () => {
    const [project, { job }] = await Promise.all([buildProject(t), buildVerifiedCompanyWithJob(t)]);
    return { projectId: project.id, jobId: job.id };
  };

  it('moves every linked row to the kept record in one go, and the admin reverses it exactly', async () => {
    const { alert, a, b } = await buildPair(t, 0.95, { status: 'transferred' });
    const [merged, kept] = a.status === 'transferred' ? [a, b] : [b, a];
    const movedRows = await attachLinkedRows(t, merged.id, await links());
    const keptOwn = await attachLinkedRows(t, kept.id, { ...(await links()), programId: 'skills-training' });

    const response = await confirm(alert.id, kept.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'resolved',
      resolution: 'confirmed_duplicate',
      keptBeneficiaryId: kept.id,
    });

    const moved = await ownersOf(t, movedRows);
    for (const owners of Object.values(moved)) expect(owners).toEqual([kept.id]);
    expect(await person(merged.id)).toMatchObject({ mergedIntoId: kept.id, status: 'inactive', duplicateRisk: null });
    expect((await person(merged.id)).mergedAt).toBeInstanceOf(Date);
    const [record] = await t.database.db.select().from(duplicateMerges).where(eq(duplicateMerges.alertId, alert.id));
    expect(record).toMatchObject({
      keptId: kept.id,
      mergedId: merged.id,
      movedRows,
      mergedByUserId: officer.userId,
      mergedPreviousStatus: 'transferred',
    });

    const history = await t.database.db
      .select()
      .from(auditEvents)
      .where(inArray(auditEvents.targetId, [merged.id, kept.id]));
    const confirmations = history.filter((entry) => entry.action === 'duplicate.confirm_duplicate');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[0]!.details).toMatchObject({
      alertId: alert.id,
      decision: 'confirm_duplicate',
      keptId: kept.id,
      mergedId: merged.id,
    });

    // The kept person's page lists the moved application.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/beneficiaries/${kept.id}`,
      headers: { cookie: officer.cookie },
    });
    expect(page.json().applications.map((row: { id: string }) => row.id)).toEqual(
      expect.arrayContaining(movedRows.programApplications),
    );

    expect((await post(`${BASE}/${alert.id}/reverse-merge`, officer.cookie)).statusCode).toBe(403);
    const reversed = await post(`${BASE}/${alert.id}/reverse-merge`, admin.cookie);
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ status: 'reviewing', resolution: null, keptBeneficiaryId: null });
    for (const owners of Object.values(await ownersOf(t, movedRows))) expect(owners).toEqual([merged.id]);
    for (const owners of Object.values(await ownersOf(t, keptOwn))) expect(owners).toEqual([kept.id]);
    expect(await person(merged.id)).toMatchObject({
      mergedIntoId: null,
      mergedAt: null,
      status: 'transferred',
      duplicateRisk: 0.95,
    });
    const [after] = await t.database.db.select().from(duplicateMerges).where(eq(duplicateMerges.alertId, alert.id));
    expect(after).toMatchObject({ reversedByUserId: admin.userId });

    const again = await post(`${BASE}/${alert.id}/reverse-merge`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This alert has no merge to reverse.');
  });

  it('counts the moved rows in the person’s history, but not their feedback cases', async () => {
    const { alert, a, b } = await buildPair(t);
    const movedRows = await attachLinkedRows(t, b.id, await links());
    expect((await confirm(alert.id, a.id)).statusCode).toBe(200);
    // The rows move all the same, and the merge record keeps every id so that a reversal is exact.
    expect((await ownersOf(t, movedRows)).feedbackCases).toEqual([a.id]);
    const [record] = await t.database.db.select().from(duplicateMerges).where(eq(duplicateMerges.alertId, alert.id));
    expect(record!.movedRows.feedbackCases).toEqual(movedRows.feedbackCases);

    for (const personId of [a.id, b.id]) {
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/v1/staff/beneficiaries/${personId}/history`,
        headers: { cookie: officer.cookie },
      });
      expect(history.statusCode).toBe(200);
      const merge = history
        .json()
        .items.find((entry: { action: string }) => entry.action === 'duplicate.confirm_duplicate');
      expect(merge.details.moved).toEqual({
        programApplications: 1,
        projectEnrolments: 1,
        beneficiaryDocuments: 1,
        paymentRecords: 1,
        beneficiaryMessages: 1,
        jobApplications: 1,
      });
      expect(history.body).not.toMatch(/feedback/i);
    }
  });

  it('keeps the kept person’s enrolment when both are in the same project', async () => {
    const { alert, a, b } = await buildPair(t);
    const project = await buildProject(t);
    await t.database.db.insert(projectEnrolments).values([
      { projectId: project.id, beneficiaryId: a.id },
      { projectId: project.id, beneficiaryId: b.id },
    ]);
    expect((await confirm(alert.id, a.id)).statusCode).toBe(200);
    const enrolments = await t.database.db
      .select()
      .from(projectEnrolments)
      .where(eq(projectEnrolments.projectId, project.id));
    expect(enrolments.map((row) => row.beneficiaryId).sort()).toEqual([a.id, b.id].sort());
    const [record] = await t.database.db.select().from(duplicateMerges).where(eq(duplicateMerges.alertId, alert.id));
    expect(record!.movedRows.projectEnrolments).toEqual([]);
  });

  it('keeps both payments when the two records were paid in the same batch, and moves the notifications', async () => {
    const { alert, a, b } = await buildPair(t);
    const project = await buildProject(t);
    const batch = await buildPaymentBatch(t, { projectId: project.id, paymentMethod: 'cash' });
    await buildBatchPayments(t, batch, [a.id, b.id]);
    await t.database.db
      .insert(beneficiaryNotifications)
      .values({ beneficiaryId: b.id, kind: 'message_received', tab: 'messages' });

    expect((await confirm(alert.id, a.id)).statusCode).toBe(200);

    const payments = await t.database.db.select().from(paymentRecords).where(eq(paymentRecords.batchId, batch.id));
    expect(payments.map((row) => row.beneficiaryId).sort()).toEqual([a.id, b.id].sort());
    const notices = await t.database.db
      .select()
      .from(beneficiaryNotifications)
      .where(inArray(beneficiaryNotifications.beneficiaryId, [a.id, b.id]));
    expect(notices.map((row) => row.beneficiaryId)).toEqual([a.id]);
  });

  it('moves the portal account to the kept record when only the merged one has it, and back on reversal', async () => {
    const account = await buildUser(t);
    const { alert, a, b } = await buildPair(t, 0.9, { userId: account.userId });
    const [merged, kept] = a.userId ? [a, b] : [b, a];
    expect((await confirm(alert.id, kept.id)).statusCode).toBe(200);
    expect((await person(merged.id)).userId).toBeNull();
    expect((await person(kept.id)).userId).toBe(account.userId);
    const [record] = await t.database.db.select().from(duplicateMerges).where(eq(duplicateMerges.alertId, alert.id));
    expect(record!.movedUserId).toBe(account.userId);

    expect((await post(`${BASE}/${alert.id}/reverse-merge`, admin.cookie)).statusCode).toBe(200);
    expect((await person(merged.id)).userId).toBe(account.userId);
    expect((await person(kept.id)).userId).toBeNull();
  });

  it('refuses to merge two records that each have a portal account (409, nothing moved)', async () => {
    const [first, second] = [await buildUser(t), await buildUser(t)];
    const { alert, a, b } = await buildPair(t, 0.9, { userId: first.userId }, { userId: second.userId });
    const rows = await attachLinkedRows(t, a.id, await links());
    const response = await confirm(alert.id, b.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'Both records have their own portal account, so they cannot be merged here. Ask an administrator to handle this pair.',
    );
    for (const owners of Object.values(await ownersOf(t, rows))) expect(owners).toEqual([a.id]);
    const [alertRow] = await t.database.db.select().from(duplicateAlerts).where(eq(duplicateAlerts.id, alert.id));
    expect(alertRow!.status).toBe('pending');
    expect((await person(a.id)).mergedIntoId).toBeNull();
  });

  it('refuses a reversal that would clash with a row added to the merged record since (409, nothing changed)', async () => {
    const { alert, a, b } = await buildPair(t);
    const project = await buildProject(t);
    const [enrolment] = await t.database.db
      .insert(projectEnrolments)
      .values({ projectId: project.id, beneficiaryId: a.id })
      .returning();
    expect((await confirm(alert.id, b.id)).statusCode).toBe(200);
    await t.database.db.insert(projectEnrolments).values({ projectId: project.id, beneficiaryId: a.id });
    const response = await post(`${BASE}/${alert.id}/reverse-merge`, admin.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/^The merge cannot be reversed/);
    const [moved] = await t.database.db.select().from(projectEnrolments).where(eq(projectEnrolments.id, enrolment!.id));
    expect(moved!.beneficiaryId).toBe(b.id);
    expect((await person(a.id)).mergedIntoId).toBe(b.id);
  });

  it('refuses to merge a record that was already merged into someone else', async () => {
    const first = await buildPair(t);
    expect((await confirm(first.alert.id, first.a.id)).statusCode).toBe(200);
    const third = await buildMaxamed(t);
    const [x, y] = first.b.id < third.id ? [first.b, third] : [third, first.b];
    const [second] = await t.database.db
      .insert(duplicateAlerts)
      .values({ beneficiaryAId: x.id, beneficiaryBId: y.id, riskScore: 0.8 })
      .returning();
    const response = await confirm(second!.id, third.id);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe('One of these records has already been merged into another record.');
  });
});
