import { describe, expect, it } from 'vitest';
import type { ProgrammeQuota } from './programme-design';
import { chooseSelection, compareCandidates, rankCandidates, type SelectionCandidate } from './selection';

let next = 0;
function candidate(score: number, overrides: Partial<SelectionCandidate> = {}): SelectionCandidate {
  next += 1;
  return {
    applicationId: `app-${String(next).padStart(4, '0')}`,
    score,
    appliedAt: '2030-01-10T08:00:00.000Z',
    camp: 'DAD',
    gender: 'male',
    nationality: 'SOM',
    householdId: null,
    ...overrides,
  };
}
const women = (quota: Partial<ProgrammeQuota>): ProgrammeQuota => ({ dimension: 'gender', value: 'female', ...quota });
const select = (
  candidates: SelectionCandidate[],
  options: Partial<Omit<Parameters<typeof chooseSelection>[0], 'candidates'>> = {},
) =>
  chooseSelection({
    candidates,
    selected: [],
    places: null,
    quotas: [],
    onePlacePerHousehold: false,
    count: 10,
    ...options,
  });
const ids = (list: SelectionCandidate[]) => list.map((entry) => entry.applicationId);

describe('ranking', () => {
  it('orders by score, then who applied first, then id', () => {
    const late = candidate(50, { appliedAt: '2030-01-12T08:00:00.000Z' });
    const early = candidate(50, { appliedAt: '2030-01-11T08:00:00.000Z', applicationId: 'c' });
    const sameTimeB = candidate(50, { appliedAt: '2030-01-11T08:00:00.000Z', applicationId: 'b' });
    const sameTimeA = candidate(50, { appliedAt: '2030-01-11T08:00:00.000Z', applicationId: 'a' });
    const top = candidate(70, { appliedAt: '2030-01-20T08:00:00.000Z' });
    expect(ids(rankCandidates([late, sameTimeB, early, top, sameTimeA]))).toEqual([
      top.applicationId,
      'a',
      'b',
      'c',
      late.applicationId,
    ]);
    expect(compareCandidates(early, early)).toBe(0);
  });
});

describe('places', () => {
  it('takes the top N within the places left', () => {
    const people = [10, 90, 50, 70, 30].map((score) => candidate(score));
    const outcome = select(people, {
      places: 5,
      count: 10,
      selected: [{ ...people[0]!, householdId: null }, people[0]!],
    });
    expect(outcome.chosen).toEqual(ids([people[1]!, people[3]!, people[2]!]));
    expect(select(people, { count: 2 }).chosen).toEqual(ids([people[1]!, people[3]!]));
    expect(select(people, { places: 2, count: 10, selected: [people[0]!, people[4]!] }).chosen).toEqual([]);
  });
});

describe('quotas', () => {
  it('a minimum exactly met: passes over higher-ranked men for the women it needs, no more', () => {
    const men = [95, 90, 85, 80].map((score) => candidate(score));
    const womenList = [60, 55, 50].map((score) => candidate(score, { gender: 'female' }));
    const outcome = select([...men, ...womenList], { places: 4, count: 4, quotas: [women({ minPlaces: 2 })] });
    expect(outcome.chosen).toEqual(ids([men[0]!, men[1]!, womenList[0]!, womenList[1]!]));
    expect(outcome.unmetQuotas).toEqual([]);
  });

  it('a maximum is a ceiling, counting those already selected', () => {
    const womenList = [90, 80, 70].map((score) => candidate(score, { gender: 'female' }));
    const man = candidate(10);
    const outcome = select([...womenList, man], {
      places: 10,
      quotas: [women({ maxPlaces: 2 })],
      selected: [{ camp: 'DAD', gender: 'female', nationality: 'SOM', householdId: null }],
    });
    expect(outcome.chosen).toEqual(ids([womenList[0]!, man]));
  });

  it('a minimum that cannot be met releases its places to the next in rank', () => {
    const men = [90, 80, 70, 60].map((score) => candidate(score));
    const woman = candidate(10, { gender: 'female' });
    const outcome = select([...men, woman], { places: 4, count: 4, quotas: [women({ minPlaces: 3 })] });
    expect(outcome.chosen).toEqual(ids([men[0]!, men[1]!, men[2]!, woman]));
    expect(outcome.unmetQuotas).toEqual([{ quota: women({ minPlaces: 3 }), filled: 1 }]);
  });

  it('a minimum whose only candidates share a household with someone chosen gives its place back', () => {
    const men = [90, 80, 70].map((score) => candidate(score));
    const sisters = [50, 40].map((score) => candidate(score, { gender: 'female', householdId: 'HH-1' }));
    const outcome = select([...men, ...sisters], {
      places: 3,
      count: 3,
      quotas: [women({ minPlaces: 2 })],
      onePlacePerHousehold: true,
    });
    expect(outcome.chosen).toEqual(ids([men[0]!, men[1]!, sisters[0]!]));
    expect(outcome.unmetQuotas).toEqual([{ quota: women({ minPlaces: 2 }), filled: 1 }]);
  });
});

