import { formatDate } from '@web/lib/format';

/** A calendar date (YYYY-MM-DD) read as that day where the reader is, never shifted by a time zone. */
export function formatDay(isoDate: string, language: string): string {
  return formatDate(new Date(`${isoDate}T00:00:00`), language);
}
