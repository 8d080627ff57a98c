import { describe, expect, it } from 'vitest';
import { canMoveBatch, canMovePayment } from './payment-status';

describe('payment status moves', () => {
  it('goes pending -> processing -> completed or failed', () => {
    expect(canMovePayment('pending', 'processing')).toBe(true);
    expect(canMovePayment('processing', 'completed')).toBe(true);
    expect(canMovePayment('processing', 'failed')).toBe(true);
    expect(canMovePayment('pending', 'failed')).toBe(true);
  });

  it('never leaves a final state, so a late provider answer cannot pay twice', () => {
    expect(canMovePayment('completed', 'failed')).toBe(false);
    expect(canMovePayment('failed', 'completed')).toBe(false);
    expect(canMovePayment('completed', 'processing')).toBe(false);
    expect(canMovePayment('pending', 'completed')).toBe(false);
  });
});

describe('payment batch moves', () => {
  it('needs an approval before disbursing', () => {
    expect(canMoveBatch('awaiting_approval', 'disbursing')).toBe(false);
    expect(canMoveBatch('awaiting_approval', 'approved')).toBe(true);
    expect(canMoveBatch('approved', 'disbursing')).toBe(true);
    expect(canMoveBatch('disbursing', 'completed')).toBe(true);
  });

  it('keeps a rejected or cancelled batch closed', () => {
    expect(canMoveBatch('rejected', 'approved')).toBe(false);
    expect(canMoveBatch('cancelled', 'approved')).toBe(false);
    expect(canMoveBatch('disbursing', 'cancelled')).toBe(false);
  });
});
