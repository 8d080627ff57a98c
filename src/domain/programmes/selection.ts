import type { ProgrammeQuota } from './programme-design';

/*
 * Selection: the eligible applicants in rank order (highest score first, then who applied first), taken
 * from the top within the programme's places and quotas. A quota's minimum is a reservation: a candidate
 * outside it is passed over only when taking them would leave too few places for the minimums still to be
 * met by the candidates who remain. A quota's maximum is a ceiling. A minimum no one remaining can meet
 * reserves nothing, so places are never left empty for people who did not apply.
 */

export interface SelectionCandidate {
  applicationId: string;
  score: number;
  /** ISO date-time the application was submitted. */
  appliedAt: string;
  camp: string | null;
  gender: string | null;
  nationality: string | null;
  /** Their household, when "one place per household" applies; null when not in one. */
  householdId: string | null;
}

export type SelectedPerson = Pick<SelectionCandidate, 'camp' | 'gender' | 'nationality' | 'householdId'>;

/** Highest score first; on a tie, who applied first; then the id, so the order never changes between reads. */
export function compareCandidates(a: SelectionCandidate, b: SelectionCandidate): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.appliedAt !== b.appliedAt) return a.appliedAt < b.appliedAt ? -1 : 1;
  return a.applicationId < b.applicationId ? -1 : a.applicationId > b.applicationId ? 1 : 0;
}

export function rankCandidates<T extends SelectionCandidate>(candidates: readonly T[]): T[] {
  return [...candidates].sort(compareCandidates);
}

function inQuota(person: SelectedPerson, quota: ProgrammeQuota): boolean {
  return person[quota.dimension] === quota.value;
}

export interface SelectionRequest {
  /** Eligible applicants not yet selected, in any order. */
  candidates: readonly SelectionCandidate[];
  /** Who holds a place already. */
  selected: readonly SelectedPerson[];
  /** Places in all; null for no limit. */
  places: number | null;
  quotas: readonly ProgrammeQuota[];
  onePlacePerHousehold: boolean;
  /** How many to take now (the "top N"). */
  count: number;
}

export interface SelectionOutcome {
  /** The chosen applications, in rank order. */
  chosen: string[];
  /** Minimums that stay unmet after this selection: too few eligible applicants in the group. */
  unmetQuotas: { quota: ProgrammeQuota; filled: number }[];
}

export function chooseSelection(request: SelectionRequest): SelectionOutcome {
  const { quotas } = request;
  const ranked = rankCandidates(request.candidates);
  const filled = quotas.map((quota) => request.selected.filter((person) => inQuota(person, quota)).length);
  const households = new Set(request.selected.flatMap((person) => (person.householdId ? [person.householdId] : [])));
  const free = request.places === null ? request.count : Math.max(0, request.places - request.selected.length);
  let capacity = Math.min(request.count, free);
  // How many candidates not yet looked at belong to each quota's group.
  const ahead = quotas.map((quota) => ranked.filter((candidate) => inQuota(candidate, quota)).length);

  const reservedSeats = (excluding?: SelectionCandidate) =>
    quotas.reduce((sum, quota, index) => {
      if (quota.minPlaces === undefined) return sum;
      const taken = filled[index]! + (excluding && inQuota(excluding, quota) ? 1 : 0);
      const need = Math.max(0, quota.minPlaces - taken);
      return sum + Math.min(need, ahead[index]!);
    }, 0);

  const chosen: string[] = [];
  for (const candidate of ranked) {
    if (capacity === 0) break;
    quotas.forEach((quota, index) => {
      if (inQuota(candidate, quota)) ahead[index]! -= 1;
    });
    const overCeiling = quotas.some(
      (quota, index) => quota.maxPlaces !== undefined && inQuota(candidate, quota) && filled[index]! >= quota.maxPlaces,
    );
    const householdTaken =
      request.onePlacePerHousehold && candidate.householdId !== null && households.has(candidate.householdId);
    if (overCeiling || householdTaken) continue;
    if (capacity - 1 < reservedSeats(candidate)) continue;
    chosen.push(candidate.applicationId);
    capacity -= 1;
    quotas.forEach((quota, index) => {
      if (inQuota(candidate, quota)) filled[index]! += 1;
    });
    if (candidate.householdId) households.add(candidate.householdId);
  }

  const unmetQuotas = quotas.flatMap((quota, index) =>
    quota.minPlaces !== undefined && filled[index]! < quota.minPlaces ? [{ quota, filled: filled[index]! }] : [],
  );
  return { chosen, unmetQuotas };
}
