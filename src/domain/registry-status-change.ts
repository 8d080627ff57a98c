import * as z from 'zod/mini';
import { REGISTRY_STATUSES } from './registry';

/** A registry status change always says why: the reason lands in the person's history. */
export const registryStatusChangeSchema = z.strictObject({
  status: z.enum(REGISTRY_STATUSES, { error: 'validation:registry.statusInvalid' }),
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, { error: 'validation:registry.statusReasonRequired' }),
      z.maxLength(500, { error: 'validation:registry.statusReasonTooLong' }),
    ),
});
export type RegistryStatusChange = z.infer<typeof registryStatusChangeSchema>;
