import { describe, expect, it } from 'vitest';
import {
  canMoveApplication,
  canScheduleInterview,
  candidateDisplayName,
  coverLetterPreview,
  hireApplicationSchema,
  interviewInstant,
  isFinalApplicationStatus,
  parseSkillList,
  scheduleInterviewSchema,
  TAB_STATUSES,
} from './job-application-status';
import { JOB_APPLICATION_STATUSES } from './jobs';

describe('job application status', () => {
  it('moves forward through the spec states only', () => {
    expect(canMoveApplication('submitted', 'reviewed')).toBe(true);
    expect(canMoveApplication('submitted', 'hired')).toBe(true);
    expect(canMoveApplication('reviewed', 'shortlisted')).toBe(true);
    expect(canMoveApplication('shortlisted', 'hired')).toBe(true);
    expect(canMoveApplication('shortlisted', 'reviewed')).toBe(false);
    expect(canMoveApplication('reviewed', 'reviewed')).toBe(false);
    expect(canMoveApplication('reviewed', 'submitted')).toBe(false);
  });

  it('treats rejected and hired as final', () => {
    for (const to of JOB_APPLICATION_STATUSES) {
      expect(canMoveApplication('rejected', to)).toBe(false);
      expect(canMoveApplication('hired', to)).toBe(false);
    }
    expect(isFinalApplicationStatus('hired')).toBe(true);
    expect(isFinalApplicationStatus('shortlisted')).toBe(false);
    expect(canScheduleInterview('shortlisted')).toBe(true);
    expect(canScheduleInterview('rejected')).toBe(false);
  });

  it('groups reviewed and shortlisted under the Reviewed tab', () => {
    expect(TAB_STATUSES.new).toEqual(['submitted']);
    expect(TAB_STATUSES.reviewed).toEqual(['reviewed', 'shortlisted']);
  });

  it('previews the first 60 characters of a cover letter', () => {
    expect(coverLetterPreview('  Short letter ')).toBe('Short letter');
    const long = 'a'.repeat(61);
    expect(coverLetterPreview(long)).toBe(`${'a'.repeat(60)}…`);
  });

  it('reads an interview time in Kenya time', () => {
    expect(interviewInstant({ date: '2026-12-01', time: '09:30' }).toISOString()).toBe('2026-12-01T06:30:00.000Z');
    expect(scheduleInterviewSchema.safeParse({ date: '2026-12-01', time: '25:00', location: 'Office' }).success).toBe(
      false,
    );
    expect(scheduleInterviewSchema.safeParse({ date: '2026-12-01', time: '09:00', location: ' ' }).success).toBe(false);
    expect(
      scheduleInterviewSchema.safeParse({ date: '2026-12-01', time: '09:00', location: '+254711000003' }).success,
    ).toBe(true);
    expect(hireApplicationSchema.safeParse({ startDate: '2026-13-01' }).success).toBe(false);
  });

  it('shows a candidate by first name and last initial', () => {
    expect(candidateDisplayName('Amina', 'hassan')).toBe('Amina H.');
    expect(candidateDisplayName('Amina', '')).toBe('Amina');
  });

  it('splits a skill list, without blanks or repeats', () => {
    expect(parseSkillList(' Masonry, ,Carpentry,Masonry ')).toEqual(['Masonry', 'Carpentry']);
    expect(parseSkillList(undefined)).toEqual([]);
  });
});
