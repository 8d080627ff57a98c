import type { EntitlementPlan, TrancheCondition } from './cycles-plan';

/*
 * What one person of a cycle is due, instalment by instalment, from the plan and the facts the server read
 * about them. Pure: the server reads the facts, this decides, and the same answer is shown to staff (who is
 * due, who is held and why) and to the person (what is next and what it waits on).
 */

export interface PersonFacts {
  /** Still enrolled in the cycle's project (not withdrawn). */
  enrolled: boolean;
  /** Merged into another record as a duplicate: that record is paid, never this one. */
  merged: boolean;
  /** Attendance taken for the person at the project's activities within the cycle. */
  sessionsTaken: number;
  sessionsAttended: number;
  /** Sessions attended within the cycle, by month: '2026-03' -> 4. */
  attendedByMonth: Record<string, number>;
  /** Document types of theirs that staff verified. */
  verifiedDocumentTypes: string[];
  /** A verification visit recorded for them in this cycle. */
  visitRecorded: boolean;
}

export interface CycleDates {
  startsOn: string;
  endsOn: string;
}

export type HoldReason =
  | { code: 'not_enrolled' }
  | { code: 'merged' }
  | { code: 'document_not_verified'; documentType: string }
  | { code: 'attendance_below'; percent: number; attendedPercent: number }
  | { code: 'no_verification_visit' };

/** due: may be prepared now. held: a condition is not met. upcoming: its date has not come. */
export type InstalmentState = 'due' | 'held' | 'upcoming';

export interface Instalment {
  /** Stable within a cycle: the key that makes a second payment of it impossible. */
  key: string;
  sequence: number;
  amount: number;
  periodStart: string;
  periodEnd: string;
  state: InstalmentState;
  reasons: HoldReason[];
  /** For a tranche: its share in percent and its conditions, so a page can say what it waits on. */
  share?: number;
  /** For a stipend month: the sessions attended that the amount pays for. */
  sessions?: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The day `months` calendar months after `day`, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(date, lastDay))}`;
}

/** The day before `day`. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** Reasons that hold every instalment of the person, whatever the plan. */
export function standingReasons(facts: PersonFacts): HoldReason[] {
  const reasons: HoldReason[] = [];
  if (facts.merged) reasons.push({ code: 'merged' });
  if (!facts.enrolled) reasons.push({ code: 'not_enrolled' });
  return reasons;
}

export function attendancePercent(facts: Pick<PersonFacts, 'sessionsTaken' | 'sessionsAttended'>): number {
  return facts.sessionsTaken === 0 ? 0 : Math.floor((facts.sessionsAttended * 100) / facts.sessionsTaken);
}

/** The condition's hold reason, or null when the facts meet it. */
export function unmetCondition(condition: TrancheCondition, facts: PersonFacts): HoldReason | null {
  switch (condition.kind) {
    case 'document_verified':
      return facts.verifiedDocumentTypes.includes(condition.documentType)
        ? null
        : { code: 'document_not_verified', documentType: condition.documentType };
    case 'attendance_at_least': {
      const attendedPercent = attendancePercent(facts);
      return attendedPercent >= condition.percent
        ? null
        : { code: 'attendance_below', percent: condition.percent, attendedPercent };
    }
    case 'verification_visit':
      return facts.visitRecorded ? null : { code: 'no_verification_visit' };
  }
}

/** Whole shillings per tranche, the last taking what rounding left so the parts add up to the total. */
export function trancheAmounts(total: number, shares: number[]): number[] {
  const amounts = shares.map((share) => Math.floor((total * share) / 100));
  const rounded = amounts.reduce((sum, value) => sum + value, 0);
  if (amounts.length > 0) amounts[amounts.length - 1]! += total - rounded;
  return amounts;
}

function withStanding(state: InstalmentState, reasons: HoldReason[], standing: HoldReason[]) {
  const all = [...standing, ...reasons];
  if (state === 'upcoming') return { state, reasons: all };
  return all.length > 0 ? { state: 'held' as const, reasons: all } : { state: 'due' as const, reasons: all };
}

function fixedMonthly(
  plan: Extract<EntitlementPlan, { kind: 'fixed_monthly' }>,
  cycle: CycleDates,
  today: string,
  standing: HoldReason[],
): Instalment[] {
  return Array.from({ length: plan.months }, (_, index) => {
    const periodStart = addMonths(cycle.startsOn, index);
    const periodEnd = dayBefore(addMonths(cycle.startsOn, index + 1));
    const state = periodStart <= today ? 'due' : 'upcoming';
    return {
      key: `month-${index + 1}`,
      sequence: index + 1,
      amount: plan.amount,
      periodStart,
      periodEnd,
      ...withStanding(state, [], standing),
    };
  });
}

/** Calendar months the cycle touches, each clipped to the cycle's days. */
function cycleMonths(cycle: CycleDates): { month: string; start: string; end: string }[] {
  const months = [];
  let start = cycle.startsOn;
  while (start <= cycle.endsOn) {
    const month = start.slice(0, 7);
    const nextMonth = addMonths(`${month}-01`, 1);
    const end = dayBefore(nextMonth) < cycle.endsOn ? dayBefore(nextMonth) : cycle.endsOn;
    months.push({ month, start, end });
    start = nextMonth;
  }
  return months;
}

function perSession(
  plan: Extract<EntitlementPlan, { kind: 'per_session' }>,
  cycle: CycleDates,
  facts: PersonFacts,
  today: string,
  standing: HoldReason[],
): Instalment[] {
  const instalments: Instalment[] = [];
  cycleMonths(cycle).forEach(({ month, start, end }, index) => {
    const sessions = facts.attendedByMonth[month] ?? 0;
    const over = end < today;
    // A month that is over with no session attended owes nothing; a running month may still earn.
    if (over && sessions === 0) return;
    instalments.push({
      key: `month-${index + 1}`,
      sequence: index + 1,
      amount: sessions * plan.amountPerSession,
      periodStart: start,
      periodEnd: end,
      sessions,
      ...withStanding(over ? 'due' : 'upcoming', [], standing),
    });
  });
  return instalments;
}

function tranches(
  plan: Extract<EntitlementPlan, { kind: 'tranches' }>,
  cycle: CycleDates,
  facts: PersonFacts,
  today: string,
  standing: HoldReason[],
): Instalment[] {
  const started = cycle.startsOn <= today;
  const amounts = trancheAmounts(
    plan.total,
    plan.tranches.map((tranche) => tranche.share),
  );
  return plan.tranches.map((tranche, index) => {
    const unmet = tranche.conditions
      .map((condition) => unmetCondition(condition, facts))
      .filter((reason): reason is HoldReason => reason !== null);
    return {
      key: `tranche-${index + 1}`,
      sequence: index + 1,
      amount: amounts[index]!,
      periodStart: cycle.startsOn,
      periodEnd: cycle.endsOn,
      share: tranche.share,
      ...withStanding(started ? 'due' : 'upcoming', unmet, standing),
    };
  });
}

/** Every instalment of the person's plan in this cycle, in order, with its state on `today` (Kenyan day). */
export function instalmentsOf(
  plan: EntitlementPlan,
  cycle: CycleDates,
  facts: PersonFacts,
  today: string,
): Instalment[] {
  const standing = standingReasons(facts);
  switch (plan.kind) {
    case 'fixed_monthly':
      return fixedMonthly(plan, cycle, today, standing);
    case 'per_session':
      return perSession(plan, cycle, facts, today, standing);
    case 'tranches':
      return tranches(plan, cycle, facts, today, standing);
  }
}
