import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { complaint, staffFeedbackKit } from '@server/modules/complaints/staff/complaint-fixtures';

describe('the audit log and sensitive complaints', () => {
  let t: TestApp;
  let kit: ReturnType<typeof staffFeedbackKit>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = staffFeedbackKit(t);
  });
  afterAll(() => t.close());

  const entries = async (cookie: string, caseId: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/audit-log?targetType=feedback_case&targetId=${caseId}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { total: number; items: { action: string }[] };
  };

  it('shows what was done on a sensitive case only to admins with safeguarding or handling it; plain cases to every admin', async () => {
    const admin = await kit.staff({ admin: true });
    const safeAdmin = await kit.staff({ admin: true, safeguarding: true });
    const guardian = await kit.staff({ safeguarding: true });
    const sensitive = await kit.submitted({ ...complaint, category: 'fraud_corruption' });
    const plain = await kit.submitted();
    expect((await kit.act(guardian, sensitive.id, 'assign')).statusCode).toBe(200);
    expect((await kit.act(admin, plain.id, 'assign')).statusCode).toBe(200);

    expect(await entries(admin.cookie, sensitive.id)).toMatchObject({ total: 0, items: [] });
    expect(await entries(safeAdmin.cookie, sensitive.id)).toMatchObject({
      total: 1,
      items: [{ action: 'feedback.assigned' }],
    });
    expect(await entries(admin.cookie, plain.id)).toMatchObject({ total: 1, items: [{ action: 'feedback.assigned' }] });
  });
});
