/**
 * Whether a screen should give way to its load error. Only when there is nothing to show: a refetch that
 * fails on a dropped connection leaves the last data in the query, and swapping the screen for an error
 * then would unmount the form an officer is typing in (an edit dialog, the programme designer) and, once
 * the network is back, mount it again from the server's values: what was typed would be lost.
 */
export function loadFailed(query: { isError: boolean; data: unknown }): boolean {
  return query.isError && query.data === undefined;
}
