import { describe, expect, it } from 'vitest';
import type { RuleResult } from '@domain/programmes/eligibility-rules';
import { advisoryNotes, blockingResults, remedyOf } from './rule-reason';

const result = (overrides: Partial<RuleResult>): RuleResult => ({
  kind: 'age',
  hard: true,
  outcome: 'pass',
  values: {},
  ...overrides,
});

describe('what a programme card says about the rules', () => {
  it('keeps a person out only on hard rules that did not pass, an unknown fact included', () => {
    const results = [
      result({ kind: 'age', outcome: 'unknown' }),
      result({ kind: 'camp', outcome: 'pass' }),
      result({ kind: 'gender', hard: false, outcome: 'fail' }),
      result({ kind: 'registered', outcome: 'fail' }),
    ];
    expect(blockingResults(results).map((r) => r.kind)).toEqual(['age', 'registered']);
    expect(advisoryNotes(results).map((r) => r.kind)).toEqual(['gender']);
  });

  it('sends a missing date of birth to the profile and a missing verified document to the documents', () => {
    expect(remedyOf({ kind: 'age', outcome: 'unknown' })).toBe('profile');
    expect(remedyOf({ kind: 'verified_document', outcome: 'fail' })).toBe('documents');
  });

  it('offers nothing to fix when the person cannot change the fact themselves', () => {
    expect(remedyOf({ kind: 'age', outcome: 'fail' })).toBeNull();
    expect(remedyOf({ kind: 'registered', outcome: 'fail' })).toBeNull();
    expect(remedyOf({ kind: 'vulnerability_at_least', outcome: 'unknown' })).toBeNull();
  });
});
