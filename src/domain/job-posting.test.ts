import { describe, expect, it } from 'vitest';
import {
  canChangeJobStatus,
  effectiveJobStatus,
  isDeadlinePassed,
  jobPostingInputSchema,
  newJobPostingSchema,
  numberOrFallback,
} from './job-posting';

const NOW = new Date('2026-03-10T12:00:00Z');
const valid = {
  title: 'Solar technician',
  description: 'Install and repair household solar kits in Kakuma and Kalobeyei; training is given on the job.',
  location: 'Kakuma',
  employmentType: 'full_time',
  applicationDeadline: '2999-01-31',
};

const messagesOf = (input: unknown) => {
  const result = jobPostingInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('job posting schema', () => {
  it('fills the spec defaults: KES, 1 position, 0 experience and salaries', () => {
    expect(newJobPostingSchema.parse(valid)).toMatchObject({
      currency: 'KES',
      positionsAvailable: 1,
      experienceYears: 0,
      salaryMin: 0,
      salaryMax: 0,
      requiredSkills: [],
      status: 'open',
    });
  });

  it('names each field with the spec message key', () => {
    expect(
      messagesOf({ title: 'IT', description: 'short', location: ' ', salaryMin: -1, positionsAvailable: 0 }),
    ).toEqual({
      title: 'validation:jobTitleMin',
      description: 'validation:jobDescriptionMin',
      location: 'validation:jobLocationRequired',
      employmentType: 'validation:jobEmploymentTypeRequired',
      salaryMin: 'validation:jobSalaryMinPositive',
      applicationDeadline: 'validation:jobDeadlineRequired',
      positionsAvailable: 'validation:jobPositionsMin',
    });
  });

  it('refuses a maximum salary below the minimum, and accepts equal ones', () => {
    expect(messagesOf({ ...valid, salaryMin: 20_000, salaryMax: 10_000 })).toEqual({
      salaryMax: 'validation:jobSalaryMaxBelowMin',
    });
    expect(messagesOf({ ...valid, salaryMin: 20_000, salaryMax: 20_000 })).toEqual({});
  });

  it('reads a blank number box as the spec fallback', () => {
    expect(numberOrFallback('', 1)).toBe(1);
    expect(numberOrFallback(undefined, 0)).toBe(0);
    expect(numberOrFallback('7', 1)).toBe(7);
    expect(Number.isNaN(numberOrFallback('abc', 0))).toBe(true);
  });
});

describe('deadlines and status changes', () => {
  it('counts deadline days in Kenyan time (kenya-day.test.ts checks the day itself)', () => {
    expect(isDeadlinePassed('2026-03-10', NOW)).toBe(false);
    expect(isDeadlinePassed('2026-03-09', NOW)).toBe(true);
  });

  it('shows an open posting past its deadline as closed', () => {
    expect(effectiveJobStatus('open', '2026-03-09', NOW)).toBe('closed');
    expect(effectiveJobStatus('open', '2026-03-10', NOW)).toBe('open');
    expect(effectiveJobStatus('draft', '2026-03-09', NOW)).toBe('draft');
  });

  it('allows draft to open, open to closed, closed to open before the deadline only', () => {
    expect(canChangeJobStatus('draft', 'open', '2026-04-01', NOW)).toBe(true);
    expect(canChangeJobStatus('draft', 'closed', '2026-04-01', NOW)).toBe(false);
    expect(canChangeJobStatus('open', 'closed', '2026-04-01', NOW)).toBe(true);
    expect(canChangeJobStatus('closed', 'open', '2026-04-01', NOW)).toBe(true);
    expect(canChangeJobStatus('closed', 'open', '2026-03-01', NOW)).toBe(false);
    expect(canChangeJobStatus('open', 'open', '2026-04-01', NOW)).toBe(false);
  });
});
