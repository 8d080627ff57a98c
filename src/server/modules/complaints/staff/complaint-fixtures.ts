import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditEvents, beneficiaryNotifications, feedbackCases, staffMembers } from '@server/db/schema';
import { buildStaffMember, buildUser, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';

export const STAFF_FEEDBACK = '/api/v1/staff/feedback';
export const MY_FEEDBACK = '/api/v1/beneficiary/feedback';

export const complaint = {
  kind: 'complaint',
  category: 'payments',
  subject: 'Cash transfer not received',
  description: 'My October transfer has not arrived on my mobile money account.',
  contactChannel: 'sms',
};

type Method = 'GET' | 'POST';

export function staffFeedbackKit(t: TestApp) {
  const call = (user: Pick<BuiltUser, 'cookie'> | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: user ? { cookie: user.cookie } : {} });

  /** A new person submits a case through the portal; answers the case as the person sees it and their record's id. */
  async function submitted(overrides: Record<string, unknown> = {}, person?: BuiltUser) {
    const user = person ?? (await buildUser(t, { firstName: 'Zawadi', lastName: 'Kiprono' }));
    const response = await call(user, 'POST', MY_FEEDBACK, { ...complaint, ...overrides });
    expect(response.statusCode).toBe(201);
    const created = response.json() as { id: string; reference: string };
    const [row] = await t.database.db.select().from(feedbackCases).where(eq(feedbackCases.id, created.id));
    return { user, id: created.id, reference: created.reference, beneficiaryId: row!.beneficiaryId };
  }

  async function staff(options: { admin?: boolean; safeguarding?: boolean; firstName?: string } = {}) {
    const member = await buildStaffMember(t, {
      status: 'active',
      isAdmin: options.admin ?? false,
      site: 'Dadaab Operations',
    });
    if (options.safeguarding)
      await t.database.db
        .update(staffMembers)
        .set({ safeguarding: true })
        .where(eq(staffMembers.userId, member.userId));
    return member;
  }

  const act = (
    user: BuiltUser,
    id: string,
    action: 'assign' | 'status' | 'priority' | 'notes' | 'replies' | 'restrict',
    body: unknown = {},
  ) => call(user, 'POST', `${STAFF_FEEDBACK}/${id}/${action}`, body);

  /** In the order they happened: PostgreSQL promises no order without one. */
  const audits = (caseId: string) =>
    t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetType, 'feedback_case'), eq(auditEvents.targetId, caseId)))
      .orderBy(asc(auditEvents.createdAt));

  const notices = (beneficiaryId: string) =>
    t.database.db
      .select()
      .from(beneficiaryNotifications)
      .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId));

  return { call, submitted, staff, act, audits, notices };
}

export function expectProblem(response: { statusCode: number; json(): unknown }, status: number, detail?: string) {
  expect(response.statusCode).toBe(status);
  if (detail) expect(response.json()).toMatchObject({ status, detail });
}
