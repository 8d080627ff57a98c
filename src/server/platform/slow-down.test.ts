import { describe, expect, it } from 'vitest';
import { waitInMinutes } from '@server/http/rate-limited';
import { delayAfterFailures, secondsToWait, type SlowDownRule } from './slow-down';

const rule: SlowDownRule = {
  freeFailures: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 60 * 60,
};

describe('delayAfterFailures', () => {
  it('lets a few mistakes go without any wait', () => {
    for (let failures = 0; failures < 5; failures += 1) expect(delayAfterFailures(failures, rule)).toBe(0);
  });

  it('doubles the wait with each further failure, up to the longest wait', () => {
    expect([5, 6, 7, 8, 9, 10, 500].map((failures) => delayAfterFailures(failures, rule))).toEqual([
      60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe('secondsToWait', () => {
  it('counts the wait from the last failure', () => {
    expect(secondsToWait(6, 0, rule)).toBe(120);
    expect(secondsToWait(6, 100.5, rule)).toBe(20);
    expect(secondsToWait(6, 120, rule)).toBe(0);
  });

  it('forgets failures after a quiet hour', () => {
    expect(secondsToWait(500, 60 * 60, rule)).toBe(0);
  });
});

describe('waitInMinutes', () => {
  it('rounds up to whole minutes and never says zero', () => {
    expect([1, 59, 60, 61, 640, 900].map(waitInMinutes)).toEqual([1, 1, 1, 2, 11, 15]);
  });
});
