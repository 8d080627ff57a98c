import * as z from 'zod/mini';
import { hasCalendarYear } from './calendar-date';
import { pageSchema } from './paging';

const text = (max: number) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'validation:staffAudit.filterTooLong' }))),
    z.transform((value) => value || undefined),
  );
const isoDate = z.optional(
  z.iso.date({ error: 'validation:dateInvalid' }).check(z.refine(hasCalendarYear, { error: 'validation:dateInvalid' })),
);
const pageError = { error: 'validation:staffAudit.pageInvalid' };
const whole = (max: number, fallback: number) =>
  z._default(z.coerce.number(pageError).check(z.int(pageError), z.gte(1, pageError), z.lte(max, pageError)), fallback);

/** The audit log's filters: actor (name or e-mail), action (a prefix), target, a period of days; and the page. */
export const auditLogQuerySchema = z
  .strictObject({
    actor: text(200),
    action: text(100),
    targetType: text(50),
    targetId: text(100),
    from: isoDate,
    to: isoDate,
    page: whole(100_000, 1),
    pageSize: whole(100, 10),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'validation:staffAudit.periodOrder',
      path: ['to'],
    }),
  );

/** One entry of the audit log as admins browse it (GET /api/v1/staff/audit-log). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.nullable(z.string()),
  details: z.nullable(z.record(z.string(), z.unknown())),
  /** null: the action had no actor, or the account was deleted since. */
  actor: z.nullable(z.object({ userId: z.string(), name: z.nullable(z.string()), email: z.nullable(z.string()) })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = pageSchema(auditEntrySchema);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
