import type { Camp } from '@domain/registry';

/*
 * The demo's duplicate alerts (spec "System Alerts: 23 duplicate detection
 * alerts"): each pairs a registry person with a second registration of them
 * (another ProGres ID) that shares what matchingFields says. Pending alerts
 * spread over the four risk bands; a few are under review or resolved.
 */

export type MatchingField = 'phone' | 'name_similar' | 'date_of_birth' | 'location' | 'location_similar' | 'household';

export interface DemoDuplicatePair {
  camp: Camp;
  risk: number;
  fields: MatchingField[];
  status: 'pending' | 'reviewing' | 'resolved';
  resolution?: 'confirmed_duplicate' | 'not_duplicate';
  detectedDaysAgo: number;
}

const CRITICAL: MatchingField[] = ['phone', 'name_similar', 'date_of_birth', 'location'];
const CRITICAL_HOUSEHOLD: MatchingField[] = ['phone', 'name_similar', 'date_of_birth', 'household'];
const HIGH: MatchingField[] = ['name_similar', 'date_of_birth', 'location_similar'];
const HIGH_PHONE: MatchingField[] = ['phone', 'name_similar', 'household'];
const MEDIUM: MatchingField[] = ['phone', 'household'];
const MEDIUM_NAME: MatchingField[] = ['name_similar', 'date_of_birth'];
const LOW: MatchingField[] = ['name_similar', 'location_similar'];

const pending = (camp: Camp, risk: number, fields: MatchingField[], detectedDaysAgo: number): DemoDuplicatePair => ({
  camp,
  risk,
  fields,
  status: 'pending',
  detectedDaysAgo,
});

export const DEMO_DUPLICATE_PAIRS: readonly DemoDuplicatePair[] = [
  pending('DAD', 0.97, CRITICAL, 1),
  pending('DAD', 0.95, CRITICAL_HOUSEHOLD, 2),
  pending('KAK', 0.94, CRITICAL, 3),
  pending('DAD', 0.92, CRITICAL, 5),
  pending('NBI', 0.91, CRITICAL_HOUSEHOLD, 8),
  pending('DAD', 0.88, HIGH, 1),
  pending('KAK', 0.86, HIGH_PHONE, 2),
  pending('DAD', 0.84, HIGH, 4),
  pending('KAL', 0.81, HIGH, 6),
  pending('DAD', 0.79, HIGH_PHONE, 9),
  pending('KAK', 0.76, HIGH, 11),
  pending('DAD', 0.74, HIGH, 13),
  pending('DAD', 0.71, HIGH_PHONE, 16),
  pending('DAD', 0.68, MEDIUM, 2),
  pending('KAK', 0.65, MEDIUM_NAME, 4),
  pending('DAD', 0.62, MEDIUM, 7),
  pending('KAL', 0.58, MEDIUM_NAME, 10),
  pending('DAD', 0.55, MEDIUM, 14),
  pending('KAK', 0.52, MEDIUM_NAME, 18),
  pending('DAD', 0.46, LOW, 3),
  pending('NBI', 0.42, LOW, 9),
  pending('DAD', 0.37, LOW, 15),
  pending('KAK', 0.33, LOW, 21),
  { camp: 'DAD', risk: 0.93, fields: CRITICAL, status: 'reviewing', detectedDaysAgo: 12 },
  { camp: 'KAK', risk: 0.77, fields: HIGH, status: 'reviewing', detectedDaysAgo: 17 },
  { camp: 'KAL', risk: 0.6, fields: MEDIUM, status: 'reviewing', detectedDaysAgo: 19 },
  {
    camp: 'DAD',
    risk: 0.96,
    fields: CRITICAL,
    status: 'resolved',
    resolution: 'confirmed_duplicate',
    detectedDaysAgo: 22,
  },
  { camp: 'DAD', risk: 0.83, fields: HIGH, status: 'resolved', resolution: 'confirmed_duplicate', detectedDaysAgo: 24 },
  { camp: 'KAK', risk: 0.57, fields: MEDIUM, status: 'resolved', resolution: 'not_duplicate', detectedDaysAgo: 26 },
  { camp: 'DAD', risk: 0.41, fields: LOW, status: 'resolved', resolution: 'not_duplicate', detectedDaysAgo: 28 },
];

/** Spelling variants a registration clerk writes for the same name. */
const VARIANTS: Record<string, string> = {
  Mohamed: 'Mohammed',
  Mohammed: 'Mohamed',
  Maxamed: 'Mohamed',
  Abdullahi: 'Abdulahi',
  Hussein: 'Husein',
  Xuseen: 'Hussein',
  Hassan: 'Xasan',
  Fatuma: 'Fatma',
  Halima: 'Xaliimo',
  Xaliimo: 'Halima',
  Ahmed: 'Axmed',
  Abdi: 'Cabdi',
  Yusuf: 'Yussuf',
  Ibrahim: 'Ibraahim',
  Omar: 'Cumar',
  Khadija: 'Hadija',
  Asha: 'Aasha',
  Deng: 'Dheng',
  Nyabol: 'Nyabool',
  Achol: 'Acol',
  Garang: 'Garaang',
  Faith: 'Fayth',
  Amani: 'Amaani',
};

/** A plausible misspelling of a name: a known variant, else the last letter doubled. */
export function nameVariant(name: string): string {
  return VARIANTS[name] ?? `${name}${name.at(-1) ?? ''}`;
}
