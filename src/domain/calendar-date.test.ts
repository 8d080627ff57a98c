import { describe, expect, it } from 'vitest';
import { calendarDate, hasCalendarYear } from './calendar-date';

describe('calendarDate', () => {
  const schema = calendarDate({ error: 'validation:dateInvalid' });

  it.each(['0001-01-01', '2024-02-29', '9999-12-31'])('takes %s', (day) => {
    expect(hasCalendarYear(day)).toBe(true);
    expect(schema.safeParse(day).success).toBe(true);
  });

  it.each(['0000-01-01', '0000-12-31', '2023-02-29', '2024-1-01', ''])('refuses %j with the field message', (day) => {
    const result = schema.safeParse(day);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain('validation:dateInvalid');
  });
});
