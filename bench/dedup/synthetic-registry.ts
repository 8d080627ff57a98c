import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { pick, pickSkewed } from './random';
import { householdNames, type Lineages } from './communities';
import { CAMPS, FAMILY, SPELLINGS } from './tuned-names';

/*
 * A registry like the camps': many people share a few common names, each
 * community its own (communities.ts), cousins in a block a grandfather's name, families
 * share a household, a family name and often one phone, twins share a birth
 * date, and a share of people are registered again (some twice) with the
 * noise registration adds, one to four kinds at once: spellings the
 * normaliser may not know, typos in several names, dates changed (day and
 * month swapped, 1 January, a year off, some days off), names swapped, a
 * grandfather's name added or dropped, a move to another camp, a new
 * household, a phone changed or dropped. The noise is drawn without looking
 * at the scorer's rules.
 */

export type NoiseKind =
  | 'spelling'
  | 'typo_given'
  | 'typo_family'
  | 'swapped_day_month'
  | 'placeholder_date'
  | 'year_off'
  | 'days_off'
  | 'names_swapped'
  | 'grandfather_added'
  | 'grandfather_dropped'
  | 'transfer'
  | 'new_household'
  | 'phone_changed'
  | 'phone_dropped';
const NOISE: NoiseKind[] = [
  'spelling',
  'typo_given',
  'typo_family',
  'swapped_day_month',
  'placeholder_date',
  'year_off',
  'days_off',
  'names_swapped',
  'grandfather_added',
  'grandfather_dropped',
  'transfer',
  'new_household',
  'phone_changed',
  'phone_dropped',
];

