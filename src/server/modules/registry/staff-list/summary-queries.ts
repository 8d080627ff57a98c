import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { StaffScope } from '@domain/organisations';
import type { RegistrySummary } from '@domain/registry-search';
import { personIdInScope, personInScope, projectInScope } from '@server/auth/staff-scope';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, duplicateAlerts, projects } from '@server/db/schema';

const count = sql<unknown>`count(*)`;

/**
 * Four counts within the staff member's scope, each answered from an index (status, score, alert status)
 * when the scope is the whole registry. An alert counts when at least one of its two people is in scope.
 */
export async function selectRegistrySummary(db: Database, scope: StaffScope): Promise<RegistrySummary> {
  const people = personInScope(scope);
  const [total, activeProgrammes, highVulnerability, alerts] = await Promise.all([
    db.select({ count }).from(beneficiaries).where(people),
    db
      .select({ count })
      .from(projects)
      .where(and(eq(projects.status, 'active'), projectInScope(scope))),
    db
      .select({ count })
      .from(beneficiaries)
      .where(and(gte(beneficiaries.vulnerabilityScore, 4), people)),
    db
      .select({ count })
      .from(duplicateAlerts)
      .where(
        and(
          inArray(duplicateAlerts.status, ['pending', 'reviewing']),
          or(
            personIdInScope(scope, duplicateAlerts.beneficiaryAId),
            personIdInScope(scope, duplicateAlerts.beneficiaryBId),
          ),
        ),
      ),
  ]);
  return {
    total: toCount(total[0]?.count),
    activeProgrammes: toCount(activeProgrammes[0]?.count),
    highVulnerability: toCount(highVulnerability[0]?.count),
    duplicateAlerts: toCount(alerts[0]?.count),
  };
}
