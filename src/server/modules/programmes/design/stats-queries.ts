import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ELIGIBILITY_RULE_KINDS, type EligibilityRuleKind } from '@domain/programmes/eligibility-rules';
import type { ProgrammeQuota } from '@domain/programmes/programme-design';
import type { ProgrammeStats } from '@domain/programmes/programme-views';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, programApplications } from '@server/db/schema';

/*
 * A programme's figures, counted live from its applications:
 * - applications: submitted and not withdrawn, whether still open (submitted, under review) or decided
 *   (approved, rejected, completed); drafts are the applicant's own business and are not counted;
 * - eligible / ineligible: among those, the verdict stored when the rules were last applied (on submission,
 *   on a rule change, when the ranking is read); one not yet judged counts as neither;
 * - ineligibleByRule: among the ineligible, how many fail each hard rule (one may fail several);
 * - selected: given a place and not withdrawn; waiting: eligible, open and not selected;
 * - quotaFill: the selected people by camp, gender and nationality, for each quota.
 */

const counted = sql`${programApplications.status} in ('submitted', 'under_review', 'approved', 'rejected', 'completed')`;
const open = sql`${programApplications.status} in ('submitted', 'under_review')`;
const selected = sql`${programApplications.selectedAt} is not null and ${programApplications.status} <> 'withdrawn'`;

/** Applications and selected people of several programmes at once (the list's columns). */
export async function applicationCounts(
  db: Database,
  programmeIds: readonly string[],
): Promise<Map<string, { applications: number; selected: number }>> {
  if (programmeIds.length === 0) return new Map();
  const rows = await db
    .select({
      programmeId: programApplications.programId,
      applications: sql<number>`count(*) filter (where ${counted})`,
      selected: sql<number>`count(*) filter (where ${selected})`,
    })
    .from(programApplications)
    .where(inArray(programApplications.programId, [...programmeIds]))
    .groupBy(programApplications.programId);
  return new Map(
    rows.map((row) => [row.programmeId, { applications: toCount(row.applications), selected: toCount(row.selected) }]),
  );
}

async function headline(db: Database, programmeId: string) {
  const [row] = await db
    .select({
      applications: sql<number>`count(*) filter (where ${counted})`,
      eligible: sql<number>`count(*) filter (where ${counted} and ${programApplications.eligible} is true)`,
      ineligible: sql<number>`count(*) filter (where ${counted} and ${programApplications.eligible} is false)`,
      selected: sql<number>`count(*) filter (where ${selected})`,
      waiting: sql<number>`count(*) filter (where ${open} and ${programApplications.eligible} is true and ${programApplications.selectedAt} is null)`,
    })
    .from(programApplications)
    .where(eq(programApplications.programId, programmeId));
  return {
    applications: toCount(row?.applications),
    eligible: toCount(row?.eligible),
    ineligible: toCount(row?.ineligible),
    selected: toCount(row?.selected),
    waiting: toCount(row?.waiting),
  };
}

/** A hard rule not passed (failed, or on a fact not known) keeps the person out. */
async function ineligibleByRule(db: Database, programmeId: string): Promise<ProgrammeStats['ineligibleByRule']> {
  const rows = await rawRows<{ kind: string; count: unknown }>(
    db,
    sql`select result->>'kind' as kind, count(distinct a.id) as count
        from ${programApplications} a, jsonb_array_elements(coalesce(a.eligibility->'results', '[]'::jsonb)) result
        where a.program_id = ${programmeId}
          and a.status in ('submitted', 'under_review', 'approved', 'rejected', 'completed')
          and a.eligible is false
          and (result->>'hard')::boolean
          and result->>'outcome' <> 'pass'
        group by result->>'kind'`,
  );
  const byKind = new Map(rows.map((row) => [row.kind, toCount(row.count)]));
  return ELIGIBILITY_RULE_KINDS.filter((kind) => byKind.has(kind)).map((kind: EligibilityRuleKind) => ({
    kind,
    count: byKind.get(kind)!,
  }));
}

async function quotaFill(
  db: Database,
  programmeId: string,
  quotas: readonly ProgrammeQuota[],
): Promise<ProgrammeStats['quotaFill']> {
  if (quotas.length === 0) return [];
  const groups = await db
    .select({
      camp: beneficiaries.locationCamp,
      gender: beneficiaries.gender,
      nationality: beneficiaries.nationality,
      people: sql<number>`count(*)`,
    })
    .from(programApplications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
    .where(
      and(
        eq(programApplications.programId, programmeId),
        isNotNull(programApplications.selectedAt),
        ne(programApplications.status, 'withdrawn'),
      ),
    )
    .groupBy(beneficiaries.locationCamp, beneficiaries.gender, beneficiaries.nationality);
  return quotas.map((quota) => ({
    quota,
    filled: groups
      .filter((group) => group[quota.dimension] === quota.value)
      .reduce((sum, group) => sum + toCount(group.people), 0),
  }));
}

export async function programmeStats(
  db: Database,
  programme: { id: string; places: number | null; quotas: ProgrammeQuota[] },
): Promise<ProgrammeStats> {
  const [figures, byRule, fill] = await Promise.all([
    headline(db, programme.id),
    ineligibleByRule(db, programme.id),
    quotaFill(db, programme.id, programme.quotas),
  ]);
  return { ...figures, ineligibleByRule: byRule, places: programme.places, quotaFill: fill };
}
