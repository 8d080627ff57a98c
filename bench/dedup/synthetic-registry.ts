import type { DedupRecord } from '@domain/duplicates/record-comparison';
import { pick, pickSkewed } from './random';

/*
 * A registry like the camps': many people share a few common names, families
 * share a household and a family name, and a share of people are registered a
 * second time with the noise that registration adds: spelling
 * variants, day and month swapped, 1 January placeholders, a year off, given
 * and family names swapped, a grandfather's name added, a new ProGres ID and
 * camp after a transfer, a missing phone.
 */

const GIVEN_MALE = [
  'Mohamed',
  'Abdikarim',
  'Abdiweli',
  'Abdinasir',
  'Abdisalam',
  'Abdirashid',
  'Liban',
  'Bile',
  'Guled',
  'Hirsi',
  'Jibril',
  'Keynan',
  'Mukhtar',
  'Nuradin',
  'Sharmarke',
  'Siyad',
  'Warsame',
  'Yasin',
  'Zakariye',
  'Dahir',
  'Akol',
  'Bol',
  'Chol',
  'Dut',
  'Kuir',
  'Makuei',
  'Manyang',
  'Nhial',
  'Thon',
  'Wol',
  'Bahati',
  'Jean-Pierre',
  'Fiston',
  'Innocent',
  'Jean-Baptiste',
  'Kabongo',
  'Mugisha',
  'Tesfaye',
  'Dawit',
  'Yonas',
  'Ahmed',
  'Abdi',
  'Ali',
  'Hassan',
  'Hussein',
  'Abdullahi',
  'Omar',
  'Osman',
  'Yusuf',
  'Ibrahim',
  'Ismail',
  'Adan',
  'Deng',
  'John',
  'James',
  'Peter',
  'Joseph',
  'Garang',
  'Jean-Claude',
  'Trésor',
  'Emmanuel',
  'Bashir',
  'Abdirahman',
  'Farah',
  'Mahad',
  'Mustafa',
  'Khalid',
  'Kuol',
  'Majok',
  'Mabior',
  'Amani',
  'Baraka',
  'Olivier',
  'Patrick',
  'Samuel',
  'Daniel',
  'Isaac',
  'Abdikadir',
  'Salah',
];
const GIVEN_FEMALE = [
  'Fatuma',
  'Anab',
  'Fowsiya',
  'Hamdi',
  'Idil',
  'Kaltun',
  'Luul',
  'Muna',
  'Nimco',
  'Qamar',
  'Raho',
  'Shukri',
  'Sucdi',
  'Warda',
  'Yasmin',
  'Abuk',
  'Adut',
  'Apajok',
  'Athieng',
  'Nyakuol',
  'Nyanut',
  'Aluel',
  'Furaha',
  'Imani',
  'Aline',
  'Chantal',
  'Divine',
  'Solange',
  'Tigist',
  'Meron',
  'Selam',
  'Hiwot',
  'Halima',
  'Amina',
  'Khadija',
  'Asha',
  'Hawa',
  'Mary',
  'Grace',
  'Marie',
  'Nyabol',
  'Achol',
  'Faith',
  'Hodan',
  'Sahra',
  'Ayan',
  'Deka',
  'Ubah',
  'Nasra',
  'Sagal',
  'Ifrah',
  'Rahma',
  'Zamzam',
  'Safiya',
  'Maryan',
  'Nyandeng',
  'Akuol',
  'Ajok',
  'Esperance',
  'Josephine',
  'Claudine',
  'Neema',
  'Rehema',
  'Mercy',
  'Agnes',
  'Sarah',
  'Ruth',
  'Leila',
  'Samira',
  'Hibo',
  'Ladan',
];
const FAMILY = [
  'Hassan',
  'Mohamed',
  'Ali',
  'Abdi',
  'Ahmed',
  'Omar',
  'Yusuf',
  'Ibrahim',
  'Warsame',
  'Abdirahman',
  'Farah',
  'Jama',
  'Gedi',
  'Noor',
  'Aden',
  'Deng',
  'Garang',
  'Majok',
  'Kiir',
  'Lual',
  "N'Goma",
  'Mukendi',
  'Kabila',
  'Ilunga',
  'Tshibanda',
  'Niyonzima',
  'Ndayishimiye',
  'Habimana',
  'Tesfaye',
  'Bekele',
  'Girma',
  'Haile',
  'Osman',
  'Dahir',
  'Egal',
  'Samatar',
  'Shire',
  'Barre',
  'Guled',
  'Hersi',
  'Ismail',
  'Nur',
  'Mohamud',
  'Elmi',
  'Awale',
  'Odowa',
  'Kahiye',
  'Dualeh',
  'Mire',
  'Roble',
];
const SPELLINGS: Record<string, string[]> = {
  Mohamed: ['Mohammed', 'Muhammad', 'Maxamed'],
  Hussein: ['Xuseen', 'Hussien'],
  Hassan: ['Xasan', 'Hasan'],
  Abdullahi: ['Cabdullaahi', 'Abdulahi'],
  Abdi: ['Cabdi'],
  Halima: ['Xaliimo', 'Halimo'],
  Fatuma: ['Faadumo', 'Fatima'],
  Omar: ['Cumar', 'Umar'],
  Ali: ['Cali'],
  Ahmed: ['Axmed', 'Ahmad'],
  Osman: ['Cusmaan', 'Usman'],
  Mohamud: ['Maxamuud', 'Mahmoud'],
};
const CAMPS: [string, string[]][] = [
  ['DAD', ['IFO', 'DAG', 'HAG']],
  ['KAK', ['KK1', 'KK2', 'KK3', 'KK4']],
  ['KAL', ['V1', 'V2', 'V3']],
  ['NBI', ['EST', 'KAS', 'KAW']],
];

