import type { Eligibility } from '@domain/programmes/eligibility-rules';
import { ageOn } from '@domain/programmes/eligibility';
import type { RankedApplicant, RankingState } from '@domain/programmes/programme-selection';
import { compareCandidates, type SelectedPerson, type SelectionCandidate } from '@domain/programmes/selection';
import type { Database } from '@server/db/client';
import { evaluateApplicants, referenceDateOf } from '@server/modules/programmes';
import { listProgrammeApplicants, storeVerdicts, type ApplicantRow, type ProgrammeRow } from './queries';

/*
 * A programme's applicants as the officer ranks them. Open applications are judged by the programme's rules
 * now (the person's record or the rules may have changed since they applied) and the fresh verdict is
 * stored, so the applicant's own page and the waiting list read the same answer.
 */

const OPEN = new Set(['submitted', 'under_review']);
/** A person the registry no longer has cannot be checked, so cannot be selected. */
const UNKNOWN_PERSON: Eligibility = { eligible: false, results: [] };

export interface RankedEntry extends RankedApplicant {
  candidate: SelectionCandidate;
}

export interface Ranking {
  /** Everyone, best score first (compareCandidates). */
  entries: RankedEntry[];
  /** Eligible, open and not selected: who selection chooses from. */
  waiting: RankedEntry[];
  /** Who holds a place. */
  selected: SelectedPerson[];
}

function stateOf(row: ApplicantRow, eligible: boolean): RankingState {
  if (row.status === 'withdrawn') return 'withdrawn';
  if (row.selectedAt && (row.status === 'approved' || row.status === 'completed')) return 'selected';
  if (OPEN.has(row.status)) return eligible ? 'waiting' : 'ineligible';
  return 'decided';
}

function sameVerdict(a: Eligibility | null, b: Eligibility): boolean {
  return a !== null && JSON.stringify(a) === JSON.stringify(b);
}

export async function loadRanking(db: Database, programme: ProgrammeRow): Promise<Ranking> {
  const rows = await listProgrammeApplicants(db, programme.id);
  const open = rows.filter((row) => OPEN.has(row.status));
  const verdicts = await evaluateApplicants(db, programme, [...new Set(open.map((row) => row.beneficiaryId))]);
  const refreshed: { applicationId: string; eligibility: Eligibility }[] = [];
  const referenceDate = referenceDateOf(programme);

  const entries: RankedEntry[] = rows.map((row) => {
    let eligibility = row.eligibility ?? UNKNOWN_PERSON;
    if (OPEN.has(row.status)) {
      eligibility = verdicts.get(row.beneficiaryId) ?? UNKNOWN_PERSON;
      if (!sameVerdict(row.eligibility, eligibility) || row.eligible !== eligibility.eligible) {
        refreshed.push({ applicationId: row.applicationId, eligibility });
      }
    }
    const candidate: SelectionCandidate = {
      applicationId: row.applicationId,
      score: row.score ?? 0,
      appliedAt: (row.applicationDate ?? row.createdAt).toISOString(),
      camp: row.camp,
      gender: row.gender,
      nationality: row.nationality,
      householdId: row.householdId,
    };
    return {
      applicationId: row.applicationId,
      beneficiaryId: row.beneficiaryId,
      name: `${row.firstName} ${row.lastName}`,
      camp: row.camp,
      gender: row.gender,
      nationality: row.nationality,
      age: row.dateOfBirth && row.dateOfBirth <= referenceDate ? ageOn(row.dateOfBirth, referenceDate) : null,
      score: candidate.score,
      appliedAt: candidate.appliedAt,
      status: row.status,
      state: stateOf(row, eligibility.eligible),
      rank: null,
      eligibility,
      householdId: row.householdId,
      candidate,
    };
  });
  await storeVerdicts(db, refreshed);

  entries.sort((a, b) => compareCandidates(a.candidate, b.candidate));
  const waiting = entries.filter((entry) => entry.state === 'waiting');
  waiting.forEach((entry, index) => {
    entry.rank = index + 1;
  });
  const selected = entries.filter((entry) => entry.state === 'selected').map((entry) => entry.candidate);
  return { entries, waiting, selected };
}

/** The answer's item: the entry without the selection's working copy. */
export function toRankedApplicant({ candidate: _candidate, ...applicant }: RankedEntry): RankedApplicant {
  return applicant;
}
