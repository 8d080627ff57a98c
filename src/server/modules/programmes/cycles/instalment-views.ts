import type { PersonFacts } from '@domain/programmes/cycles-entitlements';
import { instalmentsOf } from '@domain/programmes/cycles-entitlements';
import type { InstalmentView } from '@domain/programmes/cycles-views';
import type { EntitlementPlan } from '@domain/programmes/cycles-plan';
import type { Claim } from './claim-queries';

/**
 * The person's instalments as the plan and facts make them, each overlaid by its payment when it has one:
 * an instalment once paid stays paid whatever happens to the facts afterwards.
 */
export function instalmentViews(
  cycle: { plan: EntitlementPlan; startsOn: string; endsOn: string },
  facts: PersonFacts,
  claims: Claim[],
  today: string,
): InstalmentView[] {
  const byKey = new Map(claims.map((claim) => [claim.instalmentKey, claim]));
  const views: InstalmentView[] = instalmentsOf(cycle.plan, cycle, facts, today).map((instalment) => {
    const claim = byKey.get(instalment.key);
    byKey.delete(instalment.key);
    if (!claim) return instalment;
    return { ...instalment, amount: claim.amount, reasons: [], ...paidState(claim) };
  });
  // A paid stipend month stays listed even if its attendance was later corrected to none.
  for (const claim of byKey.values()) {
    views.push({
      key: claim.instalmentKey,
      sequence: Number(claim.instalmentKey.split('-')[1] ?? 0),
      amount: claim.amount,
      periodStart: cycle.startsOn,
      periodEnd: cycle.endsOn,
      reasons: [],
      ...paidState(claim),
    });
  }
  return views.sort((a, b) => a.sequence - b.sequence);
}

function paidState(claim: Claim): Pick<InstalmentView, 'state' | 'paymentStatus' | 'batchReference'> {
  const state =
    claim.paymentStatus === 'completed' ? 'paid' : claim.paymentStatus === 'failed' ? 'failed' : 'in_payment';
  return { state, paymentStatus: claim.paymentStatus, batchReference: claim.batchReference };
}
