import { randomInt } from 'node:crypto';

const SUFFIX_LENGTH = 5;

/**
 * A programme's id, which applications, rules ("not enrolled in X") and addresses refer to: readable from
 * its English name, with a random tail so that two cohorts of the same name never collide.
 */
export function programmeIdFor(englishName: string): string {
  const slug =
    englishName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+/, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'programme';
  const suffix = randomInt(36 ** SUFFIX_LENGTH)
    .toString(36)
    .padStart(SUFFIX_LENGTH, '0');
  return `${slug}-${suffix}`;
}
