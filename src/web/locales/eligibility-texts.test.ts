import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@domain/documents';
import { reasonKey } from '@domain/programmes/eligibility-reasons';
import { evaluateEligibility } from '@domain/programmes/eligibility';
import {
  ELIGIBILITY_RULE_KINDS,
  RULE_OUTCOMES,
  type EligibilityFacts,
  type EligibilityRule,
} from '@domain/programmes/eligibility-rules';
import { NUMERIC_BAND_OPERATORS, SCORING_FIELDS } from '@domain/programmes/scoring-formula';
import en from './en/eligibility.json';
import sw from './sw/eligibility.json';

/** A rule of every kind, ranged ones with each set of bounds. */
const RULES: EligibilityRule[] = [
  ...[{ min: 18, max: 35 }, { min: 18 }, { max: 35 }, {}].flatMap((bounds) => [
    { kind: 'age' as const, hard: true, ...bounds },
    { kind: 'household_size' as const, hard: true, ...bounds },
  ]),
  { kind: 'camp', hard: true, camps: ['DAD', 'KAK'] },
  { kind: 'nationality', hard: true, nationalities: ['SOM'] },
  { kind: 'gender', hard: true, genders: ['female'] },
  { kind: 'income_per_person_below', hard: true, amount: 2_000 },
  { kind: 'vulnerability_at_least', hard: true, score: 3 },
  { kind: 'verified_document', hard: true, documentType: 'passport' },
  { kind: 'not_enrolled_recently', hard: true, programmeId: 'cash-transfer', months: 6 },
  { kind: 'registered', hard: true },
];
const known: EligibilityFacts = {
  dateOfBirth: '2000-01-01',
  camp: 'DAD',
  nationality: 'SOM',
  gender: 'female',
  household: { size: 5, monthlyIncome: 5_000 },
  vulnerabilityScore: 4,
  verifiedDocumentTypes: ['passport'],
  enrolments: [],
  registered: true,
};
const other: EligibilityFacts = {
  ...known,
  dateOfBirth: '1950-01-01',
  camp: 'KAL',
  nationality: 'SSD',
  gender: 'male',
  household: { size: 40, monthlyIncome: 400_000 },
  vulnerabilityScore: 1,
  verifiedDocumentTypes: [],
  enrolments: [{ programmeId: 'cash-transfer', approvedAt: '2030-01-01T09:00:00.000Z' }],
  registered: false,
};
const unknown: EligibilityFacts = {
  ...known,
  dateOfBirth: null,
  camp: null,
  nationality: null,
  gender: null,
  household: { size: null, monthlyIncome: null },
  vulnerabilityScore: null,
};
/** What the evaluator reports for every rule, passing, failing and unknown. */
const RESULTS = [known, other, unknown].flatMap(
  (facts) => evaluateEligibility(RULES, facts, { referenceDate: '2030-03-31' }).results,
);
/** The plain key of every rule and outcome exists too: a page may show it without values. */
const ALL_OUTCOMES = ELIGIBILITY_RULE_KINDS.flatMap((kind) => RULE_OUTCOMES.map((outcome) => ({ kind, outcome })));

describe.each([
  ['en', en],
  ['sw', sw],
])('eligibility texts in %s', (language, resources) => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: language,
    resources: { [language]: { eligibility: resources } },
    interpolation: { escapeValue: false },
  });

  it('has a complete sentence for every rule, outcome and set of bounds', () => {
    for (const { kind, outcome } of ALL_OUTCOMES)
      expect(i18n.exists(`eligibility:rules.${kind}.${outcome}`)).toBe(true);
    for (const result of RESULTS) {
      const reason = reasonKey(result);
      expect(i18n.exists(reason.key), reason.key).toBe(true);
      const sentence = i18n.t(reason.key, reason.values);
      expect(sentence, reason.key).not.toMatch(/\{\{|\$t\(|undefined/);
    }
  });

  it('names every rule, document type, scoring field and operator', () => {
    for (const kind of ELIGIBILITY_RULE_KINDS) expect(i18n.exists(`eligibility:rules.${kind}.name`)).toBe(true);
    for (const type of DOCUMENT_TYPES) expect(i18n.exists(`eligibility:documentTypes.${type}`)).toBe(true);
    for (const field of SCORING_FIELDS) expect(i18n.exists(`eligibility:fields.${field}`)).toBe(true);
    for (const op of [...NUMERIC_BAND_OPERATORS, 'in']) expect(i18n.exists(`eligibility:operators.${op}`)).toBe(true);
  });

  it('writes the document type in words', () => {
    const reason = reasonKey({ kind: 'verified_document', outcome: 'fail', values: { documentType: 'passport' } });
    const sentence = i18n.t(reason.key, reason.values);
    expect(sentence).toContain(language === 'en' ? 'verified passport' : 'pasipoti');
  });
});
