import { describe, expect, it } from 'vitest';
import { ELIGIBILITY_RULE_KINDS, eligibilityRuleSchema } from '@domain/programmes/eligibility-rules';
import { translationsFor } from '../translation-fixtures';
import { newRule, ruleSentence } from './rule-edits';

describe('eligibility rules read as sentences', () => {
  it('reads each kind of rule in plain words', async () => {
    const t = await translationsFor('en');
    const read = (rule: Parameters<typeof ruleSentence>[2]) => ruleSentence(t, 'en', rule, () => 'Cash for Work');
    expect(read({ kind: 'age', hard: true, min: 18, max: 35 })).toBe('Age 18 to 35');
    expect(read({ kind: 'age', hard: true, min: 18 })).toBe('Age 18 or more');
    expect(read({ kind: 'household_size', hard: false, max: 4 })).toBe('Household size 4 or less');
    expect(read({ kind: 'camp', hard: true, camps: ['KAK', 'KAL'] })).toBe('Lives in Kakuma or Kalobeyei');
    expect(read({ kind: 'gender', hard: true, genders: ['female'] })).toBe('Gender Female');
    expect(read({ kind: 'income_per_person_below', hard: true, amount: 2500 })).toBe(
      'Monthly income per person below KES 2,500',
    );
    expect(read({ kind: 'verified_document', hard: true, documentType: 'refugee_card' })).toBe(
      'Has a verified UNHCR Card',
    );
    expect(read({ kind: 'not_enrolled_recently', hard: true, programmeId: 'p1', months: 12 })).toBe(
      'Not enrolled in Cash for Work in the last 12 months',
    );
    expect(read({ kind: 'registered', hard: true })).toBe('Registered with UNHCR and active');
  });

  it('reads them in Kiswahili too', async () => {
    const t = await translationsFor('sw');
    expect(ruleSentence(t, 'sw', { kind: 'age', hard: true, min: 18, max: 35 })).toBe('Umri 18 hadi 35');
  });
});

describe('a new rule', () => {
  it('is hard by default, and valid once its lists are filled in', () => {
    for (const kind of ELIGIBILITY_RULE_KINDS) {
      const rule = newRule(kind);
      expect(rule.kind).toBe(kind);
      expect(rule.hard).toBe(true);
    }
    expect(eligibilityRuleSchema.safeParse(newRule('age')).success).toBe(true);
    // An empty list of camps keeps everyone out: the server refuses it, so the editor must be filled in first.
    expect(eligibilityRuleSchema.safeParse(newRule('camp')).success).toBe(false);
  });
});