export type NoiseKind =
  | 'spelling'
  | 'swapped_day_month'
  | 'placeholder_date'
  | 'year_off'
  | 'names_swapped'
  | 'grandfather_added'
  | 'transfer'
  | 'typo';
const NOISE: NoiseKind[] = [
  'spelling',
  'swapped_day_month',
  'placeholder_date',
  'year_off',
  'names_swapped',
  'grandfather_added',
  'transfer',
  'typo',
];

export interface SyntheticRegistry {
  records: DedupRecord[];
  /** "idA|idB" with idA < idB for every pair that is one person. */
  truePairs: Set<string>;
}

export const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

function respell(random: () => number, name: string): string {
  const variants = SPELLINGS[name];
  return variants ? pick(random, variants) : name;
}

function typo(random: () => number, name: string): string {
  if (name.length < 5) return name;
  const at = 1 + Math.floor(random() * (name.length - 2));
  return random() < 0.5
    ? name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2)
    : name.slice(0, at) + name[at] + name.slice(at);
}

export function addNoise(random: () => number, original: DedupRecord, id: string): DedupRecord {
  const copy = { ...original, id };
  // Two kinds of noise at most, as a second registration usually gets one or two things wrong.
  const kinds = new Set([pick(random, NOISE), random() < 0.4 ? pick(random, NOISE) : pick(random, NOISE)]);
  const [year, month, day] = (copy.dateOfBirth ?? '1990-01-01').split('-').map(Number) as [number, number, number];
  for (const kind of kinds) {
    if (kind === 'spelling') copy.firstName = respell(random, copy.firstName);
    if (kind === 'spelling')
      copy.lastName = copy.lastName
        .split(' ')
        .map((part) => respell(random, part))
        .join(' ');
    if (kind === 'swapped_day_month' && day <= 12 && day !== month)
      copy.dateOfBirth = `${year}-${pad(day)}-${pad(month)}`;
    if (kind === 'placeholder_date') copy.dateOfBirth = `${year}-01-01`;
    if (kind === 'year_off') copy.dateOfBirth = `${year + (random() < 0.5 ? 1 : -1)}-${pad(month)}-${pad(day)}`;
    if (kind === 'names_swapped') [copy.firstName, copy.lastName] = [copy.lastName.split(' ')[0]!, copy.firstName];
    if (kind === 'grandfather_added') copy.lastName = `${copy.lastName} ${pickSkewed(random, FAMILY)}`;
    if (kind === 'typo') copy.lastName = typo(random, copy.lastName);
    if (kind === 'transfer') {
      const [camp, areas] = pick(random, CAMPS);
      Object.assign(copy, {
        locationCamp: camp,
        locationArea: pick(random, areas),
        locationBlock: `B${1 + Math.floor(random() * 40)}`,
        householdId: null,
      });
    }
  }
  // The phone is often missing on the second registration; when present it is the same number.
  if (random() < 0.45) copy.phoneNumber = null;
  return copy;
}

/** `people` distinct people in households, plus `duplicateShare` of them registered twice. */
export function syntheticRegistry(random: () => number, people: number, duplicateShare = 0.05): SyntheticRegistry {
  const records: DedupRecord[] = [];
  let household = 0;
  while (records.length < people) {
    household += 1;
    const [camp, areas] = pick(random, CAMPS);
    const area = pick(random, areas);
    const block = `B${1 + Math.floor(random() * 40)}`;
    // Somali families carry the father's and grandfather's given names; others one family name.
    const family =
      random() < 0.5
        ? `${pickSkewed(random, GIVEN_MALE)} ${pickSkewed(random, GIVEN_MALE)}`
        : pickSkewed(random, FAMILY);
    const size = 1 + Math.floor(random() * 7);
    // Parents do not give two children the same name.
    const givenInHousehold = new Set<string>();
    for (let member = 0; member < size && records.length < people; member += 1) {
      const female = random() < 0.5;
      const year = 1950 + Math.floor(random() * 58);
      let given = pickSkewed(random, female ? GIVEN_FEMALE : GIVEN_MALE);
      while (givenInHousehold.has(given)) given = pick(random, female ? GIVEN_FEMALE : GIVEN_MALE);
      givenInHousehold.add(given);
      records.push({
        id: `r${records.length}`,
        firstName: given,
        lastName: family,
        // A fifth of people only know their birth year: registration writes 1 January.
        dateOfBirth:
          random() < 0.2
            ? `${year}-01-01`
            : `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`,
        phoneNumber: random() < 0.7 ? `+2547${String(Math.floor(random() * 1e8)).padStart(8, '0')}` : null,
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
    const duplicate = addNoise(random, records[index]!, `d${index}`);
    records.push(duplicate);
    truePairs.add(pairKey(records[index]!.id, duplicate.id));
  }
  return { records, truePairs };
}
