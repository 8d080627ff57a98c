import { describe, expect, it } from 'vitest';
import {
  activityInputSchema,
  attendanceInputSchema,
  codeAgreesWithProject,
  enrolmentInputSchema,
  expenditureInputSchema,
  formatProjectCode,
  projectInputSchema,
  projectProgress,
  projectUpdateSchema,
  withdrawalInputSchema,
} from './project-input';

const project = {
  code: 'WFP-CFW-2026-001',
  name: 'Cash for work Ifo',
  partner: 'WFP',
  type: 'cash_for_work',
  location: 'DAD',
  targetBeneficiaries: 100,
  budget: 25_000,
  startDate: '2026-01-01',
  endDate: '2026-12-31',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('projectInputSchema', () => {
  it('accepts a project and defaults the status to planning', () => {
    const parsed = projectInputSchema.parse({ ...project, code: ' wfp-cfw-2026-001 ', partner: 'wfp' });
    expect(parsed).toMatchObject({ code: 'WFP-CFW-2026-001', partner: 'WFP', status: 'planning' });
  });

  it('leaves the code empty for the server to give', () => {
    expect(projectInputSchema.parse({ ...project, code: '' }).code).toBe('');
    const { code: _omitted, ...withoutCode } = project;
    expect(projectInputSchema.parse(withoutCode).code).toBe('');
  });

  it('refuses a malformed code and one whose partner or type disagree', () => {
    expect(messages(projectInputSchema.safeParse({ ...project, code: 'WFP-2026-1' }))).toEqual({
      code: 'validation:projects.codeFormat',
    });
    expect(messages(projectInputSchema.safeParse({ ...project, code: 'IRC-CFW-2026-001' }))).toEqual({
      code: 'validation:projects.codeMismatch',
    });
    expect(messages(projectInputSchema.safeParse({ ...project, code: 'WFP-SKT-2026-001' }))).toEqual({
      code: 'validation:projects.codeMismatch',
    });
  });

  it('checks the name, partner, target, budget, location and date order', () => {
    const result = projectInputSchema.safeParse({
      ...project,
      name: 'ab',
      partner: 'W1',
      targetBeneficiaries: 0,
      budget: -1,
      location: 'XYZ',
    });
    expect(messages(result)).toEqual({
      name: 'validation:projects.nameMin',
      partner: 'validation:projects.partnerFormat',
      targetBeneficiaries: 'validation:projects.targetMin',
      budget: 'validation:projects.budgetMin',
      location: 'validation:projects.locationRequired',
    });
    expect(messages(projectInputSchema.safeParse({ ...project, endDate: '2025-12-31' }))).toEqual({
      endDate: 'validation:projects.dateOrder',
    });
    expect(projectInputSchema.safeParse({ ...project, partner: 'ACTED', code: 'ACTED-CFW-2026-002' }).success).toBe(
      true,
    );
  });

  it('an edit keeps what it does not send', () => {
    expect(projectUpdateSchema.parse({ name: 'Renamed project' })).toEqual({ name: 'Renamed project' });
  });
});

describe('project codes', () => {
  it('formats the next code and checks agreement', () => {
    expect(formatProjectCode('IRC', 'skills_training', '2025', 7)).toBe('IRC-SKT-2025-007');
    expect(codeAgreesWithProject('IRC-SKT-2025-007', 'IRC', 'skills_training')).toBe(true);
    expect(codeAgreesWithProject('IRC-SKT-2025-007', 'IR', 'skills_training')).toBe(false);
  });
});

describe('the other inputs', () => {
  it('expenditure: at least one dollar and a description', () => {
    expect(messages(expenditureInputSchema.safeParse({ amount: 0, description: 'x', spentOn: '2026-02-30' }))).toEqual({
      amount: 'validation:projects.amountMin',
      description: 'validation:projects.expenditureDescriptionMin',
      spentOn: 'validation:dateInvalid',
    });
    expect(expenditureInputSchema.safeParse({ amount: 1.5, description: 'Tools', spentOn: '2026-02-03' }).success).toBe(
      false,
    );
  });

  it('activity: an optional start time written HH:MM', () => {
    const activity = { title: 'Tailoring class', activityDate: '2026-03-02', place: 'Ifo hall' };
    expect(activityInputSchema.safeParse(activity).success).toBe(true);
    expect(activityInputSchema.safeParse({ ...activity, startTime: '' }).success).toBe(true);
    expect(messages(activityInputSchema.safeParse({ ...activity, startTime: '25:00' }))).toEqual({
      startTime: 'validation:projects.startTimeFormat',
    });
  });

  it('attendance, enrolment and withdrawal', () => {
    const id = '6f1c2b9e-4d8a-4e4b-9a57-1b2c3d4e5f60';
    expect(attendanceInputSchema.safeParse({ records: [{ beneficiaryId: id, present: true }] }).success).toBe(true);
    expect(messages(attendanceInputSchema.safeParse({ records: [] }))).toEqual({
      records: 'validation:projects.attendanceEmpty',
    });
    expect(messages(enrolmentInputSchema.safeParse({ beneficiaryIds: [] }))).toEqual({
      beneficiaryIds: 'validation:projects.chooseSomeone',
    });
    expect(messages(enrolmentInputSchema.safeParse({ beneficiaryIds: ['nope'] }))).toEqual({
      'beneficiaryIds.0': 'validation:projects.personIdInvalid',
    });
    expect(enrolmentInputSchema.safeParse({ beneficiaryIds: Array.from({ length: 501 }, () => id) }).success).toBe(
      false,
    );
    expect(messages(withdrawalInputSchema.safeParse({ reason: ' ' }))).toEqual({
      reason: 'validation:projects.withdrawalReasonMin',
    });
  });
});

describe('projectProgress', () => {
  it('computes the three bars and the attendance rate in whole percent', () => {
    expect(
      projectProgress({
        enrolled: 3,
        completed: 1,
        withdrawn: 1,
        targetBeneficiaries: 8,
        budget: 2_400_000,
        spent: 1_872_000,
        present: 1,
        attendanceTaken: 2,
      }),
    ).toEqual({ completionRate: 50, enrolmentRate: 38, percentSpent: 78, attendanceRate: 50 });
  });

  it('counts completion among the people who finished or left, not those still taking part', () => {
    expect(
      projectProgress({
        enrolled: 10,
        completed: 8,
        withdrawn: 1,
        targetBeneficiaries: 10,
        budget: 1,
        spent: 0,
        present: 0,
        attendanceTaken: 0,
      }).completionRate,
    ).toBe(89);
  });

  it('is zero when there is nothing to divide by', () => {
    expect(
      projectProgress({
        enrolled: 0,
        completed: 0,
        withdrawn: 0,
        targetBeneficiaries: 1,
        budget: 0,
        spent: 0,
        present: 0,
        attendanceTaken: 0,
      }),
    ).toEqual({
      completionRate: 0,
      enrolmentRate: 0,
      percentSpent: 0,
      attendanceRate: 0,
    });
  });
});
