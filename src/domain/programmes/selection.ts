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

/**
 * One pass down the ranking. A candidate is passed over when a quota's ceiling is reached, their household
 * already holds a place, or taking them would leave fewer open places than the minimums still need from
 * the candidates after them. Those passed over for a minimum alone are returned: when the minimum could
 * not be met after all, the next pass gives them the places it held.
 */
function selectionPass(ranked: readonly SelectionCandidate[], state: SelectionState): SelectionCandidate[] {
  const { quotas } = state;
  // How many candidates not yet looked at belong to each quota's group.
  const ahead = quotas.map((quota) => ranked.filter((candidate) => inQuota(candidate, quota)).length);
  const reservedSeats = (taking: SelectionCandidate) =>
    quotas.reduce((sum, quota, index) => {
      if (quota.minPlaces === undefined) return sum;
      const taken = state.filled[index]! + (inQuota(taking, quota) ? 1 : 0);
      return sum + Math.min(Math.max(0, quota.minPlaces - taken), ahead[index]!);
    }, 0);

  const passedOver: SelectionCandidate[] = [];
  for (const candidate of ranked) {
    if (state.capacity === 0) break;
    quotas.forEach((quota, index) => {
      if (inQuota(candidate, quota)) ahead[index]! -= 1;
    });
    const overCeiling = quotas.some(
      (quota, index) =>
        quota.maxPlaces !== undefined && inQuota(candidate, quota) && state.filled[index]! >= quota.maxPlaces,
    );
    const householdTaken =
      state.onePlacePerHousehold && candidate.householdId !== null && state.households.has(candidate.householdId);
    if (overCeiling || householdTaken) continue;
    if (state.openPlaces - 1 < reservedSeats(candidate)) {
      passedOver.push(candidate);
      continue;
    }
    state.chosen.add(candidate.applicationId);
    state.capacity -= 1;
    state.openPlaces -= 1;
    quotas.forEach((quota, index) => {
      if (inQuota(candidate, quota)) state.filled[index]! += 1;
    });
    if (candidate.householdId) state.households.add(candidate.householdId);
  }
  return passedOver;
}

interface SelectionState {
  quotas: readonly ProgrammeQuota[];
  onePlacePerHousehold: boolean;
  /** Places in this selection still to give (the "top N" left). */
  capacity: number;
  /**
   * Places of the whole programme still open: minimums are reserved against these, not against this
   * selection's count, so taking 10 and then 50 gives the same 60 as taking 60 at once.
   */
  openPlaces: number;
  filled: number[];
  households: Set<string>;
  chosen: Set<string>;
}

export function chooseSelection(request: SelectionRequest): SelectionOutcome {
  const { quotas } = request;
  const ranked = rankCandidates(request.candidates);
  const free = request.places === null ? request.count : Math.max(0, request.places - request.selected.length);
  const capacity = Math.max(0, Math.min(request.count, free));
  const state: SelectionState = {
    quotas,
    onePlacePerHousehold: request.onePlacePerHousehold,
    capacity,
    // Without a limit there is nothing to reserve beyond this selection.
    openPlaces: request.places === null ? capacity : free,
    filled: quotas.map((quota) => request.selected.filter((person) => inQuota(person, quota)).length),
    households: new Set(request.selected.flatMap((person) => (person.householdId ? [person.householdId] : []))),
    chosen: new Set(),
  };

  let remaining = ranked;
  while (state.capacity > 0 && remaining.length > 0) {
    const before = state.chosen.size;
    remaining = selectionPass(remaining, state);
    if (state.chosen.size === before) break;
  }

  const unmetQuotas = quotas.flatMap((quota, index) =>
    quota.minPlaces !== undefined && state.filled[index]! < quota.minPlaces
      ? [{ quota, filled: state.filled[index]! }]
      : [],
  );
  return {
    chosen: ranked.flatMap((candidate) => (state.chosen.has(candidate.applicationId) ? [candidate.applicationId] : [])),
    unmetQuotas,
  };
}