describe('one place per household', () => {
  it('takes the highest ranked of a household, and none of a household already holding a place', () => {
    const first = candidate(90, { householdId: 'HH-A' });
    const sibling = candidate(80, { householdId: 'HH-A' });
    const alreadyIn = candidate(70, { householdId: 'HH-B' });
    const alone = candidate(60);
    const outcome = select([first, sibling, alreadyIn, alone], {
      onePlacePerHousehold: true,
      selected: [{ camp: 'DAD', gender: 'male', nationality: 'SOM', householdId: 'HH-B' }],
    });
    expect(outcome.chosen).toEqual(ids([first, alone]));
    expect(select([first, sibling], { onePlacePerHousehold: false }).chosen).toEqual(ids([first, sibling]));
  });
});

describe('at least half women in 60 places', () => {
  // 100 applicants: two men for each woman, scores spread so men tend to rank higher.
  const applicants = Array.from({ length: 100 }, (_, index) =>
    candidate(index % 3 === 0 ? 40 + (index % 37) : 50 + (index % 41), {
      gender: index % 3 === 0 ? 'female' : 'male',
      appliedAt: `2030-01-${String(1 + (index % 28)).padStart(2, '0')}T08:00:00.000Z`,
    }),
  );
  const quotas = [women({ minPlaces: 30 })];
  const genderOf = new Map(applicants.map((entry) => [entry.applicationId, entry.gender]));
  const femaleCount = (chosen: string[]) => chosen.filter((id) => genderOf.get(id) === 'female').length;

  it('gives 30 places to women and the other 30 to the best ranked of the rest', () => {
    const outcome = select(applicants, { places: 60, count: 60, quotas });
    expect(outcome.chosen).toHaveLength(60);
    expect(femaleCount(outcome.chosen)).toBeGreaterThanOrEqual(30);
    const ranked = rankCandidates(applicants);
    const passedOver = ranked.filter((entry) => !outcome.chosen.includes(entry.applicationId));
    const lowestChosenMan = Math.min(
      ...ranked
        .filter((entry) => outcome.chosen.includes(entry.applicationId) && entry.gender === 'male')
        .map((e) => e.score),
    );
    // No man left out ranks above a man taken.
    expect(passedOver.filter((entry) => entry.gender === 'male').every((entry) => entry.score <= lowestChosenMan)).toBe(
      true,
    );
    expect(outcome.unmetQuotas).toEqual([]);
  });

  it('taking 10 and then 50 gives the same 60 as taking 60 at once', () => {
    const atOnce = select(applicants, { places: 60, count: 60, quotas }).chosen;
    const firstTen = select(applicants, { places: 60, count: 10, quotas }).chosen;
    const chosenFirst = applicants.filter((entry) => firstTen.includes(entry.applicationId));
    const rest = select(
      applicants.filter((entry) => !firstTen.includes(entry.applicationId)),
      { places: 60, count: 50, quotas, selected: chosenFirst },
    ).chosen;
    expect(firstTen).toHaveLength(10);
    expect([...firstTen, ...rest].sort()).toEqual([...atOnce].sort());
  });
});
