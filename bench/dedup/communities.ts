import { pick, pickSkewed } from './random';
import { FAMILY, GIVEN_FEMALE, GIVEN_MALE } from './tuned-names';

/*
 * The camps' communities each give their own names: a Somali household's
 * names are Somali, a Dinka household's Dinka, so a combination such as
 * "Nyakuol Garang" is far commoner than its two names' shares multiplied.
 * A tenth of households mix (marriages across communities, Christian and
 * Muslim names shared). Somali family names are the father's and the
 * grandfather's given names, and a lineage settles together: cousins in one
 * block share the grandfather's name.
 */

interface Community {
  share: number;
  male: readonly string[];
  female: readonly string[];
  family: readonly string[];
  /** Whether the family name is the father's and grandfather's given names. */
  patronymic: boolean;
}

const only = (list: readonly string[], names: string) => {
  const wanted = new Set(names.split(' '));
  return list.filter((name) => wanted.has(name));
};
const except = (list: readonly string[], others: readonly string[]) => list.filter((name) => !others.includes(name));

const SOUTH_SUDANESE = {
  male: 'Akol Bol Chol Dut Kuir Makuei Manyang Nhial Thon Wol Deng Garang Kuol Majok Mabior John James Peter Joseph Samuel Daniel Emmanuel',
  female:
    'Abuk Adut Apajok Athieng Nyakuol Nyanut Aluel Nyabol Achol Mary Grace Faith Nyandeng Akuol Ajok Mercy Agnes Sarah Ruth',
  family: 'Deng Garang Majok Kiir Lual',
};
const GREAT_LAKES = {
  male: 'Bahati Jean-Pierre Fiston Innocent Jean-Baptiste Kabongo Mugisha Jean-Claude Trésor Amani Baraka Olivier Patrick Emmanuel Samuel Daniel Isaac Peter Joseph John',
  female:
    'Furaha Imani Aline Chantal Divine Solange Marie Grace Faith Mary Esperance Josephine Claudine Neema Rehema Mercy Sarah',
  family: "N'Goma Mukendi Kabila Ilunga Tshibanda Niyonzima Ndayishimiye Habimana",
};
const ETHIOPIAN = {
  male: 'Tesfaye Dawit Yonas Samuel Daniel Isaac Mustafa Khalid Ahmed Mohamed',
  female: 'Tigist Meron Selam Hiwot Sarah Ruth Mary Leila Samira',
  family: 'Tesfaye Bekele Girma Haile',
};
const others = [SOUTH_SUDANESE, GREAT_LAKES].flatMap((names) => [
  ...names.male.split(' '),
  ...names.female.split(' '),
  ...names.family.split(' '),
]);
const ethiopianOnly = 'Tesfaye Dawit Yonas Tigist Meron Selam Hiwot Bekele Girma Haile'.split(' ');

const COMMUNITIES: Community[] = [
  {
    share: 0.55,
    male: except(GIVEN_MALE, [...others, ...ethiopianOnly]),
    female: except(GIVEN_FEMALE, [...others, ...ethiopianOnly]),
    family: except(FAMILY, [...others, ...ethiopianOnly]),
    patronymic: true,
  },
  ...[SOUTH_SUDANESE, GREAT_LAKES, ETHIOPIAN].map((names, index) => ({
    share: [0.25, 0.12, 0.08][index]!,
    male: only(GIVEN_MALE, names.male),
    female: only(GIVEN_FEMALE, names.female),
    family: only(FAMILY, names.family),
    patronymic: false,
  })),
];
const MIXED: Community = { share: 0, male: GIVEN_MALE, female: GIVEN_FEMALE, family: FAMILY, patronymic: false };

/** The names a household gives: its community's, or any for a mixed one. */
export interface HouseholdNames {
  family: string;
  given: (female: boolean) => string;
  anyGiven: (female: boolean) => string;
}

/** Grandfathers' names by block, so that a new household of a block may be a cousins' household. */
export type Lineages = Map<string, string>;

export function householdNames(random: () => number, block: string, lineages: Lineages): HouseholdNames {
  let roll = random();
  const community =
    random() < 0.1 ? MIXED : (COMMUNITIES.find((candidate) => (roll -= candidate.share) < 0) ?? COMMUNITIES[0]!);
  let family: string;
  if (community.patronymic && random() < 0.9) {
    // A lineage settles together: a third of new Somali households in a block are cousins of an earlier one.
    const grandfather = lineages.get(block);
    const cousins = grandfather !== undefined && random() < 0.35;
    const father = pickSkewed(random, community.male);
    family = `${father} ${cousins ? grandfather : pickSkewed(random, community.male)}`;
    if (!cousins) lineages.set(block, family.split(' ')[1]!);
  } else family = pickSkewed(random, community.family);
  return {
    family,
    given: (female) => pickSkewed(random, female ? community.female : community.male),
    anyGiven: (female) => pick(random, female ? community.female : community.male),
  };
}
