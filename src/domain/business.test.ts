import { describe, expect, it } from 'vitest';
import {
  BUSINESS_SECTORS,
  businessInputSchema,
  isKnownSector,
  isStartDateInFuture,
  type BusinessInput,
} from './business';

const valid: BusinessInput = {
  name: 'Amina Tailoring',
  sector: 'tailoring',
  location: 'Kakuma 1, Block 4',
  startDate: '2024-03-01',
  status: 'operating',
  employees: 2,
  monthlyRevenue: 15000,
};

function messagesOf(input: unknown) {
  const result = businessInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('business registration schema', () => {
  it('accepts a complete business and trims its texts', () => {
    const parsed = businessInputSchema.parse({ ...valid, name: '  Amina Tailoring ', location: ' Kakuma 1 ' });
    expect(parsed).toMatchObject({ name: 'Amina Tailoring', location: 'Kakuma 1' });
  });

  it('leaves the monthly revenue optional', () => {
    const { monthlyRevenue: _omitted, ...withoutRevenue } = valid;
    expect(businessInputSchema.safeParse(withoutRevenue).success).toBe(true);
    expect(businessInputSchema.safeParse({ ...valid, monthlyRevenue: null }).success).toBe(true);
  });

  it('names each problem with a translatable message', () => {
    expect(
      messagesOf({
        name: 'A',
        sector: 'mining',
        location: ' ',
        startDate: '2024-02-30',
        status: 'paused',
        employees: -1,
        monthlyRevenue: -5,
      }),
    ).toEqual({
      name: 'validation:businessNameMin',
      sector: 'validation:businessSectorRequired',
      location: 'validation:businessLocationMin',
      startDate: 'validation:dateInvalid',
      status: 'validation:businessStatusRequired',
      employees: 'validation:employeesMin',
      monthlyRevenue: 'validation:revenueMin',
    });
  });

  it('wants whole numbers of employees and shillings', () => {
    expect(messagesOf({ ...valid, employees: 1.5, monthlyRevenue: 99.9 })).toEqual({
      employees: 'validation:employeesMin',
      monthlyRevenue: 'validation:revenueMin',
    });
  });

  it('accepts no employees and zero revenue', () => {
    expect(businessInputSchema.safeParse({ ...valid, employees: 0, monthlyRevenue: 0 }).success).toBe(true);
  });

  it('refuses a start date in the future and fields it does not know', () => {
    expect(messagesOf({ ...valid, startDate: '2999-01-01' })).toEqual({ startDate: 'validation:startDateFuture' });
    expect(businessInputSchema.safeParse({ ...valid, beneficiaryId: 'someone-else' }).success).toBe(false);
  });

  it('offers every sector of the list and knows which are ours', () => {
    expect(BUSINESS_SECTORS).toContain('tailoring');
    expect(isKnownSector('tailoring')).toBe(true);
    expect(isKnownSector('mining')).toBe(false);
    expect(isKnownSector(null)).toBe(false);
  });
});

describe('a start date in the future', () => {
  const now = new Date('2026-03-10T22:30:00Z');

  it('accepts today in the earliest time zone (Kenya is already on the 11th)', () => {
    expect(isStartDateInFuture('2026-03-10', now)).toBe(false);
    expect(isStartDateInFuture('2026-03-11', now)).toBe(false);
  });

  it('refuses a day that has not begun anywhere', () => {
    expect(isStartDateInFuture('2026-03-12', now)).toBe(true);
  });
});
