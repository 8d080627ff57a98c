import { describe, expect, it } from 'vitest';
import { deliveryOutcome } from './sms-messages';

describe('delivery reports', () => {
  it('reads Success as delivered and the statuses on the way as nothing yet', () => {
    expect(deliveryOutcome('Success')).toEqual({ kind: 'delivered' });
    for (const status of ['Sent', 'Submitted', 'Buffered', 'SomethingNew'])
      expect(deliveryOutcome(status).kind).toBe('in_transit');
  });

  it('blocks the number only for a failure about the number', () => {
    expect(deliveryOutcome('Rejected', 'UserInBlackList')).toEqual({
      kind: 'failed',
      failureCode: 'delivery_UserInBlackList',
      blockNumber: true,
    });
    expect(deliveryOutcome('Failed', 'DeliveryFailure')).toMatchObject({ kind: 'failed', blockNumber: false });
    expect(deliveryOutcome('Expired')).toEqual({ kind: 'failed', failureCode: 'delivery_failed', blockNumber: false });
  });

  it('keeps a reason as a code, whatever was posted', () => {
    expect(deliveryOutcome('Failed', '<script>alert(1)</script>')).toMatchObject({
      failureCode: 'delivery_scriptalert1script',
    });
  });
});
