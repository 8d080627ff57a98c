import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '@domain/ids';
import type { ApplicationSelection } from '@domain/programmes/programme-selection';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { programApplications } from '@server/db/schema';

/*
 * The waiting list: eligible applications still open (submitted or under review) and not selected, in
 * rank order (domain/programmes/selection.ts compareCandidates: score first, then who applied first, then
 * the id). The verdict read here is the one stored when the application was last evaluated; the ranking
 * screen re-evaluates it live and stores it again.
 */

const WAITING_STATUSES = ['submitted', 'under_review'] as const;

interface SelectionRow {
  id: string;
  programId: string;
  status: string;
  eligible: boolean | null;
  selectedAt: Date | null;
}

/** The 1-based place of one application on its programme's waiting list; null when it is not waiting. */
export async function waitingRankOf(db: Database, applicationId: string): Promise<number | null> {
  const ranks = await waitingRanksOf(db, [applicationId]);
  return ranks.get(applicationId) ?? null;
}

/**
 * The places of several applications at once (the applicant's list): one query, whatever the number.
 * Applications not waiting are absent from the map.
 */
export async function waitingRanksOf(db: Database, applicationIds: readonly string[]): Promise<Map<string, number>> {
  const ids = applicationIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const mine = programApplications;
  // Who is ahead of each: a higher score, the same score applied earlier, or the same both and a lower id.
  const rows = await rawRows<{ id: string; ahead: number | string }>(
    db,
    sql`
    select me.id, (
      select count(*) from ${mine} other
      where other.program_id = me.program_id
        and other.status in ('submitted', 'under_review')
        and other.eligible is true
        and other.selected_at is null
        and other.id <> me.id
        and (
          coalesce(other.priority_score, 0) > coalesce(me.priority_score, 0)
          or (coalesce(other.priority_score, 0) = coalesce(me.priority_score, 0) and (
            coalesce(other.application_date, other.created_at) < coalesce(me.application_date, me.created_at)
            or (coalesce(other.application_date, other.created_at) = coalesce(me.application_date, me.created_at)
              and other.id < me.id)
          ))
        )
    ) as ahead
    from ${mine} me
    where me.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and me.status in ('submitted', 'under_review')
      and me.eligible is true
      and me.selected_at is null
  `,
  );
  return new Map(rows.map((row) => [row.id, Number(row.ahead) + 1]));
}

function stateOf(row: SelectionRow): ApplicationSelection['state'] {
  if (row.status === 'withdrawn') return 'withdrawn';
  if (row.selectedAt) return 'selected';
  if (!(WAITING_STATUSES as readonly string[]).includes(row.status)) return null;
  if (row.eligible === false) return 'not_eligible';
  return row.eligible === true ? 'waiting' : null;
}

/** What the applicant is told about their place in each application (absent ids are not found). */
export async function selectionStatesOf(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationSelection>> {
  const ids = applicationIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: programApplications.id,
      programId: programApplications.programId,
      status: programApplications.status,
      eligible: programApplications.eligible,
      selectedAt: programApplications.selectedAt,
    })
    .from(programApplications)
    .where(inArray(programApplications.id, ids));
  const ranks = await waitingRanksOf(
    db,
    rows.filter((row) => stateOf(row) === 'waiting').map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const state = stateOf(row);
      return [row.id, { state, rank: state === 'waiting' ? (ranks.get(row.id) ?? null) : null }];
    }),
  );
}

/** What the applicant is told about their place in one application; null state when nothing applies. */
export async function selectionStateOf(db: Database, applicationId: string): Promise<ApplicationSelection> {
  const states = await selectionStatesOf(db, [applicationId]);
  return states.get(applicationId) ?? { state: null, rank: null };
}

/** How many hold a place in a programme (selected, not withdrawn). */
export async function selectedCountOf(db: Database, programmeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(programApplications)
    .where(
      and(
        eq(programApplications.programId, programmeId),
        sql`${programApplications.selectedAt} is not null`,
        sql`${programApplications.status} <> 'withdrawn'`,
      ),
    );
  return Number(row?.count ?? 0);
}
