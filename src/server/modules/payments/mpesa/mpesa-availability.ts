import type { Config } from '@server/config';

/** Whether staff may choose M-Pesa to pay a batch: every MPESA_* credential is configured. */
export function mpesaAvailable(config: Pick<Config, 'mpesa'>): boolean {
  return config.mpesa !== null;
}
