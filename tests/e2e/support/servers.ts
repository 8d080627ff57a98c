import { inject } from 'vitest';
import { serverLog } from './workers';

/** Which server this test worker uses: vitest numbers its workers from 1 (VITEST_POOL_ID). */
function serverIndex(): number {
  return (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % inject('baseUrls').length;
}

/** The address of this worker's server. */
export function serverUrl(): string {
  return inject('baseUrls')[serverIndex()]!;
}

/** The log of this worker's server, to read when a journey fails. */
export function thisServerLog(): string {
  return serverLog(serverIndex());
}
