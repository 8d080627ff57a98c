import type { DedupRecord } from '@domain/duplicates/record-comparison';

/*
 * A second registry, written apart from synthetic-registry.ts and never used
 * to tune the scorer: bench:dedup judges its targets on this one. Its names,
 * its family structure and its noise are its own: clans whose members share a
 * grandfather's name (so cousins look alike), Somali names built as given +
 * father + grandfather, spelling drift made letter by letter (x for h, doubled
 * vowels, o for u...) rather than from a table, and each kind of registration
 * noise drawn on its own, so a record can carry any mix of them.
 */

type Random = () => number;

/** xorshift32: a generator of its own, so the two registries never share a stream. */
function xorshift(seed: number): Random {
  let state = (seed * 2_654_435_761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4_294_967_296;
  };
}

const chance = (random: Random, p: number) => random() < p;
const oneOf = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)]!;
/** Early names far commoner than late ones. */
const commonFirst = <T>(random: Random, items: readonly T[]) => items[Math.floor(items.length * random() ** 2.6)]!;

const SOMALI_MEN =
  'Mohamed Ahmed Abdullahi Hassan Ali Omar Abdirahman Ibrahim Yusuf Abdi Osman Hussein Ismail Mahamud Abdikadir Abdiaziz Abdulkadir Nur Aden Salad Bashir Sheikh Gedi Hirsi Mursal Dayib Shueib Sahal Qorane Kulmiye Faysal Hamza Ilyas Bilal Sakariye Siciid Daud Suleiman Isaq Musse Jibriil Adam Rashid Shafici'.split(
    ' ',
  );
const SOMALI_WOMEN =
  'Fatuma Amina Halima Khadija Asha Hawa Maryan Sahra Hodan Faduma Nasteho Ikran Filsan Sabirin Najma Kowsar Hafsa Zainab Sumaya Ruqiya Nafisa Hamdi Istar Saado Barwaqo Hinda Ladan Ayaan Caasho Roda Nuurto Ubax'.split(
    ' ',
  );
const SOUTH_SUDANESE_MEN =
  'John James Peter Deng Garang Malual Mayen Akech Ajak Chol Kuol Makur Lual Atem Mading Ayuel Kiir Akol Bol Mayom Ngor Thuch Wani Lado Lokuta Taban Juma Michael Gabriel Santino Abraham'.split(
    ' ',
  );
const SOUTH_SUDANESE_WOMEN =
  'Mary Rebecca Nyibol Achol Ayen Abuk Adau Nyakuol Aluel Ajak Yar Akuac Elizabeth Martha Angelina Nyanut Athiei Nyandit Awut Agum Rose Esther Sarah Grace Susan'.split(
    ' ',
  );
const SOUTH_SUDANESE_FAMILIES =
  'Deng Garang Majok Lual Akol Mabior Kuol Malek Ayiik Wol Kiir Machar Lado Wani Tombe Jada Loro Modi Kenyi Ladu Dut Bior Makuach Mawien Thon'.split(
    ' ',
  );
const CONGOLESE_GIVEN =
  'Jean Pierre Marie Claude Josephine Esperance Furaha Riziki Bahati Espoir Patient Dieudonne Faustin Alphonse Solange Neema Zawadi Baraka Amani Christine Aimee Gentille Nadine Eric Olivier'.split(
    ' ',
  );
const CONGOLESE_FAMILIES =
  'Mukendi Kabila Ilunga Tshimanga Mbuyi Kalala Kasongo Mulumba Lukusa Ngoy Mutombo Kayembe Banza Bisimwa Cishugi Mapendo Byamungu Habimana Niyonsaba Nshimirimana Irakoze Hakizimana'.split(
    ' ',
  );
const SITES: [string, string[]][] = [
  ['DAD', ['IFO', 'IFO2', 'DAG', 'HAG']],
  ['KAK', ['KK1', 'KK2', 'KK3', 'KK4', 'KAL1']],
  ['NBI', ['EAS', 'KAY']],
];

interface Person {
  given: string;
  father: string;
  grandfather: string | null;
  born: { year: number; month: number; day: number; yearOnly: boolean };
  phone: string | null;
  site: string;
  area: string;
  block: number;
  household: string;
}

const phoneNumber = (random: Random) => `+25472${Math.floor(1e7 + random() * 9e7)}`;
const two = (value: number) => (value < 10 ? `0${value}` : String(value));
const written = (born: Person['born']) =>
  born.yearOnly ? `${born.year}-01-01` : `${born.year}-${two(born.month)}-${two(born.day)}`;

/** A clan: a grandfather's name, sons' names as fathers, a naming culture. */
function clanNames(random: Random) {
  const culture = random();
  if (culture < 0.6)
    return {
      men: SOMALI_MEN,
      women: SOMALI_WOMEN,
      grandfather: commonFirst(random, SOMALI_MEN) as string | null,
      father: () => commonFirst(random, SOMALI_MEN),
    };
  if (culture < 0.85)
    return {
      men: SOUTH_SUDANESE_MEN,
      women: SOUTH_SUDANESE_WOMEN,
      grandfather: null,
      father: () => commonFirst(random, SOUTH_SUDANESE_FAMILIES),
    };
  return {
    men: CONGOLESE_GIVEN,
    women: CONGOLESE_GIVEN,
    grandfather: null,
    father: () => oneOf(random, CONGOLESE_FAMILIES),
  };
}

