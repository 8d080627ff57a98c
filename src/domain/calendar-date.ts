import * as z from 'zod/mini';

/**
 * z.iso.date takes any four digits as the year, 0000 included, but the
 * calendar has no year 0 and the database refuses it: such a day is bad
 * input, answered like any other invalid date, never a failed query.
 */
export function hasCalendarYear(isoDate: string): boolean {
  return !isoDate.startsWith('0000');
}

/** A calendar day, YYYY-MM-DD, that the database can store; `error` names the field's message. */
export function calendarDate(params: { error: string }) {
  return z.iso.date(params).check(z.refine(hasCalendarYear, params));
}
