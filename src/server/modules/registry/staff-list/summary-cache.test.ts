import { describe, expect, it } from 'vitest';
import type { StaffScope } from '@domain/organisations';
import type { RegistrySummary } from '@domain/registry-search';
import type { Database } from '@server/db/client';
import { RegistrySummaryCache, scopeKey } from './summary-cache';

const WHOLE: StaffScope = { organisation: null, wholeRegistry: true, places: [] };
const organisation = (code: string) => ({ code, name: code, colour: 'blue' as const, leadAgency: false });
const kakuma: StaffScope = {
  organisation: organisation('IRC'),
  wholeRegistry: false,
  places: [
    { camp: 'KAK', area: 'KK1', block: null },
    { camp: 'KAK', area: 'KK2', block: null },
  ],
};
const figures = (total: number): RegistrySummary => ({
  total,
  activeProgrammes: 1,
  highVulnerability: 2,
  duplicateAlerts: 3,
});
/** Two databases, as two test apps would have: only their identity matters to the cache. */
const db = {} as Database;
const otherDb = {} as Database;

function counter(total: number) {
  const calls = { count: 0 };
  const count = async () => {
    calls.count += 1;
    return figures(total);
  };
  return { calls, count };
}

function cacheAt(start = 0) {
  const clock = { now: start };
  const cache = new RegistrySummaryCache({ now: () => clock.now, freshMs: 30_000, keptFromPeople: 10_000 });
  return { clock, cache };
}

describe('the registry summary kept per scope', () => {
  it('reuses a large registry’s figures for the same scope while they are fresh, then counts again', async () => {
    const { clock, cache } = cacheAt();
    const whole = counter(1_000_000);
    expect(await cache.get(db, WHOLE, whole.count)).toEqual(figures(1_000_000));
    clock.now = 29_999;
    await cache.get(db, WHOLE, whole.count);
    expect(whole.calls.count).toBe(1);
    clock.now = 30_000;
    await cache.get(db, WHOLE, whole.count);
    expect(whole.calls.count).toBe(2);
  });

  it('gives every scope its own figures, never one kept for another', async () => {
    const { cache } = cacheAt();
    await cache.get(db, WHOLE, counter(1_000_000).count);
    const kakumaCount = counter(300_000);
    expect((await cache.get(db, kakuma, kakumaCount.count)).total).toBe(300_000);
    const otherOrganisation = { ...kakuma, organisation: organisation('DRC') };
    expect((await cache.get(db, otherOrganisation, counter(310_000).count)).total).toBe(310_000);
    const onePlace = { ...kakuma, places: [kakuma.places[0]!] };
    expect((await cache.get(db, onePlace, counter(150_000).count)).total).toBe(150_000);
    expect((await cache.get(db, WHOLE, counter(1).count)).total).toBe(1_000_000);
    expect((await cache.get(otherDb, WHOLE, counter(20_000).count)).total).toBe(20_000);
  });

  it('treats the same places listed in another order as the same scope', () => {
    const reordered = { ...kakuma, places: [...kakuma.places].reverse() };
    expect(scopeKey(reordered)).toBe(scopeKey(kakuma));
    expect(scopeKey({ ...kakuma, places: [{ camp: 'KAK', area: 'KK1', block: 'B1' }] })).not.toBe(scopeKey(kakuma));
  });

  it('counts a small registry afresh every time, so a change shows at once', async () => {
    const { cache } = cacheAt();
    const small = counter(9_999);
    await cache.get(db, WHOLE, small.count);
    await cache.get(db, WHOLE, small.count);
    expect(small.calls.count).toBe(2);
  });

  it('shares one count among requests arriving together, and keeps no failed count', async () => {
    const { cache } = cacheAt();
    const whole = counter(1_000_000);
    await Promise.all([cache.get(db, WHOLE, whole.count), cache.get(db, WHOLE, whole.count)]);
    expect(whole.calls.count).toBe(1);
    const failing = async () => Promise.reject(new Error('statement timeout'));
    await expect(cache.get(db, kakuma, failing)).rejects.toThrow('statement timeout');
    expect((await cache.get(db, kakuma, counter(300_000).count)).total).toBe(300_000);
  });

  it('counts afresh after a change made through the registry', async () => {
    const { cache } = cacheAt();
    await cache.get(db, WHOLE, counter(1_000_000).count);
    cache.forget(db);
    expect((await cache.get(db, WHOLE, counter(1_000_001).count)).total).toBe(1_000_001);
  });
});