export interface SyntheticRegistry {
  records: DedupRecord[];
  /** "idA|idB" with idA < idB for every pair that is one person. */
  truePairs: Set<string>;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const pad = (value: number, size = 2) => String(value).padStart(size, '0');
const newPhone = (random: () => number) => `+2547${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;

function respell(random: () => number, name: string): string {
  const variants = SPELLINGS[name];
  return variants ? pick(random, variants) : name;
}

const LETTERS = 'abdehiklmnorstuy';

/** One keyboard slip: two letters swapped, one doubled, dropped or replaced. */
function typo(random: () => number, name: string): string {
  if (name.length < 4) return name;
  const at = 1 + Math.floor(random() * (name.length - 2));
  const kind = Math.floor(random() * 4);
  if (kind === 0) return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  if (kind === 1) return name.slice(0, at) + name[at] + name.slice(at);
  if (kind === 2) return name.slice(0, at) + name.slice(at + 1);
  return name.slice(0, at) + pick(random, [...LETTERS]) + name.slice(at + 1);
}

const typoEachName = (random: () => number, names: string) =>
  names
    .split(' ')
    .map((part) => (random() < 0.6 ? typo(random, part) : part))
    .join(' ');

function shiftDate(date: string, days: number): string {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return moved.toISOString().slice(0, 10);
}

/** How many kinds of noise a second registration gets: mostly one or two, sometimes four. */
function noiseCount(random: () => number): number {
  const roll = random();
  return roll < 0.35 ? 1 : roll < 0.7 ? 2 : roll < 0.9 ? 3 : 4;
}

export function addNoise(random: () => number, original: DedupRecord, id: string): DedupRecord {
  const copy = { ...original, id };
  const kinds = new Set(Array.from({ length: noiseCount(random) }, () => pick(random, NOISE)));
  const [year, month, day] = (copy.dateOfBirth ?? '1990-01-01').split('-').map(Number) as [number, number, number];
  for (const kind of kinds) {
    if (kind === 'spelling') {
      copy.firstName = respell(random, copy.firstName);
      copy.lastName = copy.lastName
        .split(' ')
        .map((part) => respell(random, part))
        .join(' ');
    }
    if (kind === 'typo_given') copy.firstName = typo(random, copy.firstName);
    if (kind === 'typo_family') copy.lastName = typoEachName(random, copy.lastName);
    if (kind === 'swapped_day_month' && day <= 12 && day !== month)
      copy.dateOfBirth = `${year}-${pad(day)}-${pad(month)}`;
    if (kind === 'placeholder_date') copy.dateOfBirth = `${year}-01-01`;
    if (kind === 'year_off') copy.dateOfBirth = `${year + (random() < 0.5 ? 1 : -1)}-${pad(month)}-${pad(day)}`;
    if (kind === 'days_off' && copy.dateOfBirth)
      copy.dateOfBirth = shiftDate(copy.dateOfBirth, Math.round((random() - 0.5) * 80) || 1);
    if (kind === 'names_swapped') [copy.firstName, copy.lastName] = [copy.lastName.split(' ')[0]!, copy.firstName];
    if (kind === 'grandfather_added') copy.lastName = `${copy.lastName} ${pickSkewed(random, FAMILY)}`;
    if (kind === 'grandfather_dropped' && copy.lastName.includes(' ')) copy.lastName = copy.lastName.split(' ')[0]!;
    if (kind === 'transfer') {
      const [camp, areas] = pick(random, CAMPS);
      Object.assign(copy, {
        locationCamp: camp,
        locationArea: pick(random, areas),
        locationBlock: `B${1 + Math.floor(random() * 40)}`,
        householdId: random() < 0.5 ? null : `${camp}-HH-T${id}`,
      });
    }
    if (kind === 'new_household') copy.householdId = random() < 0.5 ? null : `${copy.locationCamp}-HH-N${id}`;
    if (kind === 'phone_changed') copy.phoneNumber = newPhone(random);
    if (kind === 'phone_dropped') copy.phoneNumber = null;
  }
  return copy;
}

function birthDate(random: () => number): string {
  const year = 1950 + Math.floor(random() * 58);
  // A fifth of people only know their birth year: registration writes 1 January.
  return random() < 0.2
    ? `${year}-01-01`
    : `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`;
}

/** `people` distinct people in households, plus `duplicateShare` of them registered again. */
export function syntheticRegistry(random: () => number, people: number, duplicateShare = 0.08): SyntheticRegistry {
  const records: DedupRecord[] = [];
  let household = 0;
  const lineages: Lineages = new Map();
  while (records.length < people) {
    household += 1;
    const [camp, areas] = pick(random, CAMPS);
    const area = pick(random, areas);
    const block = `B${1 + Math.floor(random() * 40)}`;
    // Names come from the household's community; Somali family names are the father's and grandfather's.
    const names = householdNames(random, `${camp} ${area} ${block}`, lineages);
    const family = names.family;
    // Half the households give everyone the head's phone: siblings then share name, phone and household.
    const householdPhone = random() < 0.5 ? newPhone(random) : null;
    const size = 1 + Math.floor(random() * 7);
    const givenInHousehold = new Set<string>();
    let previousDate: string | null = null;
    for (let member = 0; member < size && records.length < people; member += 1) {
      const female = random() < 0.5;
      let given = names.given(female);
      // Parents do not give two children the same name.
      while (givenInHousehold.has(given)) given = names.anyGiven(female);
      givenInHousehold.add(given);
      // Twins: a child born the same day as the one before.
      const twin: boolean = previousDate !== null && random() < 0.08;
      const dateOfBirth: string = twin && previousDate ? previousDate : birthDate(random);
      previousDate = dateOfBirth;
      records.push({
        id: `r${records.length}`,
        firstName: given,
        lastName: family,
        dateOfBirth,
        phoneNumber: householdPhone ?? (random() < 0.6 ? newPhone(random) : null),
        locationCamp: camp,
        locationArea: area,
        locationBlock: block,
        householdId: `${camp}-HH-${pad(household, 6)}`,
      });
    }
  }
  const truePairs = new Set<string>();
  const originals = records.length;
  for (let index = 0; index < originals; index += 1) {
    if (random() >= duplicateShare) continue;
    const copies = random() < 0.1 ? 2 : 1;
    const ids = [records[index]!.id];
    for (let copy = 0; copy < copies; copy += 1) {
      const duplicate = addNoise(random, records[index]!, `d${index}-${copy}`);
      records.push(duplicate);
      for (const id of ids) truePairs.add(pairKey(id, duplicate.id));
      ids.push(duplicate.id);
    }
  }
  return { records, truePairs };
}
