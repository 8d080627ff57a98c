/*
 * Which rows a page shows, and from which end of the ordered list they are
 * read. OFFSET reads and throws away every row before the page (about half a
 * second at 900,000 in PostgreSQL), so a page nearer the end than the start is
 * read in the reverse order from the end and turned round: the last page of
 * 1,000,000 people reads ten index entries, not 999,990.
 */

/** Pages that start before this many rows are read from the start, while the total is counted beside them. */
export const READ_FROM_END_FROM_ROW = 1_000;

export interface PageWindow {
  from: 'start' | 'end';
  /** Rows skipped from that end. */
  offset: number;
  limit: number;
}

/** Null for a page past the end of the list: nothing to read. */
export function pageWindow(page: number, pageSize: number, total: number): PageWindow | null {
  const start = (page - 1) * pageSize;
  if (start >= total) return null;
  const end = Math.min(start + pageSize, total);
  const rowsAfter = total - end;
  return rowsAfter < start
    ? { from: 'end', offset: rowsAfter, limit: end - start }
    : { from: 'start', offset: start, limit: end - start };
}
