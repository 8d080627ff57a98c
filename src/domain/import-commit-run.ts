/*
 * Where 'Import Valid Records' stands while an import is processing, so the
 * screen can say what is happening rather than show a bar that does not move.
 */

export const COMMIT_RUNS = [
  /** Its job is writing the records. */
  'importing',
  /** Its job stopped (a restart, a lost connection) and is being taken up again from the last committed batch. */
  'resuming',
  /** Its job gave up after repeated failures: nothing runs until someone presses Resume import. */
  'interrupted',
] as const;
export type CommitRun = (typeof COMMIT_RUNS)[number];
