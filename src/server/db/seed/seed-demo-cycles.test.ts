import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cycleInstalmentPayments, paymentRecords, programmeCycles } from '@server/db/schema';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';

describe('the demo grant cycles', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
    admin = await signIn(t, 'admin@demo.local', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('are made once: seeding again writes no cycle, payment or instalment', async () => {
    const count = async () => ({
      cycles: (await t.database.db.select().from(programmeCycles)).length,
      instalments: (await t.database.db.select().from(cycleInstalmentPayments)).length,
      payments: (await t.database.db.select({ id: paymentRecords.id }).from(paymentRecords)).length,
    });
    const before = await count();
    await seedDemo(t.auth, t.database);
    expect(await count()).toEqual(before);
    expect(before.cycles).toBe(3);
  });

  it('show the admin the running cycle with traders due and held', async () => {
    const { items } = (await get('/api/v1/staff/programmes/business-grant/cycles', admin)).json();
    const running = items.find((cycle: { name: string }) => cycle.name === 'Kakuma traders, cohort 1');
    const detail = await get(`/api/v1/staff/programmes/business-grant/cycles/${running.id}`, admin);
    expect(detail.statusCode).toBe(200);
    const { totals, people } = detail.json();
    expect(people.length).toBeGreaterThan(50);
    expect(totals.due.count).toBeGreaterThan(0);
    expect(totals.held.count).toBeGreaterThan(0);
  });

  it('show two finished cycles whose tranches were paid, the last one held for some until a visit', async () => {
    const { items } = (await get('/api/v1/staff/programmes/business-grant/cycles', admin)).json();
    const finished = items.filter((cycle: { name: string }) => cycle.name.startsWith('Dadaab start-up grants'));
    expect(finished).toHaveLength(2);
    for (const cycle of finished) {
      expect(cycle.endsOn < new Date().toISOString().slice(0, 10)).toBe(true);
      const { totals } = (await get(`/api/v1/staff/programmes/business-grant/cycles/${cycle.id}`, admin)).json();
      expect(totals.paid.count).toBeGreaterThan(100);
      expect(totals.inPayment.count).toBe(0);
    }
    const second = finished.find((cycle: { name: string }) => cycle.name.endsWith('second year'));
    const { people } = (await get(`/api/v1/staff/programmes/business-grant/cycles/${second.id}`, admin)).json();
    const visited = people.filter((person: { visitRecorded: boolean }) => person.visitRecorded);
    expect(visited.length).toBeGreaterThan(50);
  });

  it('show Amina, in her portal, the tranches paid to her and the next one waiting on a visit', async () => {
    const cookie = await signIn(t, 'amina@demo.local', DEMO_PASSWORD);
    const plan = await get('/api/v1/beneficiary/payment-plan', cookie);
    expect(plan.statusCode).toBe(200);
    const second = plan
      .json()
      .cycles.find((cycle: { cycleName: string }) => cycle.cycleName === 'Dadaab start-up grants, second year');
    const states = second.instalments.map((instalment: { key: string; state: string; amount: number }) => [
      instalment.key,
      instalment.state,
      instalment.amount,
    ]);
    expect(states).toEqual([
      ['tranche-1', 'paid', 20_000],
      ['tranche-2', 'paid', 20_000],
      ['tranche-3', 'held', 10_000],
    ]);
    const next = second.instalments[2];
    expect(next.reasons.length).toBeGreaterThan(0);
  });
});