function buildPeople(random: Random, count: number): Person[] {
  const people: Person[] = [];
  let households = 0;
  while (people.length < count) {
    const clan = clanNames(random);
    const [site, areas] = oneOf(random, SITES);
    const area = oneOf(random, areas);
    // A clan's brothers live near each other: their children are cousins with one grandfather.
    for (let brothers = 1 + Math.floor(random() * 3); brothers > 0 && people.length < count; brothers -= 1) {
      households += 1;
      const father = clan.father();
      const household = `${site}-${String(households).padStart(7, '0')}`;
      const block = 1 + Math.floor(random() * 60);
      const sharedPhone = chance(random, 0.7) ? phoneNumber(random) : null;
      const used = new Set<string>();
      let last: Person['born'] | null = null;
      for (let child = Math.floor(1 + random() * 8); child > 0 && people.length < count; child -= 1) {
        const names = chance(random, 0.5) ? clan.men : clan.women;
        let given = commonFirst(random, names);
        for (let attempt = 0; used.has(given) && attempt < 20; attempt += 1) given = oneOf(random, names);
        used.add(given);
        const twin = last !== null && chance(random, 0.06);
        const born: Person['born'] = twin
          ? last!
          : {
              year: 1948 + Math.floor(random() * 62),
              month: 1 + Math.floor(random() * 12),
              day: 1 + Math.floor(random() * 28),
              yearOnly: chance(random, 0.15),
            };
        last = born;
        people.push({
          given,
          father,
          grandfather: clan.grandfather,
          born,
          phone: sharedPhone ?? (chance(random, 0.5) ? phoneNumber(random) : null),
          site,
          area,
          block,
          household,
        });
      }
    }
  }
  return people;
}

/** Spelling drift letter by letter, as clerks write a name they hear. */
const DRIFT: [RegExp, string][] = [
  [/h/, 'x'],
  [/a/, 'aa'],
  [/u/, 'o'],
  [/o/, 'u'],
  [/i/, 'ii'],
  [/e/, 'i'],
  [/k/, 'q'],
  [/y/, 'i'],
  [/ed$/, 'ad'],
  [/([bdlmnrst])/, '$1$1'],
  [/ah$/, 'a'],
  [/^a/, 'ca'],
];

function drift(random: Random, name: string): string {
  const rule = oneOf(random, DRIFT);
  const lower = name.toLowerCase().replace(rule[0], rule[1]);
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** A clerk's slip on one letter: dropped, doubled, swapped with the next, or a neighbouring key. */
function slip(random: Random, name: string): string {
  if (name.length < 3) return name;
  const at = 1 + Math.floor(random() * (name.length - 1));
  const roll = random();
  if (roll < 0.3) return name.slice(0, at) + name.slice(at + 1);
  if (roll < 0.5) return name.slice(0, at) + name.charAt(at) + name.slice(at);
  if (roll < 0.75 && at < name.length - 1) return name.slice(0, at) + name[at + 1] + name[at] + name.slice(at + 2);
  return name.slice(0, at) + oneOf(random, [...'aeiounrmsd']) + name.slice(at + 1);
}

const noisyName = (random: Random, name: string) => {
  let out = chance(random, 0.3) ? drift(random, name) : name;
  if (chance(random, 0.25)) out = slip(random, out);
  return out;
};

function reRegistered(random: Random, person: Person, index: number): Person {
  const again: Person = { ...person, born: { ...person.born } };
  again.given = noisyName(random, person.given);
  again.father = noisyName(random, person.father);
  if (again.grandfather) again.grandfather = noisyName(random, again.grandfather);
  if (chance(random, 0.12)) again.born.year += chance(random, 0.5) ? 1 : -1;
  if (chance(random, 0.08) && again.born.day <= 12)
    [again.born.day, again.born.month] = [again.born.month, again.born.day];
  if (chance(random, 0.08))
    again.born.day = Math.min(28, Math.max(1, again.born.day + Math.round((random() - 0.5) * 20)));
  if (chance(random, 0.08)) again.born.yearOnly = !again.born.yearOnly;
  const phone = random();
  if (phone < 0.3) again.phone = null;
  else if (phone < 0.45) again.phone = phoneNumber(random);
  if (chance(random, 0.2)) {
    const [site, areas] = oneOf(random, SITES);
    Object.assign(again, { site, area: oneOf(random, areas), block: 1 + Math.floor(random() * 60) });
  }
  if (chance(random, 0.25)) again.household = `${again.site}-R${index}`;
  if (chance(random, 0.15)) again.grandfather = again.grandfather ? null : oneOf(random, SOMALI_MEN);
  return again;
}

function toRecord(person: Person, id: string, swapOrder: boolean): DedupRecord {
  const family = person.grandfather ? `${person.father} ${person.grandfather}` : person.father;
  return {
    id,
    firstName: swapOrder ? person.father : person.given,
    lastName: swapOrder ? person.given : family,
    dateOfBirth: written(person.born),
    phoneNumber: person.phone,
    locationCamp: person.site,
    locationArea: person.area,
    locationBlock: `BLK-${person.block}`,
    householdId: person.household,
  };
}

/** `count` people and about 8% of them registered again (a few three times), with the true pairs. */
export function heldOutRegistry(seed: number, count: number): { records: DedupRecord[]; truePairs: Set<string> } {
  const random = xorshift(seed);
  const people = buildPeople(random, count);
  const records = people.map((person, index) => toRecord(person, `h${index}`, false));
  const truePairs = new Set<string>();
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  people.forEach((person, index) => {
    if (!chance(random, 0.08)) return;
    const ids = [`h${index}`];
    for (let copy = chance(random, 0.12) ? 2 : 1; copy > 0; copy -= 1) {
      const id = `h${index}x${copy}`;
      records.push(toRecord(reRegistered(random, person, index), id, chance(random, 0.06)));
      for (const earlier of ids) truePairs.add(pair(earlier, id));
      ids.push(id);
    }
  });
  return { records, truePairs };
}
