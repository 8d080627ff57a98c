import type { StaffScope } from '@domain/organisations';
import type { RegistrySummary } from '@domain/registry-search';
import type { Database } from '@server/db/client';

/*
 * The registry's headline counts at a million people take about a second to
 * count (every person, then the 170,000 most vulnerable), and every staff
 * member opening the registry asks for them. A large registry's figures are
 * kept for a short while, apart for each scope: two staff members share a
 * figure only when their scopes are the same, so no one ever sees a count of
 * people outside their own scope. A small registry is counted afresh every
 * time (quick, and exact at once after a change).
 */

/** How long a large registry's figures are reused. */
export const SUMMARY_FRESH_MS = 30_000;
/** From this many people in scope, the figures are kept. */
export const SUMMARY_KEPT_FROM_PEOPLE = 10_000;

/** The same text for the same scope, whatever order its places were listed in. */
export function scopeKey(scope: StaffScope): string {
  if (scope.wholeRegistry) return 'whole-registry';
  const places = scope.places.map((place) => [place.camp, place.area ?? '*', place.block ?? '*'].join('/')).sort();
  return JSON.stringify({ organisation: scope.organisation?.code ?? null, places });
}

interface Kept {
  at: number;
  summary: Promise<RegistrySummary>;
}

export interface SummaryCacheOptions {
  now?: () => number;
  freshMs?: number;
  keptFromPeople?: number;
}

/** One per process; figures are kept per database (each test app has its own) and per scope. */
export class RegistrySummaryCache {
  private readonly byDatabase = new WeakMap<Database, Map<string, Kept>>();
  private readonly now: () => number;
  private readonly freshMs: number;
  private readonly keptFromPeople: number;

  constructor({ now = Date.now, freshMs = SUMMARY_FRESH_MS, keptFromPeople = SUMMARY_KEPT_FROM_PEOPLE } = {}) {
    this.now = now;
    this.freshMs = freshMs;
    this.keptFromPeople = keptFromPeople;
  }

  /** The kept figures while fresh; otherwise counts them (once, however many ask at the same moment). */
  get(db: Database, scope: StaffScope, count: () => Promise<RegistrySummary>): Promise<RegistrySummary> {
    let kept = this.byDatabase.get(db);
    if (!kept) {
      kept = new Map();
      this.byDatabase.set(db, kept);
    }
    const key = scopeKey(scope);
    const at = this.now();
    const fresh = kept.get(key);
    if (fresh && at - fresh.at < this.freshMs) return fresh.summary;
    const summary = count();
    const entry: Kept = { at, summary };
    kept.set(key, entry);
    const forget = () => {
      if (kept.get(key) === entry) kept.delete(key);
    };
    summary.then((figures) => {
      if (figures.total < this.keptFromPeople) forget();
    }, forget);
    return summary;
  }

  /** After a change this process made (a status change), the next read counts afresh. */
  forget(db: Database): void {
    this.byDatabase.delete(db);
  }
}

export const registrySummaryCache = new RegistrySummaryCache();
