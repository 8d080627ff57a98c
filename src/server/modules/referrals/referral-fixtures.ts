import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { StaffPlace } from '@domain/organisations';
import { auditEvents, beneficiaryNotifications } from '@server/db/schema';
import { buildStaffMember, type BuiltUser } from '@server/test-support/builders';
import type { TestApp } from '@server/test-support/test-app';

export const REFERRALS = '/api/v1/staff/referrals';
export const MY_REFERRALS = '/api/v1/beneficiary/referrals';

export const kakuma: StaffPlace[] = [{ camp: 'KAK', area: null, block: null }];
export const dadaab: StaffPlace[] = [{ camp: 'DAD', area: null, block: null }];

export function referralKit(t: TestApp) {
  const call = (user: Pick<BuiltUser, 'cookie'>, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object | undefined, headers: { cookie: user.cookie } });

  const officer = (organisation: string, places: StaffPlace[]) =>
    buildStaffMember(t, { status: 'active', isAdmin: false, site: null, organisation, places });

  const refer = (from: BuiltUser, beneficiaryId: string, overrides: Record<string, unknown> = {}) =>
    call(from, 'POST', REFERRALS, {
      beneficiaryId,
      toOrganisation: 'DRC',
      service: 'protection',
      reason: 'Needs legal counselling about her documents',
      urgency: 'priority',
      consent: 'yes',
      sharedFields: ['name', 'phone'],
      ...overrides,
    });

  const act = (user: BuiltUser, id: string, action: string, body: unknown = {}) =>
    call(user, 'POST', `${REFERRALS}/${id}/${action}`, body);

  const auditActions = async (id: string) =>
    (
      await t.database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(and(eq(auditEvents.targetType, 'referral'), eq(auditEvents.targetId, id)))
    ).map((row) => row.action);

  const noticeKinds = async (beneficiaryId: string) =>
    (
      await t.database.db
        .select({ kind: beneficiaryNotifications.kind })
        .from(beneficiaryNotifications)
        .where(eq(beneficiaryNotifications.beneficiaryId, beneficiaryId))
    ).map((row) => row.kind);

  return { call, officer, refer, act, auditActions, noticeKinds };
}

export function expectProblem(response: { statusCode: number; json: () => unknown }, status: number, detail?: string) {
  expect(response.statusCode).toBe(status);
  if (detail) expect(response.json()).toMatchObject({ detail });
}
