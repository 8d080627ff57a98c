import { describe, expect, it } from 'vitest';
import { commitRunOf, type LiveCommitJob } from './commit-run';

const processing = { status: 'processing' as const, committedAt: null };
const job = (overrides: Partial<LiveCommitJob>): LiveCommitJob => ({
  status: 'running',
  attempts: 1,
  maxAttempts: 3,
  leaseLapsed: false,
  resumed: false,
  ...overrides,
});

describe('where a commit stands', () => {
  it('is importing while its first run holds its job', () => {
    expect(commitRunOf(processing, job({ status: 'queued', attempts: 0 }))).toBe('importing');
    expect(commitRunOf(processing, job({}))).toBe('importing');
  });

  it('is resuming when its worker died and another takes over, when it waits for a retry, and after Resume import', () => {
    expect(commitRunOf(processing, job({ leaseLapsed: true }))).toBe('resuming');
    expect(commitRunOf(processing, job({ status: 'queued', attempts: 1 }))).toBe('resuming');
    expect(commitRunOf(processing, job({ attempts: 2 }))).toBe('resuming');
    expect(commitRunOf(processing, job({ status: 'queued', attempts: 0, resumed: true }))).toBe('resuming');
  });

  it('is interrupted with no live job, or one whose worker died on its last attempt', () => {
    expect(commitRunOf(processing, undefined)).toBe('interrupted');
    expect(commitRunOf(processing, job({ attempts: 3, leaseLapsed: true }))).toBe('interrupted');
  });

  it('is nothing outside a commit', () => {
    expect(commitRunOf({ status: 'completed', committedAt: null }, undefined)).toBeNull();
    expect(commitRunOf({ status: 'completed', committedAt: new Date() }, undefined)).toBeNull();
  });
});
