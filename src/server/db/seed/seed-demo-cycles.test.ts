import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeCycles } from '@server/db/schema';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';

describe('the demo grant cycle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
  });
  afterAll(() => t.close());

  it('is made once, and the admin sees its traders due and held', async () => {
    await seedDemo(t.auth, t.database);
    const cycles = await t.database.db
      .select()
      .from(programmeCycles)
      .where(eq(programmeCycles.programmeId, 'business-grant'));
    expect(cycles).toHaveLength(1);
    const cookie = await signIn(t, 'admin@demo.local', DEMO_PASSWORD);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/programmes/business-grant/cycles/${cycles[0]!.id}`,
      headers: { cookie },
    });
    expect(detail.statusCode).toBe(200);
    const { totals, people } = detail.json();
    expect(people.length).toBeGreaterThan(50);
    expect(totals.due.count).toBeGreaterThan(0);
    expect(totals.held.count).toBeGreaterThan(0);
  });
});
