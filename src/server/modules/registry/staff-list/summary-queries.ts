import { eq, gte, inArray, sql } from 'drizzle-orm';
import type { RegistrySummary } from '@domain/registry-search';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { beneficiaries, duplicateAlerts, projects } from '@server/db/schema';

const count = sql<unknown>`count(*)`;

/** Four counts, each answered from an index (status, score, alert status). */
export async function selectRegistrySummary(db: Database): Promise<RegistrySummary> {
  const [total, activeProgrammes, highVulnerability, alerts] = await Promise.all([
    db.select({ count }).from(beneficiaries),
    db.select({ count }).from(projects).where(eq(projects.status, 'active')),
    db.select({ count }).from(beneficiaries).where(gte(beneficiaries.vulnerabilityScore, 4)),
    db
      .select({ count })
      .from(duplicateAlerts)
      .where(inArray(duplicateAlerts.status, ['pending', 'reviewing'])),
  ]);
  return {
    total: toCount(total[0]?.count),
    activeProgrammes: toCount(activeProgrammes[0]?.count),
    highVulnerability: toCount(highVulnerability[0]?.count),
    duplicateAlerts: toCount(alerts[0]?.count),
  };
}
