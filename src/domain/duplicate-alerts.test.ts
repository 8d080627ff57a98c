import { describe, expect, it } from 'vitest';
import { duplicateBulkSchema, duplicateDecisionSchema } from './duplicate-alerts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('duplicate decisions', () => {
  it('accepts each decision with what it needs', () => {
    expect(duplicateDecisionSchema.safeParse({ decision: 'not_duplicate' }).success).toBe(true);
    expect(duplicateDecisionSchema.safeParse({ decision: 'resolve', notes: '  Same family  ' }).data?.notes).toBe(
      'Same family',
    );
    expect(duplicateDecisionSchema.safeParse({ decision: 'confirm_duplicate', keepBeneficiaryId: 'a' }).success).toBe(
      true,
    );
  });

  it('needs a note for Resolve and a record to keep for Confirm Duplicate', () => {
    expect(messages(duplicateDecisionSchema.safeParse({ decision: 'resolve', notes: ' ab ' }))).toEqual([
      'notes: validation:duplicates.notesRequired',
    ]);
    expect(
      messages(duplicateDecisionSchema.safeParse({ decision: 'confirm_duplicate', keepBeneficiaryId: '' })),
    ).toEqual(['keepBeneficiaryId: validation:duplicates.keepRequired']);
    expect(messages(duplicateDecisionSchema.safeParse({ decision: 'merge' }))).toEqual([
      'decision: validation:duplicates.decisionInvalid',
    ]);
  });

  it('takes 1 to 100 alerts and only assign or not_duplicate in bulk', () => {
    expect(duplicateBulkSchema.safeParse({ ids: ['x'], action: 'assign' }).success).toBe(true);
    expect(messages(duplicateBulkSchema.safeParse({ ids: [], action: 'assign' }))).toEqual([
      'ids: validation:duplicates.bulkEmpty',
    ]);
    expect(messages(duplicateBulkSchema.safeParse({ ids: ['x'], action: 'confirm_duplicate' }))).toEqual([
      'action: validation:duplicates.bulkActionInvalid',
    ]);
    expect(duplicateBulkSchema.safeParse({ ids: Array.from({ length: 101 }, String), action: 'assign' }).success).toBe(
      false,
    );
  });
});
