import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '@server/test-support/builders';
import { createTestApp, type TestApp } from '@server/test-support/test-app';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './seed-demo';

describe('the demo follow-up of the business grant', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ ownDatabase: true });
    await seedDemo(t.auth, t.database);
    admin = await signIn(t, 'admin@demo.local', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const indicators = async () => {
    const response = await get('/api/v1/staff/programmes/business-grant/indicators?breakdown=gender', admin);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('gives the indicators page real, varied figures', async () => {
    const { overall, groups } = await indicators();
    expect(overall.participants).toBeGreaterThan(100);
    expect(overall.completion.rate).toBeGreaterThan(0.4);
    expect(overall.completion.rate).toBeLessThan(1);
    // Some businesses closed between 3 and 6 months, and not every one was trading even at 3.
    expect(overall.survival[3].rate).toBeGreaterThan(overall.survival[6].rate);
    expect(overall.survival[3].rate).toBeLessThan(1);
    expect(overall.survival[6].count).toBeGreaterThan(0);
    expect(overall.employment.count).toBeGreaterThan(0);
    expect(overall.employment.rate).toBeLessThan(1);
    expect(overall.medianIncomeChange).toBeGreaterThan(0);
    // A few graduated: more than none, well short of everyone.
    expect(overall.graduation.count).toBeGreaterThan(0);
    expect(overall.graduation.rate).toBeLessThan(0.6);
    expect(groups.length).toBeGreaterThan(1);
  });

  it('has 3- and 6-month rounds, visits assigned to the Dadaab officer, a few still due', async () => {
    const overview = (await get('/api/v1/staff/programmes/business-grant/follow-up', admin)).json();
    const rounds = overview.rounds.map((round: { monthsAfter: number; visits: number; recorded: number }) => round);
    expect(rounds.map((round: { monthsAfter: number }) => round.monthsAfter)).toEqual([3, 6]);
    expect(rounds[0].recorded).toBe(rounds[0].visits);
    expect(rounds[1].recorded).toBeLessThan(rounds[1].visits);
    expect(rounds[1].recorded).toBeGreaterThan(rounds[1].visits / 2);
    const officer = await signIn(t, 'officer@demo.local', DEMO_PASSWORD);
    const mine = (
      await get('/api/v1/staff/programmes/business-grant/follow-up/visits?mine=true&status=due', officer)
    ).json();
    expect(mine.total).toBe(rounds[1].visits - rounds[1].recorded);
  });

  it('changes nothing when seeded again', async () => {
    const before = await indicators();
    await seedDemo(t.auth, t.database);
    expect(await indicators()).toEqual(before);
  });
});
