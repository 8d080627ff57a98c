import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Eligibility } from '@domain/programmes/eligibility-rules';
import type { ScoreBreakdown } from '@domain/programmes/scoring-formula';
import type { Database } from '@server/db/client';
import { applicationScores, programApplications } from '@server/db/schema';

/** Applications still waiting for a decision: the ones a new rule or formula applies to. */
const OPEN_STATUSES = ['submitted', 'under_review'] as const;

/** Rows per statement: far below PostgreSQL's 65,535 parameters, few round trips for a large programme. */
const BATCH = 500;

export function openApplications(db: Database, programmeId: string) {
  return db
    .select({
      id: programApplications.id,
      beneficiaryId: programApplications.beneficiaryId,
      applicationData: programApplications.applicationData,
    })
    .from(programApplications)
    .where(
      and(eq(programApplications.programId, programmeId), inArray(programApplications.status, [...OPEN_STATUSES])),
    );
}

function batches<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

export async function storeEligibility(
  db: Database,
  verdicts: readonly { applicationId: string; eligibility: Eligibility }[],
): Promise<void> {
  for (const batch of batches(verdicts)) {
    const values = sql.join(
      batch.map(
        (verdict) =>
          sql`(${verdict.applicationId}::uuid, ${JSON.stringify(verdict.eligibility)}::jsonb, ${verdict.eligibility.eligible}::boolean)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${programApplications} set eligibility = v.eligibility, eligible = v.eligible, updated_at = now()
      from (values ${values}) as v(id, eligibility, eligible)
      where ${programApplications.id} = v.id`);
  }
}

export interface NewScore {
  applicationId: string;
  score: number;
  breakdown: ScoreBreakdown;
}

/** The application carries its latest score; application_scores keeps every score it was given. */
export async function storeScores(db: Database, formulaId: string, scores: readonly NewScore[]): Promise<void> {
  for (const batch of batches(scores)) {
    const values = sql.join(
      batch.map(
        (score) =>
          sql`(${score.applicationId}::uuid, ${score.score}::integer, ${JSON.stringify(score.breakdown)}::jsonb)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update ${programApplications}
      set priority_score = v.score, score_breakdown = v.breakdown, formula_id = ${formulaId}::uuid, updated_at = now()
      from (values ${values}) as v(id, score, breakdown)
      where ${programApplications.id} = v.id`);
    await db.insert(applicationScores).values(
      batch.map((score) => ({
        applicationId: score.applicationId,
        formulaId,
        score: score.score,
        breakdown: score.breakdown,
      })),
    );
  }
}
